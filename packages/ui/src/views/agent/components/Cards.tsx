import { useId } from 'react';
import { BookOpen, Contact, Package, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgentCard, AgentContactCard, AgentCustomerCard, AgentFaqCard, AgentOrderCard } from '@atrium/mock-api';
import { Badge } from '../../../primitives/Badge';
import { formatDate, formatMoney } from './format';
import { useAgentPaths } from './paths';
import {
  card,
  cardHeader,
  cardKind,
  cardTitle,
  cards as cardsClass,
  chips,
  facts,
  icon,
  link,
  noticeText,
} from './agent.css';

// Every text on a card is the mock's data drawn as React text: markup in a name shows as typed, never runs.

function OrderCard({ order }: { order: AgentOrderCard }) {
  const { t, i18n } = useTranslation();
  const paths = useAgentPaths();
  const titleId = useId();
  return (
    <article className={card} aria-labelledby={titleId} data-card="order">
      <div className={cardHeader}>
        <span className={cardKind}>
          <Package className={icon} aria-hidden="true" />
          {t('agent.cards.order.kind')}
        </span>
        <Badge variant={order.status === 'cancelled' ? 'warn' : 'neutral'}>{t(`orders.status.${order.status}`)}</Badge>
      </div>
      <h3 id={titleId} className={cardTitle}>
        <Link to={paths.order(order.number)} className={link}>
          {t('agent.cards.order.title', { number: order.number })}
        </Link>
      </h3>
      <dl className={facts}>
        <dt>{t('agent.cards.order.customer')}</dt>
        <dd>{order.customer.name}</dd>
        <dt>{t('agent.cards.order.date')}</dt>
        <dd>{formatDate(order.createdAt, i18n.language)}</dd>
        <dt>{t('agent.cards.order.payment')}</dt>
        <dd>{t(`orders.payment.${order.paymentStatus}`)}</dd>
        <dt>{t('agent.cards.order.items')}</dt>
        <dd>{t('agent.cards.order.itemCount', { count: order.itemCount })}</dd>
        <dt>{t('agent.cards.order.total')}</dt>
        <dd>{formatMoney(order.total, order.currency, i18n.language)}</dd>
        {order.refundedTotal > 0 && (
          <>
            <dt>{t('agent.cards.order.refunded')}</dt>
            <dd>{formatMoney(order.refundedTotal, order.currency, i18n.language)}</dd>
          </>
        )}
      </dl>
    </article>
  );
}

function CustomerCard({ customer }: { customer: AgentCustomerCard }) {
  const { t, i18n } = useTranslation();
  const paths = useAgentPaths();
  const titleId = useId();
  return (
    <article className={card} aria-labelledby={titleId} data-card="customer">
      <span className={cardKind}>
        <User className={icon} aria-hidden="true" />
        {t('agent.cards.customer.kind')}
      </span>
      <h3 id={titleId} className={cardTitle}>
        <Link to={paths.customer(customer.id)} className={link}>
          {customer.name}
        </Link>
      </h3>
      <dl className={facts}>
        <dt>{t('agent.cards.customer.email')}</dt>
        <dd>{customer.email}</dd>
        <dt>{t('agent.cards.customer.orders')}</dt>
        <dd>{customer.ordersCount}</dd>
        <dt>{t('agent.cards.customer.spent')}</dt>
        <dd>{formatMoney(customer.totalSpent, customer.currency, i18n.language)}</dd>
        {customer.lastOrderAt && (
          <>
            <dt>{t('agent.cards.customer.lastOrder')}</dt>
            <dd>{formatDate(customer.lastOrderAt, i18n.language)}</dd>
          </>
        )}
      </dl>
      {customer.recentOrders.length > 0 && (
        <ul className={chips} aria-label={t('agent.cards.customer.recent')}>
          {customer.recentOrders.map((order) => (
            <li key={order.number}>
              <Link to={paths.order(order.number)} className={link}>
                {t('agent.cards.order.title', { number: order.number })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function ContactCard({ contact }: { contact: AgentContactCard }) {
  const { t } = useTranslation();
  const paths = useAgentPaths();
  const titleId = useId();
  return (
    <article className={card} aria-labelledby={titleId} data-card="contact">
      <span className={cardKind}>
        <Contact className={icon} aria-hidden="true" />
        {t('agent.cards.contact.kind')}
      </span>
      <h3 id={titleId} className={cardTitle}>
        <Link to={paths.contact(contact.id)} className={link}>
          {contact.name}
        </Link>
      </h3>
      <dl className={facts}>
        <dt>{t('agent.cards.contact.role')}</dt>
        <dd>{t('agent.cards.contact.roleAt', { title: contact.title, company: contact.company })}</dd>
        {contact.email && (
          <>
            <dt>{t('agent.cards.contact.email')}</dt>
            <dd>{contact.email}</dd>
          </>
        )}
        {contact.phone && (
          <>
            <dt>{t('agent.cards.contact.phone')}</dt>
            <dd>{contact.phone}</dd>
          </>
        )}
      </dl>
    </article>
  );
}

function FaqCard({ faq }: { faq: AgentFaqCard }) {
  const { t } = useTranslation();
  const titleId = useId();
  // The mock builds the address from a category slug; only an address inside the app is followed.
  const inside = faq.href.startsWith('/') && !faq.href.startsWith('//');
  return (
    <article className={card} aria-labelledby={titleId} data-card="faq">
      <span className={cardKind}>
        <BookOpen className={icon} aria-hidden="true" />
        {t('agent.cards.faq.kind')}
      </span>
      <h3 id={titleId} className={cardTitle}>
        {inside ? (
          <Link to={faq.href} className={link}>
            {faq.question}
          </Link>
        ) : (
          faq.question
        )}
      </h3>
      <p className={noticeText}>{t('agent.cards.faq.score', { score: Math.round(faq.score * 100) })}</p>
    </article>
  );
}

/** The cards a reply brought: orders, customers, contacts and help-center answers. */
export function Cards({ items }: { items: AgentCard[] }) {
  if (items.length === 0) return null;
  return (
    <div className={cardsClass}>
      {items.map((item, index) => {
        switch (item.kind) {
          case 'order':
            return <OrderCard key={index} order={item} />;
          case 'customer':
            return <CustomerCard key={index} customer={item} />;
          case 'contact':
            return <ContactCard key={index} contact={item} />;
          case 'faq':
            return <FaqCard key={index} faq={item} />;
          default:
            return null;
        }
      })}
    </div>
  );
}
