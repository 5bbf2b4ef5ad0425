/**
 * Mailbox (spec 2 §7, base api/apps/mailbox): settings, folders, filters, labels and mails. Beyond the
 * spec: creating a mail (send or keep a draft), editing and sending a draft, deleting from the Trash, and
 * searching the mails (`q`). Every read needs `mail:view`, every write `mail:write` (403 naming it).
 */
import type { HttpHandler } from 'msw';
import type {
  CreateMailRequest,
  Mail,
  MailFolder,
  MailLabel,
  MailLabelColor,
  MailWithCounts,
  MailsAnswer,
  UpdateMailRequest,
} from '../contract/mailbox.ts';
import type { Permission } from '../contract/back-office.ts';
import type { Database } from '../db/database.ts';
import { MAIL_LABEL_COLORS, mailLabelShape, mailSettingsShape } from '../db/shapes-mailbox.ts';
import { mailFilters, mailFolders } from '../db/seed/mailbox.ts';
import { BadRequest, array, boolean, object, oneOf, optional, partial, string, text } from '../schema.ts';
import type { Context, Resolve } from './http.ts';
import { DELAYS, bodyId, query, queryInt, readBody, removeById, route, uuid } from './http.ts';
import { ListIndex, order } from './list-cache.ts';
import { refusal } from './permission.ts';

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

/** What a search looks in: the subject, the sender and the body's words (markup left out). */
export function mailSearchText(mail: Mail): string {
  const body = mail.contentType === 'html' ? mail.content.replace(/<[^>]*>/g, ' ') : mail.content;
  return `${mail.subject}\n${mail.from.contact}\n${body}`;
}

export function withCounts(mail: Mail): MailWithCounts {
  return { ...mail, ccCount: mail.cc.length, bccCount: mail.bcc.length };
}

/** Mails by folder id: how many, and how many unread. */
interface MailCounts {
  total: Map<string, number>;
  unread: Map<string, number>;
}

function countMails(mails: readonly Mail[]): MailCounts {
  const counts: MailCounts = { total: new Map(), unread: new Map() };
  for (const mail of mails) countMail(counts, mail, 1);
  return counts;
}

function countMail({ total, unread }: MailCounts, mail: Mail, sign: 1 | -1): void {
  total.set(mail.folder, (total.get(mail.folder) ?? 0) + sign);
  if (mail.unread) unread.set(mail.folder, (unread.get(mail.folder) ?? 0) + sign);
}

function foldersWith({ total, unread }: MailCounts): MailFolder[] {
  return mailFolders.map((folder) => {
    let count: number;
    if (folder.slug === 'sent' || folder.slug === 'trash') count = 0;
    else if (folder.slug === 'drafts' || folder.slug === 'spam') count = total.get(folder.id) ?? 0;
    else count = unread.get(folder.id) ?? 0;
    return { ...folder, count };
  });
}

export function folderCounts(db: Database): MailFolder[] {
  return foldersWith(countMails(db.mailbox.mails));
}

export function mailboxHandlers(shared: Context): HttpHandler[] {
  // Its own revision: changes in other domains keep the sorted lists and memos below.
  const ctx = shared.scoped();
  const folderIds = new Set<string>(mailFolders.map((folder) => folder.id));
  const labelCreate = object<{ title: string; color?: MailLabelColor }>({
    title: text,
    color: optional(oneOf(MAIL_LABEL_COLORS)),
  });
  const labelPatch = partial(mailLabelShape, ['id', 'slug']);
  const settingsPatch = partial(mailSettingsShape);
  const mailPatch = partial<UpdateMailRequest['mail']>({
    starred: boolean,
    important: boolean,
    unread: boolean,
    folder: string,
    labels: array(string),
    to: string,
    cc: array(string),
    bcc: array(string),
    subject: string,
    content: string,
    contentType: oneOf(['text', 'html'] as const),
  });
  /** The fields only a draft may change (what was written). */
  const draftFields = ['to', 'cc', 'bcc', 'subject', 'content', 'contentType'] as const;
  const folderOf = (slug: string) => mailFolders.find((folder) => folder.slug === slug)!.id;
  // A new mail may only be sent (Sent) or kept (Drafts): the inbox, spam and trash fill by other means.
  const creatable = new Set<string>([folderOf('sent'), folderOf('drafts')]);
  const mailCreate = object<CreateMailRequest['mail']>({
    to: string,
    cc: array(string),
    bcc: array(string),
    subject: string,
    content: string,
    contentType: optional(oneOf(['text', 'html'] as const)),
    folder: string,
  });
  const findMail = (id: string | null | undefined) => ctx.db.mailbox.mails.find((mail) => mail.id === id) ?? null;
  // The mails newest first with their search texts, built at load and kept in order as mails are added,
  // removed and sent from the Drafts (the one change of a date).
  const mailLists = new ListIndex(mailSearchText, {
    newest: order(
      (mail: Mail) => mail.date,
      (a: number, b: number) => b - a,
      (date) => Date.parse(date),
    ),
  });
  // Each asked-for (folder, filter, label) list with its test, and the folder counts, kept until the next
  // change; a mail's edit keeps every list it stays in or out of, and adjusts the counts.
  let memo = {
    revision: -1,
    source: null as Mail[] | null,
    lists: new Map<string, { mails: Mail[]; has: (mail: Mail) => boolean }>(),
    counts: null as MailCounts | null,
  };
  const memoIsCurrent = () => memo.revision === ctx.revision && memo.source === ctx.db.mailbox.mails;
  const memoNow = () => {
    if (!memoIsCurrent())
      memo = { revision: ctx.revision, source: ctx.db.mailbox.mails, lists: new Map(), counts: null };
    return memo;
  };
  /** With the data known current: the counts and every one-criterion list (folder, filter or label), in one pass. */
  const prepareMemo = (revision: number) => {
    const mails = ctx.db.mailbox.mails;
    memo = { revision, source: mails, lists: new Map(), counts: countMails(mails) };
    const criteria = [
      ...mailFolders.map((folder) => [folder.slug, null, null] as const),
      ...FILTERS.map((filter) => [null, filter, null] as const),
      ...ctx.db.mailbox.labels.map((label) => [null, null, label.slug] as const),
    ];
    const lists = criteria.map(([folder, filter, label]) => ({
      key: listKey(folder, filter, label),
      mails: [] as Mail[],
      has: listTest(folder, filter, label),
    }));
    for (const mail of mailLists.all('newest', mails, revision)) {
      for (const list of lists) if (list.has(mail)) list.mails.push(mail);
    }
    for (const { key, mails: listed, has } of lists) memo.lists.set(key, { mails: listed, has });
  };
  const listKey = (folderSlug: string | null, filter: string | null, labelSlug: string | null) =>
    JSON.stringify([folderSlug, filter, labelSlug]);
  /** The test a mail passes to be in the (folder, filter, label) list. */
  const listTest = (folderSlug: string | null, filter: string | null, labelSlug: string | null) => {
    const folderId = folderSlug === null ? null : mailFolders.find((candidate) => candidate.slug === folderSlug)?.id;
    const label = labelSlug === null ? null : ctx.db.mailbox.labels.find((candidate) => candidate.slug === labelSlug);
    return (mail: Mail) =>
      (folderSlug === null || mail.folder === folderId) &&
      (filter === null || mail[filter as (typeof FILTERS)[number]]) &&
      (labelSlug === null || (label !== undefined && label !== null && mail.labels.includes(label.id)));
  };

  ctx.onLoad((checkedAt) => {
    mailLists.load(ctx.db.mailbox.mails, checkedAt);
    if (checkedAt !== null) prepareMemo(checkedAt);
  });

  /** Answers `resolve` only for a caller holding `permission` (401 without a valid token, 403 naming it). */
  const needs =
    (permission: Permission, resolve: Resolve): Resolve =>
    async (request, url) =>
      (await refusal(ctx, request, permission)) ?? resolve(request, url);
  const view = (resolve: Resolve) => needs('mail:view', resolve);
  const write = (resolve: Resolve) => needs('mail:write', resolve);

  return [
    route(
      'get',
      `${BASE}/settings`,
      view(() => ctx.db.mailbox.settings),
    ),
    route(
      'patch',
      `${BASE}/settings`,
      write(async (request) => {
        const patch = settingsPatch((await readBody(request)).settings, 'settings');
        Object.assign(ctx.db.mailbox.settings, patch);
        ctx.commit();
        return ctx.db.mailbox.settings;
      }),
    ),

    route(
      'get',
      `${BASE}/folders`,
      view(() => {
        const now = memoNow();
        now.counts ??= countMails(ctx.db.mailbox.mails);
        return foldersWith(now.counts);
      }),
    ),
    route(
      'get',
      `${BASE}/filters`,
      view(() => mailFilters),
    ),

    route(
      'get',
      `${BASE}/labels`,
      view(() => ctx.db.mailbox.labels),
    ),
    route(
      'post',
      `${BASE}/label`,
      write(async (request) => {
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
    ),
    route(
      'patch',
      `${BASE}/label`,
      write(async (request) => {
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
    ),
    route(
      'delete',
      `${BASE}/label`,
      write((_request, url) => {
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
    ),

    route(
      'get',
      `${BASE}/mails`,
      view(async (_request, url): Promise<MailsAnswer> => {
        const folderSlug = query(url, 'folder');
        const filter = query(url, 'filter');
        const labelSlug = query(url, 'label');
        const needle = (query(url, 'q') ?? '').trim();
        if (filter !== null && !(FILTERS as readonly string[]).includes(filter)) {
          throw new BadRequest(`filter must be one of ${FILTERS.join(', ')}`);
        }
        const page = queryInt(url, 'page', 1, 1, Number.MAX_SAFE_INTEGER);
        await ctx.wait(DELAYS.mails);

        let mails: Mail[];
        if (needle !== '') {
          // A search: every folder unless one is named, newest first, in the subject, sender and body.
          const has = listTest(folderSlug, filter, labelSlug);
          mails = mailLists.search('newest', ctx.db.mailbox.mails, ctx.revision, needle).filter(has);
        } else {
          const { lists } = memoNow();
          const key = listKey(folderSlug, filter, labelSlug);
          const kept = lists.get(key)?.mails;
          if (kept) mails = kept;
          else {
            const has = listTest(folderSlug, filter, labelSlug);
            mails = mailLists.all('newest', ctx.db.mailbox.mails, ctx.revision).filter(has);
            lists.set(key, { mails, has });
          }
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
    ),
    route(
      'get',
      `${BASE}/mail`,
      view((_request, url) => {
        const mail = findMail(query(url, 'id'));
        return mail && withCounts(mail);
      }),
    ),
    // Not in the spec: sending a mail and keeping a draft need a call that creates one.
    route(
      'post',
      `${BASE}/mail`,
      write(async (request) => {
        const input = mailCreate((await readBody(request)).mail, 'mail');
        if (!creatable.has(input.folder)) throw new BadRequest('mail.folder must be the Sent or the Drafts folder id');
        const user = ctx.db.user;
        const mail: Mail = {
          id: uuid(),
          type: 'mail',
          from: { avatar: user.avatar, contact: `${user.name} <${user.email}>` },
          to: input.to,
          cc: input.cc,
          bcc: input.bcc,
          date: new Date().toISOString(),
          subject: input.subject,
          content: input.content,
          ...(input.contentType ? { contentType: input.contentType } : {}),
          attachments: [],
          starred: false,
          important: false,
          unread: false,
          folder: input.folder,
          labels: [],
        };
        ctx.db.mailbox.mails.unshift(mail);
        mailLists.added(mail);
        ctx.commit();
        mailLists.covered(ctx.revision);
        return withCounts(mail);
      }),
    ),
    // Not in the spec: deleting from the Trash is final. A mail elsewhere moves to the Trash with PATCH.
    route(
      'delete',
      `${BASE}/mail`,
      write((_request, url) => {
        const mail = findMail(query(url, 'id'));
        if (!mail) return true;
        if (mail.folder !== folderOf('trash')) throw new BadRequest('only a mail in the Trash can be deleted');
        const mails = ctx.db.mailbox.mails;
        mails.splice(mails.indexOf(mail), 1);
        mailLists.removed(mail);
        ctx.commit();
        mailLists.covered(ctx.revision);
        return true;
      }),
    ),
    route(
      'patch',
      `${BASE}/mail`,
      write(async (request) => {
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
        const wasDraft = mail.folder === folderOf('drafts');
        const rewrites = draftFields.some((field) => patch[field] !== undefined);
        if (rewrites && !wasDraft)
          throw new BadRequest('only a draft can change what it says (to, cc, bcc, subject, content)');
        if (rewrites || (wasDraft && patch.folder === folderOf('sent'))) {
          // A draft rewritten, or sent (moved to Sent: from the signed-in user, dated now). Its date and
          // search text move it in the sorted list; the kept per-list memos start again.
          const user = ctx.db.user;
          const sending = patch.folder === folderOf('sent');
          mailLists.update(mail, () => {
            Object.assign(mail, patch, patch.labels ? { labels: [...new Set(patch.labels)] } : {});
            if (sending) {
              mail.date = new Date().toISOString();
              mail.from = { avatar: user.avatar, contact: `${user.name} <${user.email}>` };
              mail.unread = false;
            }
          });
          ctx.commit();
          mailLists.covered(ctx.revision);
          return withCounts(mail);
        }
        const kept = memoIsCurrent() ? memo : null;
        const wasIn = kept ? [...kept.lists.values()].map((list) => list.has(mail)) : [];
        if (kept?.counts) countMail(kept.counts, mail, -1);
        Object.assign(mail, patch, patch.labels ? { labels: [...new Set(patch.labels)] } : {});
        ctx.commit();
        // A mail's date never changes here: the newest-first list is still in order.
        mailLists.covered(ctx.revision);
        if (kept) {
          kept.revision = ctx.revision;
          if (kept.counts) countMail(kept.counts, mail, 1);
          [...kept.lists].forEach(([key, list], i) => {
            if (list.has(mail) !== wasIn[i]) kept.lists.delete(key);
          });
        }
        return withCounts(mail);
      }),
    ),
  ];
}
