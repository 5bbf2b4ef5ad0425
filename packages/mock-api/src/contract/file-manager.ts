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

/** The file types an upload can have, read from the file name's extension. */
export type FileManagerFileType = Exclude<FileManagerItem['type'], 'folder'>;

/**
 * POST api/apps/file-manager/upload: records a file in a folder (the mock keeps no bytes). The type comes
 * from the name's extension; the size, in bytes, is stored in words ('3.4 MB'). Refused (400) over 10 MB,
 * for an unknown extension, an empty name or a name already used in the folder.
 */
export interface UploadFileRequest {
  folderId: string | null;
  name: string;
  /** In bytes. */
  size: number;
}

/**
 * PATCH api/apps/file-manager: renames an item. Refused (400) when empty, already used in its folder, or,
 * for a file, when the new name's extension says another type than the file's (report.pdf → report.exe).
 */
export interface RenameItemRequest {
  id: string;
  name: string;
}

/**
 * POST api/apps/file-manager/move: puts an item in another folder (null: the root). Refused (400) when a
 * folder would go into itself or one of its descendants, or when the name is already used there.
 */
export interface MoveItemRequest {
  id: string;
  folderId: string | null;
}

/** The error body of a refused write. */
export interface FileManagerError {
  error: string;
}
