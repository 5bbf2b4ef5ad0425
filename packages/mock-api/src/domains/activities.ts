/** Activities: the activity feed (read only). */
import { activitiesHandlers } from '../handlers/activities.ts';
import { defineDomain } from './domain.ts';

export const domain = defineDomain({ name: 'activities', seed: () => ({}), handlers: () => activitiesHandlers() });
