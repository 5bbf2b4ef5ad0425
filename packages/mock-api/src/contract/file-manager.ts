/** File manager (spec 2, sections 3 and 7). */

export interface FileManagerItem {
  id: string;
  /** The parent folder's id; null at the root. */
  folderId: string | null;
  name: string;
  createdBy: string;
  /** ISO date-time. */
  createdAt: string;
  modifiedAt: string;
  /** Human-readable, such as '87 MB'. */
  size: string;
  /** 'folder' or a file type: PDF, XLS, DOC, TXT, JPG. */
  type: 'folder' | 'PDF' | 'XLS' | 'DOC' | 'TXT' | 'JPG';
  /** Such as '57 files' for folders; null for files. */
  contents: string | null;
  /** null for files. */
  description: string | null;
}

export interface FileManagerAnswer {
  /** Folders directly in the folder, sorted by name. */
  folders: FileManagerItem[];
  /** Files directly in the folder, sorted by name. */
  files: FileManagerItem[];
  /** The ancestor chain from the root down to and including the current folder ([] at the root). */
  path: FileManagerItem[];
}
