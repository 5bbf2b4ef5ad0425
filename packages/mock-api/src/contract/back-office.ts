/**
 * The back office (spec 4 §1–§6): the signed-in user's permissions (`api/me`), users, roles, the
 * permission catalogue, orders, customers and the audit trail. Every call checks a permission
 * (`resource:action`) of the caller (the user of the Bearer token; without a token, the seed Owner) and
 * refuses with 403 {@link ForbiddenAnswer} naming it.
 */
import type { LocalizedText } from './common.ts';

/** Every permission, `resource:action`; the catalogue (`GET api/permissions`) lists them in this order. */
export type Permission =
  | 'dashboard:view'
  | 'users:view'
  | 'users:invite'
  | 'users:edit'
  | 'users:suspend'
  | 'users:delete'
  | 'roles:view'
  | 'roles:manage'
  | 'orders:view'
  | 'orders:edit'
  | 'orders:transition'
  | 'orders:cancel'
  | 'orders:refund'
  | 'orders:export'
  | 'customers:view'
  | 'chat:view'
  | 'chat:reply'
  | 'chat:assign'
  | 'agent:view'
  | 'agent:configure'
  | 'agent:playground'
  | 'agent:approve'
  | 'agent:runs'
  | 'audit:view'
  | 'mail:view'
  | 'mail:write'
  | 'notes:view'
  | 'notes:write'
  | 'tasks:view'
  | 'tasks:write'
  | 'scrumboard:view'
  | 'scrumboard:write';

/** One entry of the catalogue. Labels and descriptions are the UI's (i18n keys by `id`). */
export interface PermissionInfo {
  id: Permission;
  resource: string;
  action: string;
  /** users:delete, roles:manage, orders:refund, agent:configure. */
  dangerous: boolean;
}

/** The seed roles' ids: `owner` (system, read-only, never without a holder), `admin`, `manager`, `support`, `viewer`. */
export type SeedRoleId = 'owner' | 'admin' | 'manager' | 'support' | 'viewer';

export interface Role {
  id: string;
  name: string;
  /** The seed's roles say it in both languages; a description written through the API is kept as typed. */
  description: LocalizedText;
  /** Sorted in catalogue order; any action of a resource implies its `:view`. */
  permissions: Permission[];
  /** System roles (the Owner) can not be edited or deleted, only duplicated. */
  system: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A role as `GET api/roles` lists it. */
export interface RoleWithCount extends Role {
  userCount: number;
}

export type AccountStatus = 'active' | 'invited' | 'suspended' | 'deactivated';

export interface AccountSession {
  id: string;
  device: string;
  place: string;
  lastSeenAt: string;
}

/** A user account of the back office (not the shell's `User`). */
export interface Account {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  /** Role ids, at least one. */
  roles: string[];
  status: AccountStatus;
  lastActiveAt: string | null;
  createdAt: string;
  mfa: boolean;
  /** The inviting user's id (invited accounts). */
  invitedBy: string | null;
  /** When an invitation expires (invited accounts). */
  inviteExpiresAt: string | null;
  suspendedUntil: string | null;
  suspensionReason: string | null;
  sessions: AccountSession[];
}

/** An account in a list: without its sessions. */
export type AccountSummary = Omit<Account, 'sessions'>;

/** `GET api/me`. */
export interface MeAnswer {
  user: AccountSummary;
  roles: { id: string; name: string }[];
  /** Effective permissions: the union of the roles', in catalogue order. */
  permissions: Permission[];
}

/** A page of a list: `page` counts from 1. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export type AccountSort = 'name' | 'email' | 'status' | 'lastActiveAt' | 'createdAt';
export type SortOrder = 'asc' | 'desc';
export type LastActivePreset = '7' | '30' | '90' | 'never';

/**
 * `GET api/users` (and `api/users/export`, as CSV): `status`, `role` (role id), `search` (name or
 * email), `lastActive` (active within 7 / 30 / 90 days, or `never`), `sort`, `order`, `page` (from 1),
 * `size` (1–100, default 25).
 */
export interface AccountsQuery {
  status?: AccountStatus;
  role?: string;
  search?: string;
  lastActive?: LastActivePreset;
  sort?: AccountSort;
  order?: SortOrder;
  page?: number;
  size?: number;
}

export interface AccountsAnswer extends Page<AccountSummary> {
  /** Per status tab, counting every other filter. */
  counts: Record<AccountStatus | 'all', number>;
  /** Every role's name by id, for the roles' chips (read with `users:view`, as the CSV export names them). */
  roleNames: Record<string, string>;
}

/** `GET api/users/user?id=`: the account with its sessions and effective permissions, each with the roles giving it. */
export interface AccountDetail extends Account {
  permissions: { permission: Permission; via: string[] }[];
  /** Every role's name by id (see `AccountsAnswer.roleNames`). */
  roleNames: Record<string, string>;
}

/** The answer of every bulk call. */
export interface BulkAnswer<Id = string> {
  succeeded: Id[];
  failed: { id: Id; reason: BulkFailure }[];
}

export type BulkFailure =
  'not_found' | 'self' | 'last_owner' | 'owner_only' | 'invalid_state' | 'invalid_transition' | 'exists' | 'duplicate';

/** `POST api/users/invite`. Emails are trimmed and lower-cased; an existing or repeated one fails alone. */
export interface InviteRequest {
  emails: string[];
  roles: string[];
  message?: string;
  expiresInDays: 1 | 7 | 30;
}

/** `POST api/users/suspend` (one `id` or bulk `ids`): `days` null suspends until reactivated. */
export interface SuspendRequest {
  id?: string;
  ids?: string[];
  days: number | null;
  reason: string;
}

// -------------------------------------------------------------------------------------------- audit

export interface AuditActor {
  id: string;
  /** For `agent`: the person who approved what the assistant proposed (its id is `agent:<account id>`). */
  name: string;
  kind: 'user' | 'agent' | 'system';
}

export interface AuditEvent {
  id: string;
  at: string;
  actor: AuditActor;
  /** `resource.verb`, for instance `user.suspended`, `role.updated`, `order.refunded`. */
  action: string;
  target: { type: 'user' | 'role' | 'order' | 'customer'; id: string; label: string };
  before: unknown;
  after: unknown;
  note: string | null;
}

/** `GET api/audit`: `actor` (id), `action`, `targetType`, `targetId`, `from`, `to` (ISO), `page`, `size`. Newest first. */
export type AuditAnswer = Page<AuditEvent>;

// ------------------------------------------------------------------------------------------- orders

export type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
export type PaymentStatus = 'unpaid' | 'paid' | 'partially_refunded' | 'refunded';

export interface OrderItem {
  productId: string;
  name: string;
  sku: string;
  /** The product's image (filled in answers from the inventory seed). */
  thumbnail: string | null;
  quantity: number;
  unitPrice: number;
  /** How many of this line were refunded. */
  refundedQuantity: number;
}

export interface Address {
  name: string;
  line1: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface OrderEvent {
  id: string;
  at: string;
  actor: AuditActor;
  type: 'created' | 'status' | 'payment' | 'refund' | 'note' | 'edit';
  from: string | null;
  to: string | null;
  amount: number | null;
  text: string | null;
}

export interface OrderNote {
  id: string;
  at: string;
  author: { id: string; name: string };
  text: string;
}

export interface Order {
  id: string;
  /** Shown as `#10234`. */
  number: number;
  createdAt: string;
  customer: { id: string; name: string; email: string };
  items: OrderItem[];
  subtotal: number;
  discount: number;
  shippingFee: number;
  /** A fraction (0.21). */
  taxRate: number;
  tax: number;
  total: number;
  refundedTotal: number;
  currency: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  shippingAddress: Address;
  carrier: string | null;
  trackingNumber: string | null;
  returnRequested: boolean;
  tags: string[];
  notes: OrderNote[];
  timeline: OrderEvent[];
}

/** An order in a list: without notes and timeline. */
export type OrderSummary = Omit<Order, 'notes' | 'timeline'>;

export type OrderSort = 'number' | 'createdAt' | 'customer' | 'total' | 'status' | 'paymentStatus';

/**
 * `GET api/orders` (and `api/orders/export`, as CSV): `status`, `payment`, `from`/`to` (ISO, on
 * createdAt), `minTotal`/`maxTotal`, `tag`, `customer` (id), `search` (number, customer name or email),
 * `attention` (an attention group of the home, as it stands now), `refundedFrom`/`refundedTo` (ISO: a
 * refund made in that time), `sort` (default `number`), `order` (default `desc`), `page` (from 1), `size`
 * (1–100, default 25).
 */
export interface OrdersQuery {
  status?: OrderStatus;
  payment?: PaymentStatus;
  from?: string;
  to?: string;
  attention?: AttentionGroupName;
  refundedFrom?: string;
  refundedTo?: string;
  minTotal?: number;
  maxTotal?: number;
  tag?: string;
  customer?: string;
  search?: string;
  sort?: OrderSort;
  order?: SortOrder;
  page?: number;
  size?: number;
}

export interface OrdersAnswer extends Page<OrderSummary> {
  /** Per status tab, counting every other filter. */
  counts: Record<OrderStatus | 'all', number>;
}

/** `GET api/orders/order?number=` (plus the list's query): the order and its neighbours in that list. */
export interface OrderDetail extends Order {
  previous: number | null;
  next: number | null;
  /** The steps allowed from the current status. */
  allowed: OrderStatus[];
  /** What is left to refund. */
  refundable: number;
}

/** `POST api/orders/transition`; shipping needs `carrier` and `trackingNumber`. */
export interface TransitionRequest {
  number: number;
  to: OrderStatus;
  carrier?: string;
  trackingNumber?: string;
  notify?: boolean;
}

/** `POST api/orders/refund`: the whole rest (neither `lines` nor `amount`), some lines, or an amount. */
export interface RefundRequest {
  number: number;
  lines?: { productId: string; quantity: number }[];
  amount?: number;
  restock?: boolean;
  reason?: string;
}

export interface Customer {
  id: string;
  name: string;
  email: string;
  tags: string[];
  createdAt: string;
  ordersCount: number;
  totalSpent: number;
  lastOrderAt: string | null;
}

export type CustomerSort = 'name' | 'ordersCount' | 'totalSpent' | 'lastOrderAt';

export interface CustomerDetail extends Customer {
  /** Newest first. */
  orders: OrderSummary[];
}

// ------------------------------------------------------------------------------------------- errors

/** 403: the caller lacks `permission`. */
export interface ForbiddenAnswer {
  code: 'forbidden';
  permission: Permission;
  error: string;
}

/** 409: the change would leave no Owner, or lock the caller out. */
export interface ConflictAnswer {
  code:
    | 'last_owner'
    | 'self'
    | 'owner_only'
    | 'system_role'
    | 'invalid_state'
    | 'not_refundable'
    | 'refund_too_large'
    | 'locked';
  error: string;
  /** refund_too_large: what is left to refund. */
  remaining?: number;
}

export interface InvalidTransitionAnswer {
  code: 'invalid_transition';
  from: OrderStatus;
  to: OrderStatus;
  error: string;
}

/** 400: which field and why (`error` is the sentence). */
export interface FieldErrorAnswer {
  error: string;
  field: string;
  reason: string;
}

// ----------------------------------------------------------------------------------------- overview

/**
 * One figure of the operator's home: today so far against the same weekday last week, and the last 14
 * days for a sparkline. Days are the mock's local calendar days (the browser's time zone).
 */
export interface OverviewKpi {
  /** From today's midnight up to now. */
  today: number;
  /**
   * The same weekday a week ago, from its midnight up to the same time of day, so a morning is compared
   * with a morning and not with a whole day.
   */
  lastWeek: number;
  /** One value per day of {@link OverviewKpis.days}, oldest first; the last is today so far. */
  series: number[];
}

/**
 * Today's figures (`orders:view`). `orders`: orders placed, cancelled ones included. `revenue`: the
 * totals of those placed and not cancelled (before refunds). `averageOrderValue`: revenue per order not
 * cancelled (0 without one). `refunds`: the amount refunded, on the day of each refund (the seed's
 * refunds, which carry no date of their own, count on the day their order was placed).
 */
export interface OverviewKpis {
  /** The 14 local days of every series, `YYYY-MM-DD`, oldest first; the last is today. */
  days: string[];
  /** The orders' currency (ISO 4217). */
  currency: string;
  orders: OverviewKpi;
  revenue: OverviewKpi;
  averageOrderValue: OverviewKpi;
  refunds: OverviewKpi;
}

/** An order of an attention group, as much as a line of a short list needs. */
export interface AttentionOrder {
  number: number;
  createdAt: string;
  customer: string;
  total: number;
  currency: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

export interface AttentionGroup {
  /** Every order in the group. */
  count: number;
  /** The oldest of them (waiting longest), at most 5. */
  orders: AttentionOrder[];
}

/**
 * Orders needing someone (`orders:view`). `pendingOver24h`: pending and placed more than 24 hours ago.
 * `paymentFailed`: unpaid, not cancelled, and placed more than 60 minutes ago
 * (a card payment settles within minutes, so one still unpaid an hour later has failed).
 * `returnsRequested`: a return requested, the order neither cancelled nor fully refunded yet.
 */
export interface OverviewAttention {
  pendingOver24h: AttentionGroup;
  paymentFailed: AttentionGroup;
  returnsRequested: AttentionGroup;
}

/** An attention group's name: also the orders list's `attention` filter, which lists exactly its orders. */
export type AttentionGroupName = keyof OverviewAttention;

export interface TeamMemberOnline {
  id: string;
  name: string;
  avatar: string | null;
  lastActiveAt: string;
}

/**
 * `GET api/overview` (`dashboard:view`, else 403): the operator's home, computed from the back office's
 * data relative to now. Each part is there only when the caller holds its permission, so a card the
 * user may not see is not even sent:
 * - `kpis` and `attention`: `orders:view`;
 * - `approvals`: `agent:view`. `waiting`: the assistant's proposed changes still waiting for a person;
 * - `teamOnline`: `users:view`. Active accounts seen within the last 5 minutes,
 *   the caller among them (they are using the product now), most recent first, at most
 *   8 listed;
 * - `recent`: `audit:view`. The newest 8 audit events, newest first.
 */
export interface OverviewAnswer {
  /** When the figures were taken (ISO). */
  at: string;
  kpis?: OverviewKpis;
  attention?: OverviewAttention;
  approvals?: { waiting: number };
  teamOnline?: { count: number; users: TeamMemberOnline[] };
  recent?: AuditEvent[];
}
