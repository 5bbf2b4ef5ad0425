/** Shape checks of the back office's stored part (read back from storage, and checked by the fuzz test). */
import type {
  Account,
  AccountSession,
  Address,
  AuditActor,
  AuditEvent,
  Customer,
  Order,
  OrderEvent,
  OrderItem,
  OrderNote,
  Role,
} from '../contract/back-office.ts';
import type { Check, Shape } from '../schema.ts';
import { array, boolean, integer, isoDate, localizedText, nullable, number, object, oneOf, string } from '../schema.ts';
import { PERMISSIONS } from './seed/back-office.ts';

/** Any JSON value (the audit's before and after). */
const json: Check<unknown> = (value) => value;

export const roleShape: Shape<Role> = {
  id: string,
  name: string,
  description: localizedText,
  permissions: array(oneOf(PERMISSIONS)),
  system: boolean,
  createdAt: isoDate,
  updatedAt: isoDate,
};

const sessionShape: Shape<AccountSession> = { id: string, device: string, place: string, lastSeenAt: isoDate };

export const accountShape: Shape<Account> = {
  id: string,
  name: string,
  email: string,
  avatar: nullable(string),
  roles: array(string),
  status: oneOf(['active', 'invited', 'suspended', 'deactivated'] as const),
  lastActiveAt: nullable(isoDate),
  createdAt: isoDate,
  mfa: boolean,
  invitedBy: nullable(string),
  inviteExpiresAt: nullable(isoDate),
  suspendedUntil: nullable(isoDate),
  suspensionReason: nullable(string),
  sessions: array(object(sessionShape)),
};

const actorShape: Shape<AuditActor> = { id: string, name: string, kind: oneOf(['user', 'agent', 'system'] as const) };

export const auditShape: Shape<AuditEvent> = {
  id: string,
  at: isoDate,
  actor: object(actorShape),
  action: string,
  target: object<AuditEvent['target']>({
    type: oneOf(['user', 'role', 'order', 'customer'] as const),
    id: string,
    label: string,
  }),
  before: json,
  after: json,
  note: nullable(string),
};

export const customerShape: Shape<Customer> = {
  id: string,
  name: string,
  email: string,
  tags: array(string),
  createdAt: isoDate,
  ordersCount: integer,
  totalSpent: number,
  lastOrderAt: nullable(isoDate),
};

const itemShape: Shape<OrderItem> = {
  productId: string,
  name: string,
  sku: string,
  thumbnail: nullable(string),
  quantity: integer,
  unitPrice: number,
  refundedQuantity: integer,
};

export const addressShape: Shape<Address> = {
  name: string,
  line1: string,
  city: string,
  postalCode: string,
  country: string,
};

const eventShape: Shape<OrderEvent> = {
  id: string,
  at: isoDate,
  actor: object(actorShape),
  type: oneOf(['created', 'status', 'payment', 'refund', 'note', 'edit'] as const),
  from: nullable(string),
  to: nullable(string),
  amount: nullable(number),
  text: nullable(string),
};

const noteShape: Shape<OrderNote> = {
  id: string,
  at: isoDate,
  author: object<OrderNote['author']>({ id: string, name: string }),
  text: string,
};

export const orderShape: Shape<Order> = {
  id: string,
  number: integer,
  createdAt: isoDate,
  customer: object<Order['customer']>({ id: string, name: string, email: string }),
  items: array(object(itemShape)),
  subtotal: number,
  discount: number,
  shippingFee: number,
  taxRate: number,
  tax: number,
  total: number,
  refundedTotal: number,
  currency: string,
  status: oneOf(['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const),
  paymentStatus: oneOf(['unpaid', 'paid', 'partially_refunded', 'refunded'] as const),
  shippingAddress: object(addressShape),
  carrier: nullable(string),
  trackingNumber: nullable(string),
  returnRequested: boolean,
  tags: array(string),
  notes: array(object(noteShape)),
  timeline: array(object(eventShape)),
};
