/**
 * Property tests across every handler: whatever the body or query, no answer is a 500, a refused
 * request changes nothing, and the database always passes its own shape check. The endpoints are
 * dealt into parts, each run by its own test file (fuzz-*.test.ts), so the unit run's workers share
 * them instead of one file outlasting all the others.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InventoryProductsAnswer } from '../contract/inventory.ts';
import type { Database } from '../db/database.ts';
import { databaseCheck } from '../db/database.ts';
import { messageShape, notificationShape, shortcutShape, userShape } from '../db/shapes.ts';
import { chatShape } from '../db/shapes-chat.ts';
import { contactShape, tagShape } from '../db/shapes-contacts.ts';
import { productShape } from '../db/shapes-inventory.ts';
import { mailLabelShape, mailShape } from '../db/shapes-mailbox.ts';
import { noteShape } from '../db/shapes-notes.ts';
import { scrumboardCardShape, scrumboardListShape } from '../db/shapes-scrumboard.ts';
import { taskShape } from '../db/shapes-tasks.ts';
import { useMockServer } from './server.ts';

const INV = 'apps/ecommerce/inventory';
/** Runs per handler; raise it for a deeper search (`MOCK_API_FUZZ_RUNS=500 npx vitest run ...`). */
const RUNS = Number(process.env.MOCK_API_FUZZ_RUNS ?? 30);

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The body's entity key and that entity's field names (for bodies that are nearly right). */
  key?: string;
  fields?: string[];
  /** The part of the database this call may change. */
  slice: (db: Database) => unknown;
}

const keys = (shape: object) => Object.keys(shape);
const endpoints: Endpoint[] = [
  { method: 'POST', path: 'auth/sign-in', fields: ['email', 'password'], slice: (db) => db.user },
  { method: 'POST', path: 'auth/unlock-session', fields: ['email', 'password'], slice: (db) => db.user },
  { method: 'POST', path: 'auth/sign-in-with-token', fields: ['accessToken'], slice: (db) => db.user },
  { method: 'POST', path: 'auth/sign-up', slice: (db) => db.user },
  { method: 'POST', path: 'auth/forgot-password', slice: (db) => db.user },
  { method: 'POST', path: 'auth/reset-password', slice: (db) => db.user },
  { method: 'GET', path: 'common/user', slice: (db) => db.user },
  { method: 'PATCH', path: 'common/user', key: 'user', fields: keys(userShape), slice: (db) => db.user },
  ...(['notifications', 'messages'] as const).flatMap((list): Endpoint[] => {
    const key = list === 'notifications' ? 'notification' : 'message';
    const fields = keys(list === 'notifications' ? notificationShape : messageShape);
    const slice = (db: Database) => db[list];
    return [
      { method: 'GET', path: `common/${list}`, slice },
      { method: 'POST', path: `common/${list}`, key, fields, slice },
      { method: 'PATCH', path: `common/${list}`, key, fields, slice },
      { method: 'DELETE', path: `common/${list}`, slice },
      { method: 'POST', path: `common/${list}/toggle-read-status`, fields: ['read'], slice },
    ];
  }),
  { method: 'GET', path: 'common/shortcuts', slice: (db) => db.shortcuts },
  {
    method: 'POST',
    path: 'common/shortcuts',
    key: 'shortcut',
    fields: keys(shortcutShape),
    slice: (db) => db.shortcuts,
  },
  {
    method: 'PATCH',
    path: 'common/shortcuts',
    key: 'shortcut',
    fields: keys(shortcutShape),
    slice: (db) => db.shortcuts,
  },
  { method: 'DELETE', path: 'common/shortcuts', slice: (db) => db.shortcuts },
  { method: 'GET', path: 'common/navigation', slice: () => null },
  { method: 'POST', path: 'common/search', fields: ['query'], slice: () => null },
  { method: 'GET', path: 'apps/contacts/all', slice: (db) => db.contacts },
  { method: 'GET', path: 'apps/contacts/search', slice: (db) => db.contacts },
  { method: 'GET', path: 'apps/contacts/contact', slice: (db) => db.contacts },
  { method: 'POST', path: 'apps/contacts/contact', slice: (db) => db.contacts.slice(1) },
  {
    method: 'PATCH',
    path: 'apps/contacts/contact',
    key: 'contact',
    fields: keys(contactShape),
    slice: (db) => db.contacts,
  },
  { method: 'DELETE', path: 'apps/contacts/contact', slice: (db) => db.contacts },
  { method: 'GET', path: 'apps/contacts/countries', slice: () => null },
  { method: 'GET', path: 'apps/contacts/tags', slice: (db) => db.contactTags },
  { method: 'POST', path: 'apps/contacts/tag', key: 'tag', fields: keys(tagShape), slice: (db) => db.contactTags },
  { method: 'PATCH', path: 'apps/contacts/tag', key: 'tag', fields: keys(tagShape), slice: (db) => db.contactTags },
  { method: 'DELETE', path: 'apps/contacts/tag', slice: (db) => [db.contactTags, db.contacts] },
  { method: 'POST', path: 'apps/contacts/avatar', fields: ['id', 'avatar'], slice: (db) => db.contacts },
  ...['categories', 'brands', 'vendors', 'tags', 'products', 'product'].map((name): Endpoint => ({
    method: 'GET',
    path: `${INV}/${name}`,
    slice: (db) => db.inventory,
  })),
  { method: 'POST', path: `${INV}/product`, slice: (db) => db.inventory.products.slice(1) },
  { method: 'PATCH', path: `${INV}/product`, key: 'product', fields: keys(productShape), slice: (db) => db.inventory },
  { method: 'DELETE', path: `${INV}/product`, slice: (db) => db.inventory },
  { method: 'POST', path: `${INV}/tag`, key: 'tag', fields: keys(tagShape), slice: (db) => db.inventory.tags },
  { method: 'PATCH', path: `${INV}/tag`, key: 'tag', fields: keys(tagShape), slice: (db) => db.inventory.tags },
  { method: 'DELETE', path: `${INV}/tag`, slice: (db) => db.inventory },
  ...(['tags', 'all', 'search', 'task'] as const).map((name): Endpoint => ({
    method: 'GET',
    path: `apps/tasks/${name}`,
    slice: (db) => [db.tasks, db.taskTags],
  })),
  { method: 'POST', path: 'apps/tasks/tag', key: 'tag', fields: keys(tagShape), slice: (db) => db.taskTags },
  { method: 'PATCH', path: 'apps/tasks/tag', key: 'tag', fields: keys(tagShape), slice: (db) => db.taskTags },
  { method: 'DELETE', path: 'apps/tasks/tag', slice: (db) => [db.taskTags, db.tasks] },
  { method: 'PATCH', path: 'apps/tasks/order', key: 'tasks', fields: ['id', 'order'], slice: (db) => db.tasks },
  { method: 'POST', path: 'apps/tasks/task', fields: ['type'], slice: (db) => db.tasks },
  { method: 'PATCH', path: 'apps/tasks/task', key: 'task', fields: keys(taskShape), slice: (db) => db.tasks },
  { method: 'DELETE', path: 'apps/tasks/task', slice: (db) => db.tasks },
  ...(['settings', 'folders', 'filters', 'labels', 'mails', 'mail'] as const).map((name): Endpoint => ({
    method: 'GET',
    path: `apps/mailbox/${name}`,
    slice: (db) => db.mailbox,
  })),
  {
    method: 'PATCH',
    path: 'apps/mailbox/settings',
    key: 'settings',
    fields: ['messageLayout'],
    slice: (db) => db.mailbox.settings,
  },
  {
    method: 'POST',
    path: 'apps/mailbox/label',
    key: 'label',
    fields: keys(mailLabelShape),
    slice: (db) => db.mailbox.labels,
  },
  {
    method: 'PATCH',
    path: 'apps/mailbox/label',
    key: 'label',
    fields: keys(mailLabelShape),
    slice: (db) => db.mailbox.labels,
  },
  { method: 'DELETE', path: 'apps/mailbox/label', slice: (db) => db.mailbox },
  { method: 'PATCH', path: 'apps/mailbox/mail', key: 'mail', fields: keys(mailShape), slice: (db) => db.mailbox.mails },
  ...[
    'academy/categories',
    'academy/courses',
    'academy/courses/course',
    'file-manager',
    'help-center/faqs',
    'help-center/guides',
    'help-center/guide',
  ].map((path): Endpoint => ({
    method: 'GET',
    path: `apps/${path}`,
    slice: () => null,
  })),
  { method: 'GET', path: 'apps/notes/labels', slice: (db) => db.notes },
  { method: 'GET', path: 'apps/notes/all', slice: (db) => db.notes },
  { method: 'POST', path: 'apps/notes/labels', fields: ['title'], slice: (db) => db.notes.labels },
  { method: 'PATCH', path: 'apps/notes/labels', key: 'label', fields: ['id', 'title'], slice: (db) => db.notes.labels },
  { method: 'DELETE', path: 'apps/notes/labels', slice: (db) => db.notes },
  { method: 'POST', path: 'apps/notes/tasks', key: 'note', fields: ['id', 'task'], slice: (db) => db.notes },
  { method: 'POST', path: 'apps/notes', key: 'note', fields: keys(noteShape), slice: (db) => db.notes.notes.slice(1) },
  { method: 'PATCH', path: 'apps/notes', key: 'updatedNote', fields: keys(noteShape), slice: (db) => db.notes },
  { method: 'DELETE', path: 'apps/notes', slice: (db) => db.notes },
  ...['boards', 'board', 'board/labels'].map((path): Endpoint => ({
    method: 'GET',
    path: `apps/scrumboard/${path}`,
    slice: (db) => db.scrumboard,
  })),
  ...(
    [
      ['POST', 'board/list', 'list', keys(scrumboardListShape)],
      ['PATCH', 'board/list', 'list', keys(scrumboardListShape)],
      ['DELETE', 'board/list', undefined, undefined],
      ['PATCH', 'board/lists', 'lists', keys(scrumboardListShape)],
      ['PUT', 'board/card', 'card', keys(scrumboardCardShape)],
      ['PATCH', 'board/card', 'card', keys(scrumboardCardShape)],
      ['DELETE', 'board/card', undefined, undefined],
      ['PATCH', 'board/cards', 'cards', keys(scrumboardCardShape)],
      ['PATCH', 'board/card/positions', 'cards', ['id']],
      ['PUT', 'board/label', 'label', ['boardId', 'title']],
      ['PATCH', 'board/label', 'label', ['title']],
      ['DELETE', 'board/label', undefined, undefined],
    ] as const
  ).map(([method, path, key, fields]): Endpoint => ({
    method,
    path: `apps/scrumboard/${path}`,
    key,
    fields: fields ? [...fields] : undefined,
    slice: (db) => db.scrumboard,
  })),
  ...['chats', 'chat', 'contacts', 'contact', 'profile'].map((path): Endpoint => ({
    method: 'GET',
    path: `apps/chat/${path}`,
    slice: (db) => db.chat,
  })),
  { method: 'PATCH', path: 'apps/chat/chat', key: 'chat', fields: keys(chatShape), slice: (db) => db.chat },
  {
    method: 'POST',
    path: 'dashboards/crypto/trade',
    fields: ['action', 'wallet', 'amount', 'currency'],
    slice: (db) => ({ wallets: db.cryptoWallets, cash: db.cryptoCash }),
  },
  ...[
    'dashboards/analytics',
    'dashboards/crypto',
    'dashboards/finance',
    'dashboards/project',
    'pages/activities',
    ...['feather', 'heroicons-outline', 'heroicons-solid', 'heroicons-mini'].map((set) => `ui/icons/${set}`),
    ...['material-solid', 'material-outline', 'material-twotone'].map((set) => `ui/icons/${set}`),
  ].map((path): Endpoint => ({ method: 'GET', path, slice: (db) => db })),
  ...[
    'me',
    'permissions',
    'roles',
    'roles/role',
    'roles/check',
    'users',
    'users/export',
    'users/user',
    'audit',
    'orders',
    'orders/export',
    'orders/tags',
    'orders/order',
    'customers',
    'customers/customer',
  ].map((path): Endpoint => ({ method: 'GET', path, slice: (db) => db.backOffice })),
  ...(
    [
      ['POST', 'roles', ['role', 'copyOf']],
      ['PATCH', 'roles/role', ['role']],
      ['DELETE', 'roles/role', []],
      ['POST', 'roles/members', ['add', 'remove']],
      ['POST', 'users/invite', ['emails', 'roles', 'message', 'expiresInDays']],
      ['POST', 'users/resend-invite', ['ids']],
      ['POST', 'users/revoke-invite', ['ids']],
      ['POST', 'users/reset-password', ['ids']],
      ['POST', 'users/sign-out-everywhere', ['ids']],
      ['DELETE', 'users/session', []],
      ['POST', 'users/suspend', ['ids', 'days', 'reason']],
      ['POST', 'users/reactivate', ['ids']],
      ['POST', 'users/roles', ['ids', 'roles']],
      ['POST', 'users/delete', ['ids', 'confirm']],
      ['POST', 'orders/transition', ['number', 'to', 'carrier', 'trackingNumber', 'notify']],
      ['POST', 'orders/bulk/transition', ['numbers', 'to', 'dryRun']],
      ['POST', 'orders/refund', ['number', 'lines', 'amount', 'restock', 'reason']],
      ['PATCH', 'orders/order', ['number', 'order']],
      ['POST', 'orders/notes', ['number', 'text']],
    ] as const
  ).map(([method, path, fields]): Endpoint => ({ method, path, fields: [...fields], slice: (db) => db.backOffice })),
  ...['runs', 'runs/run', 'approvals', 'config', 'config/versions', 'tests', 'overview', 'handovers'].map(
    (path): Endpoint => ({ method: 'GET', path: `agent/${path}`, slice: (db) => db.agent }),
  ),
  ...(
    [
      ['POST', 'runs', undefined, ['message', 'conversationId', 'contactId', 'overrides']],
      ['POST', 'runs/cancel', undefined, ['runId']],
      ['POST', 'runs/feedback', undefined, ['runId', 'feedback']],
      ['PUT', 'config', 'config', ['instructions', 'greeting', 'tone', 'language', 'guardrails', 'knowledge', 'tools']],
      ['POST', 'config/restore', undefined, ['version']],
      ['POST', 'tests', 'test', ['name', 'message', 'expect']],
      ['PATCH', 'tests', 'test', ['name', 'message', 'expect']],
      ['DELETE', 'tests', undefined, []],
      ['POST', 'tests/run', undefined, ['id']],
    ] as const
  ).map(([method, path, key, fields]): Endpoint => ({
    method,
    path: `agent/${path}`,
    key,
    fields: [...fields],
    // A run's handover writes the chat; a refused call writes neither.
    slice: (db) => ({ agent: db.agent, chat: db.chat }),
  })),
  // Deciding an approval changes the order it names (and its audit trail).
  ...(
    [
      ['approvals/approve', ['id']],
      ['approvals/reject', ['id', 'reason']],
    ] as const
  ).map(([path, fields]): Endpoint => ({
    method: 'POST',
    path: `agent/${path}`,
    fields: [...fields],
    slice: (db) => ({ agent: db.agent, backOffice: db.backOffice }),
  })),
];

const nasty = fc.constantFrom<unknown>(
  null,
  '',
  ' ',
  -1,
  0,
  1e9,
  -0,
  1.5,
  true,
  false,
  [],
  {},
  'null',
  '__proto__',
  '<b>',
);
const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), nasty);
const queryValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '-1',
    'abc',
    '1e9',
    '0',
    '1',
    '2',
    '10',
    '1000',
    '1001',
    'NaN',
    'Infinity',
    'name',
    'price',
    'desc',
    'asc',
    'sku',
    'active',
    'inbox',
    'drafts',
    'starred',
    'unread',
    'work',
    'subject',
    'null',
    'getting-started',
    'licenses',
    'pending',
    'shipped',
    'owner',
    'viewer',
    '10001',
    '',
    'resolved',
    'handed_over',
    'web',
    'approved',
  ),
);
const queryKeys = fc.constantFrom(
  'id',
  'page',
  'size',
  'sort',
  'order',
  'search',
  'query',
  'folder',
  'filter',
  'label',
  'folderId',
  'slug',
  'limit',
  'categorySlug',
  'guideSlug',
  'status',
  'number',
  'userId',
  'permission',
  'moveTo',
  'from',
  'to',
  'minTotal',
  'outcome',
  'channel',
  'conversationId',
);

function bodies(endpoint: Endpoint, ids: string[]): fc.Arbitrary<string | undefined> {
  const fieldNames = fc.constantFrom(...(endpoint.fields ?? ['x']), '__proto__', 'constructor', 'id');
  const entity = fc.oneof(
    { weight: 1, arbitrary: value },
    { weight: 3, arbitrary: fc.dictionary(fieldNames, value, { minKeys: 1, maxKeys: 4 }) },
  );
  const id = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: value });
  const nearlyRight = fc
    .tuple(id, entity, fc.dictionary(fieldNames, value, { maxKeys: 3 }))
    .map(([someId, someEntity, fields]) => ({
      ...fields,
      id: someId,
      ...(endpoint.key ? { [endpoint.key]: someEntity } : {}),
    }));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => JSON.stringify(json)) },
    { weight: 6, arbitrary: nearlyRight.map((record) => JSON.stringify(record)) },
  );
}

/** Ids the endpoint's own collection holds (so bodies often name a real item), plus a few others. */
function idsFor(endpoint: Endpoint, db: Database): string[] {
  const own = endpoint.slice(db);
  const found: string[] = [];
  const collect = (item: unknown) => {
    if (Array.isArray(item)) item.slice(0, 12).forEach(collect);
    else if (item && typeof item === 'object') {
      const candidate = (item as { id?: unknown }).id;
      if (typeof candidate === 'string') found.push(candidate);
      else Object.values(item).forEach(collect);
    }
  };
  collect(own);
  return [...found, db.user.id, 'nope'];
}

/** How many files the endpoints are dealt into. */
export const FUZZ_PARTS = 3;

/** Registers the fuzz tests of part `part` (0-based) of FUZZ_PARTS: every FUZZ_PARTS-th endpoint. */
export function fuzzPart(part: number) {
  const mine = endpoints.filter((_endpoint, index) => index % FUZZ_PARTS === part);
  describe(`fuzz: every handler (part ${part + 1} of ${FUZZ_PARTS})`, () => {
    const state = useMockServer({ actor: 'owner' });
    fuzzEndpoints(state, mine);
    if (part === 0) fuzzRoutesAndPaging(state);
  });
}

function fuzzEndpoints(state: ReturnType<typeof useMockServer>, mine: Endpoint[]) {
  it.each(mine.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s never answers 500, and a refused request changes nothing',
    async (_name, endpoint) => {
      const ids = idsFor(endpoint, state.api.db);
      await fc.assert(
        fc.asyncProperty(
          bodies(endpoint, ids),
          fc.dictionary(queryKeys, fc.oneof(queryValue, fc.constantFrom(...ids)), { maxKeys: 4 }),
          async (body, query) => {
            const url = new URL(`http://localhost/api/${endpoint.path}`);
            for (const [key, item] of Object.entries(query)) url.searchParams.set(key, item);
            const before = JSON.stringify(endpoint.slice(state.api.db));
            const init: RequestInit = { method: endpoint.method };
            if (endpoint.method !== 'GET' && body !== undefined) {
              if (endpoint.path.endsWith('avatar') && body.length % 2 === 0) {
                const form = new FormData();
                form.set('id', ids[body.length % ids.length]!);
                form.set('avatar', body.length % 4 === 0 ? new Blob([body], { type: 'image/png' }) : body);
                init.body = form;
              } else {
                init.body = body;
              }
            }
            const response = await fetch(url, init);
            const text = await response.text();
            expect(response.status, text).not.toBe(500);
            expect([200, 400, 401, 403, 404, 409]).toContain(response.status);
            if (response.status !== 200 || endpoint.method === 'GET') {
              expect(JSON.stringify(endpoint.slice(state.api.db))).toBe(before);
            }
            if (response.status === 400) {
              // The back office's 400s also name the field and the reason.
              const { error, field, reason, ...rest } = JSON.parse(text) as Record<string, unknown>;
              expect(rest).toEqual({});
              expect(error).toEqual(expect.any(String));
              if (field !== undefined || reason !== undefined)
                expect([field, reason]).toEqual([expect.any(String), expect.any(String)]);
            }
          },
        ),
        { numRuns: RUNS },
      );
      // Whatever the accepted writes did, the whole database still has its shape. Checked once per
      // endpoint rather than after every write: with the back office's seed the database is large, and
      // a check per write made this file take minutes.
      expect(databaseCheck(state.api.db, 'db')).toEqual(state.api.db);
    },
    30_000,
  );
}

function fuzzRoutesAndPaging(state: ReturnType<typeof useMockServer>) {
  it('answers 404 NOT FOUND (never 500) for random paths and methods', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        async (segments, method) => {
          const response = await fetch(`http://localhost/api/x-${segments.join('/')}`, { method });
          expect(response.status).toBe(404);
          expect(await response.text()).toBe('NOT FOUND');
        },
      ),
      { numRuns: 50 },
    );
  });

  it('pages products consistently for any valid page and size', async () => {
    const total = state.api.db.inventory.products.length;
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 60 }), fc.integer({ min: 1, max: 1000 }), async (page, size) => {
        const response = await fetch(`http://localhost/api/${INV}/products?page=${page}&size=${size}`);
        const answer = (await response.json()) as InventoryProductsAnswer;
        const lastPage = Math.max(Math.ceil(total / size), 1);
        if (page > lastPage) {
          expect(answer).toEqual({ products: null, pagination: { lastPage } });
        } else {
          expect(answer.products).not.toBeNull();
          expect(answer.products!.length).toBe(Math.max(0, Math.min(size, total - page * size)));
          expect(answer.pagination).toMatchObject({ length: total, size, page, lastPage, startIndex: page * size });
        }
      }),
      { numRuns: 80 },
    );
  });
}
