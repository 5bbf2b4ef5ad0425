/**
 * Help center (spec 2, sections 3 and 7). Titles, questions, answers and guides come in both languages
 * (`LocalizedText`); the UI shows the one in use.
 */
import type { LocalizedText } from './common.ts';

export interface FaqCategory {
  id: string;
  slug: string;
  title: LocalizedText;
}

export interface Faq {
  id: string;
  categoryId: string;
  question: LocalizedText;
  /** Two paragraphs of plain text. */
  answer: LocalizedText;
}

export interface FaqCategoryWithFaqs extends FaqCategory {
  faqs: Faq[];
}

export interface GuideCategory {
  id: string;
  slug: string;
  title: LocalizedText;
}

export interface Guide {
  id: string;
  categoryId: string;
  slug: string;
  title: LocalizedText;
  subtitle: LocalizedText;
}

/** The answer a reader gave to "was this guide helpful?". */
export type GuideFeedbackValue = 'helpful' | 'unhelpful';

export interface GuideWithContent extends Guide {
  /** Rich HTML. */
  content: LocalizedText;
  /** When the guide was last revised (ISO date-time). */
  updatedAt: string;
  /** The reader's answer to "was this helpful?", or null while unanswered (one answer per guide). */
  feedback: GuideFeedbackValue | null;
}

/** The guide after another one: the next in its category, or the first of the next category. */
export interface NextGuide extends Guide {
  categorySlug: string;
  categoryTitle: LocalizedText;
}

/** A category in the guides list: `guides` holds the first `limit`, `totalGuides` counts them all. */
export interface GuideCategoryWithGuides extends GuideCategory {
  visibleGuides: number;
  totalGuides: number;
  guides: Guide[];
}

export interface GuideCategoryWithGuide extends GuideCategory {
  guide: GuideWithContent;
  /** The guide to read next (null only when there is a single guide). */
  nextGuide: NextGuide | null;
}

/**
 * GET api/apps/help-center/search?query=&language=: FAQs and guides whose text holds the query (any case,
 * any accent: "pagina" finds "página"), in `language` ('es' or 'en'), or in either when it is not given.
 */
export interface HelpCenterSearchResults {
  faqs: (Faq & { categorySlug: string; categoryTitle: LocalizedText })[];
  guides: NextGuide[];
}

/** POST api/apps/help-center/guide/feedback: answers "was this helpful?" once per guide (409 after). */
export interface GuideFeedbackRequest {
  guideId: string;
  feedback: GuideFeedbackValue;
}

export interface GuideFeedback extends GuideFeedbackRequest {
  createdAt: string;
}

/** The help center's stored state: feedback given on guides and the support requests sent. */
export interface HelpCenterState {
  feedback: GuideFeedback[];
  supportRequests: SupportRequest[];
}

/**
 * POST api/apps/help-center/support: every field required (not blank), a valid e-mail, name at most 100
 * characters, subject 150, message 5000; 400 `{ error, field }` otherwise.
 */
export interface SupportRequestDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface SupportRequest extends SupportRequestDraft {
  id: string;
  createdAt: string;
}
