import { describe, expect, it } from 'vitest';
import type { AcademyCategory, AcademyCourse, AcademyCourseWithSteps } from '../contract/academy.ts';
import { call, ok, useMockServer } from '../test/server.ts';

describe('academy', () => {
  useMockServer({ actor: 'owner' });

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
    expect(course.steps[0]!.content).toContain('<h3>Checklist</h3>');
    expect(await ok('GET', 'apps/academy/courses/course', { query: { id: 'nope' } })).toBeNull();
  });

  describe('progress (PATCH course)', () => {
    const PATH = 'apps/academy/courses/course';
    // Seed: "Forms that people can finish" has 0 steps done and was never completed; "Basics of the web
    // platform" has 3 done and 2 completions.
    const FRESH = '650eaf10-8f37-4da1-9d07-384bd60a1cd4';
    const STARTED = 'ee8828bf-ced3-44d3-b5ff-9ea124c0d973';
    const patch = (id: unknown, progress: unknown) => call('PATCH', PATH, { body: { id, progress } });
    const stored = async (id: string) =>
      (await ok<AcademyCourse[]>('GET', 'apps/academy/courses')).find((course) => course.id === id)!.progress;

    it('stores the steps done and answers the course with its steps; the list and the course read it back', async () => {
      const answer = await patch(FRESH, { currentStep: 4, completed: 0 });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: FRESH, progress: { currentStep: 4, completed: 0 } });
      expect((answer.body as AcademyCourseWithSteps).steps).toHaveLength(11);
      expect(await stored(FRESH)).toEqual({ currentStep: 4, completed: 0 });
      const course = await ok<AcademyCourseWithSteps>('GET', PATH, { query: { id: FRESH } });
      expect(course.progress).toEqual({ currentStep: 4, completed: 0 });
    });

    it('counts one more completion when the call reaches the last step', async () => {
      const answer = await patch(STARTED, { currentStep: 11, completed: 3 });
      expect(answer.status).toBe(200);
      expect(await stored(STARTED)).toEqual({ currentStep: 11, completed: 3 });
    });

    it('may go back to the first step (start again) keeping the completions', async () => {
      expect((await patch(STARTED, { currentStep: 0, completed: 2 })).status).toBe(200);
      expect(await stored(STARTED)).toEqual({ currentStep: 0, completed: 2 });
    });

    it('refuses a completion without reaching the last step', async () => {
      const answer = await patch(STARTED, { currentStep: 5, completed: 3 });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'progress.completed goes up only when the last step is reached' });
      expect(await stored(STARTED)).toEqual({ currentStep: 3, completed: 2 });
    });

    it('refuses a completion count that goes down or jumps', async () => {
      expect((await patch(STARTED, { currentStep: 11, completed: 1 })).body).toEqual({
        error: 'progress.completed must be 2 or 3',
      });
      expect((await patch(STARTED, { currentStep: 11, completed: 5 })).status).toBe(400);
      expect(await stored(STARTED)).toEqual({ currentStep: 3, completed: 2 });
    });

    it('refuses steps outside 0 to the total, and values that are not integers', async () => {
      expect((await patch(FRESH, { currentStep: 12, completed: 0 })).body).toEqual({
        error: 'progress.currentStep must be from 0 to 11',
      });
      expect((await patch(FRESH, { currentStep: -1, completed: 0 })).status).toBe(400);
      expect((await patch(FRESH, { currentStep: 1.5, completed: 0 })).status).toBe(400);
      expect((await patch(FRESH, { currentStep: '2', completed: 0 })).status).toBe(400);
      expect((await patch(FRESH, null)).status).toBe(400);
      expect(await stored(FRESH)).toEqual({ currentStep: 0, completed: 0 });
    });

    it('answers null for an unknown or missing id and changes nothing', async () => {
      const before = await ok<AcademyCourse[]>('GET', 'apps/academy/courses');
      expect(await ok('PATCH', PATH, { body: { id: 'nope', progress: { currentStep: 1, completed: 0 } } })).toBeNull();
      expect(await ok('PATCH', PATH, { body: { progress: { currentStep: 1, completed: 0 } } })).toBeNull();
      expect(await ok<AcademyCourse[]>('GET', 'apps/academy/courses')).toEqual(before);
    });
  });
});
