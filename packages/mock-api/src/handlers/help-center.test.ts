import { describe, expect, it } from 'vitest';
import type {
  FaqCategoryWithFaqs,
  GuideCategoryWithGuide,
  GuideCategoryWithGuides,
  GuideFeedback,
  HelpCenterSearchResults,
  SupportRequest,
} from '../contract/help-center.ts';
import type { LocalizedText } from '../contract/common.ts';
import { call, ok, useMockServer } from '../test/server.ts';

/** The text a reader of `language` sees. */
function inLanguage(text: LocalizedText, language: 'es' | 'en'): string {
  return typeof text === 'string' ? text : text[language];
}

describe('help center', () => {
  const server = useMockServer({ actor: 'owner' });

  it('lists FAQ categories with their FAQs (answers of two paragraphs)', async () => {
    const categories = await ok<FaqCategoryWithFaqs[]>('GET', 'apps/help-center/faqs');
    expect(categories.map((category) => category.title)).toEqual([
      { es: 'Las más consultadas', en: 'Most asked' },
      { es: 'Consultas generales', en: 'General inquiries' },
      { es: 'Licencias', en: 'Licenses' },
      { es: 'Pagos', en: 'Payments' },
      { es: 'Soporte', en: 'Support' },
    ]);
    for (const category of categories) {
      expect(category.faqs.length).toBeGreaterThan(1);
      for (const faq of category.faqs) {
        expect(faq.categoryId).toBe(category.id);
        for (const language of ['es', 'en'] as const)
          expect(inLanguage(faq.answer, language).split('\n\n')).toHaveLength(2);
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
    expect(categories.map((category) => inLanguage(category.title, 'en'))).toEqual([
      'Getting Started',
      'Projects',
      'Settings',
      'Payments',
      'Your Account',
    ]);
    expect(categories.map((category) => inLanguage(category.title, 'es'))).toEqual([
      'Primeros pasos',
      'Proyectos',
      'Ajustes',
      'Pagos',
      'Tu cuenta',
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
      guide: { slug: 'what-is-atrium', title: { es: 'Qué es Atrium', en: 'What is Atrium' } },
    });
    const content = (language: 'es' | 'en') => inLanguage(answer.guide.content, language);
    expect(content('en')).toContain('<p>This guide covers a short tour of the dashboard and its apps.</p>');
    expect(content('en')).toContain('<h2>Before you start</h2>');
    expect(content('es')).toContain('<p>Esta guía trata de: un breve recorrido por el panel y sus aplicaciones.</p>');
    expect(content('es')).toContain('<h2>Antes de empezar</h2>');
    expect(
      await ok('GET', 'apps/help-center/guide', { query: { categorySlug: 'projects', guideSlug: 'what-is-atrium' } }),
    ).toBeNull();
    expect(await ok('GET', 'apps/help-center/guide')).toBeNull();
  });

  it('answers with a guide its last revision, no feedback yet, and the guide to read next', async () => {
    const first = await ok<GuideCategoryWithGuide>('GET', 'apps/help-center/guide', {
      query: { categorySlug: 'getting-started', guideSlug: 'what-is-atrium' },
    });
    expect(Number.isNaN(Date.parse(first.guide.updatedAt))).toBe(false);
    expect(first.guide.feedback).toBeNull();
    expect(first.nextGuide).toMatchObject({ slug: 'start-using-atrium', categorySlug: 'getting-started' });
    // The last guide of a category leads to the first of the next one.
    const last = await ok<GuideCategoryWithGuide>('GET', 'apps/help-center/guide', {
      query: { categorySlug: 'getting-started', guideSlug: 'where-to-get-help' },
    });
    expect(last.nextGuide).toMatchObject({
      slug: 'creating-a-board',
      categorySlug: 'projects',
      categoryTitle: { es: 'Proyectos', en: 'Projects' },
    });
  });

  it('serves the pasting guide with the markup it warns about, as data (the app must not run it)', async () => {
    const answer = await ok<GuideCategoryWithGuide>('GET', 'apps/help-center/guide', {
      query: { categorySlug: 'settings', guideSlug: 'pasting-formatted-text' },
    });
    for (const language of ['es', 'en'] as const) {
      expect(inLanguage(answer.guide.content, language)).toContain('onerror=');
      expect(inLanguage(answer.guide.content, language)).toContain('<script>');
    }
  });

  it('searches FAQs (question or answer) and guides (title or subtitle) in any case, a few of each', async () => {
    const results = await ok<HelpCenterSearchResults>('GET', 'apps/help-center/search', {
      query: { query: '  PASSWORD ', language: 'en' },
    });
    expect(results.faqs.map((faq) => inLanguage(faq.question, 'en'))).toContain('How do I reset my password?');
    expect(results.faqs.every((faq) => faq.categorySlug && faq.categoryTitle)).toBe(true);
    expect(results.guides.map((guide) => inLanguage(guide.title, 'en'))).toEqual(['Signing in to the dashboard']);
    expect(results.guides[0]).toMatchObject({ categorySlug: 'getting-started' });
    // Matched in an answer only.
    const credit = await ok<HelpCenterSearchResults>('GET', 'apps/help-center/search', { query: { query: '$20' } });
    expect(credit.faqs).toHaveLength(1);
    const many = await ok<HelpCenterSearchResults>('GET', 'apps/help-center/search', { query: { query: 'e' } });
    expect(many.faqs.length).toBeLessThanOrEqual(8);
    expect(many.guides.length).toBeLessThanOrEqual(8);
  });

  it('searches in the language asked for ("pago" in Spanish, "payment" in English), in both without one', async () => {
    const search = (text: string, language?: 'es' | 'en') =>
      ok<HelpCenterSearchResults>('GET', 'apps/help-center/search', {
        query: language ? { query: text, language } : { query: text },
      });
    const pago = await search('pago', 'es');
    expect(pago.faqs.map((faq) => inLanguage(faq.question, 'es'))).toContain('¿Qué formas de pago aceptáis?');
    expect(pago.guides.map((guide) => inLanguage(guide.title, 'es'))).toEqual(
      expect.arrayContaining(['Pago con tarjeta', 'Pago por transferencia bancaria']),
    );
    const payment = await search('payment', 'en');
    expect(payment.faqs.map((faq) => inLanguage(faq.question, 'en'))).toContain('Which payment methods do you accept?');
    // Each word only in its own language; both when no language is named.
    expect(await search('pago', 'en')).toEqual({ faqs: [], guides: [] });
    expect((await search('payment', 'es')).faqs).toEqual([]);
    expect((await search('pago')).faqs.length).toBeGreaterThan(0);
    expect((await search('payment')).faqs.length).toBeGreaterThan(0);
    // Accents do not matter: "facturacion" finds "facturación".
    const billing = await search('FACTURACION', 'es');
    expect(billing.faqs.map((faq) => inLanguage(faq.question, 'es'))).toContain(
      '¿Cómo cambio mi dirección de facturación?',
    );
    expect((await call('GET', 'apps/help-center/search', { query: { query: 'pago', language: 'fr' } })).status).toBe(
      400,
    );
  });

  it('answers nothing for an empty or blank search, or one that matches nothing', async () => {
    const none = { faqs: [], guides: [] };
    expect(await ok('GET', 'apps/help-center/search')).toEqual(none);
    expect(await ok('GET', 'apps/help-center/search', { query: { query: '   ' } })).toEqual(none);
    expect(await ok('GET', 'apps/help-center/search', { query: { query: 'zzqx' } })).toEqual(none);
  });

  describe('feedback on a guide', () => {
    const guideQuery = { categorySlug: 'payments', guideSlug: 'refunds' };

    it('is stored, and the guide answers it from then on', async () => {
      const { guide } = await ok<GuideCategoryWithGuide>('GET', 'apps/help-center/guide', { query: guideQuery });
      const saved = await ok<GuideFeedback>('POST', 'apps/help-center/guide/feedback', {
        body: { guideId: guide.id, feedback: 'helpful' },
      });
      expect(saved).toMatchObject({ guideId: guide.id, feedback: 'helpful' });
      const again = await ok<GuideCategoryWithGuide>('GET', 'apps/help-center/guide', { query: guideQuery });
      expect(again.guide.feedback).toBe('helpful');
      expect(server.api.db.helpCenter.feedback).toHaveLength(1);
    });

    it('is given once per guide: a second answer is refused with 409 and the first stays', async () => {
      const { guide } = await ok<GuideCategoryWithGuide>('GET', 'apps/help-center/guide', { query: guideQuery });
      await ok('POST', 'apps/help-center/guide/feedback', { body: { guideId: guide.id, feedback: 'unhelpful' } });
      const second = await call('POST', 'apps/help-center/guide/feedback', {
        body: { guideId: guide.id, feedback: 'helpful' },
      });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ feedback: 'unhelpful' });
      const again = await ok<GuideCategoryWithGuide>('GET', 'apps/help-center/guide', { query: guideQuery });
      expect(again.guide.feedback).toBe('unhelpful');
    });

    it('refuses an unknown guide or an answer other than helpful / unhelpful, storing nothing', async () => {
      const { guide } = await ok<GuideCategoryWithGuide>('GET', 'apps/help-center/guide', { query: guideQuery });
      for (const body of [
        { guideId: 'nope', feedback: 'helpful' },
        { guideId: guide.id, feedback: 'maybe' },
        { feedback: 'helpful' },
      ]) {
        expect((await call('POST', 'apps/help-center/guide/feedback', { body })).status).toBe(400);
      }
      expect(server.api.db.helpCenter.feedback).toEqual([]);
    });
  });

  describe('support requests', () => {
    const valid = {
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      subject: 'Invoices',
      message: 'Where are they?\nThanks',
    };

    it('are stored with an id and the time, the text trimmed', async () => {
      const saved = await ok<SupportRequest>('POST', 'apps/help-center/support', {
        body: { ...valid, name: '  Ana Ruiz  ' },
      });
      expect(saved).toMatchObject({ ...valid, name: 'Ana Ruiz' });
      expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(server.api.db.helpCenter.supportRequests).toEqual([saved]);
    });

    it('need every field: a missing or blank one is a 400 naming it, and nothing is stored', async () => {
      for (const field of ['name', 'email', 'subject', 'message'] as const) {
        for (const value of [undefined, '', '   ', 42]) {
          const answer = await call('POST', 'apps/help-center/support', { body: { ...valid, [field]: value } });
          expect(answer.status).toBe(400);
          expect(answer.body).toMatchObject({ field });
        }
      }
      expect(server.api.db.helpCenter.supportRequests).toEqual([]);
    });

    it('need a valid e-mail address and fields within their limits', async () => {
      for (const email of ['ana', 'ana@', '@example.com', 'ana@example', 'a na@example.com']) {
        const answer = await call('POST', 'apps/help-center/support', { body: { ...valid, email } });
        expect(answer).toMatchObject({ status: 400, body: { field: 'email' } });
      }
      const long = await call('POST', 'apps/help-center/support', { body: { ...valid, subject: 'x'.repeat(151) } });
      expect(long).toMatchObject({ status: 400, body: { field: 'subject' } });
      expect(server.api.db.helpCenter.supportRequests).toEqual([]);
    });
  });
});
