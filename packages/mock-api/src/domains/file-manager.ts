/** File manager: folders and files (read only). */
import { fileManagerHandlers } from '../handlers/file-manager.ts';
import { defineDomain } from './domain.ts';

export const domain = defineDomain({ name: 'file-manager', seed: () => ({}), handlers: () => fileManagerHandlers() });
