/**
 * File manager (spec 2 §7): one folder's folders and files, sorted by name, and the path from the root;
 * plus the writes the app needs (upload, rename, move, delete), each refusing what would break the tree.
 */
import type { HttpHandler } from 'msw';
import type {
  FileManagerAnswer,
  FileManagerFileType,
  FileManagerItem,
  MoveItemRequest,
  RenameItemRequest,
  UploadFileRequest,
} from '../contract/file-manager.ts';
import type { Shape } from '../schema.ts';
import { BadRequest, integer, isoDate, nullable, object, oneOf, string, text } from '../schema.ts';
import type { Context } from './http.ts';
import { query, readBody, route, uuid } from './http.ts';

const BASE = 'apps/file-manager';

/** The largest file an upload records, in bytes (10 MB). */
export const UPLOAD_LIMIT = 10 * 1024 * 1024;

export const fileManagerItemShape: Shape<FileManagerItem> = {
  id: string,
  folderId: nullable(string),
  name: string,
  createdBy: string,
  createdAt: isoDate,
  modifiedAt: isoDate,
  size: string,
  type: oneOf(['folder', 'PDF', 'XLS', 'DOC', 'TXT', 'JPG'] as const),
  contents: nullable(string),
  description: nullable(string),
};

const collator = new Intl.Collator();

export function browse(items: readonly FileManagerItem[], folderId: string | null): FileManagerAnswer {
  const byName = (a: FileManagerItem, b: FileManagerItem) => collator.compare(a.name, b.name);
  const inFolder = items.filter((item) => item.folderId === folderId);
  const path: FileManagerItem[] = [];
  const seen = new Set<string>();
  let current = items.find((item) => item.id === folderId && item.type === 'folder');
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(current);
    const parentId = current.folderId;
    current = items.find((item) => item.id === parentId);
  }
  return {
    folders: inFolder.filter((item) => item.type === 'folder').sort(byName),
    files: inFolder.filter((item) => item.type !== 'folder').sort(byName),
    path,
  };
}

const EXTENSIONS: Record<string, FileManagerFileType> = {
  pdf: 'PDF',
  xls: 'XLS',
  xlsx: 'XLS',
  csv: 'XLS',
  doc: 'DOC',
  docx: 'DOC',
  txt: 'TXT',
  md: 'TXT',
  jpg: 'JPG',
  jpeg: 'JPG',
};

/** A type's extensions in words: '.xls, .xlsx or .csv'. */
function extensionsOf(type: FileManagerFileType): string {
  const all = Object.keys(EXTENSIONS)
    .filter((extension) => EXTENSIONS[extension] === type)
    .map((extension) => `.${extension}`);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} or ${all.at(-1)}` : all.join('');
}

/** The file type a name's extension says, or null for an extension the file manager does not know. */
export function typeOfName(name: string): FileManagerFileType | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return null;
  return EXTENSIONS[name.slice(dot + 1).toLowerCase()] ?? null;
}

/** A size in bytes in words, as the seed writes them: '512 B', '12 KB', '3.4 MB', '87 MB'. */
export function sizeInWords(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}

/** The ids of a folder and everything below it. */
export function subtreeIds(items: readonly FileManagerItem[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of items) {
      if (item.folderId !== null && ids.has(item.folderId) && !ids.has(item.id)) {
        ids.add(item.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Names compare trimmed and without case: 'Report.pdf' and 'report.PDF ' are the same name. */
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

function refuseTakenName(items: readonly FileManagerItem[], folderId: string | null, name: string, exceptId?: string) {
  if (items.some((item) => item.folderId === folderId && item.id !== exceptId && sameName(item.name, name))) {
    throw new BadRequest(`An item named "${name.trim()}" is already in this folder`);
  }
}

export function fileManagerHandlers(ctx: Context): HttpHandler[] {
  const uploadCheck = object<UploadFileRequest>({ folderId: nullable(string), name: text, size: integer });
  const renameCheck = object<RenameItemRequest>({ id: string, name: text });
  const moveCheck = object<MoveItemRequest>({ id: string, folderId: nullable(string) });
  const items = () => ctx.db.fileManager;
  const folderExists = (id: string | null) =>
    id === null || items().some((item) => item.id === id && item.type === 'folder');

  /** A folder's contents line follows what is directly in it; its modified date moves with each change. */
  const touch = (folderId: string | null, now: string) => {
    const folder = items().find((item) => item.id === folderId && item.type === 'folder');
    if (!folder) return;
    const count = items().filter((item) => item.folderId === folder.id).length;
    folder.contents = `${count} ${count === 1 ? 'file' : 'files'}`;
    folder.modifiedAt = now;
  };

  return [
    route('get', BASE, (_request, url) => {
      const raw = query(url, 'folderId');
      const folderId = raw === null || raw === '' || raw === 'null' ? null : raw;
      return browse(items(), folderId);
    }),
    route('post', `${BASE}/upload`, async (request) => {
      const input = uploadCheck(await readBody(request), 'body');
      if (!folderExists(input.folderId)) throw new BadRequest('folderId must be a folder');
      if (input.size < 0) throw new BadRequest('size must not be negative');
      if (input.size > UPLOAD_LIMIT) throw new BadRequest('The file is larger than 10 MB');
      const type = typeOfName(input.name);
      if (!type) throw new BadRequest('Only PDF, XLS, DOC, TXT and JPG files can be uploaded');
      refuseTakenName(items(), input.folderId, input.name);
      const now = new Date().toISOString();
      const file: FileManagerItem = {
        id: uuid(),
        folderId: input.folderId,
        name: input.name.trim(),
        createdBy: ctx.db.user.name,
        createdAt: now,
        modifiedAt: now,
        size: sizeInWords(input.size),
        type,
        contents: null,
        description: null,
      };
      items().push(file);
      touch(input.folderId, now);
      ctx.commit();
      return file;
    }),
    route('patch', BASE, async (request) => {
      const input = renameCheck(await readBody(request), 'body');
      const item = items().find((candidate) => candidate.id === input.id);
      if (!item) return null;
      refuseTakenName(items(), item.folderId, input.name, item.id);
      // The mock keeps a file's type, not its bytes: a new extension would make it say what it is not
      // (report.pdf renamed report.exe, a type an upload refuses).
      if (item.type !== 'folder' && typeOfName(input.name.trim()) !== item.type) {
        throw new BadRequest(`A ${item.type} file's name must end in ${extensionsOf(item.type)}`);
      }
      item.name = input.name.trim();
      item.modifiedAt = new Date().toISOString();
      ctx.commit();
      return item;
    }),
    route('post', `${BASE}/move`, async (request) => {
      const input = moveCheck(await readBody(request), 'body');
      const item = items().find((candidate) => candidate.id === input.id);
      if (!item) return null;
      if (!folderExists(input.folderId)) throw new BadRequest('folderId must be a folder');
      if (input.folderId !== null && subtreeIds(items(), item.id).has(input.folderId)) {
        throw new BadRequest('A folder cannot move into itself or one of its folders');
      }
      if (item.folderId === input.folderId) return item;
      refuseTakenName(items(), input.folderId, item.name, item.id);
      const from = item.folderId;
      item.folderId = input.folderId;
      const now = new Date().toISOString();
      touch(from, now);
      touch(input.folderId, now);
      ctx.commit();
      return item;
    }),
    route('delete', BASE, (_request, url) => {
      const id = query(url, 'id');
      const item = items().find((candidate) => candidate.id === id);
      if (!item) return false;
      const gone = subtreeIds(items(), item.id);
      ctx.db.fileManager = items().filter((candidate) => !gone.has(candidate.id));
      touch(item.folderId, new Date().toISOString());
      ctx.commit();
      return true;
    }),
  ];
}
