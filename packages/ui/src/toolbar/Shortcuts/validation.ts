import type { Shortcut } from '@atrium/mock-api';

/** What the add/edit form holds. */
export interface ShortcutDraft {
  label: string;
  description: string;
  icon: string;
  link: string;
  useRouter: boolean;
}

export type ShortcutField = keyof ShortcutDraft;

export const emptyShortcutDraft: ShortcutDraft = { label: '', description: '', icon: '', link: '', useRouter: false };

export const draftOf = (shortcut: Shortcut): ShortcutDraft => ({
  label: shortcut.label,
  description: shortcut.description ?? '',
  icon: shortcut.icon,
  link: shortcut.link,
  useRouter: shortcut.useRouter,
});

/**
 * Spec §5: label, icon, link and useRouter are required, description is optional. Text made of
 * spaces only counts as empty. Returns the fields that are missing.
 */
export function missingShortcutFields(draft: ShortcutDraft): ShortcutField[] {
  const missing: ShortcutField[] = [];
  if (draft.label.trim() === '') missing.push('label');
  if (draft.icon.trim() === '') missing.push('icon');
  if (draft.link.trim() === '') missing.push('link');
  if (typeof draft.useRouter !== 'boolean') missing.push('useRouter');
  return missing;
}

export const isShortcutValid = (draft: ShortcutDraft): boolean => missingShortcutFields(draft).length === 0;

/** The body fields of a create or update call: trimmed, an empty description sent as null. */
export const shortcutFromDraft = (draft: ShortcutDraft): Omit<Shortcut, 'id'> => ({
  label: draft.label.trim(),
  description: draft.description.trim() === '' ? null : draft.description.trim(),
  icon: draft.icon,
  link: draft.link.trim(),
  useRouter: draft.useRouter,
});
