/** File manager (spec 2 §7): one folder's folders and files, sorted by name, and the path from the root. */
import type { HttpHandler } from 'msw';
import type { FileManagerAnswer, FileManagerItem } from '../contract/file-manager.ts';
import { fileManagerItems } from '../db/seed/file-manager.ts';
import { query, route } from './http.ts';

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

export function fileManagerHandlers(): HttpHandler[] {
  return [
    route('get', 'apps/file-manager', (_request, url) => {
      const raw = query(url, 'folderId');
      const folderId = raw === null || raw === '' || raw === 'null' ? null : raw;
      return browse(fileManagerItems, folderId);
    }),
  ];
}
