/**
 * Orders and customers (spec 4 §6). Transitions: pending → processing | cancelled; processing → shipped
 * | cancelled; shipped → delivered; any other step answers 409 `invalid_transition` with `from` and `to`.
 * Refunds (whole, per line, or an amount) only when paid or partially refunded, never above what is left.
 * The lists stay fast at 100,000 orders: one sorted list per (sort, order) kept by `ListIndex`, a filter
 * pass over it whose answer (rows and status counts) is kept until the next change.
 */
import type { HttpHandler } from 'msw';
import type {
  Account,
  AttentionGroupName,
  BulkAnswer,
  BulkFailure,
  Customer,
  CustomerDetail,
  Order,
  OrderDetail,
  OrderSort,
  OrderStatus,
  OrderSummary,
  OrdersAnswer,
  PaymentStatus,
  Permission,
} from '../contract/back-office.ts';
import { ORDER_TAGS, SYSTEM_ACTOR, countCustomers, money } from '../db/seed/back-office.ts';
import { inventoryProducts } from '../db/seed/inventory.ts';
import type { Context } from './http.ts';
import { readBody, uuid } from './http.ts';
import {
  actorOf,
  audit,
  authorize,
  choice,
  conflict,
  csv,
  dateParam,
  invalid,
  notFound,
  numberParam,
  op,
  optionalText,
  pageOf,
  paging,
  requiredText,
  sortOrder,
  targets,
  textParam,
} from './back-office-http.ts';
import type { ListSpec } from './list-cache.ts';
import { ATTENTION_GROUPS, attentionTests, refundedBetween } from './order-filters.ts';
import { ListIndex, order as listOrder } from './list-cache.ts';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
const PAYMENT_STATUSES = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
const ORDER_SORTS = ['number', 'createdAt', 'customer', 'total', 'status', 'paymentStatus'] as const;

/** The steps allowed from each status. */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const thumbnails = new Map(inventoryProducts.map((product) => [product.id, product.thumbnail]));

const sortValue: Record<OrderSort, (order: Order) => string | number> = {
  number: (order) => order.number,
  createdAt: (order) => order.createdAt,
  customer: (order) => order.customer.name,
  total: (order) => order.total,
  status: (order) => ORDER_STATUSES.indexOf(order.status),
  paymentStatus: (order) => PAYMENT_STATUSES.indexOf(order.paymentStatus),
};

function orderLists(): Record<string, ListSpec<Order>> {
  const specs: Record<string, ListSpec<Order>> = {};
  for (const sort of ORDER_SORTS) {
    const compare = (sign: number) =>
      sort === 'customer'
        ? (a: string, b: string) => sign * collator.compare(a, b)
        : (a: string | number, b: string | number) => sign * (a < b ? -1 : a > b ? 1 : 0);
    specs[`${sort}:asc`] = listOrder(sortValue[sort], compare(1));
    specs[`${sort}:desc`] = { reverseOf: `${sort}:asc`, order: listOrder(sortValue[sort], compare(-1)) };
    // The same order within each status, statuses in a row (reversed: the last status first), so one
    // status is a run found by binary search, and the tab counts are the runs' lengths.
    const value = sortValue[sort];
    const grouped = (sign: number) =>
      listOrder(
        (order: Order) => `${ORDER_STATUSES.indexOf(order.status)}|${value(order)}`,
        (a: { s: number; v: string | number }, b: { s: number; v: string | number }) =>
          sign * (a.s - b.s) || compare(sign)(a.v as never, b.v as never),
        (raw) => {
          const cut = raw.indexOf('|');
          const v = raw.slice(cut + 1);
          return { s: Number(raw.slice(0, cut)), v: typeof value(EXAMPLE) === 'number' ? Number(v) : v };
        },
      );
    specs[`${sort}:asc:status`] = grouped(1);
    specs[`${sort}:desc:status`] = { reverseOf: `${sort}:asc:status`, order: grouped(-1) };
  }
  return specs;
}

/** Only read for the type of each sort value. */
const EXAMPLE = {
  number: 0,
  createdAt: '',
  customer: { name: '' },
  total: 0,
  status: 'pending',
  paymentStatus: 'paid',
} as Order;

/** The first place in `items` (grouped by status, in `direction`) whose status is not before `status`. */
function statusBound(items: readonly Order[], status: number, direction: 1 | -1): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (direction * (ORDER_STATUSES.indexOf(items[mid]!.status) - status) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** What is left to refund. */
export const refundable = (order: Order) =>
  order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded'
    ? money(order.total - order.refundedTotal)
    : 0;

const withThumbnails = (items: Order['items']) =>
  items.map((item) => ({ ...item, thumbnail: item.thumbnail ?? thumbnails.get(item.productId) ?? null }));

export function orderSummary({ notes: _notes, timeline: _timeline, ...order }: Order): OrderSummary {
  return { ...order, items: withThumbnails(order.items) };
}

interface Filters {
  status?: OrderStatus;
  payment?: PaymentStatus;
  from?: string;
  to?: string;
  attention?: AttentionGroupName;
  /** The instant the attention group is taken at (ISO): part of the memo's key, as the group moves with time. */
  attentionAt?: string;
  refundedFrom?: string;
  refundedTo?: string;
  minTotal?: number;
  maxTotal?: number;
  tag: string;
  customer: string;
  search: string;
  sort: OrderSort;
  order: 'asc' | 'desc';
}

function attentionOf(url: URL): Pick<Filters, 'attention' | 'attentionAt'> {
  const attention = choice(url, 'attention', ATTENTION_GROUPS);
  return attention ? { attention, attentionAt: new Date(Date.now()).toISOString() } : {};
}

function filtersOf(url: URL): Filters {
  return {
    status: choice(url, 'status', ORDER_STATUSES),
    payment: choice(url, 'payment', PAYMENT_STATUSES),
    from: dateParam(url, 'from'),
    to: dateParam(url, 'to'),
    ...attentionOf(url),
    refundedFrom: dateParam(url, 'refundedFrom'),
    refundedTo: dateParam(url, 'refundedTo'),
    minTotal: numberParam(url, 'minTotal'),
    maxTotal: numberParam(url, 'maxTotal'),
    tag: textParam(url, 'tag'),
    customer: textParam(url, 'customer'),
    search: textParam(url, 'search').replace(/^#/, ''),
    sort: choice(url, 'sort', ORDER_SORTS) ?? 'number',
    order: sortOrder(url, 'desc'),
  };
}

export function ordersHandlers(shared: Context): HttpHandler[] {
  // Its own revision: changes to accounts, roles or other domains keep the lists and memos below.
  const ctx = shared.scoped();
  const data = () => ctx.db.backOffice;
  const lists = new ListIndex(
    (order: Order) => `${order.number} ${order.customer.name} ${order.customer.email}`,
    orderLists(),
  );
  ctx.onLoad((checkedAt) => lists.load(ctx.db.backOffice.orders, checkedAt));
  const commit = () => {
    ctx.commit();
    lists.covered(ctx.revision);
  };
  // Orders are never added or removed by a call, and numbers never change: the index is rebuilt only
  // when the collection is replaced or resized (a reset, a load, the bench growing it).
  let byNumber: { source: Order[]; map: Map<number, Order> } | null = null;
  const findOrder = (number: unknown): Order | undefined => {
    if (typeof number !== 'number') return undefined;
    const source = data().orders;
    const index = () => new Map(source.map((order) => [order.number, order]));
    if (!byNumber || byNumber.source !== source || byNumber.map.size !== source.length)
      byNumber = { source, map: index() };
    const found = byNumber.map.get(number);
    return found?.number === number ? found : undefined;
  };

  /** The filtered, sorted orders and the per-status counts, kept until the next change. */
  const memo = new Map<string, { rows: Order[]; counts: OrdersAnswer['counts'] }>();
  let memoRevision = -1;
  function filtered(f: Filters) {
    const key = JSON.stringify(f);
    if (memoRevision !== ctx.revision || memo.size > 50) {
      memo.clear();
      memoRevision = ctx.revision;
    }
    const kept = memo.get(key);
    if (kept) return kept;
    const name = `${f.sort}:${f.order}`;
    const source = data().orders;
    const narrowed =
      f.payment ||
      f.from ||
      f.to ||
      f.minTotal !== undefined ||
      f.maxTotal !== undefined ||
      f.tag ||
      f.customer ||
      f.attention ||
      f.refundedFrom ||
      f.refundedTo;
    const inAttention = f.attention && attentionTests(Date.parse(f.attentionAt!))[f.attention];
    const refundedInTime = f.refundedFrom !== undefined || f.refundedTo !== undefined;
    if (!narrowed && !f.search) {
      // No pass over the orders: each status is a run of the grouped list.
      const grouped = lists.all(`${name}:status`, source, ctx.revision);
      const direction = f.order === 'asc' ? 1 : -1;
      const run = (status: OrderStatus) => {
        const at = ORDER_STATUSES.indexOf(status);
        const start = statusBound(grouped, at, direction);
        const end = statusBound(grouped, at + direction, direction);
        return [start, end] as const;
      };
      const counts = { all: grouped.length } as OrdersAnswer['counts'];
      for (const status of ORDER_STATUSES) {
        const [start, end] = run(status);
        counts[status] = end - start;
      }
      const rows = f.status ? grouped.slice(...run(f.status)) : lists.all(name, source, ctx.revision);
      const answer = { rows, counts };
      memo.set(key, answer);
      return answer;
    }
    const candidates = f.search
      ? lists.search(name, source, ctx.revision, f.search)
      : lists.all(name, source, ctx.revision);
    const counts: OrdersAnswer['counts'] = {
      all: 0,
      pending: 0,
      processing: 0,
      shipped: 0,
      delivered: 0,
      cancelled: 0,
    };
    const rows: Order[] = [];
    for (const order of candidates) {
      if (narrowed) {
        if (f.payment && order.paymentStatus !== f.payment) continue;
        if (f.from && order.createdAt < f.from) continue;
        if (f.to && order.createdAt > f.to) continue;
        if (f.minTotal !== undefined && order.total < f.minTotal) continue;
        if (f.maxTotal !== undefined && order.total > f.maxTotal) continue;
        if (f.tag && !order.tags.includes(f.tag)) continue;
        if (f.customer && order.customer.id !== f.customer) continue;
        if (inAttention && !inAttention(order)) continue;
        if (refundedInTime && !refundedBetween(order, f.refundedFrom, f.refundedTo)) continue;
      }
      counts.all += 1;
      counts[order.status] += 1;
      if (!f.status || order.status === f.status) rows.push(order);
    }
    const answer = { rows, counts };
    memo.set(key, answer);
    return answer;
  }

  const event = (
    caller: Account,
    type: Order['timeline'][number]['type'],
    fields: Partial<Order['timeline'][number]>,
  ) => ({
    id: uuid(),
    at: new Date().toISOString(),
    actor: actorOf(caller),
    type,
    from: null,
    to: null,
    amount: null,
    text: null,
    ...fields,
  });
  const target = (order: Order) => ({ type: 'order' as const, id: order.id, label: `#${order.number}` });

  /** Moves an order to `to` (the caller's permission already checked); a failure reason otherwise. */
  function transition(
    caller: Account,
    order: Order,
    to: OrderStatus,
    shipping?: { carrier: string; trackingNumber: string; notify: boolean },
  ): BulkFailure | null {
    if (!TRANSITIONS[order.status].includes(to)) return 'invalid_transition';
    const from = order.status;
    lists.update(order, () => {
      order.status = to;
      if (shipping) Object.assign(order, { carrier: shipping.carrier, trackingNumber: shipping.trackingNumber });
    });
    const text = shipping
      ? `${shipping.carrier} ${shipping.trackingNumber}${shipping.notify ? ' · customer notified' : ''}`
      : null;
    order.timeline.push(event(caller, 'status', { from, to, text }));
    audit(data(), actorOf(caller), `order.${to}`, target(order), { status: from }, { status: to, ...(shipping ?? {}) });
    return null;
  }

  const permissionFor = (to: OrderStatus): Permission => (to === 'cancelled' ? 'orders:cancel' : 'orders:transition');

  function detail(order: Order, url: URL): OrderDetail {
    const { rows } = filtered(filtersOf(url));
    const at = rows.indexOf(order);
    const created = {
      id: `${order.id}-created`,
      at: order.createdAt,
      actor: SYSTEM_ACTOR,
      type: 'created' as const,
      from: null,
      to: 'pending',
      amount: order.total,
      text: null,
    };
    return {
      ...order,
      items: withThumbnails(order.items),
      timeline: [created, ...order.timeline],
      previous: at > 0 ? rows[at - 1]!.number : null,
      next: at >= 0 && at < rows.length - 1 ? rows[at + 1]!.number : null,
      allowed: [...TRANSITIONS[order.status]],
      refundable: refundable(order),
    };
  }

  /** Customers with their counters from the orders, kept until the next change. */
  let customers: { revision: number; list: Customer[] } | null = null;
  const customerList = () => {
    if (!customers || customers.revision !== ctx.revision) {
      countCustomers(data().customers, data().orders);
      customers = { revision: ctx.revision, list: data().customers };
    }
    return customers.list;
  };

  const orderNumber = (url: URL) => {
    const raw = textParam(url, 'number').replace(/^#/, '');
    if (!/^\d+$/.test(raw)) throw invalid('number', 'must be an order number');
    return Number(raw);
  };

  return [
    op('get', 'orders', async (request, url): Promise<OrdersAnswer> => {
      await authorize(request, ctx, 'orders:view');
      const f = filtersOf(url);
      const { page, size } = paging(url);
      const { rows, counts } = filtered(f);
      const slice = pageOf(rows, page, size);
      return { ...slice, items: slice.items.map(orderSummary), counts };
    }),
    op('get', 'orders/export', async (request, url) => {
      await authorize(request, ctx, 'orders:export');
      const { rows } = filtered(filtersOf(url));
      return csv(
        'orders.csv',
        [
          'number',
          'createdAt',
          'customer',
          'email',
          'items',
          'subtotal',
          'discount',
          'shippingFee',
          'tax',
          'total',
          'refundedTotal',
          'currency',
          'status',
          'paymentStatus',
          'carrier',
          'trackingNumber',
          'tags',
        ],
        rows.map((o) => [
          `#${o.number}`,
          o.createdAt,
          o.customer.name,
          o.customer.email,
          o.items.reduce((n, item) => n + item.quantity, 0),
          o.subtotal,
          o.discount,
          o.shippingFee,
          o.tax,
          o.total,
          o.refundedTotal,
          o.currency,
          o.status,
          o.paymentStatus,
          o.carrier,
          o.trackingNumber,
          o.tags.join('; '),
        ]),
      );
    }),
    op('get', 'orders/tags', async (request) => {
      await authorize(request, ctx, 'orders:view');
      return ORDER_TAGS;
    }),
    op('get', 'orders/order', async (request, url) => {
      await authorize(request, ctx, 'orders:view');
      const order = findOrder(orderNumber(url));
      if (!order) throw notFound('Order');
      return detail(order, url);
    }),
    op('post', 'orders/transition', async (request) => {
      const body = await readBody(request);
      const to = body.to;
      if (!(ORDER_STATUSES as readonly unknown[]).includes(to))
        throw invalid('to', `must be one of ${ORDER_STATUSES.join(', ')}`);
      const status = to as OrderStatus;
      const caller = await authorize(request, ctx, permissionFor(status));
      const order = findOrder(body.number);
      if (!order)
        throw typeof body.number === 'number' ? notFound('Order') : invalid('number', 'must be an order number');
      let shipping: { carrier: string; trackingNumber: string; notify: boolean } | undefined;
      if (status === 'shipped') {
        shipping = {
          carrier: requiredText(body, 'carrier', 60),
          trackingNumber: requiredText(body, 'trackingNumber', 60),
          notify: body.notify === true,
        };
      }
      if (transition(caller, order, status, shipping)) {
        throw conflict('invalid_transition', `An order can not go from ${order.status} to ${status}`, {
          from: order.status,
          to: status,
        });
      }
      commit();
      return orderSummary(order);
    }),
    /** Several orders to one status (never shipped: that needs a carrier per order). `dryRun` writes nothing. */
    op('post', 'orders/bulk/transition', async (request): Promise<BulkAnswer<number>> => {
      const body = await readBody(request);
      const { ids } = targets<number>(body, 'number', 'numbers', 'number');
      const to = body.to;
      if (!(ORDER_STATUSES as readonly unknown[]).includes(to))
        throw invalid('to', `must be one of ${ORDER_STATUSES.join(', ')}`);
      if (to === 'shipped')
        throw invalid('to', 'can not be shipped in bulk: shipping needs a carrier and tracking number');
      const status = to as OrderStatus;
      const caller = await authorize(request, ctx, permissionFor(status));
      const dryRun = body.dryRun === true;
      const answer: BulkAnswer<number> = { succeeded: [], failed: [] };
      for (const number of ids) {
        const order = findOrder(number);
        const reason: BulkFailure | null = !order
          ? 'not_found'
          : !TRANSITIONS[order.status].includes(status)
            ? 'invalid_transition'
            : dryRun
              ? null
              : transition(caller, order, status);
        if (reason) answer.failed.push({ id: number, reason });
        else answer.succeeded.push(number);
      }
      if (!dryRun && answer.succeeded.length > 0) commit();
      return answer;
    }),
    op('post', 'orders/refund', async (request) => {
      const body = await readBody(request);
      const order = findOrder(body.number);
      if (!order)
        throw typeof body.number === 'number' ? notFound('Order') : invalid('number', 'must be an order number');
      // Every field is read before anything changes: a 400 leaves the order as it was.
      if (body.amount !== undefined && body.lines !== undefined) throw invalid('amount', 'can not be given with lines');
      let amount: number | undefined;
      if (body.amount !== undefined) {
        if (typeof body.amount !== 'number' || !Number.isFinite(body.amount))
          throw invalid('amount', 'must be a number');
        if (body.amount <= 0) throw invalid('amount', 'must be greater than 0');
        amount = money(body.amount);
        if (amount <= 0) throw invalid('amount', 'must be at least 0.01');
      }
      let lines: { index: number; quantity: number }[] | undefined;
      if (body.lines !== undefined) {
        if (!Array.isArray(body.lines) || body.lines.length === 0) throw invalid('lines', 'must be a non-empty array');
        lines = body.lines.map((line: unknown, i: number) => {
          const entry = (line ?? {}) as Record<string, unknown>;
          const index = order.items.findIndex((item) => item.productId === entry.productId);
          if (index === -1) throw invalid(`lines[${i}].productId`, 'is not a line of this order');
          const quantity = entry.quantity;
          if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
            throw invalid(`lines[${i}].quantity`, 'must be an integer of at least 1');
          return { index, quantity };
        });
      }
      const reason = optionalText(body, 'reason', 500);
      const restock = body.restock === true;
      const caller = await authorize(request, ctx, 'orders:refund');
      const left = refundable(order);
      if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'partially_refunded') {
        throw conflict('not_refundable', `An order whose payment is ${order.paymentStatus} can not be refunded`);
      }
      const quantities = order.items.map((item) => item.quantity - item.refundedQuantity);
      let total: number;
      if (lines) {
        total = 0;
        for (const { index, quantity } of lines) {
          quantities[index]! -= quantity;
          if (quantities[index]! < 0)
            throw conflict('refund_too_large', 'More items than are left to refund', { remaining: left });
          total += order.items[index]!.unitPrice * quantity * (1 + order.taxRate);
        }
        total = Math.min(money(total), left);
      } else total = amount ?? left;
      if (total > left + 0.001)
        throw conflict('refund_too_large', `At most ${left} is left to refund`, { remaining: left });
      const before = { refundedTotal: order.refundedTotal, paymentStatus: order.paymentStatus };
      lists.update(order, () => {
        if (lines) order.items.forEach((item, i) => (item.refundedQuantity = item.quantity - quantities[i]!));
        else if (amount === undefined) order.items.forEach((item) => (item.refundedQuantity = item.quantity));
        order.refundedTotal = money(order.refundedTotal + total);
        order.paymentStatus = order.refundedTotal >= order.total - 0.001 ? 'refunded' : 'partially_refunded';
      });
      const text = [reason, restock ? 'restock requested' : null].filter(Boolean).join(' · ') || null;
      order.timeline.push(
        event(caller, 'refund', { amount: total, from: before.paymentStatus, to: order.paymentStatus, text }),
      );
      audit(
        data(),
        actorOf(caller),
        'order.refunded',
        target(order),
        before,
        { refundedTotal: order.refundedTotal, paymentStatus: order.paymentStatus, amount: total },
        text,
      );
      commit();
      return orderSummary(order);
    }),
    op('patch', 'orders/order', async (request) => {
      const body = await readBody(request);
      const caller = await authorize(request, ctx, 'orders:edit');
      const order = findOrder(body.number);
      if (!order)
        throw typeof body.number === 'number' ? notFound('Order') : invalid('number', 'must be an order number');
      const patch = body.order;
      if (typeof patch !== 'object' || patch === null || Array.isArray(patch))
        throw invalid('order', 'must be an object');
      const input = patch as Record<string, unknown>;
      const changes: Partial<Order> = {};
      if (input.shippingAddress !== undefined) {
        const address = input.shippingAddress as Record<string, unknown> | null;
        if (typeof address !== 'object' || address === null)
          throw invalid('order.shippingAddress', 'must be an object');
        const line = (field: string) => {
          const value = address[field];
          if (typeof value !== 'string' || value.trim() === '')
            throw invalid(`order.shippingAddress.${field}`, 'is required');
          return value.trim().slice(0, 200);
        };
        changes.shippingAddress = {
          name: line('name'),
          line1: line('line1'),
          city: line('city'),
          postalCode: line('postalCode'),
          country: line('country'),
        };
      }
      if (input.tags !== undefined) {
        if (
          !Array.isArray(input.tags) ||
          input.tags.some((tag) => typeof tag !== 'string' || tag.trim() === '' || tag.length > 40)
        ) {
          throw invalid('order.tags', 'must be an array of short texts');
        }
        changes.tags = [...new Set((input.tags as string[]).map((tag) => tag.trim()))];
      }
      if (input.returnRequested !== undefined) {
        if (typeof input.returnRequested !== 'boolean') throw invalid('order.returnRequested', 'must be a boolean');
        changes.returnRequested = input.returnRequested;
      }
      if (changes.shippingAddress && order.status !== 'pending' && order.status !== 'processing') {
        throw conflict('locked', 'The shipping address can not change once the order has shipped');
      }
      const before = Object.fromEntries(Object.keys(changes).map((key) => [key, order[key as keyof Order]]));
      Object.assign(order, changes);
      if (Object.keys(changes).length > 0) {
        order.timeline.push(event(caller, 'edit', { text: Object.keys(changes).join(', ') }));
        audit(data(), actorOf(caller), 'order.edited', target(order), before, changes);
        commit();
      }
      return orderSummary(order);
    }),
    op('post', 'orders/notes', async (request) => {
      const body = await readBody(request);
      const caller = await authorize(request, ctx, 'orders:edit');
      const order = findOrder(body.number);
      if (!order)
        throw typeof body.number === 'number' ? notFound('Order') : invalid('number', 'must be an order number');
      const text = requiredText(body, 'text', 2000);
      const note = { id: uuid(), at: new Date().toISOString(), author: { id: caller.id, name: caller.name }, text };
      order.notes.push(note);
      order.timeline.push(event(caller, 'note', { text }));
      audit(data(), actorOf(caller), 'order.note_added', target(order), null, { note: text });
      commit();
      return note;
    }),

    // -------------------------------------------------------------------------------- customers
    op('get', 'customers', async (request, url) => {
      await authorize(request, ctx, 'customers:view');
      const search = textParam(url, 'search').toLowerCase();
      const tag = textParam(url, 'tag');
      const sort = choice(url, 'sort', ['name', 'ordersCount', 'totalSpent', 'lastOrderAt'] as const) ?? 'name';
      const direction = sortOrder(url, 'asc') === 'desc' ? -1 : 1;
      const { page, size } = paging(url);
      const rows = customerList().filter(
        (customer) =>
          (!search || customer.name.toLowerCase().includes(search) || customer.email.toLowerCase().includes(search)) &&
          (!tag || customer.tags.includes(tag)),
      );
      rows.sort((a, b) => {
        const x = a[sort] ?? '';
        const y = b[sort] ?? '';
        const by = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
        return direction * by || collator.compare(a.name, b.name);
      });
      return pageOf(rows, page, size);
    }),
    op('get', 'customers/customer', async (request, url): Promise<CustomerDetail> => {
      await authorize(request, ctx, 'customers:view');
      const customer = customerList().find((candidate) => candidate.id === textParam(url, 'id'));
      if (!customer) throw notFound('Customer');
      const orders = lists
        .all('createdAt:desc', data().orders, ctx.revision)
        .filter((order) => order.customer.id === customer.id)
        .map(orderSummary);
      return { ...customer, orders };
    }),
  ];
}
