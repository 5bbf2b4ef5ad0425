/** Academy: categories (static), courses with their steps and the progress made in each (stored). */
import type { AcademyCourseStep, AcademyCourseWithSteps } from '../contract/academy.ts';
import type { Database } from '../db/database.ts';
import { seedAcademyCourses } from '../db/seed/academy.ts';
import { academyHandlers } from '../handlers/academy.ts';
import type { Shape } from '../schema.ts';
import { array, boolean, integer, isoDate, object, oneOf, string } from '../schema.ts';
import { defineDomain } from './domain.ts';

type Data = Pick<Database, 'academy'>;

const stepShape: Shape<AcademyCourseStep> = { order: integer, title: string, subtitle: string, content: string };

const courseShape: Shape<AcademyCourseWithSteps> = {
  id: string,
  title: string,
  slug: string,
  description: string,
  category: string,
  duration: oneOf([30, 45, 60, 90, 120] as const),
  totalSteps: integer,
  updatedAt: isoDate,
  featured: boolean,
  progress: object({ currentStep: integer, completed: integer }),
  steps: array(object(stepShape)),
};

export const domain = defineDomain<Data>({
  name: 'academy',
  seed: () => ({ academy: { courses: seedAcademyCourses() } }),
  check: object<Data>({ academy: object({ courses: array(object(courseShape)) }) }),
  handlers: academyHandlers,
});
