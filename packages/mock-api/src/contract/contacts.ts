/** Contacts (spec 2, sections 3 and 7). */

export interface ContactEmail {
  email: string;
  /** Labels in the seed: Personal, Work. */
  label: string;
}

export interface ContactPhoneNumber {
  /** Two-letter ISO code of a {@link Country}. */
  country: string;
  phoneNumber: string;
  /** Labels in the seed: Mobile, Work, Home. */
  label: string;
}

export interface Contact {
  id: string;
  /** An image URL, a `data:` URL after an upload, or null. */
  avatar: string | null;
  background: string | null;
  name: string;
  emails: ContactEmail[];
  phoneNumbers: ContactPhoneNumber[];
  /** Job title; '' when unknown. */
  title: string;
  company: string;
  /** ISO date-time or null. */
  birthday: string | null;
  address: string | null;
  /** HTML or null. */
  notes: string | null;
  /** Ids of {@link ContactTag}s. */
  tags: string[];
}

export interface Country {
  id: string;
  /** Two-letter ISO 3166-1 code. */
  iso: string;
  name: string;
  /** Dial prefix, such as '+34'. */
  code: string;
  /** The flag emoji. */
  flag: string;
}

export interface ContactTag {
  id: string;
  title: string;
}

export interface UpdateContactRequest {
  id: string;
  contact: Partial<Omit<Contact, 'id'>>;
}

export interface CreateContactTagRequest {
  tag: { title: string };
}

export interface UpdateContactTagRequest {
  id: string;
  tag: Partial<Omit<ContactTag, 'id'>>;
}
