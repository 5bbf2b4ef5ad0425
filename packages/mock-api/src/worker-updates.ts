/** Keeps a failed service worker update, which MSW does not wait for, from being an uncaught error. */
/**
 * Runs `start` (an MSW `worker.start()`) so that a failed update of the worker's registration is not an
 * uncaught error. MSW asks an existing registration to update itself without waiting for the answer; when
 * the update fails (the registration changed under a page that reloads or navigates meanwhile), the
 * rejection went unhandled, although the worker in place goes on serving. The update still happens; only
 * its failure is not reported as an uncaught error.
 */
export async function withWorkerUpdatesHandled<T>(start: () => Promise<T>): Promise<T> {
  const prototype = ServiceWorkerRegistration.prototype;
  const update = Object.getOwnPropertyDescriptor(prototype, 'update');
  if (!update || typeof update.value !== 'function') return start();
  const original = update.value as ServiceWorkerRegistration['update'];
  Object.defineProperty(prototype, 'update', {
    ...update,
    value(this: ServiceWorkerRegistration) {
      const updating = original.call(this);
      updating.catch(() => undefined);
      return updating;
    },
  });
  try {
    return await start();
  } finally {
    Object.defineProperty(prototype, 'update', update);
  }
}
