import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastRegion, createToastQueue, showToast, type ToastContent, type ToastQueue } from '../../primitives/Toast';

export interface LiveToastsProps {
  /** Toasts to show, oldest first; each is shown once, then handed back through `onShown`. */
  toasts: readonly ToastContent[];
  onShown: (taken: readonly ToastContent[]) => void;
}

// One queue for the page: the region may unmount (no toast left) and come back with the next one.
let shared: ToastQueue | null = null;

/** The region of the pushed updates' toasts (a chunk of its own, loaded with the first of them). */
export default function LiveToasts({ toasts, onShown }: LiveToastsProps) {
  const { t } = useTranslation();
  const [queue] = useState(() => (shared ??= createToastQueue({ maxVisibleToasts: 3 })));
  const [shown] = useState(() => new WeakSet<ToastContent>());
  useEffect(() => {
    const fresh = toasts.filter((toast) => !shown.has(toast));
    if (fresh.length === 0) return;
    for (const toast of fresh) {
      shown.add(toast);
      showToast(queue, toast);
    }
    onShown(fresh);
  }, [toasts, onShown, queue, shown]);
  return <ToastRegion queue={queue} aria-label={t('live.region')} />;
}
