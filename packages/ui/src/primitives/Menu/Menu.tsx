import type { ReactNode } from 'react';
import { Check, ChevronRight } from 'lucide-react';
import {
  Collection,
  Header,
  Keyboard,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Popover as AriaPopover,
  Separator,
  SubmenuTrigger as AriaSubmenuTrigger,
  Text,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type PopoverProps,
  type SeparatorProps,
  type SubmenuTriggerProps as AriaSubmenuTriggerProps,
} from 'react-aria-components';
import { popover } from '../Popover/Popover.css';
import {
  checkSlot,
  iconSlot,
  itemLabel,
  menu,
  menuItem,
  menuPopover,
  section,
  sectionHeader,
  separator,
  shortcut as shortcutClass,
  submenuChevron,
} from './Menu.css';

export type MenuTriggerProps = AriaMenuTriggerProps;

/** Wraps the pressable that opens the menu and the `Menu` itself. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export type SubmenuTriggerProps = AriaSubmenuTriggerProps;

/** Wraps a `MenuItem` and the `Menu` it opens (ArrowRight, Enter or hover open it). */
export function SubmenuTrigger(props: SubmenuTriggerProps) {
  return <AriaSubmenuTrigger {...props} />;
}

export interface MenuProps<T> extends AriaMenuProps<T> {
  /** Where the menu opens relative to its trigger; menus open below and aligned to the start by default, submenus to the end. */
  placement?: PopoverProps['placement'];
}

/** A menu of actions in its own popover; `selectionMode` turns items into checkable options. */
export function Menu<T extends object>({ placement, className, ...props }: MenuProps<T>) {
  return (
    <AriaPopover placement={placement} className={[popover, menuPopover].join(' ')}>
      <AriaMenu
        {...props}
        className={composeRenderProps(className, (custom) => [menu, custom].filter(Boolean).join(' '))}
      />
    </AriaPopover>
  );
}

export interface MenuItemProps<T = object> extends Omit<AriaMenuItemProps<T>, 'children'> {
  children: ReactNode;
  /** A decorative icon before the label (e.g. a lucide icon). */
  icon?: ReactNode;
  /** Keyboard shortcut text shown at the end, such as "⌘E". */
  shortcut?: string;
}

/**
 * One action (or, in a menu with `selectionMode`, one checkable option). Give `textValue` when the
 * children are not plain text, so typing jumps to it and screen readers read it.
 */
export function MenuItem<T extends object>({
  children,
  icon,
  shortcut,
  className,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      {...props}
      className={composeRenderProps(className, (custom) => [menuItem, custom].filter(Boolean).join(' '))}
    >
      {({ selectionMode, isSelected, hasSubmenu }) => (
        <>
          {selectionMode !== 'none' && (
            <span className={checkSlot} aria-hidden="true">
              {isSelected && <Check />}
            </span>
          )}
          {icon != null && (
            <span className={iconSlot} aria-hidden="true">
              {icon}
            </span>
          )}
          <Text slot="label" className={itemLabel}>
            {children}
          </Text>
          {/* The shortcut is drawn from the attribute (see Menu.css.ts) so that the visible text
              inside the item stays equal to its accessible name (WCAG 2.5.3); react-aria links the
              <kbd> as the item's description, so it is still announced. */}
          {shortcut && <Keyboard className={shortcutClass} data-shortcut={shortcut} />}
          {hasSubmenu && <ChevronRight className={submenuChevron} aria-hidden="true" />}
        </>
      )}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T> extends AriaMenuSectionProps<T> {
  /** A visible heading that also names the group. Without it, give the section an `aria-label`. */
  title?: ReactNode;
}

/** A group of items under an optional heading. */
export function MenuSection<T extends object>({ title, children, items, className, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={[section, className].filter(Boolean).join(' ')}>
      {title != null && <Header className={sectionHeader}>{title}</Header>}
      <Collection items={items}>{children}</Collection>
    </AriaMenuSection>
  );
}

/** A line between groups of items (a separator, as react-aria renders it). */
export function MenuSeparator({ className, ...props }: SeparatorProps) {
  return <Separator {...props} className={[separator, className].filter(Boolean).join(' ')} />;
}
