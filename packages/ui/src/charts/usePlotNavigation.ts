import { useCallback, useId, useState, type HTMLAttributes } from 'react';
import { mergeProps, useFocusRing, useHover, useKeyboard, useLocale } from 'react-aria';

export interface ActivePoint {
  /** The series (or, for slices, always 0). */
  series: number;
  /** The point along x, the slice or the category. */
  index: number;
}

interface Options {
  seriesCount: number;
  pointCount: number;
  /** Slices and radar categories: Up/Down also step through points when there is one series. */
  upDownMovesPoints?: boolean;
}

/**
 * The plot's keyboard and pointer model: the plot is one tab stop; Left/Right (mirrored in
 * right-to-left languages), Home/End and PageUp/PageDown move along the points, Up/Down between
 * series; Escape hides the tooltip, blur clears it. Hover sets the point under the pointer.
 */
export function usePlotNavigation({ seriesCount, pointCount, upDownMovesPoints }: Options) {
  const { direction } = useLocale();
  const [active, setActive] = useState<ActivePoint | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const { isFocusVisible, isFocused, focusProps } = useFocusRing();
  const liveId = useId();

  const clamp = useCallback(
    (point: ActivePoint): ActivePoint => ({
      series: Math.min(Math.max(point.series, 0), Math.max(seriesCount - 1, 0)),
      index: Math.min(Math.max(point.index, 0), Math.max(pointCount - 1, 0)),
    }),
    [seriesCount, pointCount],
  );

  const { keyboardProps } = useKeyboard({
    onKeyDown(event) {
      const current = active ?? { series: 0, index: 0 };
      const forward = direction === 'rtl' ? -1 : 1;
      const page = Math.max(1, Math.round(pointCount / 10));
      const seriesStep = upDownMovesPoints && seriesCount <= 1;
      let next: ActivePoint | null = null;
      switch (event.key) {
        case 'ArrowRight':
          next = { ...current, index: current.index + forward };
          break;
        case 'ArrowLeft':
          next = { ...current, index: current.index - forward };
          break;
        case 'ArrowDown':
          next = seriesStep ? { ...current, index: current.index + 1 } : { ...current, series: current.series + 1 };
          break;
        case 'ArrowUp':
          next = seriesStep ? { ...current, index: current.index - 1 } : { ...current, series: current.series - 1 };
          break;
        case 'Home':
          next = { ...current, index: 0 };
          break;
        case 'End':
          next = { ...current, index: pointCount - 1 };
          break;
        case 'PageDown':
          next = { ...current, index: current.index + page };
          break;
        case 'PageUp':
          next = { ...current, index: current.index - page };
          break;
        case 'Escape':
          if (dismissed || !active) {
            event.continuePropagation();
            return;
          }
          setDismissed(true);
          return;
        default:
          event.continuePropagation();
          return;
      }
      event.preventDefault();
      setDismissed(false);
      setActive(clamp(next));
    },
  });

  const { hoverProps, isHovered } = useHover({
    onHoverEnd: () => {
      if (!isFocused) setActive(null);
    },
  });

  const plotProps: HTMLAttributes<HTMLDivElement> = mergeProps(focusProps, keyboardProps, hoverProps, {
    tabIndex: pointCount > 0 ? 0 : undefined,
    onFocus: () => {
      setDismissed(false);
      setActive((current) => current ?? clamp({ series: 0, index: 0 }));
    },
    onBlur: () => setActive(null),
    'aria-describedby': liveId,
  });

  /** Points the pointer rests on (hover shows the same tooltip as focus). */
  const pointAt = useCallback(
    (point: ActivePoint | null) => {
      setDismissed(false);
      setActive(point && clamp(point));
    },
    [clamp],
  );

  return {
    active: active && active.index < pointCount && active.series < seriesCount ? active : null,
    tooltipOpen: active !== null && !dismissed,
    focused: isFocused,
    isFocusVisible,
    isHovered,
    plotProps,
    pointAt,
    liveId,
  };
}
