import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGNED_IN_PATH, safeRedirect, signInPathFor } from './redirect';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/apps/contacts')).toBe('/apps/contacts');
    expect(safeRedirect('/apps/mailbox?folder=inbox#top')).toBe('/apps/mailbox?folder=inbox#top');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' /apps',
    '/\t/evil.example',
    'apps/contacts',
    '',
  ])('sends %j to the dashboard', (target) => {
    expect(safeRedirect(target)).toBe(DEFAULT_SIGNED_IN_PATH);
  });

  it('never answers anything but a single-slash path on this origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (target) => {
        const result = safeRedirect(target);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'https://atrium.test').origin).toBe('https://atrium.test');
      }),
      { numRuns: 200 },
    );
  }, 30_000);
});

describe('signInPathFor', () => {
  it('carries the requested address as redirectURL', () => {
    expect(signInPathFor('/apps/contacts?tag=x')).toBe('/sign-in?redirectURL=%2Fapps%2Fcontacts%3Ftag%3Dx');
  });
  it('omits it for the sign-out route', () => {
    expect(signInPathFor('/sign-out')).toBe('/sign-in');
  });
});
