/** File manager: nested folders and files; uploads, renames, moves and deletes are stored. */
import type { Database } from '../db/database.ts';
import { fileManagerItems } from '../db/seed/file-manager.ts';
import { fileManagerHandlers, fileManagerItemShape } from '../handlers/file-manager.ts';
import { array, object } from '../schema.ts';
import { defineDomain } from './domain.ts';

type Data = Pick<Database, 'fileManager'>;

export const domain = defineDomain<Data>({
  name: 'file-manager',
  seed: () => ({ fileManager: structuredClone([...fileManagerItems]) }),
  check: object<Data>({ fileManager: array(object(fileManagerItemShape)) }),
  handlers: fileManagerHandlers,
});
