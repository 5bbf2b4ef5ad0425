/**
 * The academy's rules on the client, kept apart from the screens so each can be tested alone: what a
 * course card offers, where a course opens, what reaching a step stores, and the list's filters.
 * `progress.currentStep` counts the steps done (0 to `totalSteps`); the address names steps from 1.
 */
import type { AcademyCourse, AcademyProgress } from '@atrium/mock-api';

/** Share of the steps done, 0 to 100, whole. */
export const percentDone = ({ progress, totalSteps }: AcademyCourse): number =>
  totalSteps > 0 ? Math.round((100 * Math.min(progress.currentStep, totalSteps)) / totalSteps) : 0;

export const isFinished = ({ progress, totalSteps }: AcademyCourse): boolean => progress.currentStep >= totalSteps;

/** What the card's button does: begin, carry on, or go through a finished course again. */
export type CourseAction = 'start' | 'continue' | 'startAgain';

export function courseAction(course: AcademyCourse): CourseAction {
  if (isFinished(course)) return 'startAgain';
  return course.progress.currentStep > 0 ? 'continue' : 'start';
}

/** The step (from 1) a course opens at when none is asked for: the first not done yet, the last when all are. */
export const resumeStep = ({ progress, totalSteps }: AcademyCourse): number =>
  Math.max(1, Math.min(progress.currentStep + 1, totalSteps));

/**
 * The step asked for in the address, brought within the course. `clamped` is true when the address asked
 * for something else (not a whole number, or outside 1 to the total) and must be corrected.
 */
export function stepFromAddress(raw: string | null, course: AcademyCourse): { step: number; clamped: boolean } {
  if (raw === null) return { step: resumeStep(course), clamped: false };
  const asked = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(asked)) return { step: resumeStep(course), clamped: true };
  const step = Math.max(1, Math.min(asked, course.totalSteps));
  return { step, clamped: step !== asked };
}

/** The progress to store when the learner moves to `step` (from 1): the steps before it are done. Null: nothing new. */
export function progressOnReaching(course: AcademyCourse, step: number): AcademyProgress | null {
  const done = Math.min(step - 1, course.totalSteps);
  return done > course.progress.currentStep ? { ...course.progress, currentStep: done } : null;
}

/** Finishing the last step: every step done, one more completion. */
export const progressOnFinishing = (course: AcademyCourse): AcademyProgress => ({
  currentStep: course.totalSteps,
  completed: course.progress.completed + 1,
});

/** Going through a finished course again: no step done, the completions kept. */
export const progressOnRestarting = (course: AcademyCourse): AcademyProgress => ({
  currentStep: 0,
  completed: course.progress.completed,
});

export interface CourseFilters {
  /** A category slug, or null for all. */
  category: string | null;
  /** Matched, case- and accent-insensitively, in the title and the description. */
  query: string;
  /** Leaves out the courses completed at least once. */
  hideCompleted: boolean;
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

export function filterCourses(courses: readonly AcademyCourse[], filters: CourseFilters): AcademyCourse[] {
  const needle = fold(filters.query.trim());
  return courses.filter(
    (course) =>
      (filters.category === null || course.category === filters.category) &&
      (!filters.hideCompleted || course.progress.completed === 0) &&
      (needle === '' || fold(course.title).includes(needle) || fold(course.description).includes(needle)),
  );
}
