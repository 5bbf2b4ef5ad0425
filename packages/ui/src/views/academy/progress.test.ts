import { describe, expect, it } from 'vitest';
import type { AcademyCourse } from '@atrium/mock-api';
import {
  courseAction,
  filterCourses,
  percentDone,
  progressOnFinishing,
  progressOnReaching,
  progressOnRestarting,
  resumeStep,
  stepFromAddress,
} from './progress';

const course = (overrides: Partial<AcademyCourse> = {}): AcademyCourse => ({
  id: 'c1',
  title: 'Diseño accesible',
  slug: 'diseno-accesible',
  description: 'Forms that people can finish',
  category: 'design',
  duration: 30,
  totalSteps: 11,
  updatedAt: '2026-01-01T00:00:00Z',
  featured: false,
  progress: { currentStep: 0, completed: 0 },
  ...overrides,
});

describe('academy progress rules', () => {
  it('offers start, continue, or start again once every step is done', () => {
    expect(courseAction(course())).toBe('start');
    expect(courseAction(course({ progress: { currentStep: 4, completed: 0 } }))).toBe('continue');
    expect(courseAction(course({ progress: { currentStep: 11, completed: 1 } }))).toBe('startAgain');
    // Completed before and started again: carries on where it is.
    expect(courseAction(course({ progress: { currentStep: 2, completed: 3 } }))).toBe('continue');
  });

  it('counts the share of steps done', () => {
    expect(percentDone(course())).toBe(0);
    expect(percentDone(course({ progress: { currentStep: 3, completed: 0 } }))).toBe(27);
    expect(percentDone(course({ progress: { currentStep: 11, completed: 1 } }))).toBe(100);
  });

  it('opens at the first step not done, the last when all are', () => {
    expect(resumeStep(course())).toBe(1);
    expect(resumeStep(course({ progress: { currentStep: 3, completed: 0 } }))).toBe(4);
    expect(resumeStep(course({ progress: { currentStep: 11, completed: 1 } }))).toBe(11);
  });

  it('brings the step in the address within the course, and says when it had to', () => {
    const started = course({ progress: { currentStep: 3, completed: 0 } });
    expect(stepFromAddress(null, started)).toEqual({ step: 4, clamped: false });
    expect(stepFromAddress('7', started)).toEqual({ step: 7, clamped: false });
    expect(stepFromAddress('0', started)).toEqual({ step: 1, clamped: true });
    expect(stepFromAddress('99', started)).toEqual({ step: 11, clamped: true });
    expect(stepFromAddress('abc', started)).toEqual({ step: 4, clamped: true });
    expect(stepFromAddress('2.5', started)).toEqual({ step: 4, clamped: true });
    expect(stepFromAddress('', started)).toEqual({ step: 4, clamped: true });
  });

  it('stores the steps before the one reached, never fewer than before', () => {
    const started = course({ progress: { currentStep: 3, completed: 1 } });
    expect(progressOnReaching(started, 6)).toEqual({ currentStep: 5, completed: 1 });
    expect(progressOnReaching(started, 2)).toBeNull();
    expect(progressOnReaching(started, 4)).toBeNull();
  });

  it('finishing counts one more completion; starting again keeps them', () => {
    const started = course({ progress: { currentStep: 10, completed: 2 } });
    expect(progressOnFinishing(started)).toEqual({ currentStep: 11, completed: 3 });
    expect(progressOnRestarting(course({ progress: { currentStep: 11, completed: 3 } }))).toEqual({
      currentStep: 0,
      completed: 3,
    });
  });

  it('filters by category, by words in the title or description, and leaves out completed courses', () => {
    const list = [
      course({ id: 'a', title: 'Diseño accesible', category: 'design' }),
      course({ id: 'b', title: 'Cloud', description: 'Serverless functions', category: 'cloud' }),
      course({ id: 'c', title: 'Web', category: 'web', progress: { currentStep: 11, completed: 1 } }),
    ];
    const ids = (filters: Parameters<typeof filterCourses>[1]) => filterCourses(list, filters).map((c) => c.id);
    expect(ids({ category: null, query: '', hideCompleted: false })).toEqual(['a', 'b', 'c']);
    expect(ids({ category: 'cloud', query: '', hideCompleted: false })).toEqual(['b']);
    expect(ids({ category: null, query: 'DISENO', hideCompleted: false })).toEqual(['a']);
    expect(ids({ category: null, query: 'serverless', hideCompleted: false })).toEqual(['b']);
    expect(ids({ category: null, query: '', hideCompleted: true })).toEqual(['a', 'b']);
  });
});
