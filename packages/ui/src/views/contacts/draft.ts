import { parseDate, type CalendarDate } from '@internationalized/date';
import type { Contact } from '@atrium/mock-api';

/** The fields edited in the form (the avatar is uploaded or removed at once, outside the draft). */
export type ContactDraft = Pick<
  Contact,
  'name' | 'emails' | 'phoneNumbers' | 'title' | 'company' | 'birthday' | 'address' | 'notes' | 'tags'
>;

export const emailLabels = ['Personal', 'Work'] as const;
export const phoneLabels = ['Mobile', 'Work', 'Home'] as const;

export function draftOf(contact: Contact): ContactDraft {
  return {
    name: contact.name,
    emails: contact.emails.map((email) => ({ ...email })),
    phoneNumbers: contact.phoneNumbers.map((phone) => ({ ...phone })),
    title: contact.title,
    company: contact.company,
    birthday: contact.birthday,
    address: contact.address,
    notes: contact.notes,
    tags: [...contact.tags],
  };
}

/** The draft as the API takes it: blank rows dropped, empty texts as null where the API allows it. */
export function patchOf(draft: ContactDraft, cleanNotes: (html: string) => string): ContactDraft {
  const notes = draft.notes ? cleanNotes(draft.notes).trim() : '';
  const address = draft.address?.trim() ?? '';
  return {
    ...draft,
    name: draft.name.trim(),
    emails: draft.emails.filter((email) => email.email.trim() !== ''),
    phoneNumbers: draft.phoneNumbers.filter((phone) => phone.phoneNumber.trim() !== ''),
    address: address === '' ? null : address,
    notes: notes === '' || notes === '<br>' ? null : notes,
  };
}

export const sameDraft = (a: ContactDraft, b: ContactDraft): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The calendar day of an ISO date-time as stored ('1969-07-08T12:00:00.000Z' → 1969-07-08). */
export function birthdayDate(birthday: string | null): CalendarDate | null {
  if (!birthday) return null;
  try {
    return parseDate(birthday.slice(0, 10));
  } catch {
    return null;
  }
}

/** Stored at noon UTC, as the seed does, so no time zone moves the day. */
export const birthdayIso = (date: CalendarDate | null): string | null =>
  date ? `${date.toString()}T12:00:00.000Z` : null;
