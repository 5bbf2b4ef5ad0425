import type { Permission } from '@atrium/mock-api';
import { Button, type ButtonProps } from '../primitives/Button';
import { Tooltip, TooltipTrigger } from '../primitives/Tooltip';
import { useAccess } from './useAccess';

export interface GuardedButtonProps extends ButtonProps {
  /** The permission the action needs; without it the button is disabled and says which one is missing. */
  permission: Permission;
}

/**
 * A button for an action that needs a permission (spec 4 §1): without it the button is disabled, and a
 * tooltip names the missing permission.
 */
export function GuardedButton({ permission, isDisabled, ...props }: GuardedButtonProps) {
  const access = useAccess();
  const reason = access.ready ? access.reason(permission) : null;
  if (reason === null) return <Button {...props} isDisabled={isDisabled || !access.ready} />;
  return (
    <TooltipTrigger delay={300}>
      <Button {...props} isDisabled aria-description={reason} />
      <Tooltip>{reason}</Tooltip>
    </TooltipTrigger>
  );
}
