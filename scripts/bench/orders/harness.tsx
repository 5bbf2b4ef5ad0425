/**
 * The page `npm run bench orders` measures (built for production, driven by ../orders.mjs): the orders
 * area over the real mock API, its orders grown (or cut) to `?n=`, nothing else around it. The mock's
 * handlers answer in the page (MSW's `getResponse`, no service worker), so a call costs what the
 * handler and the JSON round trip cost.
 */
import { createRoot } from 'react-dom/client';
import { createMockApi } from '@atrium/mock-api';
import { OrdersArea } from '@atrium/ui/views/orders/OrdersView.tsx';
import { benchApp } from '../harness-kit.tsx';

const count = Number(new URLSearchParams(location.search).get('n') ?? '1000');
const mockApi = createMockApi({ delays: false });
const orders = mockApi.db.backOffice.orders;
const firstNumber = orders[0]!.number;
const span = Date.now() - Date.parse(orders[0]!.createdAt);
const seed = orders.slice();
orders.length = Math.min(orders.length, count);
for (let i = orders.length; i < count; i += 1) {
  orders.push({ ...structuredClone(seed[i % seed.length]!), id: `bench-order-${i}` });
}
// Numbers and dates rise together, oldest first, over the same year.
orders.forEach((order, i) => {
  order.number = firstNumber + i;
  order.createdAt = new Date(Date.now() - span + Math.floor((span * i) / count)).toISOString();
});
mockApi.reindex();

const { api, router, tree } = await benchApp(mockApi, {
  base: '/orders',
  element: <OrdersArea />,
  queries: { staleTime: Infinity },
});
const host = document.getElementById('root')!;

/** Resolves at the first frame after `done()` holds (checked after every DOM change). */
function frameWhen(done: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const finish = () => requestAnimationFrame(() => resolve(performance.now()));
    if (done()) return finish();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      finish();
    });
    observer.observe(host, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** The number in the first row shown (its row header, `#10234`). */
const firstShown = () => Number(host.querySelector('[role="grid"] [role="rowheader"]')?.textContent?.slice(1) ?? NaN);
const rows = () => host.querySelectorAll('[role="grid"] [role="row"][data-key]').length;

/** What the API will put first, worked out here from the data (outside the timing). */
const expected = {
  newest: firstNumber + count - 1,
  cheapest: () => orders.reduce((best, order) => (order.total < best.total ? order : best)).number,
  unpaidNewest: () => orders.filter((order) => order.paymentStatus === 'unpaid').at(-1)?.number ?? NaN,
  newestOnPage: (page: number) => firstNumber + count - 1 - (page - 1) * 25,
};

/** Navigates (as the list's own controls do, through the URL) until the frame showing `first` at the top. */
async function until(path: string, first: number): Promise<number> {
  const started = performance.now();
  await router.navigate(path);
  const shown = await frameWhen(() => firstShown() === first && host.querySelector('[data-fetching]') === null);
  return shown - started;
}

const bench = {
  count,
  /** Mounts the list: `api/me`, the first page with its tab counts, until the first frame with rows. */
  async firstRows(): Promise<number> {
    const started = performance.now();
    createRoot(host).render(tree);
    const shown = await frameWhen(() => firstShown() === expected.newest);
    return shown - started;
  },
  /** Sorted by total, cheapest first. */
  sort: () => until('/orders?sort=total&order=asc', expected.cheapest()),
  /** Unpaid orders only (newest first again). */
  filter: () => until('/orders?payment=unpaid', expected.unpaidNewest()),
  /** Another page of the unfiltered list: page 2, then a page far in. */
  page: async (page: number) => until(`/orders?page=${page}`, expected.newestOnPage(page)),
  /** The API call alone for page 40 (mock handler and JSON both ways), to tell its share from the rendering's. */
  async apiPage(page: number): Promise<number> {
    const started = performance.now();
    await api.get('api/orders', { page, size: 25 });
    return performance.now() - started;
  },
  rows,
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
