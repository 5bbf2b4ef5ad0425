/** Query keys of the help center, in one place. */
export const helpCenterKeys = {
  all: ['help-center'] as const,
  faqs: () => [...helpCenterKeys.all, 'faqs'] as const,
  guides: () => [...helpCenterKeys.all, 'guides'] as const,
  category: (slug: string) => [...helpCenterKeys.all, 'category', slug] as const,
  guide: (categorySlug: string, guideSlug: string) =>
    [...helpCenterKeys.all, 'guide', categorySlug, guideSlug] as const,
  search: (query: string, language: string) => [...helpCenterKeys.all, 'search', query, language] as const,
};
