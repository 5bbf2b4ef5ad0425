/** Query keys of the chat app, in one place: the chat list, one chat (with messages), contacts, the profile. */
export const chatKeys = {
  all: ['chat'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  details: () => [...chatKeys.all, 'detail'] as const,
  detail: (id: string) => [...chatKeys.details(), id] as const,
  contacts: () => [...chatKeys.all, 'contacts'] as const,
  contact: (id: string) => [...chatKeys.contacts(), id] as const,
  profile: () => [...chatKeys.all, 'profile'] as const,
  /** Mutation key of sends, so overlapping ones re-read the chat only once the last has settled. */
  send: () => [...chatKeys.all, 'send'] as const,
};
