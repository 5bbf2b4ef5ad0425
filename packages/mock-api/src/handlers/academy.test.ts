import { describe, expect, it } from 'vitest';
import type { AcademyCategory, AcademyCourse, AcademyCourseWithSteps } from '../contract/academy.ts';
import { ok, useMockServer } from '../test/server.ts';

describe('academy', () => {
  useMockServer();

  it('lists categories sorted by title', async () => {
    const categories = await ok<AcademyCategory[]>('GET', 'apps/academy/categories');
    const titles = categories.map((category) => category.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(titles).toHaveLength(5);
  });

  it('lists courses of 11 steps with allowed durations and known categories', async () => {
    const courses = await ok<AcademyCourse[]>('GET', 'apps/academy/courses');
    const slugs = new Set(
      (await ok<AcademyCategory[]>('GET', 'apps/academy/categories')).map((category) => category.slug),
    );
    expect(courses.length).toBeGreaterThan(5);
    for (const course of courses) {
      expect(course.totalSteps).toBe(11);
      expect([30, 45, 60, 90, 120]).toContain(course.duration);
      expect(slugs).toContain(course.category);
      expect(course.progress.currentStep).toBeLessThanOrEqual(11);
      expect(course).not.toHaveProperty('steps');
    }
  });

  it('answers one course with its 11 ordered steps, null when unknown', async () => {
    const [first] = await ok<AcademyCourse[]>('GET', 'apps/academy/courses');
    const course = await ok<AcademyCourseWithSteps>('GET', 'apps/academy/courses/course', { query: { id: first!.id } });
    expect(course).toMatchObject(first!);
    expect(course.steps.map((step) => step.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(course.steps[0]!.content).toContain('<h2>');
    expect(await ok('GET', 'apps/academy/courses/course', { query: { id: 'nope' } })).toBeNull();
  });
});
