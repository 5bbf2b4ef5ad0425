import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { themeClassName } from '../../theme/themeClassName';
import { RouterBridge } from '../RouterBridge';
import type { NavAppearance, NavItem, NavMode, NavPosition, NavTone } from '../types';
import { useDocumentTheme } from '../useDocumentTheme';
import { activeCollapsablePath, ancestorsOf, useNavText, visibleChildren } from '../utils';
import { moveFocusBetweenRows } from './arrowKeys';
import { NavList, NavTreeContext, type NavTreeContextValue } from './items';
import {
  asideHeading,
  asidePanel,
  dialog,
  fixedSlot,
  nav,
  navWidth,
  overRoot,
  overSides,
  overlay,
  panel,
  rootList,
  row,
  scroll,
  sideRoot,
  tones,
} from './VerticalNavigation.css';

/** Inline sizes by appearance (spec §9). */
export const navigationWidths: Record<NavAppearance, string> = {
  default: '280px',
  compact: '112px',
  dense: '80px',
  thin: '80px',
};

export interface VerticalNavigationProps {
  items: NavItem[];
  /** default 280 px; compact 112 px tiles; dense 80 px widening on hover; thin 80 px icons. */
  appearance?: NavAppearance;
  /** side: docked, pushes the content; over: a drawer above the content with a dimming overlay. */
  mode?: NavMode;
  /** The edge it sits on: left is the inline start, right the inline end. */
  position?: NavPosition;
  /** Open or closed, when the parent holds the state. */
  opened?: boolean;
  /** The first state when uncontrolled: open in side mode, closed in over mode. */
  defaultOpened?: boolean;
  onOpenedChange?: (opened: boolean) => void;
  /** Opening a collapsable closes the others that are not its ancestors (on by default). */
  autoCollapse?: boolean;
  /** Panel colours: dark (default), surface or futuristic. */
  tone?: NavTone;
  /** Slots that scroll with the items, above and below them. */
  header?: ReactNode;
  footer?: ReactNode;
  /** Slots that stay put above and below the scrolling area. */
  fixedHeader?: ReactNode;
  fixedFooter?: ReactNode;
  /** The name of the `nav` landmark; 'Navegación principal' by default. */
  'aria-label'?: string;
  id?: string;
}

/**
 * The side navigation: a docked column (side mode) or an overlay drawer (over mode) holding the
 * six item types. Over mode closes on every route change and on a press on the overlay or Escape;
 * side mode closes an open aside panel on route change.
 */
export function VerticalNavigation({
  items,
  appearance = 'default',
  mode = 'side',
  position = 'left',
  opened,
  defaultOpened,
  onOpenedChange,
  autoCollapse = true,
  tone = 'dark',
  header,
  footer,
  fixedHeader,
  fixedFooter,
  'aria-label': ariaLabel,
  id,
}: VerticalNavigationProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const text = useNavText();
  const theme = useDocumentTheme();
  const asidePanelId = useId();
  const asideHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusAsideHeading = useRef(false);
  const visible = useMemo(() => items.filter((item) => !item.hidden?.(item)), [items]);

  // Open state: controlled, or held here (and reset when the mode changes).
  const [ownOpened, setOwnOpened] = useState({ mode, value: defaultOpened ?? mode === 'side' });
  if (ownOpened.mode !== mode) setOwnOpened({ mode, value: defaultOpened ?? mode === 'side' });
  const isOpen = opened ?? (ownOpened.mode === mode ? ownOpened.value : mode === 'side');
  const setOpen = useCallback(
    (value: boolean) => {
      if (opened === undefined) setOwnOpened({ mode, value });
      onOpenedChange?.(value);
    },
    [opened, mode, onOpenedChange],
  );

  const [aside, setAside] = useState<string | null>(null);
  const [expanded, setExpandedSet] = useState<ReadonlySet<string>>(
    () => new Set(activeCollapsablePath(visible, location)),
  );

  // On every route change: collapsables leading to the new route open, an open aside closes.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setAside(null);
    const path = activeCollapsablePath(visible, location);
    if (path.length > 0) setExpandedSet((current) => new Set(autoCollapse ? path : [...current, ...path]));
  }
  // ...and the drawer of over mode closes (the parent hears it after the render).
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    // The route is the outside event here, and the open state may live in the parent.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (mode === 'over' && isOpen) setOpen(false);
  }, [location.key, mode, isOpen, setOpen]);

  useEffect(() => {
    if (aside && focusAsideHeading.current) asideHeadingRef.current?.focus();
    focusAsideHeading.current = false;
  }, [aside]);

  const tree = useMemo<NavTreeContextValue>(
    () => ({
      location,
      expanded,
      setExpanded: (itemId, open) =>
        setExpandedSet((current) => {
          if (!open) {
            const next = new Set(current);
            next.delete(itemId);
            return next;
          }
          if (!autoCollapse) return new Set([...current, itemId]);
          return new Set([...(ancestorsOf(visible, itemId) ?? []), itemId]);
        }),
      aside,
      toggleAside: (item, viaKeyboard) => {
        focusAsideHeading.current = viaKeyboard && aside !== item.id;
        setAside((current) => (current === item.id ? null : item.id));
      },
      asideInline: mode === 'over',
      iconOnly: appearance === 'compact' || appearance === 'thin',
      asidePanelId,
      text,
    }),
    [location, expanded, aside, mode, appearance, asidePanelId, text, autoCollapse, visible],
  );

  const label = ariaLabel ?? t('layout.mainNavigation');
  // The rows are react-aria links and buttons in Tab order; the arrows add a quicker way through.
  const moveWithArrows = (event: KeyboardEvent<HTMLElement>) => moveFocusBetweenRows(event, `.${row}`);
  const toneClasses = [tones[tone], tone === 'surface' ? undefined : themeClassName(theme, 'dark')];
  const widthStyle = assignInlineVars({ [navWidth]: navigationWidths[appearance] });
  const asideItem = mode === 'side' && aside ? visible.find((item) => item.id === aside) : undefined;

  // The panel is a landmark of its own, so its logo, user block and widgets are inside one too.
  const body = (
    <aside className={panel} data-appearance={appearance} aria-label={t('layout.navigationPanel')}>
      {fixedHeader != null && <div className={fixedSlot}>{fixedHeader}</div>}
      <div className={scroll}>
        {header}
        {/* The key handler hears keys bubbling up from the focused row (the rows stay the focus targets). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <nav aria-label={label} className={nav} onKeyDown={moveWithArrows}>
          <NavList items={visible} depth={0} className={rootList} />
        </nav>
        {footer}
      </div>
      {fixedFooter != null && <div className={fixedSlot}>{fixedFooter}</div>}
    </aside>
  );

  const content = (
    <RouterBridge>
      <NavTreeContext.Provider value={tree}>
        {mode === 'side' ? (
          <div
            id={id}
            className={[sideRoot, ...toneClasses].filter(Boolean).join(' ')}
            style={widthStyle}
            data-vertical-navigation=""
            data-mode="side"
            data-appearance={appearance}
            data-position={position}
            data-opened={isOpen || undefined}
            inert={!isOpen}
          >
            {body}
            {asideItem && (
              <div id={asidePanelId} className={[asidePanel, ...toneClasses].filter(Boolean).join(' ')}>
                <h2 ref={asideHeadingRef} className={asideHeading} tabIndex={-1}>
                  {text.title(asideItem)}
                </h2>
                {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
                <nav
                  aria-label={t('layout.asideNavigation', { title: text.title(asideItem) })}
                  className={nav}
                  onKeyDown={moveWithArrows}
                >
                  <NavList items={visibleChildren(asideItem)} depth={0} className={rootList} />
                </nav>
              </div>
            )}
          </div>
        ) : (
          <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} isDismissable className={overlay}>
            <Modal
              className={[overRoot, overSides[position], ...toneClasses].filter(Boolean).join(' ')}
              style={widthStyle}
            >
              <Dialog
                id={id}
                aria-label={t('layout.navigationDrawer')}
                className={dialog}
                data-vertical-navigation=""
                data-mode="over"
                data-appearance={appearance}
                data-position={position}
              >
                {body}
              </Dialog>
            </Modal>
          </ModalOverlay>
        )}
      </NavTreeContext.Provider>
    </RouterBridge>
  );
  return content;
}
