import { extent } from 'd3-array';
import { scaleLinear } from 'd3-scale';
import { area, curveLinear, curveMonotoneX, line } from 'd3-shape';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './ChartFrame';
import { enterFade, svg } from './Charts.css';
import { isDateX, useChartFormatters } from './format';
import { seriesTable } from './table';
import { toneColor } from './tones';
import type { ChartPoint, SparklineProps } from './types';
import { useContainerWidth } from './useContainerWidth';

/**
 * A tiny trend line with no axes. It is not a tab stop (a watchlist holds many): its numbers are
 * reachable through its visually hidden table, and its name and summary say the trend.
 */
export function Sparkline({
  data,
  tone,
  area: filled = false,
  curve = 'smooth',
  xFormat,
  valueFormat,
  height = 48,
  ...frame
}: SparklineProps) {
  const { t } = useTranslation();
  const gradientId = useId();
  const dates = isDateX(data, xFormat);
  const formats = useChartFormatters(valueFormat, xFormat, dates);
  const [containerRef, width] = useContainerWidth<HTMLDivElement>();
  const color = toneColor(tone, 0);

  const paths = useMemo(() => {
    const [low = 0, high = 0] = extent(data, (point) => point.y);
    const x = scaleLinear()
      .domain([0, Math.max(1, data.length - 1)])
      .range([2, Math.max(2, width - 2)]);
    const y = scaleLinear()
      .domain([low, high === low ? low + 1 : high])
      .range([height - 3, 3]);
    const shapeCurve = curve === 'smooth' ? curveMonotoneX : curveLinear;
    const lineOf = line<ChartPoint>()
      .x((_, index) => x(index))
      .y((point) => y(point.y))
      .curve(shapeCurve);
    const areaOf = area<ChartPoint>()
      .x((_, index) => x(index))
      .y0(height)
      .y1((point) => y(point.y))
      .curve(shapeCurve);
    return { line: lineOf(data) ?? '', area: filled ? (areaOf(data) ?? '') : '' };
  }, [data, width, height, curve, filled]);

  const table = useMemo(
    () =>
      seriesTable(
        [{ id: 'value', label: t('charts.value'), data }],
        formats,
        t(dates ? 'charts.date' : 'charts.category'),
      ),
    [data, formats, dates, t],
  );

  return (
    <ChartFrame {...frame} table={table} hideTableToggle>
      <div
        ref={containerRef}
        style={{ blockSize: height, inlineSize: '100%' }}
        data-drawing={width === 0 ? '' : undefined}
      >
        {width > 0 ? (
          <svg className={svg} width={width} height={height} aria-hidden="true">
            {filled ? (
              <defs>
                <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
                  <stop offset="0%" style={{ stopColor: color, stopOpacity: 0.3 }} />
                  <stop offset="100%" style={{ stopColor: color, stopOpacity: 0 }} />
                </linearGradient>
              </defs>
            ) : null}
            <g className={enterFade}>
              {filled ? <path d={paths.area} style={{ fill: `url(#${gradientId})` }} /> : null}
              <path d={paths.line} style={{ fill: 'none', stroke: color, strokeWidth: 2, strokeLinejoin: 'round' }} />
            </g>
          </svg>
        ) : null}
      </div>
    </ChartFrame>
  );
}
