import { createContext, createElement, useContext, useId, type ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Button, Disclosure, DisclosurePanel, Link } from 'react-aria-components';
import type { NavigationBadge } from '@atrium/mock-api';
import { Badge, type BadgeVariant } from '../../primitives/Badge';
import { Tooltip, TooltipTrigger } from '../../primitives/Tooltip';
import { iconByName } from '../../shell/icons';
import type { NavItem } from '../types';
import {
  hasActiveDescendant,
  isHidden,
  isItemActive,
  itemHref,
  visibleChildren,
  type RouteLocation,
  type useNavText,
} from '../utils';
import {
  badgeSlot,
  childList,
  chevron,
  depth as depthVar,
  disclosure,
  disclosurePanel,
  divider,
  group,
  groupHeading,
  groupSubtitle,
  groupTitle,
  icon as iconClass,
  item as itemClass,
  list,
  row,
  srOnly,
  subtitle as subtitleClass,
  texts,
  title as titleClass,
} from './VerticalNavigation.css';

export interface NavTreeContextValue {
  location: RouteLocation;
  expanded: ReadonlySet<string>;
  setExpanded: (id: string, open: boolean) => void;
  /** The id of the aside whose panel is open. */
  aside: string | null;
  toggleAside: (item: NavItem, viaKeyboard: boolean) => void;
  /** Over mode shows an aside's children in place, like a collapsable (no room for a second panel). */
  asideInline: boolean;
  /** Top-level rows show their icon alone: the title becomes their tooltip. */
  iconOnly: boolean;
  asidePanelId: string;
  text: ReturnType<typeof useNavText>;
}

export const NavTreeContext = createContext<NavTreeContextValue | null>(null);

function useNavTree(): NavTreeContextValue {
  const value = useContext(NavTreeContext);
  if (!value) throw new Error('Navigation items render inside a VerticalNavigation.');
  return value;
}

const badgeVariant: Record<NavigationBadge['tone'], BadgeVariant> = {
  primary: 'primary',
  accent: 'success',
  warn: 'warn',
  neutral: 'neutral',
};

const depthStyle = (depth: number) => assignInlineVars({ [depthVar]: String(depth) });

function RowContent({ item, withChevron }: { item: NavItem; withChevron?: boolean }) {
  const { text } = useNavTree();
  const { t } = useTranslation();
  const subtitle = text.subtitle(item);
  return (
    <>
      {item.icon && (
        <span className={iconClass} aria-hidden="true">
          {createElement(iconByName(item.icon))}
        </span>
      )}
      <span className={texts}>
        <span className={titleClass}>{text.title(item)}</span>
        {subtitle && <span className={subtitleClass}>{subtitle}</span>}
        {item.externalLink && item.target === '_blank' && <span className={srOnly}>{t('layout.externalLink')}</span>}
      </span>
      {item.badge && (
        <span className={badgeSlot}>
          <Badge variant={badgeVariant[item.badge.tone]}>{item.badge.title}</Badge>
        </span>
      )}
      {withChevron && <ChevronRight className={chevron} aria-hidden="true" />}
    </>
  );
}

/** Puts the item's tooltip (or, on icon-only rows, its title) on the focusable row. */
function WithTooltip({ item, depth, children }: { item: NavItem; depth: number; children: ReactNode }) {
  const { text, iconOnly } = useNavTree();
  const tip = text.tooltip(item) ?? (iconOnly && depth === 0 ? text.title(item) : undefined);
  if (!tip) return children;
  return (
    <TooltipTrigger>
      {children}
      <Tooltip placement="end">{tip}</Tooltip>
    </TooltipTrigger>
  );
}

function BasicItem({ item, depth }: { item: NavItem; depth: number }) {
  const { location } = useNavTree();
  const href = itemHref(item);
  const active = isItemActive(item, location);
  const onPress = item.function ? () => item.function?.(item) : undefined;
  const shared = {
    className: row,
    style: depthStyle(depth),
    isDisabled: item.disabled,
    'data-depth': depth,
    'data-active': active || undefined,
  };
  return (
    <WithTooltip item={item} depth={depth}>
      {href ? (
        <Link
          {...shared}
          href={href}
          target={item.externalLink ? (item.target ?? '_blank') : item.target}
          rel={item.externalLink ? 'noopener noreferrer' : undefined}
          aria-current={active && !item.externalLink ? 'page' : undefined}
          onPress={onPress}
        >
          <RowContent item={item} />
        </Link>
      ) : (
        <Button {...shared} onPress={onPress}>
          <RowContent item={item} />
        </Button>
      )}
    </WithTooltip>
  );
}

function CollapsableItem({ item, depth }: { item: NavItem; depth: number }) {
  const { expanded, setExpanded } = useNavTree();
  return (
    <Disclosure
      id={item.id}
      className={disclosure}
      isExpanded={expanded.has(item.id)}
      onExpandedChange={(open) => setExpanded(item.id, open)}
      isDisabled={item.disabled}
    >
      <WithTooltip item={item} depth={depth}>
        <Button slot="trigger" className={row} style={depthStyle(depth)} data-depth={depth}>
          <RowContent item={item} withChevron />
        </Button>
      </WithTooltip>
      <DisclosurePanel className={disclosurePanel}>
        <NavList items={visibleChildren(item)} depth={depth + 1} className={childList} />
      </DisclosurePanel>
    </Disclosure>
  );
}

function AsideItem({ item, depth }: { item: NavItem; depth: number }) {
  const { aside, toggleAside, location, asidePanelId } = useNavTree();
  const open = aside === item.id;
  return (
    <WithTooltip item={item} depth={depth}>
      <Button
        className={row}
        style={depthStyle(depth)}
        isDisabled={item.disabled}
        aria-expanded={open}
        aria-controls={open ? asidePanelId : undefined}
        onPress={(event) => toggleAside(item, event.pointerType === 'keyboard' || event.pointerType === 'virtual')}
        data-depth={depth}
        data-open={open || undefined}
        data-active={hasActiveDescendant(item, location) || undefined}
      >
        <RowContent item={item} withChevron />
      </Button>
    </WithTooltip>
  );
}

function GroupItem({ item, depth }: { item: NavItem; depth: number }) {
  const { text } = useNavTree();
  const headingId = useId();
  const subtitle = text.subtitle(item);
  return (
    <div className={group}>
      <div className={groupHeading} id={headingId}>
        <span className={groupTitle}>{text.title(item)}</span>
        {subtitle && <span className={groupSubtitle}>{subtitle}</span>}
      </div>
      <NavList items={visibleChildren(item)} depth={depth} aria-labelledby={headingId} />
    </div>
  );
}

function Entry({ item, depth }: { item: NavItem; depth: number }) {
  const { asideInline } = useNavTree();
  switch (item.type) {
    case 'basic':
      return <BasicItem item={item} depth={depth} />;
    case 'collapsable':
      return <CollapsableItem item={item} depth={depth} />;
    case 'aside':
      return asideInline ? <CollapsableItem item={item} depth={depth} /> : <AsideItem item={item} depth={depth} />;
    case 'group':
      return <GroupItem item={item} depth={depth} />;
    case 'divider':
      return <div className={divider} />;
    case 'spacer':
      return null;
  }
}

/** A list of items at one depth (group children stay at their group's depth). */
export function NavList({
  items,
  depth,
  className,
  'aria-labelledby': labelledBy,
}: {
  items: NavItem[];
  depth: number;
  className?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <ul className={[list, className].filter(Boolean).join(' ')} aria-labelledby={labelledBy}>
      {items
        .filter((item) => !isHidden(item))
        .map((item) => {
          const decorative = item.type === 'divider' || item.type === 'spacer';
          return (
            <li
              key={item.id}
              className={itemClass}
              data-type={item.type}
              data-depth={depth}
              aria-hidden={decorative || undefined}
            >
              <Entry item={item} depth={depth} />
            </li>
          );
        })}
    </ul>
  );
}
