import { useId } from 'react';
import { composeRenderProps } from 'react-aria-components';
import type { Permission } from '@atrium/mock-api';
import { Button, type ButtonProps } from '../primitives/Button';
import { Tooltip, TooltipTrigger } from '../primitives/Tooltip';
import { missingPermission } from './access.css';
import { useAccess } from './useAccess';

export interface GuardedButtonProps extends ButtonProps {
  /** The permission the action needs; without it the button is disabled and says which one is missing. */
  permission: Permission;
  /**
   * A reason beyond the permission that also refuses the action (one's own account, an Owner only an
   * Owner may touch); shown the same way. The missing permission is named first.
   */
  reason?: string | null;
}

/**
 * A button for an action that needs a permission (spec 4 §1): without it the button looks disabled and
 * does nothing, yet stays in the tab order, so a keyboard user reaches it and hears why: the tooltip
 * naming the missing permission opens on hover and on focus. The inert-but-focusable state is
 * react-aria's own (`isPending`: aria-disabled, presses and a trigger's opening ignored, hover and focus
 * kept for tooltips). Until `api/me` answers, the button is plainly disabled.
 */
export function GuardedButton({
  permission,
  reason: otherReason = null,
  isDisabled,
  className,
  ...props
}: GuardedButtonProps) {
  const access = useAccess();
  const descriptionId = useId();
  const missing = access.ready ? access.reason(permission) : null;
  const reason = access.ready ? (missing ?? otherReason) : null;
  if (reason === null) return <Button {...props} className={className} isDisabled={isDisabled || !access.ready} />;
  return (
    <TooltipTrigger delay={300}>
      <Button
        {...props}
        type="button"
        isPending
        // Read with the button even before the tooltip opens (the tooltip names it again when open).
        aria-describedby={[props['aria-describedby'], descriptionId].filter(Boolean).join(' ')}
        data-missing-permission={missing === null ? undefined : permission}
        className={composeRenderProps(className, (custom) => [missingPermission, custom].filter(Boolean).join(' '))}
      />
      <span id={descriptionId} hidden>
        {reason}
      </span>
      <Tooltip>{reason}</Tooltip>
    </TooltipTrigger>
  );
}
