import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type DialogRenderProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button';
import { body, dialog, drawer, drawerWidth, footer as footerClass, header, heading, overlay } from './Drawer.css';

type DrawerContent = ReactNode | ((opts: DialogRenderProps) => ReactNode);

const renderContent = (content: DrawerContent, opts: DialogRenderProps) =>
  typeof content === 'function' ? content(opts) : content;

export const drawerSides = ['end', 'start'] as const;
export type DrawerSide = (typeof drawerSides)[number];

export interface DrawerProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  /** The heading; it also names the drawer's dialog. */
  title: ReactNode;
  /** The body; a function receives `close`. */
  children?: DrawerContent;
  /** Content pinned to the foot of the drawer (actions); a function receives `close`. */
  footer?: DrawerContent;
  /** The edge it slides from; `end` is the right in left-to-right languages. */
  side?: DrawerSide;
  /** Any CSS length; it never exceeds the viewport. */
  width?: string;
  /** A class for the drawer panel. */
  className?: string;
  /** A class for the body, for content that lays itself out (no padding, its own scrolling). */
  bodyClassName?: string;
}

/**
 * A side sheet: a modal dialog that slides in from the inline start or end edge. Open it from a
 * `DialogTrigger` or control it with `isOpen`/`onOpenChange`.
 */
export function Drawer({
  title,
  children,
  footer,
  side = 'end',
  width = '320px',
  className,
  bodyClassName,
  isDismissable = true,
  ...overlayProps
}: DrawerProps) {
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
