export { ContactsApp, ContactPanel } from './ContactsView';
export {
  ContactsList,
  CONTACTS_SEARCH_DEBOUNCE_MS,
  CONTACTS_SEARCH_PARAM,
  type ContactsListProps,
} from './ContactsList';
export { ContactDetails, type ContactDetailsProps } from './ContactDetails';
export { ContactForm, type ContactFormProps } from './ContactForm';
export { contactsKeys } from './api/keys';
export {
  contactsQueryOptions,
  contactQueryOptions,
  useContacts,
  useContact,
  useCreateContact,
  useUpdateContact,
  useDeleteContact,
  useUploadAvatar,
  MAX_AVATAR_BYTES,
  type FailureOptions,
} from './api/contacts';
export { tagsQueryOptions, useTags, useCreateTag, useUpdateTag, useDeleteTag } from './api/tags';
export { countriesQueryOptions, useCountries } from './api/countries';
export { groupByInitial, initialOf, type ContactGroup } from './groups';
