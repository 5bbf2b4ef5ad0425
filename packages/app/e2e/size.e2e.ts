/** The first screen stays small: the budget covers what /sign-in downloads before it can render. */
import { expect, inject, test } from 'vitest';
import {
  chunkKeyOf,
  entryKey,
  findKey,
  formatKb,
  initialLoad,
  MOCK_API_SOURCE,
  readManifest,
  staticClosure,
} from '../../../scripts/sizes.mjs';

// The first screen's budget: what /sign-in loads before it renders stays under 150 kB gzip. React and react-dom take
// about 64 kB of it, the data router 29, i18next with react-i18next 17, react-aria's form pieces and
// the auth pages (one chunk for all seven) the rest.
const BUDGET_GZIP_BYTES = 150_000;
const manifest = readManifest(inject('appDist'));
const entry = entryKey(manifest);

test(`the sign-in route's initial JS is under ${formatKb(BUDGET_GZIP_BYTES)} gzipped`, () => {
  const signIn = chunkKeyOf(manifest, '../ui/src/pages/auth/SignInPage.tsx', inject('appDist'));
  const load = initialLoad(manifest, [signIn], inject('appDist'));
  expect(load.js).toContain(manifest[signIn]?.file);
  expect(load.jsGzip, `sign-in initial JS is ${formatKb(load.jsGzip)} gzipped (${load.js.join(', ')})`).toBeLessThan(
    BUDGET_GZIP_BYTES,
  );
});

test('the mock API is loaded on demand, never with the entry chunk', () => {
  const mock = findKey(manifest, MOCK_API_SOURCE);
  expect(manifest[mock]?.isDynamicEntry, 'the mock API is its own dynamically imported chunk').toBe(true);
  const loadedWithEntry = staticClosure(manifest, [entry]);
  expect([...loadedWithEntry]).not.toContain(mock);
});
