import type { FileManagerItem } from '@atrium/mock-api';
import { folderTag, typeTag } from '../FileManagerView.css';

/** The file type as a coloured tag; the type is also its text, so colour is never the only cue. */
export function TypeTag({ type }: { type: FileManagerItem['type'] }) {
  if (type === 'folder') return null;
  return <span className={typeTag[type] ?? folderTag}>{type}</span>;
}
