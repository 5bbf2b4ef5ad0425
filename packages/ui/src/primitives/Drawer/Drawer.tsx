import { useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { FocusScope, useKeyboard } from 'react-aria';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  OverlayTriggerStateContext,
  type DialogRenderProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useMediaQuery } from '../../navigation/useMediaQuery';
import { mediaUp, type Breakpoint } from '../../theme/breakpoints';
import { Button } from '../Button';
import {
  body,
  dialog,
  docked,
  drawer,
  drawerWidth,
  footer as footerClass,
  header,
  heading,
  overlay,
} from './Drawer.css';

type DrawerContent = ReactNode | ((opts: DialogRenderProps) => ReactNode);

const renderContent = (content: DrawerContent, opts: DialogRenderProps) =>
  typeof content === 'function' ? content(opts) : content;

export const drawerSides = ['end', 'start'] as const;
export type DrawerSide = (typeof drawerSides)[number];

export interface DrawerProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  /** The heading; it also names the drawer's dialog (or, docked, its region). */
  title: ReactNode;
  /** The body; a function receives `close`. */
  children?: DrawerContent;
  /** Content pinned to the foot of the drawer (actions); a function receives `close`. */
  footer?: DrawerContent;
  /** The edge it slides from; `end` is the right in left-to-right languages. */
  side?: DrawerSide;
  /** Any CSS length; it never exceeds the viewport. */
  width?: string;
  /**
   * From this breakpoint up the drawer docks: it renders where it stands in the markup, as a column of the
   * page's flex row beside the content, instead of a modal over it. Below it, it is the modal drawer.
   */
  dockFrom?: Breakpoint;
  /** A class for the drawer panel. */
  className?: string;
  /** A class for the body, for content that lays itself out (no padding, its own scrolling). */
  bodyClassName?: string;
}

/**
 * A side sheet: a modal dialog that slides in from the inline start or end edge. Open it from a
 * `DialogTrigger` or control it with `isOpen`/`onOpenChange`. With `dockFrom`, wide screens get it docked
 * beside the page instead (see `DockedDrawer`).
 */
export function Drawer({ dockFrom, ...props }: DrawerProps) {
  // A query that never matches keeps the hook unconditional for drawers that never dock.
  const isDocked = useMediaQuery(dockFrom ? mediaUp(dockFrom) : 'not all');
  return isDocked ? <DockedDrawer {...props} /> : <ModalDrawer {...props} />;
}

function ModalDrawer({
  title,
  children,
  footer,
  side = 'end',
  width = '320px',
  className,
  bodyClassName,
  isDismissable = true,
  ...overlayProps
}: Omit<DrawerProps, 'dockFrom'>) {
  const { t } = useTranslation();
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={overlay({ side })}>
      <Modal
        className={[drawer({ side }), className].filter(Boolean).join(' ')}
        style={assignInlineVars({ [drawerWidth]: width })}
      >
        <AriaDialog className={dialog}>
          {(opts) => (
            <>
              <div className={header}>
                <Heading slot="title" className={heading}>
                  {title}
                </Heading>
                <Button slot="close" variant="icon" aria-label={t('common.close')}>
                  <X size={18} aria-hidden="true" />
                </Button>
              </div>
              <div className={[body, bodyClassName].filter(Boolean).join(' ')}>{renderContent(children, opts)}</div>
              {footer != null && <div className={footerClass}>{renderContent(footer, opts)}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * The docked drawer: a region named by its title, part of the page. Nothing is dimmed or blocked and focus
 * is free to leave it; it takes focus when it opens, Escape inside it and its close button close it, and
 * focus goes back to where it was if it was still inside.
 */
function DockedDrawer({
  title,
  children,
  footer,
  side = 'end',
  width = '320px',
  className,
  bodyClassName,
  isOpen: isOpenProp,
  onOpenChange,
}: Omit<DrawerProps, 'dockFrom'>) {
  // Under a DialogTrigger the trigger's state opens and closes it, as it does the modal one.
  const triggerState = useContext(OverlayTriggerStateContext);
  const isOpen = isOpenProp ?? triggerState?.isOpen ?? false;
  const close = () => {
    onOpenChange?.(false);
    if (isOpenProp === undefined) triggerState?.close();
  };
  if (!isOpen) return null;
  return (
    <FocusScope restoreFocus>
      <DockedPanel
        title={title}
        footer={footer}
        side={side}
        width={width}
        className={className}
        bodyClassName={bodyClassName}
        close={close}
      >
        {children}
      </DockedPanel>
    </FocusScope>
  );
}

interface DockedPanelProps extends Pick<
  DrawerProps,
  'title' | 'children' | 'footer' | 'side' | 'width' | 'className' | 'bodyClassName'
> {
  close: () => void;
}

function DockedPanel({
  title,
  children,
  footer,
  side = 'end',
  width,
  className,
  bodyClassName,
  close,
}: DockedPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  // Opened, it takes focus (a screen reader hears its name), as the modal drawer's dialog does.
  useEffect(() => ref.current?.focus(), []);
  // Escape closes it; a menu or a field inside that handles Escape itself keeps it (react-aria stops it there).
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      if (event.key === 'Escape') close();
      else event.continuePropagation();
    },
  });
  const opts: DialogRenderProps = { close };
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-docked=""
      className={[docked({ side }), className].filter(Boolean).join(' ')}
      style={width ? assignInlineVars({ [drawerWidth]: width }) : undefined}
      {...keyboardProps}
    >
      <div className={header}>
        {/* A section of the page under its h1 (the modal's dialog starts an outline of its own). */}
        <Heading id={headingId} level={2} className={heading}>
          {title}
        </Heading>
        <Button variant="icon" aria-label={t('common.close')} onPress={close}>
          <X size={18} aria-hidden="true" />
        </Button>
      </div>
      <div className={[body, bodyClassName].filter(Boolean).join(' ')}>{renderContent(children, opts)}</div>
      {footer != null && <div className={footerClass}>{renderContent(footer, opts)}</div>}
    </section>
  );
}
