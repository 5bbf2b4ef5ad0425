/** Academy (spec 2 §7): categories sorted by title, courses, one course with its 11 steps. */
import type { HttpHandler } from 'msw';
import type { AcademyCourseWithSteps } from '../contract/academy.ts';
import { academyCategories, academyCourses, courseSteps } from '../db/seed/academy.ts';
import { query, route } from './http.ts';

const collator = new Intl.Collator();

export function academyHandlers(): HttpHandler[] {
  return [
    route('get', 'apps/academy/categories', () =>
      [...academyCategories].sort((a, b) => collator.compare(a.title, b.title)),
    ),
    route('get', 'apps/academy/courses', () => academyCourses),
    route('get', 'apps/academy/courses/course', (_request, url): AcademyCourseWithSteps | null => {
      const course = academyCourses.find((candidate) => candidate.id === query(url, 'id'));
      return course ? { ...course, steps: courseSteps(course) } : null;
    }),
  ];
}
