import { afterEach, describe, expect, it } from 'vitest';
import { withWorkerUpdatesHandled } from './worker-updates.ts';

/** A stand-in for the browser's ServiceWorkerRegistration whose update fails, as when it went away. */
class FakeRegistration {
  updates = 0;
  update(): Promise<void> {
    this.updates += 1;
    return Promise.reject(new Error('Not found'));
  }
}

const global = globalThis as { ServiceWorkerRegistration?: unknown };

describe('withWorkerUpdatesHandled', () => {
  afterEach(() => {
    delete global.ServiceWorkerRegistration;
  });

  it('lets a start that does not wait for a failing update finish without an unhandled rejection', async () => {
    global.ServiceWorkerRegistration = FakeRegistration;
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const registration = new FakeRegistration();
      const answer = await withWorkerUpdatesHandled(() => {
        void registration.update(); // as MSW does with an existing registration
        return Promise.resolve('started');
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answer).toBe('started');
      expect(registration.updates).toBe(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('puts update back as it was, and a failed update is reported again outside start', async () => {
    global.ServiceWorkerRegistration = FakeRegistration;
    const before = FakeRegistration.prototype.update;
    await withWorkerUpdatesHandled(() => Promise.resolve());
    expect(FakeRegistration.prototype.update).toBe(before);
    await expect(new FakeRegistration().update()).rejects.toThrow('Not found');
  });
});
