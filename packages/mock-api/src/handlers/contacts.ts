/** Contacts (spec 2 §7): contacts, countries, tags and the avatar upload. */
import type { HttpHandler } from 'msw';
import type { Contact, ContactTag } from '../contract/contacts.ts';
import { contactShape, tagShape } from '../db/shapes-contacts.ts';
import { countries } from '../db/seed/countries.ts';
import { BadRequest, object, partial, text } from '../schema.ts';
import type { Context } from './http.ts';
import { bodyId, query, readBody, removeById, route, uuid } from './http.ts';
import { ListIndex, order } from './list-cache.ts';

/** Uploaded avatars above this size are refused (they are stored as data URLs, in localStorage too). */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

const collator = new Intl.Collator();

/** Reads a file into a `data:` URL with `Blob.arrayBuffer()` (works in Node and in browsers). */
export async function toDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

export function blankContact(): Contact {
  return {
    id: uuid(),
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
  };
}

export function contactsHandlers(shared: Context): HttpHandler[] {
  // Its own revision: changes in other domains keep the sorted lists and memos below.
  const ctx = shared.scoped();
  // The contacts sorted by name, built at load and kept in order by every change (fast on big lists).
  const lists = new ListIndex((contact: Contact) => contact.name, {
    name: order(
      (contact: Contact) => contact.name,
      (a: string, b: string) => collator.compare(a, b),
    ),
  });
  ctx.onLoad((checkedAt) => lists.load(ctx.db.contacts, checkedAt));
  // Every change below is reported to the lists (or moves nothing in them): the lists skip their checking pass.
  const commit = () => {
    ctx.commit();
    lists.covered(ctx.revision);
  };
  const sortedContacts = () => lists.all('name', ctx.db.contacts, ctx.revision);
  const contactPatch = partial(contactShape, ['id']);
  const tagPatch = partial(tagShape, ['id']);
  const newTag = object<{ title: string }>({ title: text });
  const findContact = (id: string | null | undefined) => ctx.db.contacts.find((contact) => contact.id === id) ?? null;

  return [
    route('get', 'apps/contacts/all', () => sortedContacts()),
    route('get', 'apps/contacts/search', (_request, url) => {
      const needle = query(url, 'query') ?? '';
      if (needle === '') return sortedContacts();
      return lists.search('name', ctx.db.contacts, ctx.revision, needle);
    }),
    route('get', 'apps/contacts/contact', (_request, url) => findContact(query(url, 'id'))),
    route('post', 'apps/contacts/contact', () => {
      const contact = blankContact();
      ctx.db.contacts.unshift(contact);
      lists.added(contact);
      commit();
      return contact;
    }),
    route('patch', 'apps/contacts/contact', async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = contactPatch(body.contact, 'contact');
      const contact = findContact(id);
      if (!contact) return null;
      lists.update(contact, () => Object.assign(contact, patch));
      commit();
      return contact;
    }),
    route('delete', 'apps/contacts/contact', (_request, url) => {
      const contact = findContact(query(url, 'id'));
      if (contact && removeById(ctx.db.contacts, contact.id)) {
        lists.removed(contact);
        commit();
      }
      return true;
    }),

    route('get', 'apps/contacts/countries', () => countries),

    route('get', 'apps/contacts/tags', () => ctx.db.contactTags),
    route('post', 'apps/contacts/tag', async (request) => {
      const input = newTag((await readBody(request)).tag, 'tag');
      const tag: ContactTag = { id: uuid(), title: input.title };
      ctx.db.contactTags.unshift(tag);
      commit();
      return tag;
    }),
    route('patch', 'apps/contacts/tag', async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = tagPatch(body.tag, 'tag');
      const tag = ctx.db.contactTags.find((candidate) => candidate.id === id);
      if (!tag) return null;
      Object.assign(tag, patch);
      commit();
      return tag;
    }),
    route('delete', 'apps/contacts/tag', (_request, url) => {
      const id = query(url, 'id');
      if (id === null) return true;
      let changed = removeById(ctx.db.contactTags, id);
      for (const contact of ctx.db.contacts) {
        if (contact.tags.includes(id)) {
          contact.tags = contact.tags.filter((tagId) => tagId !== id);
          changed = true;
        }
      }
      if (changed) commit();
      return true;
    }),

    route('post', 'apps/contacts/avatar', async (request) => {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        throw new BadRequest('The body must be multipart form data with fields id and avatar');
      }
      const id = form.get('id');
      const avatar = form.get('avatar');
      if (typeof id !== 'string') throw new BadRequest('id must be a text field');
      if (avatar === null || typeof avatar === 'string') throw new BadRequest('avatar must be a file');
      if (avatar.size > MAX_AVATAR_BYTES) throw new BadRequest('avatar must be at most 2 MB');
      const contact = findContact(id);
      if (!contact) return null;
      contact.avatar = await toDataUrl(avatar);
      commit();
      return contact;
    }),
  ];
}
