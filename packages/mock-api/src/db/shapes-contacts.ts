/**
 * The address book's stored entities: they check patches in its handlers and its stored data on load. A module of
 * its own, so these checks load with the domain and never with the mock's first chunk.
 */
import type { Contact, ContactTag } from '../contract/contacts.ts';
import type { Shape } from '../schema.ts';
import { array, isoDate, nullable, object, string } from '../schema.ts';

export const contactShape: Shape<Contact> = {
  id: string,
  avatar: nullable(string),
  background: nullable(string),
  name: string,
  emails: array(object({ email: string, label: string })),
  phoneNumbers: array(object({ country: string, phoneNumber: string, label: string })),
  title: string,
  company: string,
  birthday: nullable(isoDate),
  address: nullable(string),
  notes: nullable(string),
  tags: array(string),
};

export const tagShape: Shape<ContactTag> = { id: string, title: string };
