/** Academy: categories, courses and their steps (read only). */
import { academyHandlers } from '../handlers/academy.ts';
import { defineDomain } from './domain.ts';

export const domain = defineDomain({ name: 'academy', seed: () => ({}), handlers: () => academyHandlers() });
