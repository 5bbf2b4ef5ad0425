import { useTranslation } from 'react-i18next';
import { useToast } from '../../../primitives/Toast';
import { useDeleteMails, useUpdateMails } from '../api/mailbox';

/**
 * Changes to mails with the app's failure handling: shown at once, put back if the call fails, and
 * a toast that says so with a Retry.
 */
export function useMailActions() {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateMails({
    onError: (_error, variables) =>
      toast.show({
        title: t('mailbox.toast.updateFailed', { count: variables.ids.length }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => update.mutate(variables) },
      }),
  });
  const remove = useDeleteMails({
    onError: (_error, ids) =>
      toast.show({
        title: t('mailbox.toast.deleteFailed', { count: ids.length }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => remove.mutate(ids) },
      }),
  });
  return { update: update.mutate, remove: remove.mutate };
}
