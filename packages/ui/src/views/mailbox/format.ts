/** The display name of "Name <address>" (the address when there is no name). */
export function contactName(contact: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<[^<>]*>\s*$/.exec(contact);
  return match && match[1] ? match[1] : contact.trim();
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A list date: the time today, day and month this year, the full date before. */
export function shortDate(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (sameDay(date, now)) return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(date);
  if (date.getFullYear() === now.getFullYear())
    return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

export function longDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}

/** A file size in the language's units (bytes, kB, MB), one decimal at most. */
export function fileSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** The short type of a MIME type, for the file-type tag: application/pdf → PDF, image/jpeg → JPEG. */
export function fileTypeTag(mime: string, name: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1];
  if (extension) return extension.toUpperCase();
  return (mime.split('/')[1] ?? mime).split(/[.+-]/)[0]!.toUpperCase().slice(0, 5);
}
