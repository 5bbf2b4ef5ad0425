/** Query keys of the tasks app, in one place: the list (tasks and sections in order), one task, the tags. */
export const tasksKeys = {
  all: ['tasks'] as const,
  list: () => [...tasksKeys.all, 'list'] as const,
  details: () => [...tasksKeys.all, 'detail'] as const,
  detail: (id: string) => [...tasksKeys.details(), id] as const,
  tags: () => [...tasksKeys.all, 'tags'] as const,
  /** Mutation key of order changes, so overlapping ones can tell when they are the last. */
  reorder: () => [...tasksKeys.all, 'reorder'] as const,
};
