import { Button, type ButtonProps } from '../../../primitives/Button';
import { Tooltip, TooltipTrigger } from '../../../primitives/Tooltip';

/**
 * A button for a write that may not be allowed: disabled with the reason in a tooltip and as its
 * description (like GuardedButton, for reasons beyond a permission: one's own account, an Owner).
 */
export function ReasonButton({ reason, isDisabled, ...props }: ButtonProps & { reason: string | null }) {
  if (reason === null) return <Button {...props} isDisabled={isDisabled} />;
  return (
    <TooltipTrigger delay={300}>
      <Button {...props} isDisabled aria-description={reason} />
      <Tooltip>{reason}</Tooltip>
    </TooltipTrigger>
  );
}
