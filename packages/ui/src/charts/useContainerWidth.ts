import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The width of a container, kept current by a ResizeObserver (the chart's height is a prop). A
 * callback ref, so a plot mounted again (after the table view) is observed again.
 *
 * The observer reports the width once when it starts and on every change. The plot drawn at that width
 * is an ordinary update, not a transition: a transition waits behind any other part of the page that
 * suspends (a lazy card still loading), so a chart could stay blank for as long as something else loaded.
 */
export function useContainerWidth<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: T | null) => setElement(node), []);
  useLayoutEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, width] as const;
}
