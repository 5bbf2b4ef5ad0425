import type { AttentionOrder, OverviewAttention } from '@atrium/mock-api';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../primitives/Badge';
import { DashboardCard, hasShape, isArrayOf, isNumber, isString, useSection } from '../../dashboards/shared/index';
import * as css from '../HomeDashboard.css';
import { useHomeFormat } from '../format';
import { attentionListPath } from '../links';
import type { OverviewSource } from './source';

/** What a line shows of an order. */
type Line = Pick<AttentionOrder, 'number' | 'createdAt' | 'customer' | 'total' | 'currency'>;
interface Group {
  count: number;
  orders: Line[];
}
type Attention = Record<keyof OverviewAttention, Group>;

const isLine = hasShape<Line>({
  number: isNumber,
  createdAt: isString,
  customer: isString,
  total: isNumber,
  currency: isString,
});
const isGroup = hasShape<Group>({ count: isNumber, orders: isArrayOf(isLine) });
const isAttention = hasShape<Attention>({
  pendingOver24h: isGroup,
  paymentFailed: isGroup,
  returnsRequested: isGroup,
});

type GroupKey = keyof OverviewAttention;

/** The groups, each with the list of exactly its orders behind it. */
const GROUPS: { key: GroupKey; list: string }[] = (
  ['pendingOver24h', 'paymentFailed', 'returnsRequested'] as const
).map((key) => ({ key, list: attentionListPath(key) }));

/** Orders waiting on someone, in three short lists, the longest waiting first. */
export function AttentionCard({ source, now, className }: { source: OverviewSource; now: number; className?: string }) {
  const { t } = useTranslation();
  const section = useSection(source, (data) => data.attention, isAttention);
  const attention = section.data;
  const quiet = attention !== undefined && GROUPS.every(({ key }) => attention[key].count === 0);
  return (
    <DashboardCard
      title={t('home.attention.title')}
      description={t('home.attention.caption')}
      status={section.status}
      onRetry={section.onRetry}
      skeleton="list"
      isEmpty={quiet}
      emptyText={t('home.attention.empty')}
      className={className}
    >
      {attention && (
        <>
          <div className={css.groups}>
            {GROUPS.map(({ key, list }) => (
              <AttentionList key={key} name={key} group={attention[key]} list={list} now={now} />
            ))}
          </div>
        </>
      )}
    </DashboardCard>
  );
}

function AttentionList({ name, group, list, now }: { name: GroupKey; group: Group; list: string; now: number }) {
  const { t } = useTranslation();
  const format = useHomeFormat();
  const headingId = useId();
  return (
    <section className={css.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.groupHeading}>
        {t(`home.attention.${name}.title`)}
        <Badge
          variant={group.count > 0 ? 'warn' : 'neutral'}
          count={group.count}
          max={999}
          label={t('home.attention.count', { count: group.count })}
        />
      </h3>
      <p className={css.caption}>{t(`home.attention.${name}.caption`)}</p>
      {group.orders.length === 0 ? (
        <p className={css.muted}>{t('home.attention.none')}</p>
      ) : (
        <ul className={css.list}>
          {group.orders.map((order) => (
            <li key={order.number} className={css.row}>
              <span className={css.rowMain}>
                <Link
                  to={`/orders/${order.number}`}
                  className={css.link}
                  aria-label={t('home.attention.order', { number: order.number })}
                >
                  #{order.number}
                </Link>
                <span className={css.rowDetail}>
                  {order.customer} · <time dateTime={order.createdAt}>{format.ago(order.createdAt, now)}</time>
                </span>
              </span>
              <span className={css.amount}>{format.money(order.total, order.currency)}</span>
            </li>
          ))}
        </ul>
      )}
      {group.count > 0 && (
        <Link to={list} className={css.link}>
          {t(`home.attention.${name}.link`, { count: group.count })}
        </Link>
      )}
    </section>
  );
}
