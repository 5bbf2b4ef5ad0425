import { composeRenderProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';
import { Tooltip, TooltipTrigger, type TooltipProps } from '../Tooltip';
import { iconButton } from './IconButton.css';

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
  tooltipDelay,
  className,
  ...props
}: IconButtonProps) {
  return (
    <TooltipTrigger delay={tooltipDelay}>
      <Button
        {...props}
        variant="icon"
        aria-label={label}
        className={composeRenderProps(className, (custom) => [iconButton, custom].filter(Boolean).join(' '))}
      >
        {icon}
      </Button>
      <Tooltip placement={tooltipPlacement}>{label}</Tooltip>
    </TooltipTrigger>
  );
}
