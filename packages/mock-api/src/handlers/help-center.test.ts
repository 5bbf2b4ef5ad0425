import { describe, expect, it } from 'vitest';
import type { FaqCategoryWithFaqs, GuideCategoryWithGuide, GuideCategoryWithGuides } from '../contract/help-center.ts';
import { call, ok, useMockServer } from '../test/server.ts';

describe('help center', () => {
  useMockServer();

  it('lists FAQ categories with their FAQs (answers of two paragraphs)', async () => {
    const categories = await ok<FaqCategoryWithFaqs[]>('GET', 'apps/help-center/faqs');
    expect(categories.map((category) => category.title)).toEqual([
      'Most asked',
      'General inquiries',
      'Licenses',
      'Payments',
      'Support',
    ]);
    for (const category of categories) {
      expect(category.faqs.length).toBeGreaterThan(1);
      for (const faq of category.faqs) {
        expect(faq.categoryId).toBe(category.id);
        expect(faq.answer.split('\n\n')).toHaveLength(2);
      }
    }
    expect(JSON.stringify(categories)).toContain('$20');
  });

  it('answers only the category of a slug; nothing for an unknown slug', async () => {
    const only = await ok<FaqCategoryWithFaqs[]>('GET', 'apps/help-center/faqs', { query: { slug: 'licenses' } });
    expect(only.map((category) => category.slug)).toEqual(['licenses']);
    expect(await ok('GET', 'apps/help-center/faqs', { query: { slug: 'nope' } })).toEqual([]);
  });

  it('limits guides to 5 per category by default, with visibleGuides and totalGuides', async () => {
    const categories = await ok<GuideCategoryWithGuides[]>('GET', 'apps/help-center/guides');
    expect(categories.map((category) => category.title)).toEqual([
      'Getting Started',
      'Projects',
      'Settings',
      'Payments',
      'Your Account',
    ]);
    for (const category of categories) {
      expect(category.totalGuides).toBeGreaterThan(5);
      expect(category.visibleGuides).toBe(5);
      expect(category.guides).toHaveLength(5);
    }
    const two = await ok<GuideCategoryWithGuides[]>('GET', 'apps/help-center/guides', { query: { limit: '2' } });
    expect(two.every((category) => category.guides.length === 2 && category.visibleGuides === 2)).toBe(true);
    expect((await call('GET', 'apps/help-center/guides', { query: { limit: '-1' } })).status).toBe(400);
  });

  it('answers all guides of one category with a slug', async () => {
    const [category, ...rest] = await ok<GuideCategoryWithGuides[]>('GET', 'apps/help-center/guides', {
      query: { slug: 'getting-started' },
    });
    expect(rest).toEqual([]);
    expect(category!.guides).toHaveLength(category!.totalGuides);
    expect(category!.visibleGuides).toBe(category!.totalGuides);
  });

  it('answers one guide with its content inside its category, null when unknown', async () => {
    const answer = await ok<GuideCategoryWithGuide>('GET', 'apps/help-center/guide', {
      query: { categorySlug: 'getting-started', guideSlug: 'what-is-atrium' },
    });
    expect(answer).toMatchObject({
      slug: 'getting-started',
      guide: { slug: 'what-is-atrium', title: 'What is Atrium' },
    });
    expect(answer.guide.content).toContain('<h2>What is Atrium</h2>');
    expect(
      await ok('GET', 'apps/help-center/guide', { query: { categorySlug: 'projects', guideSlug: 'what-is-atrium' } }),
    ).toBeNull();
    expect(await ok('GET', 'apps/help-center/guide')).toBeNull();
  });
});
