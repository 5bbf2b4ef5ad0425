import { useId, useState } from 'react';
import { ArrowLeft, ChevronLeft, ChevronRight, EllipsisVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Text } from 'react-aria-components';
import type { Address, OrderDetail as Order, OrderEvent, OrderStatus } from '@atrium/mock-api';
import { GuardedButton, useAccess, useMe } from '../../access';
import { Button } from '../../primitives/Button';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../primitives/Table';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { useToast } from '../../primitives/Toast';
import { parseTableUrlState } from '../../primitives/DataTable/tableUrlState';
import { useAddNote, useOrder, useTransitionOrder, useUpdateOrder } from './api/orders';
import { PaymentBadge, StatusBadge } from './components/Badges';
import { RefundDialog } from './components/RefundDialog';
import { ShipDialog } from './components/ShipDialog';
import { ErrorMessage, LoadingMessage } from './components/StateMessage';
import { describeError } from './errors';
import { orderLabel, useFormat } from './format';
import { useOrdersPaths } from './navigation';
import * as styles from './Orders.css';
import { ORDERS_URL_OPTIONS, toOrdersQuery } from './query';
import { ORDER_STATUSES, forwardStep, permissionForStep } from './status';

/** The order page (`/orders/:number`), its previous / next following the list it was opened from. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { number: raw = '' } = useParams();
  const [searchParams] = useSearchParams();
  const listQuery = toOrdersQuery(parseTableUrlState(searchParams, ORDERS_URL_OPTIONS));
  const number = Number(raw.replace(/^#/, ''));
  const valid = /^#?\d+$/.test(raw);
  const order = useOrder(valid ? number : -1, listQuery);
  const paths = useOrdersPaths();
  const query = searchParams.toString();

  let body;
  if (!valid || (order.isError && order.data === undefined && isNotFound(order.error))) {
    body = <ErrorMessage>{t('orders.detail.notFound', { order: raw })}</ErrorMessage>;
  } else if (order.isPending) {
    body = <LoadingMessage>{t('orders.detail.loading')}</LoadingMessage>;
  } else if (order.isError && order.data === undefined) {
    body = <ErrorMessage onRetry={() => void order.refetch()}>{describeError(t, order.error)}</ErrorMessage>;
  } else if (order.data) {
    body = <OrderView order={order.data} query={query} />;
  }
  return (
    <div className={styles.page}>
      <Link className={styles.link} to={paths.list(query)}>
        <ArrowLeft size={14} aria-hidden="true" /> {t('orders.detail.backToList')}
      </Link>
      {body}
    </div>
  );
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && (error as { status: number }).status === 404;

function OrderView({ order, query }: { order: Order; query: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const access = useAccess();
  const toast = useToast();
  const paths = useOrdersPaths();
  const money = (value: number) => format.money(value, order.currency);
  const label = orderLabel(order.number);
  const [shipping, setShipping] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const transition = useTransitionOrder({
    onError: (error) => toast.show({ title: describeError(t, error, money), variant: 'error' }),
  });
  const step = forwardStep(order.status);

  const go = (to: OrderStatus) => {
    if (to === 'shipped') setShipping(true);
    else transition.mutate({ number: order.number, to });
  };

  /** Why a step is not offered now, or null. */
  const stepReason = (to: OrderStatus): string | null => {
    if (!order.allowed.includes(to))
      return t('orders.detail.notAllowed', { from: t(`orders.status.${order.status}`), to: t(`orders.status.${to}`) });
    return access.reason(permissionForStep(to));
  };
  const refundReason = order.refundable <= 0 ? t('orders.detail.nothingToRefund') : access.reason('orders:refund');

  const menuSteps = ORDER_STATUSES.filter((status) => status !== 'pending' && status !== step);

  return (
    <>
      <header className={styles.headerRow}>
        <div className={styles.inline}>
          <h1 className={styles.title}>{t('orders.detail.title', { order: label })}</h1>
          <StatusBadge status={order.status} />
          <PaymentBadge status={order.paymentStatus} />
        </div>
        <nav className={styles.inline} aria-label={t('orders.detail.neighbours')}>
          <NeighbourLink to={order.previous === null ? null : paths.order(order.previous, query)}>
            <ChevronLeft size={16} aria-hidden="true" />
            {t('orders.detail.previous')}
          </NeighbourLink>
          <NeighbourLink to={order.next === null ? null : paths.order(order.next, query)}>
            {t('orders.detail.next')}
            <ChevronRight size={16} aria-hidden="true" />
          </NeighbourLink>
        </nav>
      </header>
      <div className={styles.headerRow}>
        <p className={styles.muted}>{t('orders.detail.placed', { date: format.dateTime(order.createdAt) })}</p>
        <div className={styles.inline}>
          {step && (
            <GuardedButton
              permission={permissionForStep(step)}
              isDisabled={!order.allowed.includes(step)}
              onPress={() => go(step)}
            >
              {t(`orders.steps.${step}`)}
            </GuardedButton>
          )}
          <MenuTrigger>
            <Button variant="icon" aria-label={t('orders.detail.moreActions')}>
              <EllipsisVertical aria-hidden="true" />
            </Button>
            <Menu
              placement="bottom end"
              onAction={(key) => {
                if (key === 'refund') setRefunding(true);
                else go(key as OrderStatus);
              }}
              disabledKeys={[...menuSteps.filter((to) => stepReason(to) !== null), ...(refundReason ? ['refund'] : [])]}
            >
              {menuSteps.map((to) => (
                <MenuItem key={to} id={to} textValue={t(`orders.steps.${to}`)}>
                  {t(`orders.steps.${to}`)}
                  <Reason text={stepReason(to)} />
                </MenuItem>
              ))}
              <MenuItem id="refund" textValue={t('orders.steps.refund')}>
                {t('orders.steps.refund')}
                <Reason text={refundReason} />
              </MenuItem>
            </Menu>
          </MenuTrigger>
        </div>
      </div>
      <div className={styles.detailGrid}>
        <div className={styles.column}>
          <ItemsCard order={order} money={money} />
          <TimelineCard events={order.timeline} money={money} />
          <NotesCard order={order} />
        </div>
        <div className={styles.column}>
          <section className={styles.card} aria-labelledby="order-customer">
            <h2 id="order-customer" className={styles.cardTitle}>
              {t('orders.detail.customer')}
            </h2>
            <p>
              <Link className={styles.link} to={paths.customer(order.customer.id)}>
                {order.customer.name}
              </Link>
              <br />
              <span className={styles.muted}>{order.customer.email}</span>
            </p>
          </section>
          <AddressCard order={order} />
          <section className={styles.card} aria-labelledby="order-payment">
            <h2 id="order-payment" className={styles.cardTitle}>
              {t('orders.detail.paymentTitle')}
            </h2>
            <dl className={styles.facts}>
              <dt>{t('orders.columns.payment')}</dt>
              <dd>
                <PaymentBadge status={order.paymentStatus} />
              </dd>
              <dt>{t('orders.totals.refunded')}</dt>
              <dd>{money(order.refundedTotal)}</dd>
              <dt>{t('orders.totals.refundable')}</dt>
              <dd>{money(order.refundable)}</dd>
              <dt>{t('orders.columns.carrier')}</dt>
              <dd>{order.carrier ?? t('orders.detail.none')}</dd>
              <dt>{t('orders.detail.tracking')}</dt>
              <dd>{order.trackingNumber ?? t('orders.detail.none')}</dd>
            </dl>
          </section>
        </div>
      </div>
      <ShipDialog
        key={shipping ? 'open' : 'closed'}
        orderLabel={label}
        isOpen={shipping}
        onOpenChange={setShipping}
        onShip={(details) => transition.mutate({ number: order.number, to: 'shipped', ...details })}
      />
      {refunding && <RefundDialog order={order} isOpen onOpenChange={setRefunding} />}
    </>
  );
}

/** The reason a menu item is disabled, read with it as its description. */
function Reason({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Text slot="description" className={styles.menuReason}>
      {text}
    </Text>
  );
}

function NeighbourLink({ to, children }: { to: string | null; children: React.ReactNode }) {
  if (to === null)
    return (
      <span className={styles.muted} aria-disabled="true">
        {children}
      </span>
    );
  return (
    <Link className={styles.link} to={to}>
      {children}
    </Link>
  );
}

function ItemsCard({ order, money }: { order: Order; money: (value: number) => string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="order-items">
      <h2 id="order-items" className={styles.cardTitle}>
        {t('orders.detail.items')}
      </h2>
      <Table aria-labelledby="order-items">
        <TableHeader>
          <Column isRowHeader>{t('orders.items.product')}</Column>
          <Column>{t('orders.items.quantity')}</Column>
          <Column>{t('orders.items.unitPrice')}</Column>
          <Column>{t('orders.items.lineTotal')}</Column>
        </TableHeader>
        <TableBody items={order.items.map((item) => ({ ...item, id: item.productId }))}>
          {(item) => (
            <Row id={item.id}>
              <Cell textValue={item.name}>
                <span className={styles.itemName}>
                  {item.thumbnail && <img className={styles.thumb} src={item.thumbnail} alt="" />}
                  <span className={styles.itemText}>
                    {item.name}
                    <br />
                    <span className={styles.muted}>{item.sku}</span>
                  </span>
                </span>
              </Cell>
              <Cell>
                {item.quantity}
                {item.refundedQuantity > 0 && (
                  <span className={styles.muted}>
                    {' '}
                    · {t('orders.items.refunded', { count: item.refundedQuantity })}
                  </span>
                )}
              </Cell>
              <Cell>{money(item.unitPrice)}</Cell>
              <Cell>{money(item.unitPrice * item.quantity)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <dl className={styles.totals} aria-label={t('orders.detail.totals')}>
        <dt>{t('orders.totals.subtotal')}</dt>
        <dd>{money(order.subtotal)}</dd>
        <dt>{t('orders.totals.discount')}</dt>
        <dd>{money(-order.discount)}</dd>
        <dt>{t('orders.totals.shipping')}</dt>
        <dd>{money(order.shippingFee)}</dd>
        <dt>{t('orders.totals.tax', { rate: Math.round(order.taxRate * 100) })}</dt>
        <dd>{money(order.tax)}</dd>
        <dt className={styles.grandTotal}>{t('orders.totals.total')}</dt>
        <dd className={styles.grandTotal}>{money(order.total)}</dd>
        <dt>{t('orders.totals.refunded')}</dt>
        <dd>{money(order.refundedTotal)}</dd>
      </dl>
    </section>
  );
}

const EDITABLE: readonly OrderStatus[] = ['pending', 'processing'];
const ADDRESS_FIELDS = ['name', 'line1', 'city', 'postalCode', 'country'] as const;

function AddressCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const toast = useToast();
  const access = useAccess();
  const lockedId = useId();
  const [draft, setDraft] = useState<Address | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const update = useUpdateOrder({
    onError: (error, body) => {
      // The refused address comes back into the form, so nothing typed is lost.
      if (body.order.shippingAddress) setDraft(body.order.shippingAddress);
      toast.show({ title: describeError(t, error), variant: 'error' });
    },
  });
  const locked = !EDITABLE.includes(order.status);
  const address = order.shippingAddress;

  const save = () => {
    setSubmitted(true);
    if (!draft || ADDRESS_FIELDS.some((field) => draft[field].trim() === '')) return;
    update.mutate({ number: order.number, order: { shippingAddress: draft } });
    setDraft(null);
    setSubmitted(false);
  };

  return (
    <section className={styles.card} aria-labelledby="order-address">
      <div className={styles.cardHeader}>
        <h2 id="order-address" className={styles.cardTitle}>
          {t('orders.detail.address')}
        </h2>
        {!draft && (
          <GuardedButton
            permission="orders:edit"
            variant="secondary"
            size="small"
            isDisabled={locked}
            // The visible notice below says why the address cannot change (react-aria drops aria-description).
            aria-describedby={locked && access.can('orders:edit') ? lockedId : undefined}
            onPress={() => setDraft({ ...address })}
          >
            {t('orders.detail.editAddress')}
          </GuardedButton>
        )}
      </div>
      {draft ? (
        <form
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {ADDRESS_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`orders.address.${field}`)}
              value={draft[field]}
              onChange={(value) => setDraft({ ...draft, [field]: value })}
              isRequired
              maxLength={200}
              isInvalid={submitted && draft[field].trim() === ''}
              errorMessage={t('orders.address.required')}
            />
          ))}
          <div className={styles.inline}>
            <Button type="submit">{t('common.save')}</Button>
            <Button variant="secondary" onPress={() => setDraft(null)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <address className={styles.address}>
            {address.name}
            <br />
            {address.line1}
            <br />
            {address.postalCode} {address.city}
            <br />
            {address.country}
          </address>
          {locked && (
            <p id={lockedId} className={styles.muted}>
              {t('orders.detail.addressLocked')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** Who did it: a person, the system, or the assistant with the person who approved. */
function useActorName() {
  const { t } = useTranslation();
  return (actor: OrderEvent['actor']) =>
    actor.kind === 'system'
      ? t('orders.timeline.system')
      : actor.kind === 'agent'
        ? t('orders.timeline.agent', { name: actor.name })
        : actor.name;
}

const NOTIFIED = ' · customer notified';
const RESTOCK = 'restock requested';

function TimelineCard({ events, money }: { events: OrderEvent[]; money: (value: number) => string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const actorName = useActorName();
  const status = (value: string | null) => (value ? t(`orders.status.${value}`, { defaultValue: value }) : '');
  const payment = (value: string | null) => (value ? t(`orders.payment.${value}`, { defaultValue: value }) : '');

  const describe = (event: OrderEvent): string => {
    const text = event.text ?? '';
    switch (event.type) {
      case 'created':
        return t('orders.timeline.created', { amount: money(event.amount ?? 0) });
      case 'status': {
        const notified = text.endsWith(NOTIFIED);
        const shipping = notified ? text.slice(0, -NOTIFIED.length) : text;
        const base = t('orders.timeline.status', { from: status(event.from), to: status(event.to) });
        const extra = [shipping, notified ? t('orders.timeline.notified') : ''].filter(Boolean).join(' · ');
        return extra ? `${base} · ${extra}` : base;
      }
      case 'payment':
        return t('orders.timeline.payment', { from: payment(event.from), to: payment(event.to) });
      case 'refund': {
        const parts = text
          .split(' · ')
          .filter(Boolean)
          .map((part) => (part === RESTOCK ? t('orders.timeline.restock') : part));
        const base = t('orders.timeline.refund', { amount: money(event.amount ?? 0) });
        return [base, ...parts].join(' · ');
      }
      case 'note':
        return t('orders.timeline.note');
      case 'edit':
        return t('orders.timeline.edit', {
          fields: text
            .split(', ')
            .filter(Boolean)
            .map((field) => t(`orders.timeline.fields.${field}`, { defaultValue: field }))
            .join(', '),
        });
      default:
        return text;
    }
  };

  return (
    <section className={styles.card} aria-labelledby="order-timeline">
      <h2 id="order-timeline" className={styles.cardTitle}>
        {t('orders.detail.timeline')}
      </h2>
      <ol className={styles.timeline}>
        {[...events].reverse().map((event) => (
          <li key={event.id}>
            <time className={styles.timelineTime} dateTime={event.at}>
              {format.dateTime(event.at)}
            </time>
            {t('orders.timeline.entry', { actor: actorName(event.actor), what: describe(event) })}
          </li>
        ))}
      </ol>
    </section>
  );
}

function NotesCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const me = useMe();
  const [text, setText] = useState('');
  const add = useAddNote({
    onError: (error, body) => {
      setText((current) => current || body.text);
      toast.show({ title: describeError(t, error), variant: 'error' });
    },
  });
  const submit = () => {
    const clean = text.trim();
    if (!clean) return;
    const user = me.data?.user;
    add.mutate({ number: order.number, text: clean, author: { id: user?.id ?? '', name: user?.name ?? '' } });
    setText('');
  };
  return (
    <section className={styles.card} aria-labelledby="order-notes">
      <h2 id="order-notes" className={styles.cardTitle}>
        {t('orders.detail.notes')}
      </h2>
      {order.notes.length === 0 ? (
        <p className={styles.muted}>{t('orders.notes.empty')}</p>
      ) : (
        <ul className={styles.notesList}>
          {order.notes.map((note) => (
            <li key={note.id} className={styles.note}>
              {/* Notes are shown as text, never as markup. */}
              {note.text}
              <span className={styles.timelineTime}>
                {t('orders.notes.by', { name: note.author.name, date: format.dateTime(note.at) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextArea label={t('orders.notes.label')} value={text} onChange={setText} maxLength={2000} rows={2} />
        <div>
          <GuardedButton permission="orders:edit" type="submit" variant="secondary" isDisabled={text.trim() === ''}>
            {t('orders.notes.add')}
          </GuardedButton>
        </div>
      </form>
    </section>
  );
}
