/** Dashboards: the project, analytics, finance and crypto figures (read only). */
import { dashboardsHandlers } from '../handlers/dashboards.ts';
import { defineDomain } from './domain.ts';

export const domain = defineDomain({ name: 'dashboards', seed: () => ({}), handlers: () => dashboardsHandlers() });
