/** Query keys of the contacts app, in one place: lists by search text, one contact, tags, countries. */
export const contactsKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactsKeys.all, 'list'] as const,
  list: (search: string) => [...contactsKeys.lists(), search] as const,
  details: () => [...contactsKeys.all, 'detail'] as const,
  detail: (id: string) => [...contactsKeys.details(), id] as const,
  tags: () => [...contactsKeys.all, 'tags'] as const,
  countries: () => [...contactsKeys.all, 'countries'] as const,
};
