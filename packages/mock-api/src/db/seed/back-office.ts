/**
 * The back office's seed (spec 4): the five roles, about 60 accounts across them and the four statuses
 * (the shell's user is the Owner; one sign-in account per other role), about 150 customers, 2,000 orders
 * over the last 12 months drawing their products from the inventory seed, and a few audit events. Made
 * by a fixed pseudo-random sequence, so every call answers the same data, dates relative to `now`.
 */
import type {
  Account,
  AccountStatus,
  AuditEvent,
  Customer,
  Order,
  OrderStatus,
  PaymentStatus,
  Permission,
  PermissionInfo,
  Role,
} from '../../contract/back-office.ts';
import type { LocalizedText } from '../../contract/common.ts';
import { ROLE_SIGN_INS, seedUser } from './common.ts';
import { inventoryProducts } from './inventory.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The sample apps' permissions: a view and a write each. */
const SAMPLE_APPS: readonly Permission[] = [
  'mail:view',
  'mail:write',
  'notes:view',
  'notes:write',
  'tasks:view',
  'tasks:write',
  'scrumboard:view',
  'scrumboard:write',
];

export const PERMISSIONS: readonly Permission[] = [
  'dashboard:view',
  'users:view',
  'users:invite',
  'users:edit',
  'users:suspend',
  'users:delete',
  'roles:view',
  'roles:manage',
  'orders:view',
  'orders:edit',
  'orders:transition',
  'orders:cancel',
  'orders:refund',
  'orders:export',
  'customers:view',
  'chat:view',
  'chat:reply',
  'chat:assign',
  'agent:view',
  'agent:configure',
  'agent:playground',
  'agent:approve',
  'agent:runs',
  'audit:view',
  ...SAMPLE_APPS,
];

const DANGEROUS: readonly Permission[] = ['users:delete', 'roles:manage', 'orders:refund', 'agent:configure'];

export const permissionCatalogue: readonly PermissionInfo[] = PERMISSIONS.map((id) => {
  const [resource = '', action = ''] = id.split(':');
  return { id, resource, action, dangerous: DANGEROUS.includes(id) };
});

export const OWNER_ROLE = 'owner';

/** A fixed pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Ana',
  'Bruno',
  'Carmen',
  'Diego',
  'Elena',
  'Farid',
  'Greta',
  'Hugo',
  'Inés',
  'Jonas',
  'Kira',
  'Luis',
  'Marta',
  'Nico',
  'Olga',
  'Pablo',
  'Quique',
  'Rosa',
  'Sami',
  'Teresa',
  'Ugo',
  'Vera',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
];
const LAST = [
  'Alonso',
  'Berg',
  'Castro',
  'Duarte',
  'Espinosa',
  'Fischer',
  'García',
  'Herrera',
  'Ibáñez',
  'Jensen',
  'Kovač',
  'López',
  'Moreno',
  'Nakamura',
  'Ortega',
  'Pérez',
  'Quintana',
  'Romero',
  'Santos',
  'Torres',
  'Umar',
  'Vidal',
];
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function seedRoles(now: number): Role[] {
  const at = new Date(now - 400 * DAY).toISOString();
  const views = PERMISSIONS.filter((permission) => permission.endsWith(':view'));
  const role = (
    id: string,
    name: string,
    description: LocalizedText,
    permissions: readonly Permission[],
    system = false,
  ): Role => ({
    id,
    name,
    description,
    permissions: PERMISSIONS.filter((permission) => permissions.includes(permission)),
    system,
    createdAt: at,
    updatedAt: at,
  });
  return [
    role(
      'owner',
      'Owner',
      {
        es: 'Todos los permisos; la cuenta siempre tiene al menos un Propietario.',
        en: 'Every permission; the account always has at least one Owner.',
      },
      PERMISSIONS,
      true,
    ),
    role(
      'admin',
      'Admin',
      { es: 'Todo menos dar o quitar el rol de Propietario.', en: 'Everything but giving or taking the Owner role.' },
      PERMISSIONS,
    ),
    role(
      'manager',
      'Manager',
      {
        es: 'Pedidos, clientes, chat y el asistente, salvo su configuración.',
        en: 'Orders, customers, chat and the assistant, all but its configuration.',
      },
      [
        'dashboard:view',
        'users:view',
        'orders:view',
        'orders:edit',
        'orders:transition',
        'orders:cancel',
        'orders:refund',
        'orders:export',
        'customers:view',
        'chat:view',
        'chat:reply',
        'chat:assign',
        'agent:view',
        'agent:playground',
        'agent:approve',
        'agent:runs',
        ...SAMPLE_APPS,
      ],
    ),
    role(
      'support',
      'Support agent',
      {
        es: 'Atiende a los clientes y mantiene los pedidos al día.',
        en: 'Answers customers and keeps orders up to date.',
      },
      [
        'dashboard:view',
        'orders:view',
        'orders:edit',
        'customers:view',
        'chat:view',
        'chat:reply',
        'chat:assign',
        'agent:view',
        'agent:playground',
        ...SAMPLE_APPS.filter((permission) => permission !== 'scrumboard:write'),
      ],
    ),
    // The assistant's playground and runs too: a Viewer may ask the assistant and read its history, and is
    // told "I can not do that for you" when asking for a change (the assistant's tools run as the Viewer).
    role('viewer', 'Viewer', { es: 'Lo ve todo y no cambia nada.', en: 'Sees everything, changes nothing.' }, [
      ...views,
      'agent:playground',
      'agent:runs',
    ]),
  ];
}

const DEVICES = ['Chrome on macOS', 'Firefox on Windows', 'Safari on iPhone', 'Edge on Windows', 'Chrome on Android'];
const PLACES = ['Madrid, ES', 'Barcelona, ES', 'Lisbon, PT', 'Berlin, DE', 'Mexico City, MX', 'Buenos Aires, AR'];

export function seedAccounts(now: number): Account[] {
  const next = random(42);
  const iso = (ago: number) => new Date(now - ago).toISOString();
  const sessionsOf = (id: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      id: `${id}-s${i + 1}`,
      device: DEVICES[Math.floor(next() * DEVICES.length)]!,
      place: PLACES[Math.floor(next() * PLACES.length)]!,
      lastSeenAt: iso(Math.floor(next() * 5 * DAY) + i * HOUR),
    }));
  const base = (id: string, name: string, email: string, roles: string[], created: number): Account => ({
    id,
    name,
    email,
    avatar: null,
    roles,
    status: 'active',
    lastActiveAt: iso(Math.floor(next() * 3 * HOUR)),
    createdAt: iso(created),
    mfa: next() < 0.6,
    invitedBy: null,
    inviteExpiresAt: null,
    suspendedUntil: null,
    suspensionReason: null,
    sessions: sessionsOf(id, 1 + Math.floor(next() * 3)),
  });
  const owner = seedUser();
  const names = ['Adrián Ferrer', 'Marina Sol', 'Sergio Lago', 'Valeria Cruz'];
  const accounts: Account[] = [
    { ...base(owner.id, owner.name, owner.email, ['owner'], 390 * DAY), mfa: true },
    ...ROLE_SIGN_INS.map(([email, , id], i) => base(id, names[i]!, email, [id.slice(4)], (380 - i * 20) * DAY)),
  ];
  const roles = ['admin', 'manager', 'manager', 'support', 'support', 'support', 'viewer', 'viewer'];
  const statuses: AccountStatus[] = [
    'active',
    'active',
    'active',
    'active',
    'active',
    'active',
    'invited',
    'suspended',
    'active',
    'deactivated',
  ];
  for (let i = 0; i < 56; i += 1) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const id = `usr-${String(i + 1).padStart(3, '0')}`;
    const role = roles[i % roles.length]!;
    const account = base(
      id,
      `${first} ${last}`,
      `${ascii(first)}.${ascii(last)}${i}@atrium.dev`,
      [role],
      Math.floor(next() * 360 * DAY) + DAY,
    );
    if (i % 11 === 4 && role !== 'viewer') account.roles.push('viewer');
    const status = statuses[i % statuses.length]!;
    account.status = status;
    const lastActive = [2 * HOUR, 3 * DAY, 20 * DAY, 60 * DAY, 200 * DAY][i % 5]!;
    account.lastActiveAt = iso(Math.floor(next() * lastActive));
    if (status === 'invited') {
      account.lastActiveAt = null;
      account.sessions = [];
      account.mfa = false;
      account.invitedBy = owner.id;
      account.createdAt = iso((i % 5) * DAY + HOUR);
      account.inviteExpiresAt = new Date(Date.parse(account.createdAt) + 7 * DAY).toISOString();
    } else if (status === 'suspended') {
      account.sessions = [];
      account.suspendedUntil = i % 2 === 0 ? new Date(now + 7 * DAY).toISOString() : null;
      account.suspensionReason = 'Shared their password';
    } else if (status === 'deactivated') {
      account.sessions = [];
    }
    accounts.push(account);
  }
  // A few colleagues at work right now, so the home's "team online" is not empty on a fresh seed
  // (set after the sequence above, which stays as it was).
  for (const [i, id] of ['usr-001', 'usr-002', 'usr-004', 'usr-005'].entries()) {
    const account = accounts.find((candidate) => candidate.id === id);
    if (account?.status === 'active') account.lastActiveAt = iso((i + 1) * MINUTE);
  }
  return accounts;
}

const CITIES = [
  ['Madrid', '28001', 'ES'],
  ['Sevilla', '41001', 'ES'],
  ['Valencia', '46001', 'ES'],
  ['Porto', '4000-001', 'PT'],
  ['Lyon', '69001', 'FR'],
  ['München', '80331', 'DE'],
] as const;
const STREETS = ['Calle Mayor', 'Avenida del Mar', 'Rua das Flores', 'Rue Centrale', 'Hauptstraße', 'Paseo del Prado'];
export const ORDER_TAGS = ['gift', 'priority', 'wholesale', 'vip', 'fragile'] as const;
export const CARRIERS = ['Correos', 'SEUR', 'DHL', 'UPS'] as const;

export function seedCustomers(now: number): Customer[] {
  const next = random(7);
  return Array.from({ length: 150 }, (_, i) => {
    const first = FIRST[(i * 5) % FIRST.length]!;
    const last = LAST[(i * 3 + Math.floor(i / 22)) % LAST.length]!;
    return {
      id: `cus-${String(i + 1).padStart(4, '0')}`,
      name: `${first} ${last}`,
      email: `${ascii(first)}.${ascii(last)}.${i + 1}@example.com`,
      tags: next() < 0.15 ? ['vip'] : next() < 0.2 ? ['wholesale'] : [],
      createdAt: new Date(now - (380 + Math.floor(next() * 300)) * DAY).toISOString(),
      ordersCount: 0,
      totalSpent: 0,
      lastOrderAt: null,
    };
  });
}

export const money = (value: number) => Math.round(value * 100) / 100;
export const TAX_RATE = 0.21;
export const FIRST_ORDER_NUMBER = 10001;
export const SYSTEM_ACTOR = { id: 'system', name: 'System', kind: 'system' } as const;

/** Subtotal, tax and total of an order's lines. */
export function totalsOf(order: Pick<Order, 'items' | 'discount' | 'shippingFee' | 'taxRate'>) {
  const subtotal = money(order.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0));
  const tax = money((subtotal - order.discount) * order.taxRate);
  return { subtotal, tax, total: money(subtotal - order.discount + order.shippingFee + tax) };
}

/** The orders, oldest first by number (`#10001`…), each customer's counters set on `customers`. */
export function seedOrders(now: number, customers: Customer[], count = 2000): Order[] {
  const next = random(2024);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const orders: Order[] = [];
  const span = 365 * DAY;
  for (let i = 0; i < count; i += 1) {
    // Spread over the year, denser lately; the newest a few minutes old.
    const age = Math.floor(span * (1 - (i + 1) / count) ** 1.3) + Math.floor(next() * 20 * MINUTE) + 5 * MINUTE;
    const createdAt = new Date(now - age).toISOString();
    const customer = pick(customers);
    const lines = 1 + Math.floor(next() * next() * 4);
    const items: Order['items'] = [];
    for (let l = 0; l < lines; l += 1) {
      const product = pick(inventoryProducts);
      if (items.some((item) => item.productId === product.id)) continue;
      items.push({
        productId: product.id,
        name: product.name,
        sku: product.sku,
        thumbnail: null,
        quantity: 1 + Math.floor(next() * next() * 3),
        unitPrice: product.basePrice,
        refundedQuantity: 0,
      });
    }
    const discount = next() < 0.15 ? money(items[0]!.unitPrice * 0.1) : 0;
    const shippingFee = next() < 0.3 ? 9.9 : 0;
    const totals = totalsOf({ items, discount, shippingFee, taxRate: TAX_RATE });
    let status: OrderStatus;
    if (age < 2 * DAY) status = pick(['pending', 'pending', 'processing', 'shipped'] as const);
    else if (age < 7 * DAY) status = pick(['pending', 'processing', 'shipped', 'shipped', 'delivered'] as const);
    else status = next() < 0.06 ? 'cancelled' : 'delivered';
    let paymentStatus: PaymentStatus = status === 'pending' && next() < 0.5 ? 'unpaid' : 'paid';
    if (status === 'cancelled') paymentStatus = next() < 0.5 ? 'unpaid' : 'refunded';
    let refundedTotal = paymentStatus === 'refunded' ? totals.total : 0;
    if (status === 'delivered' && next() < 0.04) {
      items[0]!.refundedQuantity = 1;
      refundedTotal = Math.min(totals.total, money(items[0]!.unitPrice * (1 + TAX_RATE)));
      paymentStatus = refundedTotal >= totals.total ? 'refunded' : 'partially_refunded';
    }
    const [city, postalCode, country] = pick(CITIES);
    const shipped = status === 'shipped' || status === 'delivered';
    const number = FIRST_ORDER_NUMBER + i;
    orders.push({
      id: `ord-${number}`,
      number,
      createdAt,
      customer: { id: customer.id, name: customer.name, email: customer.email },
      items,
      discount,
      shippingFee,
      taxRate: TAX_RATE,
      ...totals,
      refundedTotal,
      currency: 'EUR',
      status,
      paymentStatus,
      shippingAddress: {
        name: customer.name,
        line1: `${pick(STREETS)} ${1 + Math.floor(next() * 120)}`,
        city,
        postalCode,
        country,
      },
      carrier: shipped ? pick(CARRIERS) : null,
      trackingNumber: shipped ? `TRK${String(number * 7919).padStart(10, '0')}` : null,
      returnRequested: status === 'delivered' && age < 30 * DAY && next() < 0.05,
      tags: next() < 0.25 ? [pick(ORDER_TAGS)] : [],
      notes: [],
      timeline: [],
    });
  }
  return orders;
}

/** A few past events, so the audit log and the timelines are not empty on a fresh seed. */
export function seedAudit(now: number, accounts: Account[], orders: Order[]): AuditEvent[] {
  const owner = accounts[0]!;
  const actor = { id: owner.id, name: owner.name, kind: 'user' as const };
  const events: AuditEvent[] = [];
  const invited = accounts.filter((account) => account.status === 'invited');
  const suspended = accounts.filter((account) => account.status === 'suspended');
  invited.forEach((account, i) =>
    events.push({
      id: `aud-inv-${i + 1}`,
      at: account.createdAt,
      actor,
      action: 'user.invited',
      target: { type: 'user', id: account.id, label: account.email },
      before: null,
      after: { status: 'invited', roles: account.roles },
      note: null,
    }),
  );
  suspended.forEach((account, i) =>
    events.push({
      id: `aud-sus-${i + 1}`,
      at: new Date(now - (i + 1) * 9 * HOUR).toISOString(),
      actor,
      action: 'user.suspended',
      target: { type: 'user', id: account.id, label: account.email },
      before: { status: 'active' },
      after: { status: 'suspended' },
      note: account.suspensionReason,
    }),
  );
  orders
    .slice(-12)
    .filter((order) => order.status !== 'pending')
    .forEach((order) => {
      events.push({
        id: `aud-${order.id}`,
        at: new Date((Date.parse(order.createdAt) + now) / 2).toISOString(),
        actor: SYSTEM_ACTOR,
        action: `order.${order.status}`,
        target: { type: 'order', id: order.id, label: `#${order.number}` },
        before: null,
        after: { status: order.status },
        note: null,
      });
    });
  return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** The customers' counters from the orders (orders count, total spent net of refunds, last order). */
export function countCustomers(customers: Customer[], orders: readonly Order[]): void {
  const byId = new Map(customers.map((customer) => [customer.id, customer]));
  for (const customer of customers) {
    customer.ordersCount = 0;
    customer.totalSpent = 0;
    customer.lastOrderAt = null;
  }
  for (const order of orders) {
    const customer = byId.get(order.customer.id);
    if (!customer) continue;
    customer.ordersCount += 1;
    if (order.status !== 'cancelled')
      customer.totalSpent = money(customer.totalSpent + order.total - order.refundedTotal);
    if (customer.lastOrderAt === null || order.createdAt > customer.lastOrderAt) customer.lastOrderAt = order.createdAt;
  }
}
