/**
 * The page `npm run bench inventory` measures (built for production, driven by ../inventory.mjs): the
 * inventory over the real mock API, its products grown (or cut) to `?n=`, nothing else around it. The
 * mock's handlers answer in the page (MSW's `getResponse`, no service worker), so a call costs what the
 * handler and the JSON round trip cost.
 */
import { createRoot } from 'react-dom/client';
import { createMockApi } from '@atrium/mock-api';
import { InventoryApp } from '@atrium/ui/views/inventory/InventoryView.tsx';
import { benchApp } from '../harness-kit.tsx';

const BASE = '/apps/ecommerce/inventory';
const SIZE = 10;
const count = Number(new URLSearchParams(location.search).get('n') ?? '100');
const mockApi = createMockApi({ delays: false });
const products = mockApi.db.inventory.products;
const seed = products.slice();
products.length = 0;
// Every name and price different (a cent apart before tax), so each order has one expected first row.
for (let i = 0; i < count; i += 1) {
  const source = seed[i % seed.length]!;
  const basePrice = 100 + i / 100;
  products.push({
    ...source,
    tags: [...source.tags],
    images: [...source.images],
    id: `bench-product-${i}`,
    name: `${source.name} ${String(i).padStart(6, '0')}`,
    basePrice,
    taxPercent: 10,
    price: Math.round(basePrice * 1.1 * 100) / 100,
  });
}
mockApi.reindex();

const { api, router, tree } = await benchApp(mockApi, {
  base: BASE,
  element: <InventoryApp />,
  queries: { staleTime: Infinity },
});
const host = document.getElementById('root')!;

/** Resolves at the first frame after `done()` holds (checked after every DOM change); fails after 60 s saying what shows. */
function frameWhen(done: () => boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`Still waiting; the first row shows "${firstShown()}": ${host.textContent?.slice(0, 300)}`));
    }, 60_000);
    const finish = () => {
      clearTimeout(timer);
      requestAnimationFrame(() => resolve(performance.now()));
    };
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      finish();
    });
    if (done()) {
      observer.disconnect();
      finish();
      return;
    }
    observer.observe(host, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** The name in the first row shown (its row header). */
const firstShown = () => host.querySelector('[role="grid"] [role="rowheader"]')?.textContent ?? '';
const rows = () => host.querySelectorAll('[role="grid"] [role="row"][data-key]').length;

// What the API will put first, worked out here from the data (outside the timing), as the mock sorts names.
const collator = new Intl.Collator();
const byName = products
  .map((product) => product.name)
  .sort((a, b) => collator.compare(a.toUpperCase(), b.toUpperCase()));
const SEARCH = '00001';
const expected = {
  onPage: (page: number) => byName[(page - 1) * SIZE] ?? '',
  lastPage: Math.max(Math.ceil(count / SIZE), 1),
  dearest: products.at(-1)!.name,
  searched: byName.find((name) => name.toLowerCase().includes(SEARCH)) ?? '',
};

/** Navigates (as the table's own controls do, through the URL) until the frame showing `first` at the top. */
async function until(path: string, first: string): Promise<number> {
  const started = performance.now();
  await router.navigate(path);
  const shown = await frameWhen(() => firstShown() === first && host.querySelector('[data-fetching]') === null);
  return shown - started;
}

const bench = {
  count,
  lastPage: expected.lastPage,
  /** Mounts the table until the first frame with the first page's rows. */
  async firstRows(): Promise<number> {
    const started = performance.now();
    createRoot(host).render(tree);
    const shown = await frameWhen(() => firstShown() === expected.onPage(1));
    return shown - started;
  },
  /** Another page of the list sorted by name. */
  page: (page: number) => until(`${BASE}?page=${page}`, expected.onPage(page)),
  /** Sorted by price, dearest first. */
  sort: () => until(`${BASE}?sort=price&order=desc`, expected.dearest),
  /** A search by name (as the debounced box writes it to the address). */
  search: () => until(`${BASE}?search=${encodeURIComponent(SEARCH)}`, expected.searched),
  /** The API call alone for a page (mock handler and JSON both ways), to tell its share from the rendering's. */
  async apiPage(page: number): Promise<number> {
    const started = performance.now();
    await api.get('api/apps/ecommerce/inventory/products', { page: page - 1, size: SIZE });
    return performance.now() - started;
  },
  rows,
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
