import type { MailLabel } from '@atrium/mock-api';

/**
 * A label's slug as the mailbox makes it (spec 2 §5): lower case, spaces to hyphens, repeated hyphens
 * collapsed, anything but word characters and hyphens removed (in that order, as the mock does).
 */
export function labelSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/[^\w-]+/g, '');
}

/** The slug the label will get: the title's, with -1, -2... appended while another label has it. */
export function uniqueLabelSlug(title: string, labels: readonly MailLabel[], ownId?: string): string {
  const base = labelSlug(title);
  const taken = new Set(labels.filter((label) => label.id !== ownId).map((label) => label.slug));
  let slug = base;
  for (let suffix = 1; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}
