import { bisectCenter, extent } from 'd3-array';
import { scaleBand, scaleLinear, scaleTime } from 'd3-scale';
import { area, curveLinear, curveMonotoneX, line } from 'd3-shape';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './ChartFrame';
import { axisText, crosshair, enter, enterFade, gridLine, marker, svg } from './Charts.css';
import type { TooltipContent } from './ChartTooltip';
import { isDateX, toDate, useChartFormatters } from './format';
import { Legend } from './Legend';
import { PlotArea } from './PlotArea';
import { collectXs, seriesTable } from './table';
import { toneColor } from './tones';
import type { CartesianChartProps, ChartPoint, ChartSeriesData } from './types';
import { useContainerWidth } from './useContainerWidth';
import { usePlotNavigation } from './usePlotNavigation';

export type SeriesKind = 'line' | 'area' | 'column';
export interface DrawnSeries extends ChartSeriesData {
  kind: SeriesKind;
}

export interface CartesianChartInternalProps extends Omit<CartesianChartProps, 'series'> {
  drawn: DrawnSeries[];
  curve?: 'linear' | 'smooth';
  legend?: boolean;
}

interface Tick {
  x: number;
  label: string;
}

/** Line, area, column and mixed charts: one x axis, one y axis, d3 scales and shape generators. */
export function CartesianChart({
  drawn,
  curve = 'linear',
  legend,
  grid = true,
  axes = true,
  zeroBased,
  xFormat,
  valueFormat,
  height = 240,
  ...frame
}: CartesianChartInternalProps) {
  const { t } = useTranslation();
  const gradientId = useId();
  const dates = isDateX(drawn[0]?.data ?? [], xFormat);
  const formats = useChartFormatters(valueFormat, xFormat, dates);
  const xs = useMemo(() => collectXs(drawn), [drawn]);
  const [containerRef, width] = useContainerWidth<HTMLDivElement>();
  const navigation = usePlotNavigation({ seriesCount: drawn.length, pointCount: xs.length });
  const colors = drawn.map((series, index) => toneColor(series.tone, index));

  const top = 12;
  const bottom = axes ? 28 : 8;
  const innerHeight = Math.max(0, height - top - bottom);
  const hasColumns = drawn.some((series) => series.kind === 'column');
  const categorical = hasColumns || (!dates && typeof xs[0] === 'string');

  // The value axis depends on the height alone, so its labels are known before the width is shared out.
  const y = useMemo(() => {
    const fromZero = zeroBased ?? drawn.some((series) => series.kind !== 'line');
    let low = fromZero ? 0 : Infinity;
    let high = fromZero ? 0 : -Infinity;
    for (const series of drawn) {
      for (const point of series.data) {
        if (point.y < low) low = point.y;
        if (point.y > high) high = point.y;
      }
    }
    if (!Number.isFinite(low)) low = high = 0;
    return scaleLinear()
      .domain([low, high === low ? low + 1 : high])
      .nice(5)
      .range([innerHeight, 0]);
  }, [drawn, innerHeight, zeroBased]);
  const yLabels = axes ? y.ticks(5).map((tick) => formats.tick(tick)) : [];
  // The start margin fits the widest value label ("66,8 mil US$" is wider than "$67k"): measured once
  // drawn, estimated until then, so no label is cut at the card's edge, on a phone least of all.
  const yAxisRef = useRef<SVGGElement>(null);
  const measuredLabels = useYLabelWidth(yAxisRef, yLabels.join('\n'), width > 0);
  const labelWidth = measuredLabels ?? estimateLabelWidth(yLabels);
  const margin = { top, right: 16, bottom, left: axes ? Math.ceil(labelWidth) + AXIS_GAP + 4 : 8 };
  const innerWidth = Math.max(0, width - margin.left - margin.right);

  const layout = useMemo(() => {
    let xPositions: number[];
    let xTicks: Tick[];
    let bandwidth = 0;
    if (categorical) {
      const band = scaleBand<string>()
        .domain(xs.map(String))
        .range([0, innerWidth])
        .paddingInner(hasColumns ? 0.35 : 0)
        .paddingOuter(hasColumns ? 0.2 : 0.5);
      bandwidth = band.bandwidth();
      xPositions = xs.map((x) => (band(String(x)) ?? 0) + bandwidth / 2);
      const every = Math.max(1, Math.ceil(xs.length / Math.max(1, innerWidth / 64)));
      xTicks = xs
        .map((x, index) => ({ x: xPositions[index] ?? 0, label: formats.x(x) }))
        .filter((_, index) => index % every === 0);
    } else if (dates) {
      const values = xs.map(toDate);
      const [start = new Date(0), end = new Date(0)] = extent(values);
      const scale = scaleTime().domain([start, end]).range([0, innerWidth]);
      xPositions = values.map((value) => scale(value));
      xTicks = scale.ticks(Math.max(2, Math.floor(innerWidth / 90))).map((tick) => ({
        x: scale(tick),
        label: formats.x(tick),
      }));
    } else {
      const values = xs.map(Number);
      const [start = 0, end = 0] = extent(values);
      const scale = scaleLinear().domain([start, end]).range([0, innerWidth]);
      xPositions = values.map((value) => scale(value));
      xTicks = scale.ticks(Math.max(2, Math.floor(innerWidth / 90))).map((tick) => ({
        x: scale(tick),
        label: formats.x(tick),
      }));
    }
    const baseline = y(Math.max(0, y.domain()[0] ?? 0));
    const xIndex = new Map(xs.map((x, index) => [x, index]));
    const xOf = (point: ChartPoint) => xPositions[xIndex.get(point.x) ?? 0] ?? 0;
    const shapeCurve = curve === 'smooth' ? curveMonotoneX : curveLinear;
    const lineOf = line<ChartPoint>()
      .x(xOf)
      .y((point) => y(point.y))
      .curve(shapeCurve);
    const areaOf = area<ChartPoint>()
      .x(xOf)
      .y0(baseline)
      .y1((point) => y(point.y))
      .curve(shapeCurve);
    const columnSeries = drawn.filter((series) => series.kind === 'column').map((series) => series.id);
    const inner = scaleBand<string>().domain(columnSeries).range([0, bandwidth]).padding(0.12);
    const values = drawn.map((series) => new Map(series.data.map((point) => [point.x, point.y])));
    return { xPositions, xTicks, baseline, lineOf, areaOf, inner, bandwidth, values, xIndex };
  }, [xs, drawn, categorical, dates, hasColumns, innerWidth, y, curve, formats]);

  const { xPositions, xTicks, baseline, lineOf, areaOf, inner, bandwidth, values, xIndex } = layout;
  const active = navigation.active;
  const activeX = active ? xs[active.index] : undefined;
  const activeValue = active && activeX !== undefined ? values[active.series]?.get(activeX) : undefined;

  let tooltip: { content: TooltipContent; x: number; y: number } | null = null;
  if (active && activeX !== undefined) {
    const content: TooltipContent = {
      title: formats.x(activeX),
      rows: drawn.flatMap((series, index) => {
        const value = values[index]?.get(activeX);
        return value === undefined
          ? []
          : [
              {
                key: series.id,
                label: series.label,
                value: formats.value(value),
                color: colors[index] ?? '',
                active: index === active.series,
              },
            ];
      }),
    };
    tooltip = {
      content,
      x: margin.left + (xPositions[active.index] ?? 0),
      y: margin.top + (activeValue === undefined ? innerHeight / 2 : y(activeValue)),
    };
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const px = event.clientX - box.left - margin.left;
    const py = event.clientY - box.top - margin.top;
    const index = bisectCenter(xPositions, px);
    const x = xs[index];
    if (x === undefined) return;
    let nearest = 0;
    let distance = Infinity;
    values.forEach((byX, seriesIndex) => {
      const value = byX.get(x);
      if (value === undefined) return;
      const gap = Math.abs(y(value) - py);
      if (gap < distance) {
        distance = gap;
        nearest = seriesIndex;
      }
    });
    navigation.pointAt({ series: nearest, index });
  }

  const table = useMemo(
    () => seriesTable(drawn, formats, t(dates ? 'charts.date' : 'charts.category')),
    [drawn, formats, dates, t],
  );
  const showLegend = legend ?? drawn.length > 1;

  return (
    <ChartFrame
      {...frame}
      table={table}
      header={
        showLegend ? (
          <Legend
            items={drawn.map((series, index) => ({ id: series.id, label: series.label, color: colors[index] ?? '' }))}
          />
        ) : null
      }
    >
      <PlotArea
        name={frame.name}
        height={height}
        width={width}
        containerRef={containerRef}
        navigation={navigation}
        tooltip={tooltip}
        position={
          active ? t('charts.pointOf', { index: formats.count(active.index + 1), total: formats.count(xs.length) }) : ''
        }
      >
        {width > 0 ? (
          <svg
            className={svg}
            width={width}
            height={height}
            aria-hidden="true"
            onPointerMove={onPointerMove}
            onPointerLeave={() => {
              if (!navigation.focused) navigation.pointAt(null);
            }}
          >
            <defs>
              {drawn.map((series, index) =>
                series.kind === 'area' ? (
                  <linearGradient key={series.id} id={`${gradientId}-${index}`} x1="0" x2="0" y1="0" y2="1">
                    <stop offset="0%" style={{ stopColor: colors[index], stopOpacity: 0.35 }} />
                    <stop offset="100%" style={{ stopColor: colors[index], stopOpacity: 0.02 }} />
                  </linearGradient>
                ) : null,
              )}
            </defs>
            <g transform={`translate(${margin.left},${margin.top})`}>
              {grid
                ? y
                    .ticks(5)
                    .map((tick) => (
                      <line key={tick} className={gridLine} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} />
                    ))
                : null}
              {axes ? (
                <g>
                  <g ref={yAxisRef}>
                    {y.ticks(5).map((tick) => (
                      <text
                        key={tick}
                        className={axisText}
                        x={-AXIS_GAP}
                        y={y(tick)}
                        textAnchor="end"
                        dominantBaseline="middle"
                      >
                        {formats.tick(tick)}
                      </text>
                    ))}
                  </g>
                  {xTicks.map((tick) => (
                    <text key={`${tick.x}`} className={axisText} x={tick.x} y={innerHeight + 20} textAnchor="middle">
                      {tick.label}
                    </text>
                  ))}
                </g>
              ) : null}
              {active ? (
                <line
                  className={crosshair}
                  x1={xPositions[active.index]}
                  x2={xPositions[active.index]}
                  y1={0}
                  y2={innerHeight}
                />
              ) : null}
              <g className={enter}>
                {drawn.map((series, index) =>
                  series.kind === 'column'
                    ? series.data.map((point) => {
                        const top = y(Math.max(0, point.y));
                        const isActive = active?.series === index && xs[active.index] === point.x;
                        return (
                          <rect
                            key={`${series.id}-${point.x}`}
                            x={(xPositions[xIndex.get(point.x) ?? 0] ?? 0) - bandwidth / 2 + (inner(series.id) ?? 0)}
                            y={top}
                            width={inner.bandwidth()}
                            height={Math.max(0, Math.abs(y(point.y) - baseline))}
                            rx={Math.min(4, inner.bandwidth() / 4)}
                            style={{
                              fill: colors[index],
                              opacity: active && !isActive ? 0.75 : 1,
                              stroke: isActive ? colors[index] : undefined,
                              strokeWidth: isActive ? 2 : undefined,
                            }}
                          />
                        );
                      })
                    : null,
                )}
              </g>
              <g className={enterFade}>
                {drawn.map((series, index) =>
                  series.kind === 'area' ? (
                    <path
                      key={`${series.id}-area`}
                      d={areaOf(series.data) ?? undefined}
                      style={{ fill: `url(#${gradientId}-${index})` }}
                    />
                  ) : null,
                )}
                {drawn.map((series, index) =>
                  series.kind !== 'column' ? (
                    <path
                      key={`${series.id}-line`}
                      d={lineOf(series.data) ?? undefined}
                      style={{ fill: 'none', stroke: colors[index], strokeWidth: 2.5, strokeLinejoin: 'round' }}
                    />
                  ) : null,
                )}
              </g>
              {active && activeValue !== undefined && drawn[active.series]?.kind !== 'column' ? (
                <circle
                  className={marker}
                  cx={xPositions[active.index]}
                  cy={y(activeValue)}
                  r={5}
                  style={{ stroke: colors[active.series] }}
                />
              ) : null}
            </g>
          </svg>
        ) : null}
      </PlotArea>
    </ChartFrame>
  );
}

/** The space between a value label and the plot. */
const AXIS_GAP = 10;

/**
 * A value label's width before it is drawn: the axis text is about 12 px, where a digit of the body font
 * is under 7 px wide. Generous, so the first frame never cuts a label; the measured width follows.
 */
export function estimateLabelWidth(labels: readonly string[]): number {
  return Math.max(0, ...labels.map((label) => label.length * 7));
}

/**
 * The drawn width of the value axis's labels, measured before paint when the plot first draws (the axis
 * does not exist before its width is known), after each change of the labels, and again whenever a web
 * font finishes loading (the labels may be laid out in a fallback font first, and `document.fonts.ready`
 * can settle before the labels' font has even started to load). Null until measured (or where SVG cannot
 * be measured).
 */
function useYLabelWidth(ref: React.RefObject<SVGGElement | null>, labels: string, drawn: boolean): number | null {
  const [width, setWidth] = useState<number | null>(null);
  const [fontLoads, setFontLoads] = useState(0);
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    let current = true;
    const loaded = () => current && setFontLoads((count) => count + 1);
    void fonts.ready.then(loaded);
    fonts.addEventListener('loadingdone', loaded);
    return () => {
      current = false;
      fonts.removeEventListener('loadingdone', loaded);
    };
  }, []);
  useLayoutEffect(() => {
    const group = ref.current;
    if (!group || typeof group.getBBox !== 'function') return;
    const measured = Math.ceil(group.getBBox().width);
    if (measured > 0) setWidth(measured);
  }, [ref, labels, fontLoads, drawn]);
  return width;
}
