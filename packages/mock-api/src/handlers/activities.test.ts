import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '../contract/activities.ts';
import type { ApiAnswer } from '../contract/calls.ts';
import type { LocalizedText } from '../contract/common.ts';
import { call, ok, useMockServer } from '../test/server.ts';

const NOW = Date.parse('2025-03-14T09:26:00.000Z');
const DAY = 86_400_000;

describe('activities', () => {
  useMockServer({ actor: 'owner' });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('lists activities newest first, dated within the last days', async () => {
    const activities = await ok<ApiAnswer<'GET api/pages/activities'>>('GET', 'pages/activities');
    expect(activities.length).toBeGreaterThanOrEqual(10);
    const dates = activities.map((activity) => Date.parse(activity.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates.every((date) => date < NOW && date >= NOW - 10 * DAY)).toBe(true);
    expect(new Set(activities.map((activity) => activity.id)).size).toBe(activities.length);
  });

  it('says every activity in Spanish and in English (the UI shows the language in use)', async () => {
    const bilingual = (text: LocalizedText) => typeof text === 'object' && text.es !== '' && text.en !== '';
    const activities = await ok<Activity[]>('GET', 'pages/activities');
    for (const activity of activities) {
      expect(bilingual(activity.description), activity.id).toBe(true);
      if (activity.extraContent !== undefined) expect(bilingual(activity.extraContent), activity.id).toBe(true);
    }
    const first = activities[0]!.description as { es: string; en: string };
    expect(first.es).toContain('Se ha aceptado tu propuesta');
    expect(first.en).toContain('has been accepted');
  });

  it('gives every activity either an icon or an image, and links to routes with useRouter', async () => {
    const activities = await ok<Activity[]>('GET', 'pages/activities');
    for (const activity of activities) {
      expect([activity.icon, activity.image].filter((value) => value !== null)).toHaveLength(1);
      if (activity.icon !== null) expect(activity.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (activity.image !== null) expect(activity.image).toMatch(/^data:image\//);
      expect(activity.description).not.toBe('');
      if (activity.link !== undefined) {
        expect(activity.link).toMatch(/^\//);
        expect(activity.useRouter).toBe(true);
      }
      if (activity.linkedContent !== undefined) expect(activity.link).toBeDefined();
    }
    expect(activities.some((activity) => activity.extraContent !== undefined)).toBe(true);
    expect(activities.some((activity) => activity.link === undefined)).toBe(true);
  });

  it('links only to items that exist in the seed', async () => {
    const activities = await ok<Activity[]>('GET', 'pages/activities');
    for (const { link } of activities) {
      const contact = /^\/apps\/contacts\/(.+)$/.exec(link ?? '');
      if (contact) expect(await ok('GET', 'apps/contacts/contact', { query: { id: contact[1]! } })).not.toBeNull();
      const task = /^\/apps\/tasks\/(.+)$/.exec(link ?? '');
      if (task) expect(await ok('GET', 'apps/tasks/task', { query: { id: task[1]! } })).not.toBeNull();
    }
    expect(activities.some(({ link }) => link?.startsWith('/apps/contacts/'))).toBe(true);
  });

  it('moves its dates with the clock and nothing else; other methods answer 404', async () => {
    const first = await ok<Activity[]>('GET', 'pages/activities');
    vi.setSystemTime(NOW + DAY);
    const later = await ok<Activity[]>('GET', 'pages/activities');
    expect(later.map((activity) => Date.parse(activity.date) - DAY)).toEqual(
      first.map((activity) => Date.parse(activity.date)),
    );
    expect(later.map(({ date: _date, ...rest }) => rest)).toEqual(first.map(({ date: _date, ...rest }) => rest));
    expect(await call('POST', 'pages/activities', { body: {} })).toMatchObject({ status: 404, body: 'NOT FOUND' });
  });
});
