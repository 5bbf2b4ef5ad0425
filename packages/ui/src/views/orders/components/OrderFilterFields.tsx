import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDate } from '@internationalized/date';
import { ComboBox, ComboBoxItem } from '../../../primitives/ComboBox';
import { DatePicker } from '../../../primitives/DatePicker';
import { NumberField } from '../../../primitives/NumberField';
import { Select, SelectItem } from '../../../primitives/Select';
import { useCustomers } from '../api/customers';
import type { OrderFilter } from '../query';
import { ATTENTION_GROUPS, PAYMENT_STATUSES } from '../status';
import { useSyncedState } from '../useSyncedState';

const ALL = '__all__';

const safeDate = (value: string | undefined) => {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
};

export interface OrderFilterFieldsProps {
  /** The filters in the address. */
  filters: Partial<Record<OrderFilter, string>>;
  /** The attention group in force (read from the address, checked). */
  attention: string | undefined;
  /** The tags orders carry, for the tag filter. */
  tags: readonly string[];
  /** The name of the customer the list is filtered by, for its field. */
  customerName: string | undefined;
  /** The currency the totals are in, for the amount fields. */
  currency: string;
  setFilter: (name: OrderFilter, value: string | undefined) => void;
}

/**
 * The orders list's filter fields (payment, tag, attention, customer, dates, totals), each written to the
 * address. A module of its own, with the date pickers and the amount fields: on a phone they wait behind
 * "Filtros", and the list's first load does not fetch them.
 */
export default function OrderFilterFields({
  filters,
  attention,
  tags,
  customerName,
  currency,
  setFilter,
}: OrderFilterFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('orders.filters.payment')}
        selectedKey={filters.payment ?? ALL}
        onSelectionChange={(key) => setFilter('payment', key === ALL || key === null ? undefined : String(key))}
      >
        <SelectItem id={ALL}>{t('orders.filters.any')}</SelectItem>
        {PAYMENT_STATUSES.map((status) => (
          <SelectItem key={status} id={status}>
            {t(`orders.payment.${status}`)}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('orders.filters.tag')}
        selectedKey={filters.tag ?? ALL}
        onSelectionChange={(key) => setFilter('tag', key === ALL || key === null ? undefined : String(key))}
      >
        <SelectItem id={ALL}>{t('orders.filters.any')}</SelectItem>
        {tags.map((tag) => (
          <SelectItem key={tag} id={tag}>
            {t(`orders.tags.${tag}`, { defaultValue: tag })}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('orders.filters.attention')}
        selectedKey={attention ?? ALL}
        onSelectionChange={(key) => setFilter('attention', key === ALL || key === null ? undefined : String(key))}
      >
        <SelectItem id={ALL}>{t('orders.filters.any')}</SelectItem>
        {ATTENTION_GROUPS.map((group) => (
          <SelectItem key={group} id={group}>
            {t(`orders.attention.${group}`)}
          </SelectItem>
        ))}
      </Select>
      <CustomerFilter value={filters.customer} name={customerName} onChange={(id) => setFilter('customer', id)} />
      <DatePicker
        label={t('orders.filters.from')}
        value={safeDate(filters.from)}
        maxValue={safeDate(filters.to) ?? undefined}
        onChange={(value) => setFilter('from', value ? value.toString() : undefined)}
      />
      <DatePicker
        label={t('orders.filters.to')}
        value={safeDate(filters.to)}
        minValue={safeDate(filters.from) ?? undefined}
        onChange={(value) => setFilter('to', value ? value.toString() : undefined)}
      />
      <DatePicker
        label={t('orders.filters.refundedOn')}
        value={safeDate(filters.refundedOn)}
        onChange={(value) => setFilter('refundedOn', value ? value.toString() : undefined)}
      />
      <AmountFilter
        label={t('orders.filters.minTotal')}
        value={filters.minTotal}
        currency={currency}
        onCommit={(value) => setFilter('minTotal', value)}
      />
      <AmountFilter
        label={t('orders.filters.maxTotal')}
        value={filters.maxTotal}
        currency={currency}
        onCommit={(value) => setFilter('maxTotal', value)}
      />
    </>
  );
}

function CustomerFilter({
  value,
  name,
  onChange,
}: {
  value: string | undefined;
  name: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useSyncedState(name ?? '');
  const customers = useCustomers({ search: input.trim() || undefined, size: 20, sort: 'name' });
  return (
    <ComboBox
      label={t('orders.filters.customer')}
      items={customers.data?.items ?? []}
      inputValue={input}
      onInputChange={(text) => {
        setInput(text);
        if (text === '' && value) onChange(undefined);
      }}
      selectedKey={value ?? null}
      onSelectionChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      allowsEmptyCollection
    >
      {(customer) => (
        <ComboBoxItem id={customer.id} textValue={customer.name}>
          {customer.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}

/** A total bound: applied when the user leaves the field or presses Enter; junk is named, not sent. */
function AmountFilter({
  label,
  value,
  currency,
  onCommit,
}: {
  label: string;
  value: string | undefined;
  currency: string;
  onCommit: (value: string | undefined) => void;
}) {
  const fromUrl = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  const [amount, setAmount] = useSyncedState(fromUrl);
  const [readable, setReadable] = useState(true);
  const commit = () => {
    if (!readable) return;
    const next = Number.isNaN(amount) ? undefined : String(amount);
    if (next !== value) onCommit(next);
  };
  return (
    <NumberField
      label={label}
      currency={currency}
      value={amount}
      onChange={(next, reading) => {
        setAmount(next);
        setReadable(reading.kind !== 'invalid');
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
