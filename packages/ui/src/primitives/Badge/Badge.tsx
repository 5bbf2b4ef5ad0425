import type { HTMLAttributes, ReactNode } from 'react';
import { badge, visuallyHidden } from './Badge.css';

export const badgeVariants = ['primary', 'warn', 'neutral', 'success'] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  variant?: BadgeVariant;
  /** A count; shown as `max+` above `max`. */
  count?: number;
  /** Counts above this show as "99+" (for the default). */
  max?: number;
  /** A short text label, used instead of `count`. */
  children?: ReactNode;
  /**
   * What screen readers hear instead of the visible text, such as "120 unread notifications".
   * Give one whenever the badge is just a number.
   */
  label?: string;
}

/** A small pill with a count or a short label. Not interactive. */
export function Badge({ variant = 'primary', count, max = 99, children, label, className, ...props }: BadgeProps) {
  const visible = count == null ? children : count > max ? `${max}+` : String(count);
  return (
    <span {...props} className={[badge({ variant }), className].filter(Boolean).join(' ')} data-variant={variant}>
      {label ? (
        <>
          <span aria-hidden="true">{visible}</span>
          <span className={visuallyHidden}>{label}</span>
        </>
      ) : (
        visible
      )}
    </span>
  );
}
