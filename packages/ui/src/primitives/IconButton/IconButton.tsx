import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components';
// The same provider react-aria-components' TooltipTrigger uses to hand the trigger its hover and
// focus handlers; imported on its own so the tooltip's overlay code can load later (see below).
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { Button, type ButtonProps } from '../Button';
import type { TooltipProps } from '../Tooltip';
import { iconButton } from './IconButton.css';

// The tooltip bubble (positioning, portal, enter and exit animation) is about 6 kB gzip that no
// first screen needs: its chunk is fetched when a pointer first rests on an icon button (the
// 600 ms hover delay covers the load) and drawn from the first time a tooltip opens. Hover and
// focus tracking stay here, so nothing is missed meanwhile.
const loadTooltip = () => import('./IconButtonTooltip');
const IconButtonTooltip = lazy(loadTooltip);

/** Same timings as `TooltipTrigger`: open after 600 ms of hover (focus opens it at once), close 300 ms after leaving. */
const TOOLTIP_DELAY = 600;
const TOOLTIP_CLOSE_DELAY = 300;

export interface IconButtonProps extends Omit<ButtonProps, 'variant' | 'children' | 'aria-label' | 'aria-labelledby'> {
  /** Required: the button's accessible name (aria-label), also shown in a tooltip on hover and keyboard focus. */
  label: string;
  /** The icon alone; it is decorative (the label names the button). */
  icon: ReactNode;
  /** Where the tooltip sits; above by default. */
  tooltipPlacement?: TooltipProps['placement'];
  /** Hover delay before the tooltip opens, in milliseconds. */
  tooltipDelay?: number;
}

/** An icon-only button that always has a name: `label` is its aria-label and its tooltip. */
export function IconButton({
  label,
  icon,
  tooltipPlacement = 'top',
  tooltipDelay = TOOLTIP_DELAY,
  className,
  ...props
}: IconButtonProps) {
  // What react-aria-components' TooltipTrigger does, with the bubble rendered lazily.
  const triggerOptions = { delay: tooltipDelay, closeDelay: TOOLTIP_CLOSE_DELAY };
  const state = useTooltipTriggerState(triggerOptions);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger(triggerOptions, state, triggerRef);
  const [opened, setOpened] = useState(false);
  if (state.isOpen && !opened) setOpened(true);
  return (
    <>
      <FocusableProvider {...triggerProps} ref={triggerRef}>
        <Button
          {...props}
          onHoverStart={(event) => {
            void loadTooltip();
            props.onHoverStart?.(event);
          }}
          variant="icon"
          aria-label={label}
          className={composeRenderProps(className, (custom) => [iconButton, custom].filter(Boolean).join(' '))}
        >
          {icon}
        </Button>
      </FocusableProvider>
      {opened && (
        <Suspense fallback={null}>
          <IconButtonTooltip {...tooltipProps} state={state} triggerRef={triggerRef} placement={tooltipPlacement}>
            {label}
          </IconButtonTooltip>
        </Suspense>
      )}
    </>
  );
}
