import type { ReactNode } from 'react';
import { MenuItem as AriaMenuItem, Text, composeRenderProps, type MenuItemProps } from 'react-aria-components';
import { iconSlot, menuItem } from '../../../primitives/Menu/Menu.css';
import { menuDescription, menuItemText } from '../UsersView.css';

/**
 * A menu item that may be disabled with its reason as the item's description (read with it, shown
 * under it). The design system's MenuItem has no description slot yet.
 */
export function ActionMenuItem({
  children,
  icon,
  reason,
  className,
  ...props
}: Omit<MenuItemProps, 'children' | 'isDisabled'> & { children: string; icon?: ReactNode; reason: string | null }) {
  return (
    <AriaMenuItem
      textValue={children}
      {...props}
      isDisabled={reason !== null}
      className={composeRenderProps(className, (custom) => [menuItem, custom].filter(Boolean).join(' '))}
    >
      {icon != null && (
        <span className={iconSlot} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={menuItemText}>
        <Text slot="label">{children}</Text>
        {reason !== null && (
          <Text slot="description" className={menuDescription}>
            {reason}
          </Text>
        )}
      </span>
    </AriaMenuItem>
  );
}
