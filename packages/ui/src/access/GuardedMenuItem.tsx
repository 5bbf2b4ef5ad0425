import type { ReactNode } from 'react';
import { MenuItem as AriaMenuItem, Text, composeRenderProps, type MenuItemProps } from 'react-aria-components';
import type { Permission } from '@atrium/mock-api';
import { iconSlot, menuItem } from '../primitives/Menu/Menu.css';
import { menuItemReason, menuItemText } from './access.css';
import { useGuard } from './useAccess';

/**
 * The reason a menu item is disabled, shown under its label and read with it (react-aria's description
 * slot). Render it always, empty when there is no reason: react-aria links a description found when the
 * item mounts only, and the reason may come later (once api/me has answered). Empty, it takes no room.
 */
export function MenuItemReason({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={menuItemReason}>
      {children}
    </Text>
  );
}

export interface GuardedMenuItemProps<T> extends Omit<MenuItemProps<T>, 'children' | 'textValue'> {
  /** The permission the action needs. */
  permission: Permission;
  /** The item's label. */
  children: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /**
   * A reason beyond the permission that also disables the item (one's own account, the last Owner);
   * the missing permission is named first.
   */
  reason?: string | null;
}

/**
 * A menu item for an action that needs a permission: without it the item is disabled and says which
 * permission is missing under its label (spec 4 §1; a disabled item can not be focused, so the reason
 * is visible text, read as the item's description). For other item shapes, use `useGuard`.
 */
export function GuardedMenuItem<T extends object>({
  permission,
  children,
  icon,
  reason: otherReason = null,
  isDisabled,
  className,
  ...props
}: GuardedMenuItemProps<T>) {
  const guard = useGuard(permission);
  const reason = guard.reason ?? otherReason;
  return (
    <AriaMenuItem
      textValue={children}
      {...props}
      isDisabled={isDisabled || guard.isDisabled || reason !== null}
      className={composeRenderProps(className, (custom) => [menuItem, custom].filter(Boolean).join(' '))}
    >
      {icon != null && (
        <span className={iconSlot} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={menuItemText}>
        <Text slot="label">{children}</Text>
        <MenuItemReason>{reason}</MenuItemReason>
      </span>
    </AriaMenuItem>
  );
}
