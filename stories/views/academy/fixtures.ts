import type { AcademyCourse, AcademyCourseWithSteps, UpdateAcademyProgressRequest } from '@atrium/mock-api';
import { http, HttpResponse } from 'msw';

/** Seed courses the stories open (from the mock API's seed). */
export const BASICS = { id: 'ee8828bf-ced3-44d3-b5ff-9ea124c0d973', slug: 'basics-of-the-web-platform' };

/** Two courses of 11 steps: one never started, one finished twice. */
export function twoCourses(): AcademyCourse[] {
  const base = { totalSteps: 11, updatedAt: '2026-10-01T10:00:00Z', featured: false } as const;
  return [
    {
      ...base,
      id: 'course-forms',
      title: 'Formularios claros',
      slug: 'formularios-claros',
      description: 'Etiquetas, validación y mensajes de error que ayudan',
      category: 'accessibility',
      duration: 45,
      progress: { currentStep: 0, completed: 0 },
    },
    {
      ...base,
      id: 'course-grid',
      title: 'Rejillas CSS',
      slug: 'rejillas-css',
      description: 'Páginas adaptables sin una sopa de media queries',
      category: 'web',
      duration: 90,
      progress: { currentStep: 11, completed: 2 },
    },
  ];
}

/** A course with its 11 steps; `hostile` puts markup that tries to run script in its third step. */
export function courseWithSteps(course: AcademyCourse, hostile = false): AcademyCourseWithSteps {
  return {
    ...course,
    steps: Array.from({ length: course.totalSteps }, (_, order) => ({
      order,
      title: `Paso ${order + 1} de ${course.title}`,
      subtitle: `Lo que aprenderás en el paso ${order + 1}`,
      content:
        hostile && order === 2
          ? '<p>Texto seguro</p><img src="x" onerror="window.__academyXss=1"><script>window.__academyXss=1</script><a href="javascript:window.__academyXss=1">enlace</a>'
          : `<h2>Apartado ${order + 1}</h2><p>Lee las notas, prueba el ejemplo y sigue cuando lo entiendas.</p>`,
    })),
  };
}

/**
 * Handlers over a copy of the given courses: the list, one course (with its steps) and the progress
 * write, which stores what it is sent, or answers 500 when `failWrites` is set.
 */
export function fixtureApi(courses: AcademyCourse[], { hostile = false, failWrites = false } = {}) {
  let stored = courses.map((course) => courseWithSteps(course, hostile));
  const summary = ({ steps: _steps, ...course }: AcademyCourseWithSteps): AcademyCourse => course;
  return {
    courses: http.get('*/api/apps/academy/courses', () => HttpResponse.json(stored.map(summary))),
    course: http.get('*/api/apps/academy/courses/course', ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      return HttpResponse.json(stored.find((course) => course.id === id) ?? null);
    }),
    save: http.patch('*/api/apps/academy/courses/course', async ({ request }) => {
      if (failWrites) return HttpResponse.json({ error: 'Server error' }, { status: 500 });
      const { id, progress } = (await request.json()) as UpdateAcademyProgressRequest;
      stored = stored.map((course) => (course.id === id ? { ...course, progress } : course));
      return HttpResponse.json(stored.find((course) => course.id === id) ?? null);
    }),
  };
}
