/** Academy (spec 2, sections 3 and 7, base api/apps/academy). */

export interface AcademyCategory {
  id: string;
  title: string;
  slug: string;
}

export interface AcademyCourse {
  id: string;
  title: string;
  slug: string;
  description: string;
  /** A category slug. */
  category: string;
  /** Minutes: 30, 45, 60, 90 or 120. */
  duration: 30 | 45 | 60 | 90 | 120;
  totalSteps: number;
  /** ISO date-time. */
  updatedAt: string;
  featured: boolean;
  progress: { currentStep: number; completed: number };
}

export interface AcademyCourseStep {
  order: number;
  title: string;
  subtitle: string;
  /** HTML. */
  content: string;
}

export interface AcademyCourseWithSteps extends AcademyCourse {
  steps: AcademyCourseStep[];
}
