/**
 * Mail addresses typed in a field: split on commas and semicolons, each checked on its own, so the
 * message can name the one that is wrong. "Name <address>" is accepted as well as a bare address.
 */
const ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]{2,}$/;

export function splitAddresses(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The bare address of "Name <address>" or of an address alone. */
export function bareAddress(entry: string): string {
  const angled = /<([^<>]*)>\s*$/.exec(entry);
  return (angled ? angled[1]! : entry).trim();
}

export function isAddress(entry: string): boolean {
  return ADDRESS.test(bareAddress(entry));
}

/** The first entry that is not an address, or null when all are (an empty text has none). */
export function firstBadAddress(text: string): string | null {
  return splitAddresses(text).find((entry) => !isAddress(entry)) ?? null;
}
