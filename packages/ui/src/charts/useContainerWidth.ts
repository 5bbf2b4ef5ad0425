import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The width of a container, kept current by a ResizeObserver (the chart's height is a prop). A
 * callback ref, so a plot mounted again (after the table view) is observed again.
 */
export function useContainerWidth<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: T | null) => setElement(node), []);
  useLayoutEffect(() => {
    if (!element) return;
    // Measured before paint, so the first frame already draws the plot at its width.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setWidth(Math.floor(element.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, width] as const;
}
