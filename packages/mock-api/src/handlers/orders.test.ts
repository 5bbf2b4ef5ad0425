import { describe, expect, it } from 'vitest';
import type {
  AuditAnswer,
  BulkAnswer,
  Customer,
  CustomerDetail,
  Order,
  OrderDetail,
  OrderSummary,
  OrdersAnswer,
  Page,
} from '../contract/back-office.ts';
import type { SignInAnswer } from '../contract/common.ts';
import { inventoryProducts } from '../db/seed/inventory.ts';
import { ORIGIN, call, ok, useMockServer } from '../test/server.ts';

async function signIn(email: string, password: string) {
  const { accessToken } = await ok<SignInAnswer>('POST', 'auth/sign-in', { body: { email, password } });
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(`/api/${path}`, ORIGIN), {
      method,
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
}

describe('back office: orders', () => {
  const state = useMockServer({ actor: 'owner' });
  const data = () => state.api.db.backOffice;
  const find = (status: Order['status'], payment?: Order['paymentStatus']) =>
    data().orders.find((o) => o.status === status && (!payment || o.paymentStatus === payment))!;

  it('seeds 2,000 orders over the last 12 months, their products from the inventory', () => {
    const orders = data().orders;
    expect(orders).toHaveLength(2000);
    const ages = orders.map((o) => Date.now() - Date.parse(o.createdAt));
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(366 * 86_400_000);
    const products = new Map(inventoryProducts.map((p) => [p.id, p]));
    for (const order of orders.slice(0, 200)) {
      for (const item of order.items)
        expect(products.get(item.productId)).toMatchObject({ name: item.name, sku: item.sku });
      expect(order.total).toBeCloseTo(order.subtotal - order.discount + order.shippingFee + order.tax, 2);
    }
    for (const status of ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const)
      expect(find(status)).toBeDefined();
  });

  it('pages newest first by default with status counts; the items carry thumbnails', async () => {
    const first = await ok<OrdersAnswer>('GET', 'orders');
    expect(first).toMatchObject({ total: 2000, page: 1, size: 25 });
    expect(first.items.map((o) => o.number)).toEqual(Array.from({ length: 25 }, (_, i) => 12000 - i));
    expect(first.counts.all).toBe(2000);
    expect(Object.values(first.counts).reduce((a, b) => a + b, 0)).toBe(4000);
    expect(first.items[0]!.items[0]!.thumbnail).toMatch(/^data:image/);
    expect(first.items[0]).not.toHaveProperty('timeline');
    const last = await ok<OrdersAnswer>('GET', 'orders', { query: { page: '80' } });
    expect(last.items.at(-1)!.number).toBe(10001);
    expect((await ok<OrdersAnswer>('GET', 'orders', { query: { page: '81' } })).items).toEqual([]);
  });

  it('answers each status tab, sorted either way, as a full filter and a stable sort would', async () => {
    await ok('POST', 'orders/transition', { body: { number: find('pending').number, to: 'cancelled' } });
    for (const sort of ['total', 'customer', 'status'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const value = (o: Order) => (sort === 'customer' ? o.customer.name : sort === 'status' ? 0 : o.total);
        const compare = (a: Order, b: Order) => {
          const x = value(a);
          const y = value(b);
          const by =
            typeof x === 'string' ? x.localeCompare(y as string, 'en', { sensitivity: 'base' }) : x - (y as number);
          return order === 'asc' ? by : -by;
        };
        for (const status of ['pending', 'shipped', 'cancelled'] as const) {
          const answer = await ok<OrdersAnswer>('GET', 'orders', { query: { status, sort, order, size: '100' } });
          const want = data().orders.filter((o) => o.status === status);
          expect(answer.total).toBe(want.length);
          expect(answer.counts[status]).toBe(want.length);
          expect(answer.items.map((o) => o.number)).toEqual(
            [...want]
              .sort(compare)
              .slice(0, 100)
              .map((o) => o.number),
          );
        }
      }
    }
  });

  it('filters by status, payment, dates, totals, tag and customer; counts respect every filter but status', async () => {
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const query = { payment: 'paid', from, minTotal: '100', maxTotal: '3000', status: 'delivered', size: '100' };
    const answer = await ok<OrdersAnswer>('GET', 'orders', { query });
    const matches = (o: Order) =>
      o.paymentStatus === 'paid' && o.createdAt >= from && o.total >= 100 && o.total <= 3000;
    expect(answer.total).toBe(data().orders.filter((o) => matches(o) && o.status === 'delivered').length);
    expect(answer.counts.all).toBe(data().orders.filter(matches).length);
    expect(answer.counts.pending).toBe(data().orders.filter((o) => matches(o) && o.status === 'pending').length);
    const tagged = await ok<OrdersAnswer>('GET', 'orders', { query: { tag: 'vip', size: '100' } });
    expect(tagged.total).toBe(data().orders.filter((o) => o.tags.includes('vip')).length);
    const customer = data().orders[0]!.customer;
    const theirs = await ok<OrdersAnswer>('GET', 'orders', { query: { customer: customer.id, size: '100' } });
    expect(theirs.items.every((o) => o.customer.id === customer.id)).toBe(true);
  });

  it('searches the number, the customer name or email', async () => {
    expect(
      (await ok<OrdersAnswer>('GET', 'orders', { query: { search: '#10234' } })).items.map((o) => o.number),
    ).toEqual([10234]);
    const someone = data().orders[5]!.customer;
    const byEmail = await ok<OrdersAnswer>('GET', 'orders', {
      query: { search: someone.email.toUpperCase(), size: '100' },
    });
    expect(byEmail.total).toBe(data().orders.filter((o) => o.customer.email === someone.email).length);
    const byName = await ok<OrdersAnswer>('GET', 'orders', {
      query: { search: someone.name.split(' ')[1]!, size: '100' },
    });
    expect(byName.items.some((o) => o.customer.id === someone.id)).toBe(true);
  });

  it('sorts by total, customer and status both ways, stable and server-side', async () => {
    const byTotal = await ok<OrdersAnswer>('GET', 'orders', { query: { sort: 'total', order: 'asc', size: '100' } });
    const totals = data()
      .orders.map((o) => o.total)
      .sort((a, b) => a - b);
    expect(byTotal.items.map((o) => o.total)).toEqual(totals.slice(0, 100));
    const byCustomer = await ok<OrdersAnswer>('GET', 'orders', {
      query: { sort: 'customer', order: 'desc', page: '3', size: '50' },
    });
    const names = byCustomer.items.map((o) => o.customer.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
  });

  it('refuses bad queries with 400 and the field: an unknown status, a page size of 10,000, a bad date', async () => {
    expect(await call('GET', 'orders', { query: { status: 'lost' } })).toMatchObject({
      status: 400,
      body: { field: 'status', reason: 'must be one of pending, processing, shipped, delivered, cancelled' },
    });
    expect((await call('GET', 'orders', { query: { size: '10000' } })).body).toMatchObject({ field: 'size' });
    expect((await call('GET', 'orders', { query: { from: 'last week' } })).body).toMatchObject({ field: 'from' });
    expect((await call('GET', 'orders', { query: { minTotal: 'cheap' } })).body).toMatchObject({ field: 'minTotal' });
    expect((await call('GET', 'orders', { query: { sort: 'colour' } })).body).toMatchObject({ field: 'sort' });
  });

  it('exports the filtered set as CSV (orders:export)', async () => {
    const answer = await call('GET', 'orders/export', { query: { status: 'cancelled' } });
    expect(answer.contentType).toContain('text/csv');
    const lines = String(answer.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.split(',').slice(0, 3)).toEqual(['number', 'createdAt', 'customer']);
    expect(lines.length - 1).toBe(data().orders.filter((o) => o.status === 'cancelled').length);
    expect(lines.slice(1).every((line) => line.includes(',cancelled,'))).toBe(true);
    const viewer = await signIn('viewer@atrium.dev', 'viewer');
    expect(await viewer('GET', 'orders/export')).toMatchObject({ status: 403, body: { permission: 'orders:export' } });
  });

  it('answers an order with its neighbours in the list, its allowed steps and what is left to refund', async () => {
    const detail = await ok<OrderDetail>('GET', 'orders/order', { query: { number: '#11000' } });
    expect(detail).toMatchObject({ number: 11000, previous: 11001, next: 10999 });
    expect(detail.timeline[0]).toMatchObject({ type: 'created', actor: { kind: 'system' } });
    const pending = find('pending');
    const filtered = await ok<OrderDetail>('GET', 'orders/order', {
      query: { number: String(pending.number), status: 'pending' },
    });
    expect(filtered.allowed).toEqual(['processing', 'cancelled']);
    const pendings = data()
      .orders.filter((o) => o.status === 'pending')
      .map((o) => o.number)
      .sort((a, b) => b - a);
    const at = pendings.indexOf(pending.number);
    expect(filtered.previous).toBe(pendings[at - 1] ?? null);
    expect(filtered.next).toBe(pendings[at + 1] ?? null);
    expect((await call('GET', 'orders/order', { query: { number: '1' } })).status).toBe(404);
  });

  it('takes an order from pending to delivered, shipping with carrier and tracking, on the timeline and in the audit', async () => {
    const order = find('pending');
    const number = order.number;
    await ok('POST', 'orders/transition', { body: { number, to: 'processing' } });
    expect((await call('POST', 'orders/transition', { body: { number, to: 'shipped' } })).body).toMatchObject({
      field: 'carrier',
    });
    expect(order.status).toBe('processing');
    await ok('POST', 'orders/transition', {
      body: { number, to: 'shipped', carrier: 'SEUR', trackingNumber: 'ES123', notify: true },
    });
    const shipped = await ok<OrderSummary>('POST', 'orders/transition', { body: { number, to: 'delivered' } });
    expect(shipped).toMatchObject({ status: 'delivered', carrier: 'SEUR', trackingNumber: 'ES123' });
    const detail = await ok<OrderDetail>('GET', 'orders/order', { query: { number: String(number) } });
    expect(detail.timeline.map((e) => e.to)).toEqual(['pending', 'processing', 'shipped', 'delivered']);
    expect(detail.timeline[2]).toMatchObject({
      actor: { kind: 'user', name: 'Lucía Navarro' },
      text: 'SEUR ES123 · customer notified',
    });
    expect(detail.allowed).toEqual([]);
    const trail = await ok<AuditAnswer>('GET', 'audit', { query: { targetId: order.id } });
    expect(trail.items.map((e) => e.action)).toEqual(['order.delivered', 'order.shipped', 'order.processing']);
    const list = await ok<OrdersAnswer>('GET', 'orders', { query: { status: 'delivered', search: String(number) } });
    expect(list.items.map((o) => o.number)).toEqual([number]);
  });

  it('refuses a step that is not allowed with 409 invalid_transition, changing nothing', async () => {
    const delivered = find('delivered');
    const before = JSON.stringify(data());
    expect(
      await call('POST', 'orders/transition', { body: { number: delivered.number, to: 'pending' } }),
    ).toMatchObject({
      status: 409,
      body: { code: 'invalid_transition', from: 'delivered', to: 'pending' },
    });
    expect(
      (await call('POST', 'orders/transition', { body: { number: find('cancelled').number, to: 'processing' } })).body,
    ).toMatchObject({
      code: 'invalid_transition',
      from: 'cancelled',
    });
    expect(
      (await call('POST', 'orders/transition', { body: { number: delivered.number, to: 'lost' } })).body,
    ).toMatchObject({ field: 'to' });
    expect(JSON.stringify(data())).toBe(before);
  });

  it('checks the permission of each step: cancel needs orders:cancel, the support agent has no transition', async () => {
    const support = await signIn('support@atrium.dev', 'support');
    const pending = find('pending');
    expect(await support('POST', 'orders/transition', { number: pending.number, to: 'cancelled' })).toMatchObject({
      status: 403,
      body: { permission: 'orders:cancel' },
    });
    expect(
      (await support('POST', 'orders/transition', { number: pending.number, to: 'processing' })).body,
    ).toMatchObject({
      permission: 'orders:transition',
    });
    expect(
      (await support('POST', 'orders/notes', { number: pending.number, text: 'Called the customer' })).status,
    ).toBe(200);
  });

  it('changes status in bulk: a dry run counts the eligible ones, the real run skips the rest with reasons', async () => {
    const pending = data()
      .orders.filter((o) => o.status === 'pending')
      .slice(0, 3)
      .map((o) => o.number);
    const delivered = find('delivered').number;
    const numbers = [...pending, delivered, 99];
    const dry = await ok<BulkAnswer<number>>('POST', 'orders/bulk/transition', {
      body: { numbers, to: 'processing', dryRun: true },
    });
    expect(dry).toEqual({
      succeeded: pending,
      failed: [
        { id: delivered, reason: 'invalid_transition' },
        { id: 99, reason: 'not_found' },
      ],
    });
    expect(
      data()
        .orders.filter((o) => pending.includes(o.number))
        .every((o) => o.status === 'pending'),
    ).toBe(true);
    expect(await ok('POST', 'orders/bulk/transition', { body: { numbers, to: 'processing' } })).toEqual(dry);
    expect(
      data()
        .orders.filter((o) => pending.includes(o.number))
        .every((o) => o.status === 'processing'),
    ).toBe(true);
    expect(find('delivered').number).toBe(delivered);
    expect((await call('POST', 'orders/bulk/transition', { body: { numbers, to: 'shipped' } })).body).toMatchObject({
      field: 'to',
    });
    expect(
      (await call('POST', 'orders/bulk/transition', { body: { numbers: [], to: 'cancelled' } })).body,
    ).toMatchObject({ field: 'numbers' });
  });

  it('refunds a line, then an amount, never above what is left, with totals, timeline and audit', async () => {
    const order = data().orders.find(
      (o) => o.paymentStatus === 'paid' && o.items.length >= 2 && o.items[0]!.quantity === 1,
    )!;
    const line = order.items[0]!;
    const lineAmount = Math.round(line.unitPrice * (1 + order.taxRate) * 100) / 100;
    const afterLine = await ok<OrderSummary>('POST', 'orders/refund', {
      body: { number: order.number, lines: [{ productId: line.productId, quantity: 1 }], restock: true },
    });
    expect(afterLine).toMatchObject({ paymentStatus: 'partially_refunded', refundedTotal: lineAmount });
    expect(afterLine.items[0]!.refundedQuantity).toBe(1);
    // The same line again: nothing of it is left.
    expect(
      await call('POST', 'orders/refund', {
        body: { number: order.number, lines: [{ productId: line.productId, quantity: 1 }] },
      }),
    ).toMatchObject({
      status: 409,
      body: { code: 'refund_too_large' },
    });
    const left = Math.round((order.total - lineAmount) * 100) / 100;
    expect(await call('POST', 'orders/refund', { body: { number: order.number, amount: left + 0.01 } })).toMatchObject({
      status: 409,
      body: { code: 'refund_too_large', remaining: left },
    });
    const whole = await ok<OrderSummary>('POST', 'orders/refund', { body: { number: order.number, amount: left } });
    expect(whole).toMatchObject({ paymentStatus: 'refunded', refundedTotal: order.total });
    expect(await call('POST', 'orders/refund', { body: { number: order.number, amount: 1 } })).toMatchObject({
      status: 409,
      body: { code: 'not_refundable' },
    });
    const detail = await ok<OrderDetail>('GET', 'orders/order', { query: { number: String(order.number) } });
    expect(detail.refundable).toBe(0);
    expect(detail.timeline.filter((e) => e.type === 'refund').map((e) => e.amount)).toEqual([lineAmount, left]);
    expect(detail.timeline.find((e) => e.type === 'refund')!.text).toBe('restock requested');
    const trail = await ok<AuditAnswer>('GET', 'audit', { query: { action: 'order.refunded' } });
    expect(trail.total).toBe(2);
  });

  it('refuses a negative, zero or malformed refund with 400 and the field, changing nothing', async () => {
    const order = find('delivered', 'paid');
    const before = JSON.stringify(data());
    expect(await call('POST', 'orders/refund', { body: { number: order.number, amount: -5 } })).toMatchObject({
      status: 400,
      body: { field: 'amount', reason: 'must be greater than 0' },
    });
    expect((await call('POST', 'orders/refund', { body: { number: order.number, amount: 0 } })).body).toMatchObject({
      field: 'amount',
    });
    expect(
      (
        await call('POST', 'orders/refund', {
          body: { number: order.number, lines: [{ productId: 'x', quantity: 1 }] },
        })
      ).body,
    ).toMatchObject({
      field: 'lines[0].productId',
    });
    const productId = order.items[0]!.productId;
    expect(
      (await call('POST', 'orders/refund', { body: { number: order.number, lines: [{ productId, quantity: -1 }] } }))
        .body,
    ).toMatchObject({
      field: 'lines[0].quantity',
    });
    expect(
      (await call('POST', 'orders/refund', { body: { number: order.number, amount: 5, lines: [] } })).body,
    ).toMatchObject({ field: 'amount' });
    expect(
      (await call('POST', 'orders/refund', { body: { number: find('pending', 'unpaid').number } })).body,
    ).toMatchObject({
      code: 'not_refundable',
    });
    expect(JSON.stringify(data())).toBe(before);
  });

  it('edits the shipping address until shipped, tags and notes, each audited', async () => {
    const pending = find('pending');
    const address = { name: 'Ana', line1: 'Calle Luna 3', city: 'Madrid', postalCode: '28004', country: 'ES' };
    const edited = await ok<OrderSummary>('PATCH', 'orders/order', {
      body: { number: pending.number, order: { shippingAddress: address, tags: ['gift'] } },
    });
    expect(edited).toMatchObject({ shippingAddress: address, tags: ['gift'] });
    const shipped = find('shipped');
    expect(
      await call('PATCH', 'orders/order', { body: { number: shipped.number, order: { shippingAddress: address } } }),
    ).toMatchObject({
      status: 409,
      body: { code: 'locked' },
    });
    expect(
      (
        await call('PATCH', 'orders/order', {
          body: { number: pending.number, order: { shippingAddress: { ...address, city: '' } } },
        })
      ).body,
    ).toMatchObject({
      field: 'order.shippingAddress.city',
    });
    await ok('POST', 'orders/notes', { body: { number: pending.number, text: 'Gift wrap, please' } });
    const detail = await ok<OrderDetail>('GET', 'orders/order', { query: { number: String(pending.number) } });
    expect(detail.notes.map((n) => n.text)).toEqual(['Gift wrap, please']);
    expect((await call('POST', 'orders/notes', { body: { number: pending.number, text: '  ' } })).body).toMatchObject({
      field: 'text',
    });
    const trail = await ok<AuditAnswer>('GET', 'audit', { query: { targetId: pending.id } });
    expect(trail.items.map((e) => e.action)).toEqual(['order.note_added', 'order.edited']);
  });
});

describe('back office: customers', () => {
  const state = useMockServer({ actor: 'owner' });
  const data = () => state.api.db.backOffice;

  it('lists customers with their order counters, searched, sorted and paged', async () => {
    const page = await ok<Page<Customer>>('GET', 'customers', {
      query: { sort: 'totalSpent', order: 'desc', size: '10' },
    });
    expect(page.total).toBe(150);
    const spent = page.items.map((c) => c.totalSpent);
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
    const top = page.items[0]!;
    const theirs = data().orders.filter((o) => o.customer.id === top.id);
    expect(top.ordersCount).toBe(theirs.length);
    const found = await ok<Page<Customer>>('GET', 'customers', { query: { search: top.email.toUpperCase() } });
    expect(found.items.map((c) => c.id)).toEqual([top.id]);
    expect((await call('GET', 'customers', { query: { size: '10000' } })).body).toMatchObject({ field: 'size' });
  });

  it('shows a customer with their orders, newest first; a refund lowers what they spent', async () => {
    const customer = data().customers[0]!;
    const detail = await ok<CustomerDetail>('GET', 'customers/customer', { query: { id: customer.id } });
    expect(detail.orders.length).toBe(detail.ordersCount);
    const dates = detail.orders.map((o) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const paid = detail.orders.find((o) => o.paymentStatus === 'paid' && o.status !== 'cancelled')!;
    await ok('POST', 'orders/refund', { body: { number: paid.number, amount: 10 } });
    const after = await ok<CustomerDetail>('GET', 'customers/customer', { query: { id: customer.id } });
    expect(after.totalSpent).toBeCloseTo(detail.totalSpent - 10, 2);
    expect((await call('GET', 'customers/customer', { query: { id: 'nobody' } })).status).toBe(404);
  });
});
