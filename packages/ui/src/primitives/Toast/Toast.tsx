import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  composeRenderProps,
  type QueuedToast,
  type ToastRegionProps as AriaToastRegionProps,
} from 'react-aria-components';
import { Button } from '../Button';
import {
  buttons,
  content as contentClass,
  description as descriptionClass,
  icon as iconClass,
  iconBox,
  region,
  title as titleClass,
  toast as toastClass,
} from './Toast.css';

export const toastVariants = ['info', 'success', 'error'] as const;
export type ToastVariant = (typeof toastVariants)[number];

export interface ToastAction {
  label: string;
  /** Runs when pressed; the toast closes afterwards. */
  onAction: () => void;
}

/** What a toast says. */
export interface ToastContent {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One action, such as Retry. A toast with an action stays until dismissed. */
  action?: ToastAction;
}

export interface ShowToastOptions {
  /**
   * Milliseconds before it hides itself; 5000 by default, none for errors and toasts with an action (a
   * failure stays until the user has read and dismissed it); 0 keeps it until dismissed.
   */
  timeout?: number;
  onClose?: () => void;
}

export type ToastQueue = AriaToastQueue<ToastContent>;

/** Five seconds: react-aria's advice for the shortest time a toast stays readable. */
export const DEFAULT_TOAST_TIMEOUT = 5000;

/** A queue of toasts; module-level ones can be fed from outside React (e.g. a mutation's onError). */
export function createToastQueue({ maxVisibleToasts = 4 }: { maxVisibleToasts?: number } = {}): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts });
}

/** Adds a toast to a queue and returns its key (for `queue.close(key)`). */
export function showToast(queue: ToastQueue, content: ToastContent, options: ShowToastOptions = {}): string {
  // An action that vanishes on a timer cannot be reached by everyone, and a failure read too late is
  // not known at all, so those toasts stay until dismissed.
  const stays = content.action !== undefined || content.variant === 'error';
  const timeout = options.timeout ?? (stays ? undefined : DEFAULT_TOAST_TIMEOUT);
  return queue.add(content, { ...options, timeout });
}

const icons = { info: Info, success: CircleCheck, error: CircleAlert } as const;

function ToastItem({ toast, queue }: { toast: QueuedToast<ToastContent>; queue: ToastQueue }) {
  const { t } = useTranslation();
  const { title, description, variant = 'info', action } = toast.content;
  const Icon = icons[variant];
  return (
    <AriaToast toast={toast} className={toastClass({ variant })} data-variant={variant}>
      <span className={iconBox}>
        <Icon className={iconClass({ variant })} aria-hidden="true" />
      </span>
      <AriaToastContent className={contentClass}>
        <Text slot="title" className={titleClass}>
          {title}
        </Text>
        {description && (
          <Text slot="description" className={descriptionClass}>
            {description}
          </Text>
        )}
      </AriaToastContent>
      <div className={buttons}>
        {action && (
          <Button
            variant="flat"
            size="small"
            onPress={() => {
              action.onAction();
              queue.close(toast.key);
            }}
          >
            {action.label}
          </Button>
        )}
        <Button slot="close" variant="icon" aria-label={t('common.dismiss')}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </AriaToast>
  );
}

export interface ToastRegionProps extends Omit<AriaToastRegionProps<ToastContent>, 'children' | 'queue'> {
  queue: ToastQueue;
}

/**
 * The landmark where a queue's toasts appear (bottom, inline end). It renders nothing while the
 * queue is empty; F6 moves focus into it.
 */
export function ToastRegion({ queue, className, ...props }: ToastRegionProps) {
  const { t } = useTranslation();
  return (
    <AriaToastRegion
      aria-label={t('common.notifications')}
      {...props}
      queue={queue}
      className={composeRenderProps(className, (custom) => [region, custom].filter(Boolean).join(' '))}
    >
      {({ toast }) => <ToastItem toast={toast} queue={queue} />}
    </AriaToastRegion>
  );
}

const ToastQueueContext = createContext<ToastQueue | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** A queue shared with code outside React; each provider makes its own otherwise. */
  queue?: ToastQueue;
}

/** Provides `useToast()` to its children and renders their toasts. */
export function ToastProvider({ children, queue }: ToastProviderProps) {
  const [ownQueue] = useState(createToastQueue);
  const active = queue ?? ownQueue;
  return (
    <ToastQueueContext.Provider value={active}>
      {children}
      <ToastRegion queue={active} />
    </ToastQueueContext.Provider>
  );
}

export interface ToastApi {
  /** Shows a toast and returns its key. */
  show: (content: ToastContent, options?: ShowToastOptions) => string;
  close: (key: string) => void;
  queue: ToastQueue;
}

/** Shows toasts in the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const queue = useContext(ToastQueueContext);
  if (!queue) throw new Error('useToast() needs a <ToastProvider> above it.');
  return useMemo(
    () => ({
      show: (content, options) => showToast(queue, content, options),
      close: (key) => queue.close(key),
      queue,
    }),
    [queue],
  );
}
