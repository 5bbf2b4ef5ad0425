/** Help center (spec 2 §7): FAQs by category, guides with a per-category limit, one guide with content. */
import type { HttpHandler } from 'msw';
import type { FaqCategoryWithFaqs, GuideCategoryWithGuide, GuideCategoryWithGuides } from '../contract/help-center.ts';
import { faqCategories, faqs, guideCategories, guideContent, guides } from '../db/seed/help-center.ts';
import { query, queryInt, route } from './http.ts';

export const DEFAULT_GUIDE_LIMIT = 5;

export function helpCenterHandlers(): HttpHandler[] {
  return [
    route('get', 'apps/help-center/faqs', (_request, url): FaqCategoryWithFaqs[] => {
      const slug = query(url, 'slug');
      return faqCategories
        .filter((category) => !slug || category.slug === slug)
        .map((category) => ({ ...category, faqs: faqs.filter((faq) => faq.categoryId === category.id) }));
    }),
    route('get', 'apps/help-center/guides', (_request, url): GuideCategoryWithGuides[] => {
      const slug = query(url, 'slug');
      const limit = queryInt(url, 'limit', DEFAULT_GUIDE_LIMIT, 0, Number.MAX_SAFE_INTEGER);
      return guideCategories
        .filter((category) => !slug || category.slug === slug)
        .map((category) => {
          const all = guides.filter((guide) => guide.categoryId === category.id);
          const shown = slug ? all : all.slice(0, limit);
          return { ...category, visibleGuides: shown.length, totalGuides: all.length, guides: shown };
        });
    }),
    route('get', 'apps/help-center/guide', (_request, url): GuideCategoryWithGuide | null => {
      const category = guideCategories.find((candidate) => candidate.slug === query(url, 'categorySlug'));
      const guide = guides.find(
        (candidate) => candidate.categoryId === category?.id && candidate.slug === query(url, 'guideSlug'),
      );
      if (!category || !guide) return null;
      return { ...category, guide: { ...guide, content: guideContent(guide) } };
    }),
  ];
}
