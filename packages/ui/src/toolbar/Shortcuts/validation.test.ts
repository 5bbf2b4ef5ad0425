import { describe, expect, it } from 'vitest';
import {
  draftOf,
  emptyShortcutDraft,
  isShortcutValid,
  missingShortcutFields,
  shortcutFromDraft,
  type ShortcutDraft,
} from './validation';

const valid: ShortcutDraft = {
  label: 'Calendar',
  description: '',
  icon: 'calendar',
  link: '/apps/calendar',
  useRouter: true,
};

describe('shortcut form validation', () => {
  it('needs label, icon and link; description is optional', () => {
    expect(missingShortcutFields(emptyShortcutDraft)).toEqual(['label', 'icon', 'link']);
    expect(isShortcutValid(valid)).toBe(true);
  });

  it('counts spaces as empty', () => {
    expect(missingShortcutFields({ ...valid, label: '   ', link: ' ' })).toEqual(['label', 'link']);
  });

  it('needs useRouter to be a yes or no', () => {
    const broken = { ...valid, useRouter: undefined } as unknown as ShortcutDraft;
    expect(missingShortcutFields(broken)).toEqual(['useRouter']);
  });

  it('sends trimmed values and an empty description as null', () => {
    expect(shortcutFromDraft({ ...valid, label: ' Calendar ', description: '  ' })).toEqual({
      label: 'Calendar',
      description: null,
      icon: 'calendar',
      link: '/apps/calendar',
      useRouter: true,
    });
  });

  it('fills the form from a shortcut', () => {
    expect(draftOf({ id: 's1', ...valid, description: null })).toEqual(valid);
  });
});
