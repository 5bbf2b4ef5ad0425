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

/** What a learner has reached in a course. */
export type AcademyProgress = AcademyCourse['progress'];

/**
 * PATCH api/apps/academy/courses/course: the course's stored progress. `currentStep` is the number of
 * steps done (0 to totalSteps, the whole course when equal); `completed` is the stored count, or one
 * more when the same call finishes the course (currentStep equal to totalSteps). Answers the course with
 * its steps, or null for an unknown id.
 */
export interface UpdateAcademyProgressRequest {
  id: string;
  progress: AcademyProgress;
}
