import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, RefundRequest } from '@atrium/mock-api';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { Dialog } from '../../../primitives/Dialog';
import { Select, SelectItem } from '../../../primitives/Select';
import { TextArea } from '../../../primitives/TextArea';
import { NumberField } from '../../../primitives/NumberField';
import { useToast } from '../../../primitives/Toast';
import { useRefundOrder } from '../api/orders';
import { describeError } from '../errors';
import { orderLabel, useFormat } from '../format';
import { alertText, muted, refundLine, stack } from '../Orders.css';

const MODES = ['whole', 'lines', 'amount'] as const;
type RefundMode = (typeof MODES)[number];

const cents = (value: number) => Math.round(value * 100) / 100;

export interface RefundDialogProps {
  order: OrderDetail;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Refund the whole rest, some lines (with quantities), or an amount; optionally restock. Never above what
 * is left: checked here before sending, and the API's 409 refund_too_large is shown in words.
 */
export function RefundDialog({ order, isOpen, onOpenChange }: RefundDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const money = (value: number) => format.money(value, order.currency);
  const refund = useRefundOrder();
  const [mode, setMode] = useState<RefundMode>('whole');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [amount, setAmount] = useState(Number.NaN);
  // Lines whose quantity is text that does not read as a number: never skipped as if empty.
  const [unreadable, setUnreadable] = useState<ReadonlySet<string>>(new Set());
  const [restock, setRestock] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const lines = order.items.filter((item) => item.quantity - item.refundedQuantity > 0);
  const lineErrors: Record<string, string> = {};
  let linesTotal = 0;
  let anyLine = false;
  for (const item of lines) {
    const quantity = quantities[item.productId] ?? Number.NaN;
    const left = item.quantity - item.refundedQuantity;
    if (unreadable.has(item.productId)) {
      lineErrors[item.productId] = t('orders.refund.quantityInvalid', { max: left });
      continue;
    }
    if (Number.isNaN(quantity)) continue;
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > left) {
      lineErrors[item.productId] = t('orders.refund.quantityInvalid', { max: left });
      continue;
    }
    if (quantity > 0) anyLine = true;
    linesTotal += item.unitPrice * quantity * (1 + order.taxRate);
  }
  linesTotal = Math.min(cents(linesTotal), order.refundable);
  const typedAmount = amount;

  let estimate = order.refundable;
  let invalid: string | null = null;
  if (mode === 'lines') {
    estimate = linesTotal;
    if (Object.keys(lineErrors).length > 0) invalid = t('orders.refund.fixQuantities');
    else if (!anyLine) invalid = t('orders.refund.noLines');
  } else if (mode === 'amount') {
    estimate = Number.isFinite(typedAmount) ? cents(typedAmount) : 0;
    if (!Number.isFinite(typedAmount) || cents(typedAmount) <= 0) invalid = t('orders.refund.amountInvalid');
    else if (cents(typedAmount) > order.refundable)
      invalid = t('orders.errors.refundTooLarge', { remaining: money(order.refundable) });
  }
  const [submitted, setSubmitted] = useState(false);

  const submit = async () => {
    setSubmitted(true);
    setProblem(null);
    if (invalid) return;
    const body: RefundRequest = { number: order.number, restock, ...(reason.trim() ? { reason: reason.trim() } : {}) };
    if (mode === 'lines') {
      body.lines = lines
        .map((item) => ({ productId: item.productId, quantity: quantities[item.productId] || 0 }))
        .filter((line) => line.quantity > 0);
    } else if (mode === 'amount') body.amount = cents(typedAmount);
    try {
      const answer = await refund.mutateAsync(body);
      toast.show({
        title: t('orders.refund.done', {
          amount: money(cents(answer.refundedTotal - order.refundedTotal)),
          order: orderLabel(order.number),
        }),
        variant: 'success',
      });
      onOpenChange(false);
    } catch (error) {
      // The dialog stays open with everything typed, and says why in words.
      setProblem(describeError(t, error, money));
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('orders.refund.title', { order: orderLabel(order.number) })}
      size="md"
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('common.cancel')}
          </Button>
          {/* Disabled rather than pending: the dialog closes on success, and a pending button that leaves the
              page would leave react-aria's announcement pointing at nothing. */}
          <Button variant="warn" isDisabled={refund.isPending} onPress={() => void submit()}>
            {t('orders.refund.confirm', { amount: money(estimate) })}
          </Button>
        </>
      )}
    >
      <div className={stack}>
        <p className={muted}>{t('orders.refund.left', { amount: money(order.refundable) })}</p>
        <Select
          label={t('orders.refund.mode')}
          selectedKey={mode}
          onSelectionChange={(key) => {
            if (key !== null) setMode(key as RefundMode);
            setSubmitted(false);
          }}
        >
          {MODES.map((id) => (
            <SelectItem key={id} id={id}>
              {t(`orders.refund.modes.${id}`)}
            </SelectItem>
          ))}
        </Select>
        {mode === 'lines' &&
          lines.map((item) => {
            const left = item.quantity - item.refundedQuantity;
            return (
              <div key={item.productId} className={refundLine}>
                <span>
                  {item.name}
                  <span className={muted}>
                    {' · '}
                    {t('orders.refund.lineLeft', { count: left, price: money(item.unitPrice) })}
                  </span>
                </span>
                <NumberField
                  label={t('orders.refund.quantity', { name: item.name })}
                  value={quantities[item.productId] ?? Number.NaN}
                  onChange={(value, reading) => {
                    setQuantities((current) => ({ ...current, [item.productId]: value }));
                    setUnreadable((current) => {
                      const next = new Set(current);
                      if (reading.kind === 'invalid') next.add(item.productId);
                      else next.delete(item.productId);
                      return next;
                    });
                  }}
                  isInvalid={Boolean(lineErrors[item.productId])}
                  errorMessage={lineErrors[item.productId]}
                />
              </div>
            );
          })}
        {mode === 'amount' && (
          <NumberField
            label={t('orders.refund.amount', { currency: order.currency })}
            currency={order.currency}
            value={amount}
            onChange={setAmount}
            isInvalid={submitted && invalid !== null}
            errorMessage={invalid ?? undefined}
          />
        )}
        {mode === 'lines' && submitted && invalid && (
          <p className={alertText} role="alert">
            {invalid}
          </p>
        )}
        <Checkbox isSelected={restock} onChange={setRestock}>
          {t('orders.refund.restock')}
        </Checkbox>
        <TextArea label={t('orders.refund.reason')} value={reason} onChange={setReason} maxLength={500} rows={2} />
        {problem && (
          <p className={alertText} role="alert">
            {problem}
          </p>
        )}
      </div>
    </Dialog>
  );
}
