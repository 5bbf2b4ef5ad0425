/**
 * The back office (spec 4 §1–§6): the signed-in user's permissions (`api/me`), users, roles, the
 * permission catalogue, orders, customers and the audit trail. Every call checks a permission
 * (`resource:action`) of the caller (the user of the Bearer token; without a token, the seed Owner) and
 * refuses with 403 {@link ForbiddenAnswer} naming it.
 */

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
  | 'audit:view';

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
  description: string;
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
}

/** `GET api/users/user?id=`: the account with its sessions and effective permissions, each with the roles giving it. */
export interface AccountDetail extends Account {
  permissions: { permission: Permission; via: string[] }[];
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
 * `sort` (default `number`), `order` (default `desc`), `page` (from 1), `size` (1–100, default 25).
 */
export interface OrdersQuery {
  status?: OrderStatus;
  payment?: PaymentStatus;
  from?: string;
  to?: string;
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
