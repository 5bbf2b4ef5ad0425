/**
 * Dashboards (spec 2 §7): analytics, crypto, finance and project, read-only. Each answer is built per
 * request from the static seed, its time series ending at the moment of the request.
 */
import type { HttpHandler } from 'msw';
import { seedAnalytics, seedCrypto, seedFinance, seedProject } from '../db/seed/dashboards.ts';
import { route } from './http.ts';

export function dashboardsHandlers(): HttpHandler[] {
  return [
    route('get', 'dashboards/analytics', () => seedAnalytics(Date.now())),
    route('get', 'dashboards/crypto', () => seedCrypto(Date.now())),
    route('get', 'dashboards/finance', () => seedFinance(Date.now())),
    route('get', 'dashboards/project', () => seedProject()),
  ];
}
