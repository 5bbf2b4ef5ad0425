import { describe, expect, it } from 'vitest';
import type { FileManagerAnswer } from '../contract/file-manager.ts';
import { fileManagerItems } from '../db/seed/file-manager.ts';
import { ok, useMockServer } from '../test/server.ts';
import { browse } from './file-manager.ts';

const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));
const folder = (name: string) => fileManagerItems.find((item) => item.name === name && item.type === 'folder')!;

describe('file manager', () => {
  useMockServer();

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
});
