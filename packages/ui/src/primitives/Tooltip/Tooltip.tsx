import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  composeRenderProps,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { arrow, arrowShape, tooltip } from './Tooltip.css';

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /** Milliseconds of hover before the tooltip opens (keyboard focus opens it at once). Defaults to 600. */
  delay?: number;
  /** Milliseconds before it closes once the pointer leaves. Defaults to 300. */
  closeDelay?: number;
}

/** Wraps a focusable react-aria trigger (a Button) and a `Tooltip`; opens on hover after `delay` and on keyboard focus. */
export function TooltipTrigger({ delay = 600, closeDelay = 300, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

export interface TooltipProps extends Omit<AriaTooltipProps, 'children'> {
  children: ReactNode;
}

/** A short text describing its trigger, with a small arrow pointing at it. */
export function Tooltip({ children, className, offset = 8, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      offset={offset}
      className={composeRenderProps(className, (custom) => [tooltip, custom].filter(Boolean).join(' '))}
    >
      <OverlayArrow className={arrow}>
        <svg className={arrowShape} width={10} height={5} viewBox="0 0 10 5" aria-hidden="true">
          <path d="M0 0 L5 5 L10 0 Z" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}
