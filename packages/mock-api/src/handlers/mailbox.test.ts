import { describe, expect, it } from 'vitest';
import type { Mail, MailFolder, MailLabel, MailWithCounts, MailsAnswer } from '../contract/mailbox.ts';
import { mailFolders } from '../db/seed/mailbox.ts';
import { call, ok, useMockServer } from '../test/server.ts';
import { mailSearchText, slugify, uniqueSlug } from './mailbox.ts';

const BASE = 'apps/mailbox';
type Page = Extract<MailsAnswer, { mails: MailWithCounts[] }>;
const folderId = (slug: string) => mailFolders.find((folder) => folder.slug === slug)!.id;

describe('mailbox', () => {
  const state = useMockServer({ actor: 'owner' });
  const db = () => state.api.db.mailbox;
  const mails = (query: Record<string, string> = {}) => ok<MailsAnswer>('GET', `${BASE}/mails`, { query });

  it('answers and merges the settings (seed layout right)', async () => {
    expect(await ok('GET', `${BASE}/settings`)).toEqual({ messageLayout: 'right' });
    expect(await ok('PATCH', `${BASE}/settings`, { body: { settings: { messageLayout: 'full' } } })).toEqual({
      messageLayout: 'full',
    });
    expect((await call('PATCH', `${BASE}/settings`, { body: { settings: { messageLayout: 'left' } } })).status).toBe(
      400,
    );
    expect(db().settings).toEqual({ messageLayout: 'full' });
  });

  it('counts unread for ordinary folders, all for drafts and spam, 0 for sent and trash', async () => {
    const folders = await ok<MailFolder[]>('GET', `${BASE}/folders`);
    expect(folders.map((folder) => folder.title)).toEqual(['Inbox', 'Sent', 'Drafts', 'Spam', 'Trash']);
    const inFolder = (slug: string) => db().mails.filter((mail) => mail.folder === folderId(slug));
    const count = (slug: string) => folders.find((folder) => folder.slug === slug)!.count;
    expect(count('inbox')).toBe(inFolder('inbox').filter((mail) => mail.unread).length);
    expect(count('inbox')).toBeGreaterThan(0);
    expect(count('drafts')).toBe(inFolder('drafts').length);
    expect(count('spam')).toBe(inFolder('spam').length);
    expect(count('sent')).toBe(0);
    expect(count('trash')).toBe(0);
    expect(inFolder('sent').length).toBeGreaterThan(0);
  });

  it('lists the filters and the six labels', async () => {
    expect((await ok<{ slug: string }[]>('GET', `${BASE}/filters`)).map((filter) => filter.slug)).toEqual([
      'starred',
      'important',
    ]);
    const labels = await ok<MailLabel[]>('GET', `${BASE}/labels`);
    expect(labels.map(({ title, slug, color }) => [title, slug, color])).toEqual([
      ['Personal', 'personal', 'blue'],
      ['Work', 'work', 'indigo'],
      ['Payments', 'payments', 'red'],
      ['Invoices', 'invoices', 'teal'],
      ['Accounts', 'accounts', 'purple'],
      ['Forums', 'forums', 'green'],
    ]);
  });

  it('slugifies titles as the spec says', () => {
    expect(slugify('My  Label')).toBe('my-label');
    expect(slugify('Q3 -- Plans!')).toBe('q3-plans');
    // Literal order of the spec: characters are removed after hyphens are collapsed.
    expect(slugify('Ünïcode & co')).toBe('ncode--co');
    expect(slugify('snake_case ok')).toBe('snake_case-ok');
    const labels = [{ id: '1', title: 'Work', slug: 'work', color: 'blue' as const }];
    expect(uniqueSlug('Work', labels)).toBe('work-1');
    expect(uniqueSlug('Work', [...labels, { ...labels[0]!, id: '2', slug: 'work-1' }])).toBe('work-2');
    expect(uniqueSlug('Work', labels, '1')).toBe('work');
  });

  it('creates labels with unique slugs (-1, -2) and regenerates the slug on update', async () => {
    const first = await ok<MailLabel>('POST', `${BASE}/label`, { body: { label: { title: 'Work', color: 'amber' } } });
    expect(first).toMatchObject({ title: 'Work', slug: 'work-1', color: 'amber' });
    const second = await ok<MailLabel>('POST', `${BASE}/label`, { body: { label: { title: 'Work' } } });
    expect(second).toMatchObject({ slug: 'work-2', color: 'gray' });
    const renamed = await ok<MailLabel>('PATCH', `${BASE}/label`, {
      body: { id: first.id, label: { title: 'Big Clients' } },
    });
    expect(renamed).toEqual({ ...first, title: 'Big Clients', slug: 'big-clients' });
    // Regenerated on update: work-1 is free again once the first label is renamed.
    const back = await ok<MailLabel>('PATCH', `${BASE}/label`, { body: { id: second.id, label: { color: 'pink' } } });
    expect(back).toMatchObject({ slug: 'work-1', color: 'pink' });
    expect(await ok('PATCH', `${BASE}/label`, { body: { id: 'nope', label: { title: 'x' } } })).toBeNull();
    for (const label of [{}, { title: '' }, { title: 'x', color: 'octarine' }]) {
      expect((await call('POST', `${BASE}/label`, { body: { label } })).status).toBe(400);
    }
  });

  it('strips a deleted label from every mail', async () => {
    const work = db().labels.find((label) => label.slug === 'work')!;
    expect(db().mails.some((mail) => mail.labels.includes(work.id))).toBe(true);
    expect(await ok('DELETE', `${BASE}/label`, { query: { id: work.id } })).toBe(true);
    expect(db().labels.some((label) => label.id === work.id)).toBe(false);
    expect(db().mails.some((mail) => mail.labels.includes(work.id))).toBe(false);
  });

  it('pages mails newest first, 10 a page, with the pagination object and cc/bcc counts', async () => {
    const inbox = db().mails.filter((mail) => mail.folder === folderId('inbox'));
    const answer = (await mails({ folder: 'inbox' })) as Page;
    const total = inbox.length;
    expect(answer.pagination).toEqual({
      totalResults: total,
      resultsPerPage: 10,
      currentPage: 1,
      lastPage: Math.max(Math.ceil(total / 10), 1),
      startIndex: 0,
      endIndex: Math.min(10, total) - 1,
    });
    const dates = answer.mails.map((mail) => Date.parse(mail.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const mail of answer.mails) {
      expect(mail.ccCount).toBe(mail.cc.length);
      expect(mail.bccCount).toBe(mail.bcc.length);
    }
    const second = (await mails({ folder: 'inbox', page: '2' })) as Page;
    expect(second.pagination).toMatchObject({ currentPage: 2, startIndex: 10 });
    expect(Date.parse(second.mails[0]!.date)).toBeLessThanOrEqual(dates.at(-1)!);
  });

  it('answers mails null and only lastPage beyond the last page', async () => {
    const total = db().mails.filter((mail) => mail.folder === folderId('inbox')).length;
    const lastPage = Math.ceil(total / 10);
    expect(await mails({ folder: 'inbox', page: String(lastPage + 1) })).toEqual({
      mails: null,
      pagination: { lastPage },
    });
    expect(((await mails({ folder: 'inbox', page: String(lastPage) })) as Page).mails.length).toBeGreaterThan(0);
  });

  it('has a minimum last page of 1', async () => {
    expect(await mails({ folder: 'no-such-folder' })).toEqual({
      mails: [],
      pagination: { totalResults: 0, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    expect(await mails({ folder: 'no-such-folder', page: '2' })).toEqual({ mails: null, pagination: { lastPage: 1 } });
  });

  it('filters by a boolean field and by label slug', async () => {
    const starred = (await mails({ filter: 'starred' })) as Page;
    expect(starred.pagination.totalResults).toBe(db().mails.filter((mail) => mail.starred).length);
    expect(starred.mails.every((mail) => mail.starred)).toBe(true);
    const invoices = db().labels.find((label) => label.slug === 'invoices')!;
    const labelled = (await mails({ label: 'invoices' })) as Page;
    expect(labelled.pagination.totalResults).toBe(
      db().mails.filter((mail) => mail.labels.includes(invoices.id)).length,
    );
    expect(labelled.mails.every((mail) => mail.labels.includes(invoices.id))).toBe(true);
  });

  it('refuses a bad filter or page with 400', async () => {
    for (const query of <Record<string, string>[]>[
      { filter: 'subject' },
      { page: '0' },
      { page: '-1' },
      { page: 'abc' },
    ]) {
      expect((await call('GET', `${BASE}/mails`, { query })).status).toBe(400);
    }
  });

  it('answers one mail with counts, null when unknown', async () => {
    const mail = db().mails[0]!;
    expect(await ok('GET', `${BASE}/mail`, { query: { id: mail.id } })).toEqual({
      ...mail,
      ccCount: mail.cc.length,
      bccCount: mail.bcc.length,
    });
    expect(await ok('GET', `${BASE}/mail`, { query: { id: 'nope' } })).toBeNull();
  });

  it('merges a mail patch: star, mark unread, move folders, change labels', async () => {
    const mail = db().mails[0]!;
    const personal = db().labels[0]!.id;
    const updated = await ok<MailWithCounts>('PATCH', `${BASE}/mail`, {
      body: {
        id: mail.id,
        mail: { starred: true, unread: true, folder: folderId('trash'), labels: [personal, personal] },
      },
    });
    expect(updated).toMatchObject({ starred: true, unread: true, folder: folderId('trash'), labels: [personal] });
    expect(db().mails[0]).toMatchObject({ starred: true, folder: folderId('trash') });
    expect(await ok('PATCH', `${BASE}/mail`, { body: { id: 'nope', mail: { starred: true } } })).toBeNull();
  });

  it('refuses a patch to an unknown folder or label, or of the wrong type, changing nothing', async () => {
    const before = structuredClone(db().mails[0]!);
    for (const mail of [null, { folder: 'nowhere' }, { labels: ['nope'] }, { starred: 'yes' }, { labels: 'work' }]) {
      expect((await call('PATCH', `${BASE}/mail`, { body: { id: before.id, mail } })).status).toBe(400);
    }
    expect(db().mails[0]).toEqual(before);
  });

  it('answers lists and folder counts that follow every change to a mail', async () => {
    const inboxCount = async () =>
      (await ok<MailFolder[]>('GET', `${BASE}/folders`)).find((folder) => folder.slug === 'inbox')!.count;
    const inbox = async () => (await mails({ folder: 'inbox' })) as Page;
    const before = await inboxCount();
    const { mails: firstPage, pagination } = await inbox();
    const newest = firstPage[0]!;
    await ok('PATCH', `${BASE}/mail`, { body: { id: newest.id, mail: { unread: !newest.unread } } });
    expect(await inboxCount()).toBe(before + (newest.unread ? -1 : 1));
    await ok('PATCH', `${BASE}/mail`, { body: { id: newest.id, mail: { folder: folderId('trash') } } });
    const after = await inbox();
    expect(after.pagination.totalResults).toBe(pagination.totalResults - 1);
    expect(after.mails.map((mail) => mail.id)).not.toContain(newest.id);
    const trash = await ok<MailsAnswer>('GET', `${BASE}/mails`, { query: { folder: 'trash' } });
    const trashIds = (trash as Page).mails.map((mail) => mail.id);
    expect(trashIds).toContain(newest.id);
  });

  it('sends a mail to Sent and keeps a draft in Drafts, newest first, from the signed-in user', async () => {
    const sentBefore = ((await mails({ folder: 'sent' })) as Page).pagination.totalResults;
    const draftsCount = async () =>
      (await ok<MailFolder[]>('GET', `${BASE}/folders`)).find((folder) => folder.slug === 'drafts')!.count;
    const draftsBefore = await draftsCount();
    const sent = await ok<MailWithCounts>('POST', `${BASE}/mail`, {
      body: {
        mail: {
          to: 'ana@mail.example',
          cc: ['bo@mail.example'],
          bcc: [],
          subject: 'Hola',
          content: '<p>Hi</p>',
          contentType: 'html',
          folder: folderId('sent'),
        },
      },
    });
    expect(sent).toMatchObject({
      type: 'mail',
      from: { contact: `${state.api.db.user.name} <${state.api.db.user.email}>` },
      to: 'ana@mail.example',
      ccCount: 1,
      bccCount: 0,
      contentType: 'html',
      unread: false,
      starred: false,
      labels: [],
      attachments: [],
    });
    const sentList = (await mails({ folder: 'sent' })) as Page;
    expect(sentList.pagination.totalResults).toBe(sentBefore + 1);
    expect(sentList.mails[0]!.id).toBe(sent.id);
    const draft = await ok<MailWithCounts>('POST', `${BASE}/mail`, {
      body: { mail: { to: '', cc: [], bcc: [], subject: '', content: 'half', folder: folderId('drafts') } },
    });
    expect(draft).not.toHaveProperty('contentType');
    expect(await draftsCount()).toBe(draftsBefore + 1);
    expect(db().mails[0]!.id).toBe(draft.id);
  });

  it('refuses to create a mail in the inbox, spam or trash, or with a bad shape', async () => {
    const before = db().mails.length;
    const good = { to: 'a@b.example', cc: [], bcc: [], subject: 's', content: 'c' };
    for (const mail of [
      { ...good, folder: folderId('inbox') },
      { ...good, folder: folderId('trash') },
      { ...good, folder: 'nowhere' },
      { ...good, folder: folderId('sent'), cc: 'x' },
      { ...good, folder: folderId('sent'), contentType: 'pdf' },
      null,
    ]) {
      expect((await call('POST', `${BASE}/mail`, { body: { mail } })).status).toBe(400);
    }
    expect(db().mails.length).toBe(before);
  });

  it('deletes a mail for good only from the Trash', async () => {
    const mail = db().mails.find((candidate) => candidate.folder === folderId('inbox'))!;
    expect((await call('DELETE', `${BASE}/mail`, { query: { id: mail.id } })).status).toBe(400);
    await ok('PATCH', `${BASE}/mail`, { body: { id: mail.id, mail: { folder: folderId('trash') } } });
    const trashBefore = ((await mails({ folder: 'trash' })) as Page).pagination.totalResults;
    expect(await ok('DELETE', `${BASE}/mail`, { query: { id: mail.id } })).toBe(true);
    expect(await ok('GET', `${BASE}/mail`, { query: { id: mail.id } })).toBeNull();
    const trash = (await mails({ folder: 'trash' })) as Page;
    expect(trash.pagination.totalResults).toBe(trashBefore - 1);
    expect(trash.mails.map((candidate) => candidate.id)).not.toContain(mail.id);
    expect(await ok('DELETE', `${BASE}/mail`, { query: { id: 'nope' } })).toBe(true);
  });
});

describe('mailbox drafts and search', () => {
  const state = useMockServer({ actor: 'owner' });
  const db = () => state.api.db.mailbox;
  const page = async (query: Record<string, string>) =>
    (await ok<MailsAnswer>('GET', `${BASE}/mails`, { query })) as Page;
  const draft = (mail: Partial<Mail> = {}) =>
    ok<MailWithCounts>('POST', `${BASE}/mail`, {
      body: {
        mail: { to: '', cc: [], bcc: [], subject: 'Plan', content: 'half', folder: folderId('drafts'), ...mail },
      },
    });

  it('rewrites a draft, and sends it by moving it to Sent: dated now, from the signed-in user', async () => {
    const kept = await draft();
    const older = new Date(Date.parse(kept.date) - 86_400_000).toISOString();
    db().mails.find((mail) => mail.id === kept.id)!.date = older;
    state.api.reindex();
    const edited = await ok<MailWithCounts>('PATCH', `${BASE}/mail`, {
      body: {
        id: kept.id,
        mail: { to: 'ana@mail.example', cc: ['bo@mail.example'], content: '<p>done</p>', contentType: 'html' },
      },
    });
    expect(edited).toMatchObject({
      to: 'ana@mail.example',
      ccCount: 1,
      content: '<p>done</p>',
      folder: folderId('drafts'),
    });
    expect(edited.date).toBe(older);
    const sentBefore = (await page({ folder: 'sent' })).pagination.totalResults;
    const sent = await ok<MailWithCounts>('PATCH', `${BASE}/mail`, {
      body: { id: kept.id, mail: { subject: 'Plan final', folder: folderId('sent') } },
    });
    expect(sent).toMatchObject({ subject: 'Plan final', folder: folderId('sent'), unread: false });
    expect(Date.parse(sent.date)).toBeGreaterThan(Date.parse(older));
    expect(sent.from.contact).toBe(`${state.api.db.user.name} <${state.api.db.user.email}>`);
    // Gone from the Drafts, first in Sent (newest), and found by its new words.
    expect((await page({ folder: 'drafts' })).mails.map((mail) => mail.id)).not.toContain(kept.id);
    const sentList = await page({ folder: 'sent' });
    expect(sentList.pagination.totalResults).toBe(sentBefore + 1);
    expect(sentList.mails[0]!.id).toBe(kept.id);
    expect((await page({ q: 'plan final' })).mails.map((mail) => mail.id)).toEqual([kept.id]);
  });

  it('refuses to rewrite a mail that is not a draft, changing nothing', async () => {
    const received = db().mails.find((mail) => mail.folder === folderId('inbox'))!;
    const before = structuredClone(received);
    for (const mail of [{ subject: 'Forged' }, { to: 'x@mail.example' }, { content: 'x' }, { cc: 'x' }]) {
      expect((await call('PATCH', `${BASE}/mail`, { body: { id: received.id, mail } })).status).toBe(400);
    }
    expect(db().mails.find((mail) => mail.id === received.id)).toEqual(before);
  });

  it('searches subject, sender and body across folders, newest first, narrowed by a folder if named', async () => {
    const html = await draft({
      subject: 'Zorblax review',
      content: '<p>Ze<b>ppelin</b> budget</p>',
      contentType: 'html',
    });
    const reports = await page({ q: 'REPORT' });
    const matching = db().mails.filter((mail) => mailSearchText(mail).toLowerCase().includes('report'));
    expect(reports.pagination.totalResults).toBe(matching.length);
    // Across folders: the answer is not one folder's list.
    expect(new Set(matching.map((mail) => mail.folder)).size).toBeGreaterThan(1);
    expect(reports.mails.every((mail) => matching.some((candidate) => candidate.id === mail.id))).toBe(true);
    expect((await page({ q: 'zeppelin budget' })).mails).toHaveLength(0);
    expect((await page({ q: 'budget' })).mails.map((mail) => mail.id)).toContain(html.id);
    // Markup is not searched: a tag's name finds nothing.
    expect((await page({ q: '<b>' })).mails).toHaveLength(0);
    expect((await page({ q: 'zorblax', folder: 'inbox' })).mails).toHaveLength(0);
    expect((await page({ q: 'zorblax', folder: 'drafts' })).mails.map((mail) => mail.id)).toEqual([html.id]);
    const dates = reports.mails.map((mail) => Date.parse(mail.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
