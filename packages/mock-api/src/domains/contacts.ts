/** Contacts: the contacts and their tags; countries come with the handlers. */
import { array, object } from '../schema.ts';
import { contacts, contactTags } from '../db/seed/contacts.ts';
import { contactShape, tagShape } from '../db/shapes-contacts.ts';
import { contactsHandlers } from '../handlers/contacts.ts';
import type { Database } from '../db/database.ts';
import { defineDomain } from './domain.ts';

type Data = Pick<Database, 'contacts' | 'contactTags'>;

export const domain = defineDomain<Data>({
  name: 'contacts',
  seed: () => structuredClone({ contacts: [...contacts], contactTags: [...contactTags] }),
  check: object<Data>({ contacts: array(object(contactShape)), contactTags: array(object(tagShape)) }),
  handlers: contactsHandlers,
});
