import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAnswer, OrderStatus } from '@atrium/mock-api';
import { useAccess } from '../../../access';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { Select, SelectItem } from '../../../primitives/Select';
import { useBulkTransition } from '../api/orders';
import { describeError } from '../errors';
import { orderLabel } from '../format';
import { alertText, muted, stack } from '../Orders.css';
import { BULK_STEPS, NEXT_STEPS, permissionForStep, type BulkStep } from '../status';

export interface BulkStatusDialogProps {
  numbers: number[];
  /** The status of a selected order as last seen (undefined when never loaded). */
  statusOf: (number: number) => OrderStatus | undefined;
  /** `done` when the change was sent (the selection can go). */
  onClose: (done: boolean) => void;
}

/**
 * Several orders to one status: says how many can take the step and how many will be skipped BEFORE
 * confirming (from the rows' statuses and the allowed steps), then what the API did.
 */
export function BulkStatusDialog({ numbers, statusOf, onClose }: BulkStatusDialogProps) {
  const { t } = useTranslation();
  const access = useAccess();
  const bulk = useBulkTransition();
  const [step, setStep] = useState<BulkStep>('processing');
  const [answer, setAnswer] = useState<BulkAnswer<number> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const eligible = numbers.filter((number) => {
    const status = statusOf(number);
    return status !== undefined && NEXT_STEPS[status].includes(step);
  });
  const skipped = numbers.length - eligible.length;
  const reason = access.reason(permissionForStep(step));

  const confirm = async () => {
    setProblem(null);
    try {
      // All of them: the API skips the ineligible ones itself and says why, in the same answer.
      setAnswer(await bulk.mutateAsync({ numbers, to: step }));
    } catch (error) {
      setProblem(describeError(t, error));
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose(answer !== null)}
      title={t('orders.bulk.title', { count: numbers.length })}
      actions={
        answer ? (
          <Button onPress={() => onClose(true)}>{t('orders.bulk.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onPress={() => onClose(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              // Disabled, not pending, while it runs: a pending button that leaves the page (the answer replaces
              // it) would leave react-aria's announcement pointing at nothing.
              isDisabled={eligible.length === 0 || reason !== null || bulk.isPending}
              onPress={() => void confirm()}
            >
              {t('orders.bulk.confirm', { count: eligible.length })}
            </Button>
          </>
        )
      }
    >
      <div className={stack}>
        {answer ? (
          <div role="status">
            <p>
              {t('orders.bulk.result', {
                done: t('orders.bulk.done', { count: answer.succeeded.length }),
                skipped: t('orders.bulk.skipped', { count: answer.failed.length }),
              })}
            </p>
            {answer.failed.length > 0 && (
              <ul>
                {answer.failed.map((failure) => (
                  <li key={failure.id}>
                    {t('orders.bulk.failure', {
                      order: orderLabel(failure.id),
                      reason: t(`orders.bulk.reasons.${failure.reason}`, { defaultValue: failure.reason }),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          <>
            <Select
              label={t('orders.bulk.step')}
              selectedKey={step}
              onSelectionChange={(key) => key !== null && setStep(key as BulkStep)}
            >
              {BULK_STEPS.map((id) => (
                <SelectItem key={id} id={id}>
                  {t(`orders.bulk.to.${id}`)}
                </SelectItem>
              ))}
            </Select>
            <p role="status">
              {t('orders.bulk.preview', {
                eligible: t('orders.bulk.eligible', { count: eligible.length }),
                skipped: t('orders.bulk.skipped', { count: skipped }),
              })}
            </p>
            {skipped > 0 && <p className={muted}>{t('orders.bulk.skippedWhy', { to: t(`orders.status.${step}`) })}</p>}
            {reason && <p className={alertText}>{reason}</p>}
            {problem && (
              <p className={alertText} role="alert">
                {problem}
              </p>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
