/** Help center (spec 2, sections 3 and 7). */

export interface FaqCategory {
  id: string;
  slug: string;
  title: string;
}

export interface Faq {
  id: string;
  categoryId: string;
  question: string;
  /** Two paragraphs of plain text. */
  answer: string;
}

export interface FaqCategoryWithFaqs extends FaqCategory {
  faqs: Faq[];
}

export interface GuideCategory {
  id: string;
  slug: string;
  title: string;
}

export interface Guide {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  subtitle: string;
}

export interface GuideWithContent extends Guide {
  /** Rich HTML. */
  content: string;
}

/** A category in the guides list: `guides` holds the first `limit`, `totalGuides` counts them all. */
export interface GuideCategoryWithGuides extends GuideCategory {
  visibleGuides: number;
  totalGuides: number;
  guides: Guide[];
}

export interface GuideCategoryWithGuide extends GuideCategory {
  guide: GuideWithContent;
}
