import { useTranslation } from 'react-i18next';
import type { OrderStatus, PaymentStatus } from '@atrium/mock-api';
import { Badge } from '../../../primitives/Badge';
import { paymentVariant, statusVariant } from '../status';

/** The order's status as text on a tinted pill (the colour only backs the word). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge variant={statusVariant[status]}>{t(`orders.status.${status}`)}</Badge>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <Badge variant={paymentVariant[status]}>{t(`orders.payment.${status}`)}</Badge>;
}
