import type { ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  Label,
  ProgressBar as AriaProgressBar,
  composeRenderProps,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { fill, fillSize, labelRow, progressBar, track, valueText, type TrackVariants } from './ProgressBar.css';

export interface ProgressBarProps extends AriaProgressBarProps {
  /** A visible label; without it, give the bar an `aria-label`. */
  label?: ReactNode;
  /** Shows the formatted value (e.g. "40 %") beside the label; determinate bars only. */
  showValue?: boolean;
  /** `thin` (6 px, square ends) is the page's top loading bar. */
  size?: TrackVariants['size'];
}

/**
 * Progress of an operation: determinate with `value` (between `minValue` and `maxValue`), or
 * `isIndeterminate` when the amount of work is unknown.
 */
export function ProgressBar({
  label,
  showValue = label != null,
  size = 'default',
  className,
  ...props
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      {...props}
      className={composeRenderProps(className, (custom) => [progressBar, custom].filter(Boolean).join(' '))}
    >
      {({ percentage, valueText: text, isIndeterminate }) => (
        <>
          {(label != null || (showValue && !isIndeterminate)) && (
            <div className={labelRow}>
              {label != null && <Label>{label}</Label>}
              {showValue && !isIndeterminate && <span className={valueText}>{text}</span>}
            </div>
          )}
          <div className={track({ size })}>
            <div
              className={fill({ indeterminate: isIndeterminate })}
              style={isIndeterminate ? undefined : assignInlineVars({ [fillSize]: `${percentage ?? 0}%` })}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
