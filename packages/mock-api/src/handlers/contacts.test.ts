import { describe, expect, it } from 'vitest';
import type { Contact, ContactTag, Country } from '../contract/contacts.ts';
import { call, ok, useMockServer } from '../test/server.ts';

describe('contacts', () => {
  const state = useMockServer({ actor: 'owner' });
  const db = () => state.api.db;

  it('lists about 90 contacts sorted by name with locale compare', async () => {
    const all = await ok<Contact[]>('GET', 'apps/contacts/all');
    expect(all.length).toBeGreaterThanOrEqual(85);
    const names = all.map((contact) => contact.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('keeps the order sorted after a change', async () => {
    const created = await ok<Contact>('POST', 'apps/contacts/contact');
    await ok('PATCH', 'apps/contacts/contact', { body: { id: created.id, contact: { name: 'Aaron Ábalos' } } });
    const names = (await ok<Contact[]>('GET', 'apps/contacts/all')).map((contact) => contact.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain('Aaron Ábalos');
  });

  it('searches names only, case-insensitively, sorted by name', async () => {
    const target = db().contacts[3]!;
    const part = target.name.slice(1, 4);
    const found = await ok<Contact[]>('GET', 'apps/contacts/search', { query: { query: part.toUpperCase() } });
    expect(found).toContainEqual(target);
    expect(found.every((contact) => contact.name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    const names = found.map((contact) => contact.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const company = db().contacts[0]!.company;
    const byCompany = await ok<Contact[]>('GET', 'apps/contacts/search', { query: { query: company } });
    expect(byCompany.every((contact) => contact.name.toLowerCase().includes(company.toLowerCase()))).toBe(true);
  });

  it('answers all contacts when there is no query', async () => {
    const all = await ok<Contact[]>('GET', 'apps/contacts/all');
    expect(await ok('GET', 'apps/contacts/search')).toEqual(all);
    expect(await ok('GET', 'apps/contacts/search', { query: { query: '' } })).toEqual(all);
  });

  it('answers one contact by id, null when unknown or missing', async () => {
    const target = db().contacts[5]!;
    expect(await ok('GET', 'apps/contacts/contact', { query: { id: target.id } })).toEqual(target);
    expect(await call('GET', 'apps/contacts/contact', { query: { id: 'nope' } })).toMatchObject({
      status: 200,
      body: null,
    });
    expect(await call('GET', 'apps/contacts/contact')).toMatchObject({ status: 200, body: null });
  });

  it('creates the blank contact at the top', async () => {
    const created = await ok<Contact>('POST', 'apps/contacts/contact', { body: { name: 'ignored' } });
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      avatar: null,
      background: null,
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      title: '',
      company: '',
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
    expect(db().contacts[0]).toEqual(created);
  });

  it('merges a patch and answers the contact', async () => {
    const target = db().contacts[2]!;
    const patch = { name: 'Renamed', emails: [{ email: 'r@x.example', label: 'Work' }], birthday: null };
    const updated = await ok<Contact>('PATCH', 'apps/contacts/contact', { body: { id: target.id, contact: patch } });
    expect(updated).toEqual({ ...target, ...patch });
    expect(db().contacts[2]).toEqual(updated);
  });

  it('answers null to a patch of an unknown id', async () => {
    expect(await ok('PATCH', 'apps/contacts/contact', { body: { id: 'nope', contact: { name: 'x' } } })).toBeNull();
  });

  it('leaves the contact intact on a bad patch (contact null, mistyped fields)', async () => {
    const target = structuredClone(db().contacts[0]!);
    for (const contact of [
      null,
      5,
      [],
      { name: null },
      { emails: [{ email: 1 }] },
      { tags: 'Work' },
      { birthday: 'soon' },
    ]) {
      expect((await call('PATCH', 'apps/contacts/contact', { body: { id: target.id, contact } })).status).toBe(400);
    }
    expect(db().contacts[0]).toEqual(target);
  });

  it('deletes a contact and answers true (also for an unknown id)', async () => {
    const target = db().contacts[0]!;
    expect(await ok('DELETE', 'apps/contacts/contact', { query: { id: target.id } })).toBe(true);
    expect(db().contacts.some((contact) => contact.id === target.id)).toBe(false);
    expect(await ok('DELETE', 'apps/contacts/contact', { query: { id: 'nope' } })).toBe(true);
  });

  it('lists about 240 countries with ISO code, dial code and flag', async () => {
    const countries = await ok<Country[]>('GET', 'apps/contacts/countries');
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(new Set(countries.map((country) => country.iso)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.iso).toMatch(/^[A-Z]{2}$/);
      expect(country.code).toMatch(/^\+\d{1,4}$/);
      expect(country.id).toMatch(/^[0-9a-f-]{36}$/);
      const flag = [...country.iso].map((letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65)).join('');
      expect(country.flag).toBe(flag);
    }
    expect(countries).toContainEqual(expect.objectContaining({ iso: 'ES', name: 'Spain', code: '+34' }));
  });

  it('uses only known countries and tags in contacts', async () => {
    const countries = new Set((await ok<Country[]>('GET', 'apps/contacts/countries')).map((country) => country.iso));
    const tags = new Set(db().contactTags.map((tag) => tag.id));
    for (const contact of db().contacts) {
      for (const phone of contact.phoneNumbers) expect(countries).toContain(phone.country);
      for (const tag of contact.tags) expect(tags).toContain(tag);
    }
  });

  it('lists the seven tags', async () => {
    const tags = await ok<ContactTag[]>('GET', 'apps/contacts/tags');
    expect(tags.map((tag) => tag.title)).toEqual([
      'Work',
      'Friend',
      'Family',
      'High School',
      'College',
      'Baseball Team',
      'Band',
    ]);
  });

  it('creates a tag at the top, updates it, and refuses a bad one', async () => {
    const tag = await ok<ContactTag>('POST', 'apps/contacts/tag', { body: { tag: { title: 'Neighbours' } } });
    expect(tag).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string, title: 'Neighbours' });
    expect(db().contactTags[0]).toEqual(tag);
    expect(await ok('PATCH', 'apps/contacts/tag', { body: { id: tag.id, tag: { title: 'Neighbors' } } })).toEqual({
      ...tag,
      title: 'Neighbors',
    });
    expect(await ok('PATCH', 'apps/contacts/tag', { body: { id: 'nope', tag: { title: 'x' } } })).toBeNull();
    expect((await call('POST', 'apps/contacts/tag', { body: { tag: {} } })).status).toBe(400);
    expect((await call('PATCH', 'apps/contacts/tag', { body: { id: tag.id, tag: { title: 1 } } })).status).toBe(400);
    expect(db().contactTags[0]?.title).toBe('Neighbors');
  });

  it('strips a deleted tag from every contact', async () => {
    const work = db().contactTags.find((tag) => tag.title === 'Work')!;
    expect(db().contacts.filter((contact) => contact.tags.includes(work.id)).length).toBeGreaterThan(1);
    expect(await ok('DELETE', 'apps/contacts/tag', { query: { id: work.id } })).toBe(true);
    expect(db().contactTags.some((tag) => tag.id === work.id)).toBe(false);
    const all = await ok<Contact[]>('GET', 'apps/contacts/all');
    expect(all.some((contact) => contact.tags.includes(work.id))).toBe(false);
  });

  it('stores an uploaded avatar as a data URL and answers the contact', async () => {
    const target = db().contacts[1]!;
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 255, 1, 2]);
    const form = new FormData();
    form.set('id', target.id);
    form.set('avatar', new File([bytes], 'me.png', { type: 'image/png' }));
    const contact = await ok<Contact>('POST', 'apps/contacts/avatar', { body: form });
    expect(contact.avatar).toBe(`data:image/png;base64,${Buffer.from(bytes).toString('base64')}`);
    expect(db().contacts[1]!.avatar).toBe(contact.avatar);
  });

  it('answers null for an avatar of an unknown contact, 400 for a bad upload', async () => {
    const form = new FormData();
    form.set('id', 'nope');
    form.set('avatar', new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await ok('POST', 'apps/contacts/avatar', { body: form })).toBeNull();

    const noFile = new FormData();
    noFile.set('id', db().contacts[0]!.id);
    noFile.set('avatar', 'not a file');
    expect(await call('POST', 'apps/contacts/avatar', { body: noFile })).toMatchObject({
      status: 400,
      body: { error: 'avatar must be a file' },
    });
    expect((await call('POST', 'apps/contacts/avatar', { body: { id: 'x', avatar: 'y' } })).status).toBe(400);
    const big = new FormData();
    big.set('id', db().contacts[0]!.id);
    big.set('avatar', new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect((await call('POST', 'apps/contacts/avatar', { body: big })).status).toBe(400);
  });
});
