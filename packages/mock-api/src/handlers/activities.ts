/** The activities page (spec 2 §7): read-only, newest first, dated relative to the request. */
import type { HttpHandler } from 'msw';
import { seedActivities } from '../db/seed/activities.ts';
import { route } from './http.ts';

export function activitiesHandlers(): HttpHandler[] {
  return [route('get', 'pages/activities', () => seedActivities(Date.now()))];
}
