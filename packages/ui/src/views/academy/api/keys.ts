/** Query keys of the academy, in one place: the categories, the course list, one course with its steps. */
export const academyKeys = {
  all: ['academy'] as const,
  categories: () => [...academyKeys.all, 'categories'] as const,
  courses: () => [...academyKeys.all, 'courses'] as const,
  details: () => [...academyKeys.all, 'course'] as const,
  detail: (id: string) => [...academyKeys.details(), id] as const,
};
