import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type DialogRenderProps,
  type DialogTriggerProps as AriaDialogTriggerProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button';
import {
  actions as actionsClass,
  body,
  dialog,
  header,
  heading,
  modal,
  overlay,
  type ModalVariants,
} from './Dialog.css';

type DialogContent = ReactNode | ((opts: DialogRenderProps) => ReactNode);

const renderContent = (content: DialogContent, opts: DialogRenderProps) =>
  typeof content === 'function' ? content(opts) : content;

export type DialogTriggerProps = AriaDialogTriggerProps;

/** Wraps the pressable that opens a `Dialog`, `ConfirmDialog` or `Drawer` and the overlay itself. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  /** The heading; it also names the dialog. */
  title: ReactNode;
  /** The body; a function receives `close`. */
  children?: DialogContent;
  /** Buttons at the foot of the dialog; a function receives `close`. */
  actions?: DialogContent;
  size?: ModalVariants['size'];
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Hides the close button in the header (confirmations decide through their actions). */
  hideCloseButton?: boolean;
  /** A class for the dialog panel. */
  className?: string;
}

/** A modal dialog: focus is trapped inside, Escape and (when `isDismissable`) a click outside close it. */
export function Dialog({
  title,
  children,
  actions,
  size = 'md',
  role = 'dialog',
  hideCloseButton = false,
  className,
  isDismissable = role === 'dialog',
  ...overlayProps
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={overlay}>
      <Modal className={[modal({ size }), className].filter(Boolean).join(' ')}>
        <AriaDialog role={role} className={dialog}>
          {(opts) => (
            <>
              <div className={header}>
                <Heading slot="title" className={heading}>
                  {title}
                </Heading>
                {!hideCloseButton && (
                  <Button slot="close" variant="icon" aria-label={t('common.close')}>
                    <X size={18} aria-hidden="true" />
                  </Button>
                )}
              </div>
              {children != null && <div className={body}>{renderContent(children, opts)}</div>}
              {actions != null && <div className={actionsClass}>{renderContent(actions, opts)}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface ConfirmDialogProps extends Omit<DialogProps, 'actions' | 'role' | 'children' | 'hideCloseButton'> {
  /** The question or consequence, in a sentence. */
  children?: ReactNode;
  /** The confirm button's label; defaults to i18n `dialog.confirm`. */
  confirmLabel?: ReactNode;
  /** The cancel button's label; defaults to i18n `common.cancel`. */
  cancelLabel?: ReactNode;
  /** Styles the confirm button as destructive (warn). */
  destructive?: boolean;
  /**
   * Called on confirm, after which the dialog closes. Report the outcome of slow work elsewhere (a
   * toast): a pending button that unmounts leaves react-aria's live announcer pointing at nothing.
   */
  onConfirm: () => void;
  /** Called when Cancel is pressed (Escape closes the dialog without calling either callback). */
  onCancel?: () => void;
}

/** An alert dialog asking the user to confirm or cancel an action. */
export function ConfirmDialog({
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
  ...props
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      {...props}
      role="alertdialog"
      size={props.size ?? 'sm'}
      hideCloseButton
      actions={({ close }) => (
        <>
          <Button
            variant="secondary"
            onPress={() => {
              onCancel?.();
              close();
            }}
          >
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            variant={destructive ? 'warn' : 'primary'}
            onPress={() => {
              onConfirm();
              close();
            }}
          >
            {confirmLabel ?? t('dialog.confirm')}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
