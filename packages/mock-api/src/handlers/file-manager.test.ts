import { describe, expect, it } from 'vitest';
import type { FileManagerAnswer, FileManagerItem } from '../contract/file-manager.ts';
import { fileManagerItems } from '../db/seed/file-manager.ts';
import { call, ok, useMockServer } from '../test/server.ts';
import { browse, sizeInWords, typeOfName, UPLOAD_LIMIT } from './file-manager.ts';

const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));
const folder = (name: string) => fileManagerItems.find((item) => item.name === name && item.type === 'folder')!;

describe('file manager', () => {
  useMockServer({ actor: 'owner' });

  it("lists the root for folderId 'null' (and without folderId), folders and files each sorted by name", async () => {
    const answer = await ok<FileManagerAnswer>('GET', 'apps/file-manager', { query: { folderId: 'null' } });
    expect(answer.path).toEqual([]);
    expect(answer.folders.every((item) => item.type === 'folder' && item.folderId === null)).toBe(true);
    expect(answer.files.every((item) => item.type !== 'folder' && item.folderId === null)).toBe(true);
    expect(answer.folders.map((item) => item.name)).toEqual(byName(answer.folders.map((item) => item.name)));
    expect(answer.files.map((item) => item.name)).toEqual(byName(answer.files.map((item) => item.name)));
    expect(answer.folders.length).toBeGreaterThan(1);
    expect(await ok('GET', 'apps/file-manager')).toEqual(answer);
  });

  it('answers a nested folder with the path from the root down to it', async () => {
    const summer = folder('Summer 2026');
    const answer = await ok<FileManagerAnswer>('GET', 'apps/file-manager', { query: { folderId: summer.id } });
    expect(answer.path.map((item) => item.name)).toEqual(['Personal', 'Photos', 'Summer 2026']);
    expect(answer.files.map((item) => item.name)).toEqual(['Beach.jpg', 'Mountains.jpg']);
    expect(answer.folders).toEqual([]);
  });

  it('describes folders with contents and files with null contents and description', () => {
    const photos = folder('Photos');
    expect(photos.contents).toBe('2 files');
    for (const item of fileManagerItems) {
      if (item.type === 'folder') expect(item.contents).toMatch(/^\d+ files?$/);
      else expect([item.contents, item.description]).toEqual([null, null]);
    }
  });

  it('answers empty lists and path for an unknown folder, and survives a parent cycle', async () => {
    expect(await ok('GET', 'apps/file-manager', { query: { folderId: 'nope' } })).toEqual({
      folders: [],
      files: [],
      path: [],
    });
    const a = { ...folder('Photos'), id: 'a', folderId: 'b' };
    const b = { ...folder('Photos'), id: 'b', folderId: 'a' };
    expect(browse([a, b], 'a').path.map((item) => item.id)).toEqual(['b', 'a']);
  });

  const list = (folderId: string | null) =>
    ok<FileManagerAnswer>('GET', 'apps/file-manager', { query: { folderId: folderId ?? 'null' } });

  it('records an upload with its type from the extension and its size in words, and counts it in the folder', async () => {
    const photos = folder('Photos');
    const file = await ok<FileManagerItem>('POST', 'apps/file-manager/upload', {
      body: { folderId: photos.id, name: 'Sunset.jpeg', size: 3_565_158 },
    });
    expect(file).toMatchObject({ folderId: photos.id, name: 'Sunset.jpeg', type: 'JPG', size: '3.4 MB' });
    expect(file.createdBy).not.toBe('');
    expect((await list(photos.id)).files.map((item) => item.name)).toContain('Sunset.jpeg');
    const root = await list(null);
    expect(root.folders.find((item) => item.id === folder('Personal').id)?.contents).toBe(folder('Personal').contents);
    expect((await list(folder('Personal').id)).folders.find((item) => item.id === photos.id)?.contents).toBe('3 files');
  });

  it('refuses an upload over 10 MB, of an unknown type, or named like an item already in the folder', async () => {
    const summer = folder('Summer 2026');
    const upload = (name: string, size: number) =>
      call('POST', 'apps/file-manager/upload', { body: { folderId: summer.id, name, size } });
    expect((await upload('Big.pdf', UPLOAD_LIMIT + 1)).status).toBe(400);
    expect((await upload('Edge.pdf', UPLOAD_LIMIT)).status).toBe(200);
    expect((await upload('Movie.mp4', 10)).status).toBe(400);
    expect((await upload('beach.JPG', 10)).status).toBe(400);
    expect((await upload('  ', 10)).status).toBe(400);
    expect((await list(summer.id)).files.map((item) => item.name)).toEqual(['Beach.jpg', 'Edge.pdf', 'Mountains.jpg']);
  });

  it('reads types and sizes like the seed', () => {
    expect([
      typeOfName('a.PDF'),
      typeOfName('b.docx'),
      typeOfName('c.csv'),
      typeOfName('d'),
      typeOfName('.txt'),
    ]).toEqual(['PDF', 'DOC', 'XLS', null, null]);
    expect([sizeInWords(512), sizeInWords(12 * 1024), sizeInWords(87 * 1024 * 1024)]).toEqual([
      '512 B',
      '12 KB',
      '87 MB',
    ]);
  });

  it('renames an item, refusing an empty name and a name already used in the same folder', async () => {
    const photos = folder('Photos');
    const rename = (name: string) => call('PATCH', 'apps/file-manager', { body: { id: photos.id, name } });
    expect((await rename('   ')).status).toBe(400);
    const sibling = fileManagerItems.find((item) => item.folderId === photos.folderId && item.id !== photos.id)!;
    expect((await rename(sibling.name)).status).toBe(400);
    expect((await rename('Pictures')).body).toMatchObject({ id: photos.id, name: 'Pictures' });
    expect((await list(photos.folderId)).folders.map((item) => item.name)).toContain('Pictures');
    // The same name elsewhere in the tree is fine.
    expect((await rename('Projects')).status).toBe(200);
  });

  it("refuses a file's new name whose extension says another type, and keeps the old name", async () => {
    const file = fileManagerItems.find((item) => item.type === 'PDF')!;
    const rename = (name: string) => call('PATCH', 'apps/file-manager', { body: { id: file.id, name } });
    const refused = await rename('invoice.exe');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: "A PDF file's name must end in .pdf" });
    expect((await rename('no extension')).status).toBe(400);
    expect((await rename('invoice.docx')).status).toBe(400);
    expect((await list(file.folderId)).files.map((item) => item.name)).toContain(file.name);
    // Another name with the same type's extension, in any case, is a rename.
    expect((await rename('Invoice 2026.PDF')).body).toMatchObject({
      id: file.id,
      name: 'Invoice 2026.PDF',
      type: 'PDF',
    });
  });

  it('moves an item to another folder or the root, and refuses a folder into itself or its descendants', async () => {
    const personal = folder('Personal');
    const photos = folder('Photos');
    const summer = folder('Summer 2026');
    const move = (id: string, folderId: string | null) =>
      call('POST', 'apps/file-manager/move', { body: { id, folderId } });
    expect((await move(personal.id, personal.id)).status).toBe(400);
    expect((await move(personal.id, summer.id)).status).toBe(400);
    expect((await move(photos.id, 'nope')).status).toBe(400);
    expect((await list(null)).folders.map((item) => item.id)).toContain(personal.id);
    expect((await move(summer.id, null)).status).toBe(200);
    expect((await list(null)).folders.map((item) => item.id)).toContain(summer.id);
    expect((await list(photos.id)).folders).toEqual([]);
    expect((await move(summer.id, photos.id)).status).toBe(200);
    expect((await list(summer.id)).path.map((item) => item.name)).toEqual(['Personal', 'Photos', 'Summer 2026']);
  });

  it('deletes a folder with everything below it, and answers false for an unknown id', async () => {
    const personal = folder('Personal');
    const summer = folder('Summer 2026');
    expect((await call('DELETE', 'apps/file-manager', { query: { id: personal.id } })).body).toBe(true);
    expect((await list(null)).folders.map((item) => item.id)).not.toContain(personal.id);
    expect(await list(summer.id)).toEqual({ folders: [], files: [], path: [] });
    expect((await call('DELETE', 'apps/file-manager', { query: { id: 'nope' } })).body).toBe(false);
  });
});
