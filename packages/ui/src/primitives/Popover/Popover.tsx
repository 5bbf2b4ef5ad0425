import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
  composeRenderProps,
  type DialogRenderProps,
  type DialogTriggerProps,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { arrow, dialog, heading, popover, popoverWithDialog } from './Popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'children'> {
  /** The popover's content; a function receives `close`. */
  children?: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /** Draws an arrow pointing at the trigger. */
  showArrow?: boolean;
  /** A heading that also names the dialog. Without it, give the popover an `aria-label`. */
  title?: ReactNode;
}

/**
 * A non-modal dialog anchored to its trigger. Place it inside a `PopoverTrigger` after the
 * element that opens it; react-aria handles positioning, focus, Escape and outside clicks.
 */
export function Popover({
  children,
  showArrow = false,
  title,
  className,
  offset,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  ...props
}: PopoverProps) {
  return (
    <AriaPopover
      offset={offset ?? (showArrow ? 12 : 8)}
      {...props}
      className={composeRenderProps(className, (custom) =>
        [popover, popoverWithDialog, custom].filter(Boolean).join(' '),
      )}
    >
      {showArrow && (
        <OverlayArrow className={arrow}>
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      <AriaDialog className={dialog} aria-label={ariaLabel} aria-labelledby={ariaLabelledby}>
        {(renderProps) => (
          <>
            {title != null && (
              <Heading slot="title" className={heading}>
                {title}
              </Heading>
            )}
            {typeof children === 'function' ? children(renderProps) : children}
          </>
        )}
      </AriaDialog>
    </AriaPopover>
  );
}

export type PopoverTriggerProps = DialogTriggerProps;

/** Wraps the pressable trigger and its `Popover`; controlled with `isOpen`/`onOpenChange` if needed. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <DialogTrigger {...props} />;
}
