/** Help center: FAQs and guides (read only). */
import { helpCenterHandlers } from '../handlers/help-center.ts';
import { defineDomain } from './domain.ts';

export const domain = defineDomain({ name: 'help-center', seed: () => ({}), handlers: () => helpCenterHandlers() });
