import { Switch as AriaSwitch, composeRenderProps, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { switchRoot, thumb, track } from './Switch.css';

export type SwitchProps = AriaSwitchProps;

/** An on/off switch with its label as children; it takes effect at once (use a Checkbox in forms that submit). */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={composeRenderProps(className, (custom) => [switchRoot, custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (label) => (
        <>
          <span className={track} aria-hidden="true">
            <span className={thumb} />
          </span>
          {label}
        </>
      ))}
    </AriaSwitch>
  );
}
