import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { Button, Link } from 'react-aria-components';
import { Badge } from '../../primitives/Badge';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from '../../primitives/Menu';
import { iconByName } from '../../shell/icons';
import { RouterBridge } from '../RouterBridge';
import type { NavItem } from '../types';
import { hasActiveDescendant, isHidden, isItemActive, itemHref, useNavText, visibleChildren } from '../utils';
import { entry, entryIcon, list, menuLabel, nav } from './HorizontalNavigation.css';

export interface HorizontalNavigationProps {
  items: NavItem[];
  /** The name of the `nav` landmark; 'Navegación superior' by default. */
  'aria-label'?: string;
  className?: string;
}

function ItemIcon({ item, className }: { item: NavItem; className?: string }) {
  if (!item.icon) return null;
  return (
    <span className={className} aria-hidden="true">
      {createElement(iconByName(item.icon), { size: 16 })}
    </span>
  );
}

/** The entries of a drop-down menu: links, nested branches as submenus, groups as sections. */
function menuEntries(items: NavItem[], text: ReturnType<typeof useNavText>) {
  return items
    .filter((item) => !isHidden(item) && item.type !== 'spacer')
    .map((item) => {
      const title = text.title(item);
      switch (item.type) {
        case 'divider':
          return <MenuSeparator key={item.id} />;
        case 'group':
          return (
            <MenuSection key={item.id} id={item.id} title={title} aria-label={title}>
              {menuEntries(visibleChildren(item), text)}
            </MenuSection>
          );
        case 'collapsable':
        case 'aside':
          return (
            <SubmenuTrigger key={item.id}>
              <MenuItem id={item.id} textValue={title} icon={<ItemIcon item={item} />} isDisabled={item.disabled}>
                {title}
              </MenuItem>
              <Menu placement="end top">{menuEntries(visibleChildren(item), text)}</Menu>
            </SubmenuTrigger>
          );
        default: {
          const href = itemHref(item);
          return (
            <MenuItem
              key={item.id}
              id={item.id}
              textValue={title}
              icon={<ItemIcon item={item} />}
              href={href}
              target={item.externalLink ? (item.target ?? '_blank') : item.target}
              rel={item.externalLink ? 'noopener noreferrer' : undefined}
              isDisabled={item.disabled}
              onAction={item.function ? () => item.function?.(item) : undefined}
            >
              <span className={menuLabel}>
                {title}
                {item.badge && <Badge variant="neutral">{item.badge.title}</Badge>}
              </span>
            </MenuItem>
          );
        }
      }
    });
}

/**
 * A row of top-level entries for the horizontal layouts: links, and menu buttons whose drop-down
 * menus (with submenus for nested branches) hold the rest. Menus give arrow keys, Home/End,
 * type-ahead and Escape.
 */
export function HorizontalNavigation({ items, 'aria-label': ariaLabel, className }: HorizontalNavigationProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const text = useNavText();
  return (
    <RouterBridge>
      <nav
        aria-label={ariaLabel ?? t('layout.horizontalNavigation')}
        className={[nav, className].filter(Boolean).join(' ')}
      >
        <ul className={list}>
          {items
            .filter((item) => !isHidden(item) && item.type !== 'spacer' && item.type !== 'divider')
            .map((item) => {
              const title = text.title(item);
              if (item.type === 'basic') {
                const active = isItemActive(item, location);
                const href = itemHref(item);
                return (
                  <li key={item.id}>
                    {href ? (
                      <Link
                        className={entry}
                        href={href}
                        target={item.externalLink ? (item.target ?? '_blank') : item.target}
                        isDisabled={item.disabled}
                        aria-current={active ? 'page' : undefined}
                        data-active={active || undefined}
                        onPress={item.function ? () => item.function?.(item) : undefined}
                      >
                        <ItemIcon item={item} className={entryIcon} />
                        {title}
                      </Link>
                    ) : (
                      <Button
                        className={entry}
                        isDisabled={item.disabled}
                        onPress={item.function ? () => item.function?.(item) : undefined}
                      >
                        <ItemIcon item={item} className={entryIcon} />
                        {title}
                      </Button>
                    )}
                  </li>
                );
              }
              return (
                <li key={item.id}>
                  <MenuTrigger>
                    <Button
                      className={entry}
                      isDisabled={item.disabled}
                      data-active={hasActiveDescendant(item, location) || undefined}
                    >
                      <ItemIcon item={item} className={entryIcon} />
                      {title}
                      <ChevronDown size={16} aria-hidden="true" />
                    </Button>
                    <Menu placement="bottom start">{menuEntries(visibleChildren(item), text)}</Menu>
                  </MenuTrigger>
                </li>
              );
            })}
        </ul>
      </nav>
    </RouterBridge>
  );
}
