import { describe, expect, it } from 'vitest';
import type { Contact } from '../contract/contacts.ts';
import { ok, useMockServer } from '../test/server.ts';
import { createDatabase, databaseCheck } from './database.ts';
import { LONG_WORD, lengthenText } from './longText.ts';

describe('lengthenText', () => {
  const seeded = createDatabase(Date.UTC(2026, 10, 21, 10));
  const db = structuredClone(seeded);
  lengthenText(db);

  it('appends an unbroken word longer than 85 characters to the human text', () => {
    expect(LONG_WORD.length).toBeGreaterThan(85);
    expect(LONG_WORD).not.toMatch(/[\s-]/);
    const order = db.backOffice.orders[0]!;
    expect(order.shippingAddress.line1).toBe(`${seeded.backOffice.orders[0]!.shippingAddress.line1} ${LONG_WORD}`);
    expect(order.customer.name).toContain(LONG_WORD);
    expect(db.contacts[0]!.name).toContain(LONG_WORD);
    expect(db.tasks[0]!.title).toContain(LONG_WORD);
    expect(db.mailbox.mails[0]!.subject).toContain(LONG_WORD);
    expect(db.chat.messages[0]!.value).toContain(LONG_WORD);
    const role = db.backOffice.roles.find((item) => typeof item.description !== 'string')!;
    expect(role.description).toEqual({
      es: expect.stringContaining(LONG_WORD) as unknown,
      en: expect.stringContaining(LONG_WORD) as unknown,
    });
  });

  it('keeps a file name’s extension last, so its type still reads from it', () => {
    const file = db.fileManager.find((item) => item.type === 'PDF')!;
    expect(file.name).toMatch(new RegExp(` ${LONG_WORD}\\.pdf$`, 'i'));
  });

  it('leaves ids, emails, dates, enums and tags as seeded', () => {
    const before = seeded.backOffice.orders[0]!;
    const after = db.backOffice.orders[0]!;
    expect(after.id).toBe(before.id);
    expect(after.customer.email).toBe(before.customer.email);
    expect(after.createdAt).toBe(before.createdAt);
    expect(after.status).toBe(before.status);
    expect(after.tags).toEqual(before.tags);
    expect(db.contacts.map((contact) => contact.id)).toEqual(seeded.contacts.map((contact) => contact.id));
    expect(db.fileManager.map((item) => item.type)).toEqual(seeded.fileManager.map((item) => item.type));
  });

  it('keeps the database valid', () => {
    expect(() => databaseCheck(structuredClone(db), '$')).not.toThrow();
  });
});

describe('a lengthened mock', () => {
  const state = useMockServer({ actor: 'owner' });

  it('answers the lengthened text once reindexed, in its lists and searches', async () => {
    lengthenText(state.api.db);
    state.api.reindex();
    const contacts = await ok<Contact[]>('GET', 'apps/contacts/all');
    expect(contacts.length).toBeGreaterThan(0);
    for (const contact of contacts) expect(contact.name).toContain(LONG_WORD);
    const found = await ok<Contact[]>('GET', 'apps/contacts/search', { query: { query: LONG_WORD.slice(0, 20) } });
    expect(found).toHaveLength(contacts.length);
  });
});
