/**
 * The page `npm run bench icons` measures (built for production, driven by ../icons.mjs): the icon page
 * of the largest set (feather), its list grown to `?n=` names, over the real mock API answering in the
 * page (MSW's `getResponse`, no service worker). Nothing else around it.
 */
import { createRoot } from 'react-dom/client';
import { http, HttpResponse } from 'msw';
import { createMockApi, type IconSet } from '@atrium/mock-api';
import { iconSets } from '../../../packages/mock-api/src/db/seed/icons.ts';
import { IconsView } from '@atrium/ui/views/icons/IconsView.tsx';
import { benchApp } from '../harness-kit.tsx';

const count = Number(new URLSearchParams(location.search).get('n') ?? '0');
const mockApi = createMockApi({ delays: false });
await mockApi.load('icons');

/** The set as the mock serves it, grown to `count` names (copies get a numbered suffix). */
const seed: IconSet = iconSets.feather;
const list = [...seed.list];
for (let i = list.length; i < count; i += 1) list.push(`${seed.list[i % seed.list.length]!}-${i}`);
list.sort();
const grown: IconSet = { ...seed, list };

const api = {
  ...mockApi,
  handlers: [http.get('*/api/ui/icons/feather', () => HttpResponse.json(grown)), ...mockApi.handlers],
};
const { tree } = await benchApp(api, {
  base: '/ui/icons/:set',
  initialEntry: '/ui/icons/feather',
  element: <IconsView />,
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

const tiles = () => host.querySelectorAll('[role="grid"] [role="row"]');
const tileNames = () => [...tiles()].map((row) => row.getAttribute('data-key') ?? '');

/** Types into the search field as React sees typing: the native setter, then an input event. */
function typeSearch(text: string) {
  const input = host.querySelector<HTMLInputElement>('input[type="search"]')!;
  // React tracks the value through the prototype's setter; calling it on the element is the point.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const bench = {
  icons: list.length,
  /** Mount until the first frame with tiles in the grid. */
  async firstRender() {
    const started = performance.now();
    createRoot(host).render(tree);
    const shown = await frameWhen(() => tiles().length > 10);
    return { ms: shown - started, tiles: tiles().length };
  },
  /** A search typed in one go until the first frame where every tile drawn matches it. */
  async search(query: string) {
    const expected = list.filter((name) => name.includes(query)).length;
    const started = performance.now();
    typeSearch(query);
    const shown = await frameWhen(() => {
      const names = tileNames();
      return names.length > 0 && names.length <= expected && names.every((name) => name.includes(query));
    });
    return { ms: shown - started, matches: expected, tiles: tiles().length };
  },
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
