/** Icon sets (read only). */
import { iconsHandlers } from '../handlers/icons.ts';
import { defineDomain } from './domain.ts';

export const domain = defineDomain({ name: 'icons', seed: () => ({}), handlers: () => iconsHandlers() });
