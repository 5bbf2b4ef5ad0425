/**
 * The shell's common calls (spec 1 §7): user, notifications, messages, shortcuts, navigation, search.
 */
import type { HttpHandler } from 'msw';
import type {
  Message,
  NavigationItem,
  Notification,
  PageSearchResult,
  SearchResultGroup,
  Shortcut,
} from '../contract/common.ts';
import type { Database } from '../db/database.ts';
import { messageShape, notificationShape, shortcutShape, userShape } from '../db/shapes.ts';
import { navigation } from '../db/seed/navigation.ts';
import type { Shape } from '../schema.ts';
import { BadRequest, boolean, nullable, object, optional, partial, string, text } from '../schema.ts';
import { invalidToken, setPresence, signedInUser } from './auth.ts';
import type { Context } from './http.ts';
import { bodyId, query, readBody, removeById, route, uuid } from './http.ts';

interface FeedItem {
  id: string;
  read: boolean;
  seen: boolean;
}

/**
 * Notifications and messages share their calls: GET list, POST create (on top), PATCH merge, DELETE
 * by `?id`, GET mark-all-as-read (read and seen on all), POST toggle-read-status.
 */
function feedHandlers<T extends FeedItem>(
  ctx: Context,
  path: string,
  key: string,
  list: (db: Database) => T[],
  shape: Shape<T>,
  defaults: () => Omit<T, 'id'>,
): HttpHandler[] {
  const patchCheck = partial<T, 'id'>(shape, ['id']);
  const fullCheck = object<T>(shape);
  return [
    route('get', path, () => list(ctx.db)),
    route('post', path, async (request) => {
      const body = await readBody(request);
      const input = patchCheck(body[key] ?? {}, key);
      const item = fullCheck({ ...defaults(), ...input, id: uuid() }, key);
      list(ctx.db).unshift(item);
      ctx.commit();
      return item;
    }),
    route('patch', path, async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = patchCheck(body[key], key);
      const item = list(ctx.db).find((candidate) => candidate.id === id);
      if (!item) return null;
      Object.assign(item, patch);
      ctx.commit();
      return item;
    }),
    route('delete', path, (_request, url) => {
      const removed = removeById(list(ctx.db), query(url, 'id'));
      if (removed) ctx.commit();
      return removed;
    }),
    route('get', `${path}/mark-all-as-read`, () => {
      for (const item of list(ctx.db)) {
        item.read = true;
        item.seen = true;
      }
      ctx.commit();
      return true;
    }),
    route('post', `${path}/toggle-read-status`, async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const read = optional(boolean)(body.read, 'read');
      const item = list(ctx.db).find((candidate) => candidate.id === id);
      if (!item) return null;
      item.read = read ?? !item.read;
      if (item.read) item.seen = true;
      ctx.commit();
      return item;
    }),
  ];
}

const shortcutCreateCheck = object<Omit<Shortcut, 'id' | 'description'> & { description?: string | null }>({
  label: text,
  icon: text,
  link: text,
  useRouter: boolean,
  description: optional(nullable(string)),
});

/** Every basic item with a link, flattened, for the Pages search group. */
function pages(items: NavigationItem[], out: PageSearchResult[] = []): PageSearchResult[] {
  for (const item of items) {
    if (item.type === 'basic' && item.link && item.title) {
      out.push({ id: item.id, title: item.title, link: item.link, value: item.title });
    }
    if (item.children) pages(item.children, out);
  }
  return out;
}

const searchablePages = pages(navigation.default);

export function search(db: Database, text: string): SearchResultGroup[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [];
  const groups: SearchResultGroup[] = [];
  const contacts = db.contacts
    .filter((contact) => contact.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ id, name, avatar }) => ({ id, name, avatar, value: name, link: `/apps/contacts/${id}` }));
  if (contacts.length) groups.push({ id: 'contacts', label: 'Contacts', results: contacts });
  const matchingPages = searchablePages.filter((page) => page.title.toLowerCase().includes(needle));
  if (matchingPages.length) groups.push({ id: 'pages', label: 'Pages', results: structuredClone(matchingPages) });
  const tasks = db.tasks
    .filter((task) => task.type === 'task' && task.title.toLowerCase().includes(needle))
    .sort((a, b) => a.order - b.order)
    .map(({ id, title, completed }) => ({ id, title, completed, value: title, link: `/apps/tasks/${id}` }));
  if (tasks.length) groups.push({ id: 'tasks', label: 'Tasks', results: tasks });
  return groups;
}

export function commonHandlers(ctx: Context): HttpHandler[] {
  const userPatch = partial(userShape, ['id']);
  const shortcutPatch = partial(shortcutShape, ['id']);
  return [
    // The signed-in account (whose token it is, see `Context.subject`): the shell's user for the Owner
    // pair, the account itself for a role pair.
    route('get', 'common/user', async (request) => {
      const sub = await ctx.subject(request);
      return (sub !== null && (await signedInUser(ctx, sub))) || invalidToken();
    }),
    route('patch', 'common/user', async (request) => {
      const body = await readBody(request);
      const sub = await ctx.subject(request);
      if (sub === null) return invalidToken();
      const patch = userPatch(body.user, 'user');
      if (sub === '') {
        Object.assign(ctx.db.user, patch);
        ctx.commit();
        return ctx.db.user;
      }
      if (!(await signedInUser(ctx, sub))) return invalidToken();
      const account = ctx.db.backOffice.accounts.find((candidate) => candidate.id === sub)!;
      const { status, name, email, avatar } = patch;
      if (status !== undefined) setPresence(ctx.db, sub, status);
      if (name !== undefined || email !== undefined || avatar !== undefined) {
        Object.assign(account, {
          name: name ?? account.name,
          email: email ?? account.email,
          avatar: avatar === undefined ? account.avatar : avatar,
        });
        ctx.commit();
      }
      return signedInUser(ctx, sub);
    }),

    ...feedHandlers<Notification>(
      ctx,
      'common/notifications',
      'notification',
      (db) => db.notifications,
      notificationShape,
      () => ({
        icon: null,
        image: null,
        title: null,
        description: '',
        time: new Date().toISOString(),
        link: null,
        useRouter: false,
        read: false,
        seen: false,
      }),
    ),
    ...feedHandlers<Message>(
      ctx,
      'common/messages',
      'message',
      (db) => db.messages,
      messageShape,
      () => ({
        image: null,
        title: '',
        description: '',
        time: new Date().toISOString(),
        link: null,
        useRouter: false,
        read: false,
        seen: false,
      }),
    ),

    route('get', 'common/shortcuts', () => ctx.db.shortcuts),
    route('post', 'common/shortcuts', async (request) => {
      const input = shortcutCreateCheck((await readBody(request)).shortcut, 'shortcut');
      const shortcut: Shortcut = { ...input, description: input.description ?? null, id: uuid() };
      ctx.db.shortcuts.push(shortcut);
      ctx.commit();
      return shortcut;
    }),
    route('patch', 'common/shortcuts', async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = shortcutPatch(body.shortcut, 'shortcut');
      const shortcut = ctx.db.shortcuts.find((candidate) => candidate.id === id);
      if (!shortcut) return null;
      Object.assign(shortcut, patch);
      ctx.commit();
      return shortcut;
    }),
    route('delete', 'common/shortcuts', (_request, url) => {
      const removed = removeById(ctx.db.shortcuts, query(url, 'id'));
      if (removed) ctx.commit();
      return removed;
    }),

    route('get', 'common/navigation', () => navigation),

    route('post', 'common/search', async (request) => {
      const text = (await readBody(request)).query;
      if (typeof text !== 'string') throw new BadRequest('query must be a string');
      await ctx.need('contacts', 'tasks');
      return search(ctx.db, text);
    }),
  ];
}
