/** The mailbox's permissions: reads need `mail:view`, writes `mail:write`; the seed Viewer holds only the first. */
import { describe, expect, it } from 'vitest';
import type { MailWithCounts, MailsAnswer } from '../contract/mailbox.ts';
import { mailFolders } from '../db/seed/mailbox.ts';
import { call, ok, useMockServer } from '../test/server.ts';

const BASE = 'apps/mailbox';
const folderId = (slug: string) => mailFolders.find((folder) => folder.slug === slug)!.id;

describe('mailbox as the Viewer', () => {
  const state = useMockServer({ actor: 'usr-viewer' });

  it('reads every list and mail', async () => {
    for (const path of ['settings', 'folders', 'filters', 'labels']) await ok('GET', `${BASE}/${path}`);
    const inbox = (await ok<MailsAnswer>('GET', `${BASE}/mails`, { query: { folder: 'inbox' } })).mails!;
    expect(inbox.length).toBeGreaterThan(0);
    expect(await ok<MailWithCounts>('GET', `${BASE}/mail`, { query: { id: inbox[0]!.id } })).toMatchObject({
      id: inbox[0]!.id,
    });
  });

  it('is refused every write with 403 naming mail:write, and nothing changes', async () => {
    const before = structuredClone(state.api.db.mailbox);
    const mail = before.mails.find((candidate) => candidate.unread)!;
    const label = before.labels[0]!;
    const writes: [string, string, Parameters<typeof call>[2]][] = [
      ['PATCH', 'mail', { body: { id: mail.id, mail: { unread: false } } }],
      [
        'POST',
        'mail',
        {
          body: {
            mail: { to: 'a@mail.example', cc: [], bcc: [], subject: 's', content: 'c', folder: folderId('sent') },
          },
        },
      ],
      ['DELETE', 'mail', { query: { id: mail.id } }],
      ['POST', 'label', { body: { label: { title: 'Mine' } } }],
      ['PATCH', 'label', { body: { id: label.id, label: { title: 'Renamed' } } }],
      ['DELETE', 'label', { query: { id: label.id } }],
      ['PATCH', 'settings', { body: { settings: { messageLayout: 'full' } } }],
    ];
    for (const [method, path, options] of writes) {
      const answer = await call(method, `${BASE}/${path}`, options);
      expect({ call: `${method} ${path}`, status: answer.status, body: answer.body }).toEqual({
        call: `${method} ${path}`,
        status: 403,
        body: { code: 'forbidden', permission: 'mail:write', error: 'You need the mail:write permission' },
      });
    }
    expect(state.api.db.mailbox).toEqual(before);
  });
});

describe('mailbox without a session', () => {
  useMockServer({ actor: null });

  it('answers 401 to a read and to a write', async () => {
    expect((await call('GET', `${BASE}/mails`)).status).toBe(401);
    expect((await call('PATCH', `${BASE}/settings`, { body: { settings: { messageLayout: 'full' } } })).status).toBe(
      401,
    );
  });
});
