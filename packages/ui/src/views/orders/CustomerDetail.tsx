import { useMemo } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { OrderSummary } from '@atrium/mock-api';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../primitives/Table';
import { useCustomer } from './api/customers';
import { PaymentBadge, StatusBadge } from './components/Badges';
import { ErrorMessage, LoadingMessage } from './components/StateMessage';
import { describeError } from './errors';
import { orderLabel, useFormat } from './format';
import { useOrdersPaths } from './navigation';
import * as styles from './Orders.css';

/** One customer (`/orders/customers/:id`): their figures, their orders and a timeline built from them. */
export function CustomerDetailPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const paths = useOrdersPaths();
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  const ordersQuery = new URLSearchParams({ customer: id }).toString();

  const events = useMemo(
    () => (customer.data ? timelineOf(customer.data.orders, customer.data.createdAt) : []),
    [customer.data],
  );

  let body;
  if (customer.isPending) body = <LoadingMessage>{t('customers.detail.loading')}</LoadingMessage>;
  else if (customer.isError)
    body = (
      <ErrorMessage onRetry={() => void customer.refetch()}>
        {isNotFound(customer.error) ? t('customers.detail.notFound') : describeError(t, customer.error)}
      </ErrorMessage>
    );
  else {
    const c = customer.data;
    body = (
      <>
        <div className={styles.headerRow}>
          <h1 className={styles.title}>{c.name}</h1>
          <Link className={styles.link} to={paths.list(ordersQuery)}>
            {t('customers.detail.allOrders')}
          </Link>
        </div>
        <div className={styles.detailGrid}>
          <div className={styles.column}>
            <section className={styles.card} aria-labelledby="customer-orders">
              <h2 id="customer-orders" className={styles.cardTitle}>
                {t('customers.detail.orders')}
              </h2>
              {c.orders.length === 0 ? (
                <p className={styles.muted}>{t('customers.detail.noOrders')}</p>
              ) : (
                <Table
                  aria-labelledby="customer-orders"
                  onRowAction={(key) => void navigate(paths.order(Number(key), ordersQuery))}
                  maxBlockSize="28rem"
                >
                  <TableHeader>
                    <Column isRowHeader>{t('orders.columns.number')}</Column>
                    <Column>{t('orders.columns.date')}</Column>
                    <Column>{t('orders.columns.total')}</Column>
                    <Column>{t('orders.columns.payment')}</Column>
                    <Column>{t('orders.columns.status')}</Column>
                  </TableHeader>
                  <TableBody items={c.orders.map((order) => ({ ...order, id: order.number }))}>
                    {(order) => (
                      <Row id={order.id}>
                        <Cell>{orderLabel(order.number)}</Cell>
                        <Cell>{format.date(order.createdAt)}</Cell>
                        <Cell>{format.money(order.total, order.currency)}</Cell>
                        <Cell>
                          <PaymentBadge status={order.paymentStatus} />
                        </Cell>
                        <Cell>
                          <StatusBadge status={order.status} />
                        </Cell>
                      </Row>
                    )}
                  </TableBody>
                </Table>
              )}
            </section>
            <section className={styles.card} aria-labelledby="customer-timeline">
              <h2 id="customer-timeline" className={styles.cardTitle}>
                {t('customers.detail.timeline')}
              </h2>
              <ol className={styles.timeline}>
                {events.map((event) => (
                  <li key={event.id}>
                    <time className={styles.timelineTime} dateTime={event.at}>
                      {format.dateTime(event.at)}
                    </time>
                    {event.order === null
                      ? t('customers.timeline.joined')
                      : t('customers.timeline.order', {
                          order: orderLabel(event.order.number),
                          total: format.money(event.order.total, event.order.currency),
                          status: t(`orders.status.${event.order.status}`),
                        })}
                  </li>
                ))}
              </ol>
            </section>
          </div>
          <section className={styles.card} aria-labelledby="customer-facts">
            <h2 id="customer-facts" className={styles.cardTitle}>
              {t('customers.detail.facts')}
            </h2>
            <dl className={styles.facts}>
              <dt>{t('customers.columns.email')}</dt>
              <dd>{c.email}</dd>
              <dt>{t('customers.columns.orders')}</dt>
              <dd>{format.integer(c.ordersCount)}</dd>
              <dt>{t('customers.columns.totalSpent')}</dt>
              <dd>{format.money(c.totalSpent)}</dd>
              <dt>{t('customers.columns.lastOrder')}</dt>
              <dd>{c.lastOrderAt ? format.date(c.lastOrderAt) : t('customers.never')}</dd>
              <dt>{t('customers.detail.since')}</dt>
              <dd>{format.date(c.createdAt)}</dd>
              <dt>{t('customers.columns.tags')}</dt>
              <dd>
                {c.tags.length
                  ? c.tags.map((tag) => t(`customers.tags.${tag}`, { defaultValue: tag })).join(', ')
                  : t('customers.detail.noTags')}
              </dd>
            </dl>
          </section>
        </div>
      </>
    );
  }
  return (
    <div className={styles.page}>
      <Link className={styles.link} to={paths.customers()}>
        <ArrowLeft size={14} aria-hidden="true" /> {t('customers.detail.back')}
      </Link>
      {body}
    </div>
  );
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && (error as { status: number }).status === 404;

interface CustomerEvent {
  id: string;
  at: string;
  /** The order placed, or null for the day the customer joined. */
  order: OrderSummary | null;
}

/** The customer's story, newest first: each order placed (with where it stands now), then when they joined. */
function timelineOf(orders: OrderSummary[], joinedAt: string): CustomerEvent[] {
  const placed = orders.slice(0, 50).map((order) => ({ id: order.id, at: order.createdAt, order }));
  return [...placed, { id: 'joined', at: joinedAt, order: null }];
}
