/**
 * Help center (spec 2 §7): FAQs by category, guides with a per-category limit, one guide with content.
 * Added for the app (not in the spec's list): a search over FAQs and guides, the reader's feedback on a
 * guide (once per guide) and the support form's requests, both stored.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type {
  Faq,
  FaqCategoryWithFaqs,
  Guide,
  GuideCategoryWithGuide,
  GuideCategoryWithGuides,
  GuideFeedback,
  HelpCenterSearchResults,
  NextGuide,
  SupportRequest,
  SupportRequestDraft,
} from '../contract/help-center.ts';
import type { LocalizedText } from '../contract/common.ts';
import { faqCategories, faqs, guideCategories, guideContent, guideUpdatedAt, guides } from '../db/seed/help-center.ts';
import { BadRequest, oneOf, optional, string } from '../schema.ts';
import { type Context, query, queryInt, readBody, route, uuid } from './http.ts';

export const DEFAULT_GUIDE_LIMIT = 5;

const LANGUAGES = ['es', 'en'] as const;

/** The texts of `text` to search: the one in `language`, or both when none is named. */
function inLanguage(text: LocalizedText, language: (typeof LANGUAGES)[number] | undefined): string[] {
  if (typeof text === 'string') return [text];
  return language ? [text[language]] : [text.es, text.en];
}

/** Lower case without accents, so "facturacion" finds "facturación" and "Pago" finds "pago". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The most results a search answers per group (FAQs, guides): enough for a suggestion list. */
export const SEARCH_LIMIT = 8;

/** The longest each support field may be. */
export const SUPPORT_LIMITS: Record<keyof SupportRequestDraft, number> = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A 400 that names the field at fault, so a form can put the message beside it. */
function fieldError(field: keyof SupportRequestDraft, error: string): Response {
  return HttpResponse.json({ error, field }, { status: 400 });
}

function withCategory(guide: Guide): NextGuide {
  const category = guideCategories.find((candidate) => candidate.id === guide.categoryId)!;
  return { ...guide, categorySlug: category.slug, categoryTitle: category.title };
}

/** Guides in reading order: by category, then as listed. */
const readingOrder: readonly Guide[] = guideCategories.flatMap((category) =>
  guides.filter((guide) => guide.categoryId === category.id),
);

/** The guide after this one: the next of its category, or the first of the next category (round to the start). */
function nextGuideOf(guide: Guide): NextGuide | null {
  if (readingOrder.length < 2) return null;
  const index = readingOrder.indexOf(guide);
  return withCategory(readingOrder[(index + 1) % readingOrder.length]!);
}

export function helpCenterHandlers(ctx: Context): HttpHandler[] {
  const state = () => ctx.db.helpCenter;

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
      const feedback = state().feedback.find((entry) => entry.guideId === guide.id)?.feedback ?? null;
      return {
        ...category,
        guide: { ...guide, content: guideContent(guide), updatedAt: guideUpdatedAt(guide), feedback },
        nextGuide: nextGuideOf(guide),
      };
    }),
    // The search runs here rather than in the browser over the lists: the guides list holds only the
    // first 5 of each category, and one small answer per keystroke beats loading every FAQ and guide.
    route('get', 'apps/help-center/search', (_request, url): HelpCenterSearchResults => {
      const needle = folded(query(url, 'query') ?? '').trim();
      const language = optional(oneOf(LANGUAGES))(query(url, 'language') ?? undefined, 'language');
      if (needle === '') return { faqs: [], guides: [] };
      // Searched in the language the reader sees (either, when none is named): a match in the other one
      // would show a result without the words typed.
      const holds = (...texts: LocalizedText[]) =>
        texts.some((text) => inLanguage(text, language).some((words) => folded(words).includes(needle)));
      const matchingFaqs = faqs
        .filter((faq: Faq) => holds(faq.question, faq.answer))
        .slice(0, SEARCH_LIMIT)
        .map((faq) => {
          const category = faqCategories.find((candidate) => candidate.id === faq.categoryId)!;
          return { ...faq, categorySlug: category.slug, categoryTitle: category.title };
        });
      const matchingGuides = readingOrder
        .filter((guide) => holds(guide.title, guide.subtitle))
        .slice(0, SEARCH_LIMIT)
        .map(withCategory);
      return { faqs: matchingFaqs, guides: matchingGuides };
    }),
    route('post', 'apps/help-center/guide/feedback', async (request): Promise<GuideFeedback | Response> => {
      const body = await readBody(request);
      const guideId = string(body.guideId, 'guideId');
      const feedback = oneOf(['helpful', 'unhelpful'] as const)(body.feedback, 'feedback');
      if (!guides.some((guide) => guide.id === guideId)) throw new BadRequest(`No guide with id ${guideId}`);
      const given = state().feedback.find((entry) => entry.guideId === guideId);
      if (given) {
        // One answer per guide: the first stays, and the caller learns which it was.
        return HttpResponse.json(
          { error: 'This guide has already been answered', feedback: given.feedback },
          { status: 409 },
        );
      }
      const entry: GuideFeedback = { guideId, feedback, createdAt: new Date().toISOString() };
      state().feedback.push(entry);
      ctx.commit();
      return entry;
    }),
    route('post', 'apps/help-center/support', async (request): Promise<SupportRequest | Response> => {
      const body = await readBody(request);
      const draft = {} as SupportRequestDraft;
      for (const field of ['name', 'email', 'subject', 'message'] as const) {
        const value = body[field];
        if (typeof value !== 'string' || value.trim() === '') return fieldError(field, `${field} is required`);
        if (value.trim().length > SUPPORT_LIMITS[field]) {
          return fieldError(field, `${field} must be at most ${SUPPORT_LIMITS[field]} characters`);
        }
        draft[field] = value.trim();
      }
      if (!EMAIL.test(draft.email)) return fieldError('email', 'email must be a valid e-mail address');
      const saved: SupportRequest = { id: uuid(), ...draft, createdAt: new Date().toISOString() };
      state().supportRequests.push(saved);
      ctx.commit();
      return saved;
    }),
  ];
}
