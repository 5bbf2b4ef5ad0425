/**
 * Academy (spec 2 §7): categories sorted by title, courses, one course with its 11 steps; and the
 * progress made in a course (PATCH course), which the list and the course read back.
 */
import type { HttpHandler } from 'msw';
import type { AcademyCourse, AcademyCourseWithSteps, AcademyProgress } from '../contract/academy.ts';
import { academyCategories } from '../db/seed/academy.ts';
import { BadRequest, integer, object } from '../schema.ts';
import type { Context } from './http.ts';
import { bodyId, query, readBody, route } from './http.ts';

const BASE = 'apps/academy';
const collator = new Intl.Collator();
const progressCheck = object<AcademyProgress>({ currentStep: integer, completed: integer });

/** The course as the list shows it: without its steps. */
function summary({ steps: _steps, ...course }: AcademyCourseWithSteps): AcademyCourse {
  return course;
}

/**
 * The progress to store, or a 400: the steps done run from 0 to the course's total; the completion
 * count never goes down, and goes up (by one) only in the call that reaches the last step.
 */
export function nextProgress(course: AcademyCourseWithSteps, wanted: AcademyProgress): AcademyProgress {
  const { currentStep, completed } = wanted;
  if (currentStep < 0 || currentStep > course.totalSteps) {
    throw new BadRequest(`progress.currentStep must be from 0 to ${course.totalSteps}`);
  }
  const stored = course.progress.completed;
  if (completed === stored + 1 && currentStep !== course.totalSteps) {
    throw new BadRequest('progress.completed goes up only when the last step is reached');
  }
  if (completed !== stored && completed !== stored + 1) {
    throw new BadRequest(`progress.completed must be ${stored} or ${stored + 1}`);
  }
  return { currentStep, completed };
}

export function academyHandlers(ctx: Context): HttpHandler[] {
  const find = (id: string | null | undefined) => ctx.db.academy.courses.find((course) => course.id === id);
  return [
    route('get', `${BASE}/categories`, () => [...academyCategories].sort((a, b) => collator.compare(a.title, b.title))),
    route('get', `${BASE}/courses`, () => ctx.db.academy.courses.map(summary)),
    route('get', `${BASE}/courses/course`, (_request, url) => find(query(url, 'id')) ?? null),
    route('patch', `${BASE}/courses/course`, async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const wanted = progressCheck(body.progress, 'progress');
      const course = find(id);
      if (!course) return null;
      course.progress = nextProgress(course, wanted);
      ctx.commit();
      return course;
    }),
  ];
}
