import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

/** A module whose default export is the part's component (what `import()` of its file gives). */
export type LazyModule<P> = Promise<{ default: ComponentType<P> }>;

export interface LazyPartProps<P> {
  /** The lazy component to draw first (made once, at module level, with `lazy(load)`). */
  component: ComponentType<P>;
  /** Loads the component's module again after a failure (the same `load` the lazy component was made from). */
  load: () => LazyModule<P>;
  /** Its props. */
  props: P;
  /** Drawn while its code loads: a stand-in of the same size, so nothing moves when it comes. */
  fallback: ReactNode;
  /** Drawn in its place when its code failed to load (or it threw): say so, and offer `retry`. */
  failed: (retry: () => void) => ReactNode;
}

/**
 * A part of a screen whose code loads on first use (a panel's list, a form's rarely used fields): its
 * stand-in while it loads, and a failure kept to its place, with a retry. React keeps a failed lazy
 * component failed, so the retry makes a new one from `load`.
 */
export function LazyPart<P extends object>({ component, load, props, fallback, failed }: LazyPartProps<P>) {
  const [Part, setPart] = useState<ComponentType<P>>(() => component);
  return (
    <ErrorBoundary
      fallback={({ reset }) =>
        failed(() => {
          setPart(() => lazy(load));
          reset();
        })
      }
    >
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
