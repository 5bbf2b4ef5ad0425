import type { FileManagerItem } from '@atrium/mock-api';

/** The tag hue of each file type (spec screens §5.5: PDF red, DOC blue, XLS green, TXT grey, JPG amber). */
export const typeHue = {
  PDF: 'red',
  DOC: 'blue',
  XLS: 'green',
  TXT: 'gray',
  JPG: 'amber',
} as const satisfies Record<Exclude<FileManagerItem['type'], 'folder'>, string>;

const UNITS: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

/** '3.4 MB' in bytes, for sorting by size; 0 when the text is not a size. */
export function sizeInBytes(size: string): number {
  const match = /^\s*([\d.]+)\s*([KMGT]?B)\s*$/i.exec(size);
  if (!match) return 0;
  return Number(match[1]) * (UNITS[match[2]!.toUpperCase()] ?? 1);
}

/** A byte count in words for messages: '10 MB'. */
export function bytesInWords(bytes: number, locale: string): string {
  const mb = bytes / 1024 ** 2;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mb)} MB`;
}

/** A date and time in the active language. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The extensions an upload may have (the mock reads the type from them). */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.xls', '.xlsx', '.csv', '.doc', '.docx', '.txt', '.md', '.jpg', '.jpeg'];

const TYPE_OF_EXTENSION: Record<string, Exclude<FileManagerItem['type'], 'folder'>> = {
  '.pdf': 'PDF',
  '.xls': 'XLS',
  '.xlsx': 'XLS',
  '.csv': 'XLS',
  '.doc': 'DOC',
  '.docx': 'DOC',
  '.txt': 'TXT',
  '.md': 'TXT',
  '.jpg': 'JPG',
  '.jpeg': 'JPG',
};

/** The type a file name's extension gives (as the mock reads it), or null for one it does not take. */
export function typeOfName(name: string): Exclude<FileManagerItem['type'], 'folder'> | null {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? (TYPE_OF_EXTENSION[name.slice(dot).toLowerCase()] ?? null) : null;
}

/** The extensions of a type, as the rename's message lists them ('.xls, .xlsx, .csv'). */
export function extensionsOf(type: Exclude<FileManagerItem['type'], 'folder'>): string {
  return Object.keys(TYPE_OF_EXTENSION)
    .filter((extension) => TYPE_OF_EXTENSION[extension] === type)
    .join(', ');
}

/** A byte count in the seed's words ('512 B', '12 KB', '3.4 MB'), for an upload shown before its answer. */
export function sizeInWords(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}
