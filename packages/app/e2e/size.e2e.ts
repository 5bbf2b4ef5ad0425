/**
 * The first screen stays small: what /sign-in downloads in all, the app's part and the mock API's first
 * chunk (MSW, auth and the common calls), each under its budget; every other domain of the mock stays
 * out of that chunk and loads on its first call.
 */
import { expect, inject, test } from 'vitest';
import {
  chunkKeyOf,
  entryKey,
  findKey,
  formatKb,
  initialLoad,
  mockApiLoad,
  MOCK_API_SOURCE,
  readManifest,
  staticClosure,
} from '../../../scripts/sizes.mjs';

// Budgets, gzip. The app's part: React and react-dom take about 64 kB, the data router 29, i18next with
// react-i18next 17, react-aria's form pieces and the auth pages (one chunk for all seven) the rest. The
// mock's first chunk: MSW about 45 kB, jose 6, the shell's handlers and seed the rest. The README's
// "Figures" say what stands between these and the 140 / 200 kB targets.
const APP_BUDGET = 150_000;
const MOCK_FIRST_BUDGET = 65_000;
const FIRST_SCREEN_BUDGET = 215_000;

const dist = inject('appDist');
const manifest = readManifest(dist);
const entry = entryKey(manifest);
const signIn = chunkKeyOf(manifest, '../ui/src/pages/auth/SignInPage.tsx', dist);
const app = initialLoad(manifest, [signIn], dist);
const mock = mockApiLoad(manifest, dist);

test(`the sign-in route's own JS is under ${formatKb(APP_BUDGET)} gzipped`, () => {
  expect(app.js).toContain(manifest[signIn]?.file);
  expect(app.jsGzip, `sign-in JS is ${formatKb(app.jsGzip)} gzipped (${app.js.join(', ')})`).toBeLessThan(APP_BUDGET);
});

test(`the mock API's first chunk is under ${formatKb(MOCK_FIRST_BUDGET)}, and the first screen under ${formatKb(FIRST_SCREEN_BUDGET)} in all`, () => {
  expect(mock.jsGzip, `mock first chunk is ${formatKb(mock.jsGzip)} (${mock.js.join(', ')})`).toBeLessThan(
    MOCK_FIRST_BUDGET,
  );
  const total = app.jsGzip + mock.jsGzip;
  expect(total, `the first screen is ${formatKb(total)} gzipped in all`).toBeLessThan(FIRST_SCREEN_BUDGET);
});

test('the mock API is loaded on demand, never with the entry chunk', () => {
  const key = findKey(manifest, MOCK_API_SOURCE);
  expect(manifest[key]?.isDynamicEntry, 'the mock API is its own dynamically imported chunk').toBe(true);
  expect([...staticClosure(manifest, [entry])]).not.toContain(key);
});

test("every domain of the mock is a chunk of its own, outside the mock's first chunk", () => {
  const domains = Object.keys(manifest).filter((key) =>
    /mock-api\/src\/domains\/(?!domain\.ts|registry\.ts)[\w-]+\.ts$/.test(key),
  );
  expect(domains.length).toBeGreaterThanOrEqual(13);
  const first = new Set(mock.keys);
  for (const key of domains) {
    expect(manifest[key]?.isDynamicEntry, key).toBe(true);
    expect(first.has(key), key).toBe(false);
  }
  // The seed of the biggest domains is nowhere in the first chunk's files.
  for (const source of ['../mock-api/src/db/seed/contacts.ts', '../mock-api/src/db/seed/mailbox.ts']) {
    const holder = chunkKeyOf(manifest, source, dist);
    expect(first.has(holder), source).toBe(false);
  }
});
