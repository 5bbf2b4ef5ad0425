import type { ReactNode } from 'react';
import { AlertCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog as AriaDialog, Heading, Popover as AriaPopover } from 'react-aria-components';
import { Button } from '../../primitives/Button';
import { IconButton, type IconButtonProps } from '../../primitives/IconButton';
import {
  body,
  closeButton,
  header,
  headerActions,
  headerButton,
  heading,
  notice,
  noticeText,
  panelDialog,
  panelPopover,
  stateBlock,
  stateHint,
  stateIcon,
  stateTitle,
} from './ToolbarPanel.css';

export interface ToolbarPanelProps {
  /** The heading; it also names the panel's dialog. */
  title: string;
  /** Icon buttons in the header band (use `PanelHeaderButton`). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A toolbar widget's panel: a non-modal dialog anchored under its button (place it in a
 * `DialogTrigger` after the button). On phones it fills the screen and shows a close button.
 */
export function ToolbarPanel({ title, actions, children }: ToolbarPanelProps) {
  const { t } = useTranslation();
  return (
    <AriaPopover placement="bottom end" offset={8} className={panelPopover}>
      <AriaDialog className={panelDialog}>
        {({ close }) => (
          <>
            <div className={header}>
              <Heading slot="title" className={heading}>
                {title}
              </Heading>
              <div className={headerActions}>
                {actions}
                <PanelHeaderButton
                  className={closeButton}
                  label={t('toolbar.panel.close')}
                  icon={<X size={20} aria-hidden="true" />}
                  onPress={close}
                />
              </div>
            </div>
            <div className={body}>{children}</div>
          </>
        )}
      </AriaDialog>
    </AriaPopover>
  );
}

/** An icon button drawn for the panel's primary header band. */
export function PanelHeaderButton({
  className,
  ...props
}: Omit<IconButtonProps, 'className'> & { className?: string }) {
  return (
    <IconButton {...props} tooltipPlacement="bottom" className={[headerButton, className].filter(Boolean).join(' ')} />
  );
}

/** The empty state: a tinted circle with an icon, a heading and a one-line hint. */
export function PanelEmpty({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) {
  return (
    <div className={stateBlock}>
      <span className={stateIcon} aria-hidden="true">
        {icon}
      </span>
      <p className={stateTitle}>{title}</p>
      <p className={stateHint}>{hint}</p>
    </div>
  );
}

export function PanelLoading() {
  const { t } = useTranslation();
  return (
    <div className={stateBlock} role="status">
      {t('common.loading')}
    </div>
  );
}

/** A failed load: what happened and a way to try again. */
export function PanelError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={stateBlock} role="alert">
      <span className={stateIcon} aria-hidden="true">
        <AlertCircle />
      </span>
      <p className={stateTitle}>{message ?? t('toolbar.panel.loadFailed')}</p>
      <Button variant="secondary" size="small" onPress={onRetry}>
        {t('toolbar.panel.retry')}
      </Button>
    </div>
  );
}

/** A failed change that was rolled back; it stays until dismissed or the next change succeeds. */
export function PanelNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={notice} role="alert">
      <p className={noticeText}>{message}</p>
      <IconButton
        size="small"
        label={t('toolbar.panel.dismiss')}
        icon={<X size={16} aria-hidden="true" />}
        onPress={onDismiss}
      />
    </div>
  );
}
