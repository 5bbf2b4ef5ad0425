/** The file manager's query keys, in one place. */
export const fileManagerKeys = {
  all: ['file-manager'] as const,
  folder: (folderId: string | null) => ['file-manager', 'folder', folderId ?? 'null'] as const,
};
