import { describe, expect, it } from 'vitest';
import { describeError } from './describeError';

describe('describeError', () => {
  it('tells a lazy chunk that did not arrive, in each browser’s words', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/OrdersView-abc.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: http://localhost/assets/x.js',
      'Unable to preload CSS for /assets/x.css',
    ]) {
      expect(describeError(new TypeError(message)).kind).toBe('chunk');
    }
  });

  it('keeps a render error’s message and stack for the details, the message once', () => {
    const error = new Error('Cannot change the id of an item');
    const described = describeError(error);
    expect(described.kind).toBe('failed');
    expect(described.details.startsWith('Error: Cannot change the id of an item')).toBe(true);
    expect(described.details.match(/Cannot change the id/g)).toHaveLength(1);
  });

  it('tells a 404 answer from other error answers', () => {
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: 'No such page' };
    // isRouteErrorResponse recognises the shape react-router gives thrown responses.
    expect(describeError(notFound)).toEqual({ kind: 'notFound', details: '404 Not Found\nNo such page' });
    expect(
      describeError({ status: 500, statusText: 'Server Error', internal: false, data: { error: 'boom' } }),
    ).toEqual({ kind: 'failed', details: '500 Server Error\n{"error":"boom"}' });
  });

  it('describes anything else thrown', () => {
    expect(describeError('plain text')).toEqual({ kind: 'failed', details: 'plain text' });
    expect(describeError({ code: 7 })).toEqual({ kind: 'failed', details: '{"code":7}' });
  });
});
