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
