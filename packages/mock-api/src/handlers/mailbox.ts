/** Mailbox (spec 2 §7, base api/apps/mailbox): settings, folders, filters, labels and mails. */
import type { HttpHandler } from 'msw';
import type { Mail, MailFolder, MailLabel, MailLabelColor, MailWithCounts, MailsAnswer } from '../contract/mailbox.ts';
import type { Database } from '../db/database.ts';
import { MAIL_LABEL_COLORS, mailLabelShape, mailSettingsShape } from '../db/shapes.ts';
import { mailFilters, mailFolders } from '../db/seed/mailbox.ts';
import { BadRequest, array, boolean, object, oneOf, optional, partial, string, text } from '../schema.ts';
import type { Context } from './http.ts';
import { DELAYS, bodyId, query, queryInt, readBody, removeById, route, uuid } from './http.ts';
import { SortedView } from './list-cache.ts';

const BASE = 'apps/mailbox';
export const MAILS_PER_PAGE = 10;
const FILTERS = ['starred', 'important', 'unread'] as const;

/** Lower case, spaces to hyphens, repeated hyphens collapsed, anything but word characters and hyphens removed. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/[^\w-]+/g, '');
}

/** The title's slug, with -1, -2... appended until no other label has it. */
export function uniqueSlug(title: string, labels: MailLabel[], ownId?: string): string {
  const base = slugify(title);
  const taken = new Set(labels.filter((label) => label.id !== ownId).map((label) => label.slug));
  let slug = base;
  for (let suffix = 1; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}

export function withCounts(mail: Mail): MailWithCounts {
  return { ...mail, ccCount: mail.cc.length, bccCount: mail.bcc.length };
}

export function folderCounts(db: Database): MailFolder[] {
  const total = new Map<string, number>();
  const unread = new Map<string, number>();
  for (const mail of db.mailbox.mails) {
    total.set(mail.folder, (total.get(mail.folder) ?? 0) + 1);
    if (mail.unread) unread.set(mail.folder, (unread.get(mail.folder) ?? 0) + 1);
  }
  return mailFolders.map((folder) => {
    let count: number;
    if (folder.slug === 'sent' || folder.slug === 'trash') count = 0;
    else if (folder.slug === 'drafts' || folder.slug === 'spam') count = total.get(folder.id) ?? 0;
    else count = unread.get(folder.id) ?? 0;
    return { ...folder, count };
  });
}

export function mailboxHandlers(ctx: Context): HttpHandler[] {
  const folderIds = new Set<string>(mailFolders.map((folder) => folder.id));
  const labelCreate = object<{ title: string; color?: MailLabelColor }>({
    title: text,
    color: optional(oneOf(MAIL_LABEL_COLORS)),
  });
  const labelPatch = partial(mailLabelShape, ['id', 'slug']);
  const settingsPatch = partial(mailSettingsShape);
  const mailPatch = partial<Pick<Mail, 'starred' | 'important' | 'unread' | 'folder' | 'labels'>>({
    starred: boolean,
    important: boolean,
    unread: boolean,
    folder: string,
    labels: array(string),
  });
  const findMail = (id: string | null | undefined) => ctx.db.mailbox.mails.find((mail) => mail.id === id) ?? null;
  // The mails newest first, re-sorted only after a change.
  const newestFirst = new SortedView(
    (mail: Mail) => mail.date,
    (a: number, b: number) => b - a,
    (date) => Date.parse(date),
  );
  // Each asked-for (folder, filter, label) list and the folder counts, kept until the next change.
  let memo = {
    revision: -1,
    source: null as Mail[] | null,
    lists: new Map<string, Mail[]>(),
    folders: [] as MailFolder[],
  };
  const memoNow = () => {
    if (memo.revision !== ctx.revision || memo.source !== ctx.db.mailbox.mails) {
      memo = { revision: ctx.revision, source: ctx.db.mailbox.mails, lists: new Map(), folders: [] };
    }
    return memo;
  };

  return [
    route('get', `${BASE}/settings`, () => ctx.db.mailbox.settings),
    route('patch', `${BASE}/settings`, async (request) => {
      const patch = settingsPatch((await readBody(request)).settings, 'settings');
      Object.assign(ctx.db.mailbox.settings, patch);
      ctx.commit();
      return ctx.db.mailbox.settings;
    }),

    route('get', `${BASE}/folders`, () => {
      const now = memoNow();
      if (now.folders.length === 0) now.folders = folderCounts(ctx.db);
      return now.folders;
    }),
    route('get', `${BASE}/filters`, () => mailFilters),

    route('get', `${BASE}/labels`, () => ctx.db.mailbox.labels),
    route('post', `${BASE}/label`, async (request) => {
      const input = labelCreate((await readBody(request)).label, 'label');
      const labels = ctx.db.mailbox.labels;
      const label: MailLabel = {
        id: uuid(),
        title: input.title,
        slug: uniqueSlug(input.title, labels),
        color: input.color ?? 'gray',
      };
      labels.push(label);
      ctx.commit();
      return label;
    }),
    route('patch', `${BASE}/label`, async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = labelPatch(body.label, 'label');
      if (patch.title !== undefined && patch.title.trim() === '')
        throw new BadRequest('label.title must be a non-empty string');
      const label = ctx.db.mailbox.labels.find((candidate) => candidate.id === id);
      if (!label) return null;
      Object.assign(label, patch);
      label.slug = uniqueSlug(label.title, ctx.db.mailbox.labels, label.id);
      ctx.commit();
      return label;
    }),
    route('delete', `${BASE}/label`, (_request, url) => {
      const id = query(url, 'id');
      if (id === null) return true;
      let changed = removeById(ctx.db.mailbox.labels, id);
      for (const mail of ctx.db.mailbox.mails) {
        if (mail.labels.includes(id)) {
          mail.labels = mail.labels.filter((labelId) => labelId !== id);
          changed = true;
        }
      }
      if (changed) ctx.commit();
      return true;
    }),

    route('get', `${BASE}/mails`, async (_request, url): Promise<MailsAnswer> => {
      const folderSlug = query(url, 'folder');
      const filter = query(url, 'filter');
      const labelSlug = query(url, 'label');
      if (filter !== null && !(FILTERS as readonly string[]).includes(filter)) {
        throw new BadRequest(`filter must be one of ${FILTERS.join(', ')}`);
      }
      const page = queryInt(url, 'page', 1, 1, Number.MAX_SAFE_INTEGER);
      await ctx.wait(DELAYS.mails);

      const { lists } = memoNow();
      const listKey = JSON.stringify([folderSlug, filter, labelSlug]);
      let mails = lists.get(listKey);
      if (!mails) {
        mails = newestFirst.list(ctx.db.mailbox.mails, ctx.revision);
        if (folderSlug !== null) {
          const folder = mailFolders.find((candidate) => candidate.slug === folderSlug);
          mails = mails.filter((mail) => mail.folder === folder?.id);
        }
        if (filter !== null) mails = mails.filter((mail) => mail[filter as (typeof FILTERS)[number]]);
        if (labelSlug !== null) {
          const label = ctx.db.mailbox.labels.find((candidate) => candidate.slug === labelSlug);
          mails = mails.filter((mail) => label !== undefined && mail.labels.includes(label.id));
        }
        lists.set(listKey, mails);
      }

      const totalResults = mails.length;
      const lastPage = Math.max(Math.ceil(totalResults / MAILS_PER_PAGE), 1);
      if (page > lastPage) return { mails: null, pagination: { lastPage } };
      const startIndex = (page - 1) * MAILS_PER_PAGE;
      const end = Math.min(page * MAILS_PER_PAGE, totalResults);
      return {
        mails: mails.slice(startIndex, end).map(withCounts),
        pagination: {
          totalResults,
          resultsPerPage: MAILS_PER_PAGE,
          currentPage: page,
          lastPage,
          startIndex,
          endIndex: end - 1,
        },
      };
    }),
    route('get', `${BASE}/mail`, (_request, url) => {
      const mail = findMail(query(url, 'id'));
      return mail && withCounts(mail);
    }),
    route('patch', `${BASE}/mail`, async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = mailPatch(body.mail, 'mail');
      if (patch.folder !== undefined && !folderIds.has(patch.folder))
        throw new BadRequest('mail.folder must be a folder id');
      const labelIds = new Set(ctx.db.mailbox.labels.map((label) => label.id));
      if (patch.labels?.some((labelId) => !labelIds.has(labelId)))
        throw new BadRequest('mail.labels must be label ids');
      const mail = findMail(id);
      if (!mail) return null;
      Object.assign(mail, patch, patch.labels ? { labels: [...new Set(patch.labels)] } : {});
      ctx.commit();
      return withCounts(mail);
    }),
  ];
}
