import { startTransition, useCallback, useLayoutEffect, useState } from 'react';

/**
 * The width of a container, kept current by a ResizeObserver (the chart's height is a prop). A
 * callback ref, so a plot mounted again (after the table view) is observed again.
 *
 * The width is measured before paint, but the plot drawn at that width is a transition: a page of
 * charts that arrive together draws them in slices the browser can answer input between, instead
 * of one long task (the plot's box keeps its height meanwhile, so nothing moves).
 */
export function useContainerWidth<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: T | null) => setElement(node), []);
  useLayoutEffect(() => {
    if (!element) return;
    const measured = Math.floor(element.getBoundingClientRect().width);
    startTransition(() => setWidth(measured));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) {
        const next = Math.floor(entry.contentRect.width);
        startTransition(() => setWidth(next));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, width] as const;
}
