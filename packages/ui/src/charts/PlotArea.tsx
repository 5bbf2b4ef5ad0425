import type { ReactNode, Ref } from 'react';
import { VisuallyHidden } from 'react-aria';
import { useTranslation } from 'react-i18next';
import { ChartTooltip, tooltipText, type TooltipContent } from './ChartTooltip';
import { plot } from './Charts.css';
import type { usePlotNavigation } from './usePlotNavigation';

/**
 * The interactive plot: one tab stop named after the chart, its SVG decorative, its tooltip
 * (hover and focus) and a polite live region that says the focused point in words.
 */
export function PlotArea({
  name,
  height,
  width,
  containerRef,
  navigation,
  tooltip,
  position,
  interactive = true,
  children,
}: {
  name: string;
  height: number;
  width: number;
  containerRef: Ref<HTMLDivElement>;
  navigation: ReturnType<typeof usePlotNavigation>;
  tooltip: { content: TooltipContent; x: number; y: number } | null;
  /** "3 of 12": where the active point sits. */
  position: string;
  interactive?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const spoken = navigation.focused && tooltip ? tooltipText(tooltip.content, position) : '';
  const interaction = interactive
    ? {
        ...navigation.plotProps,
        role: 'application',
        'aria-label': t('charts.plotLabel', { name }),
        'data-focus-visible': navigation.isFocusVisible ? '' : undefined,
      }
    : {};
  return (
    // data-drawing: measured, not drawn yet (the plot draws in a transition); screenshot runs wait for it.
    <div
      ref={containerRef}
      className={plot}
      style={{ blockSize: height }}
      data-drawing={width === 0 ? '' : undefined}
      {...interaction}
    >
      {children}
      {tooltip && navigation.tooltipOpen ? (
        <ChartTooltip content={tooltip.content} x={tooltip.x} y={tooltip.y} width={width} />
      ) : null}
      {interactive ? (
        <VisuallyHidden>
          <div id={navigation.liveId} aria-live="polite">
            {spoken}
          </div>
        </VisuallyHidden>
      ) : null}
    </div>
  );
}
