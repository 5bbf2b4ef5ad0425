/** Query keys of the shell's common data, in one place. */
export const commonKeys = {
  all: ['common'] as const,
  user: () => [...commonKeys.all, 'user'] as const,
  navigation: () => [...commonKeys.all, 'navigation'] as const,
  notifications: () => [...commonKeys.all, 'notifications'] as const,
  messages: () => [...commonKeys.all, 'messages'] as const,
  shortcuts: () => [...commonKeys.all, 'shortcuts'] as const,
  search: (query: string) => [...commonKeys.all, 'search', query] as const,
};
