import { scaleLinear } from 'd3-scale';
import { curveLinearClosed, lineRadial } from 'd3-shape';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './ChartFrame';
import { axisText, enterFade, gridLine, marker, svg } from './Charts.css';
import type { TooltipContent } from './ChartTooltip';
import { useChartFormatters } from './format';
import { Legend } from './Legend';
import { PlotArea } from './PlotArea';
import { seriesTable } from './table';
import { toneColor } from './tones';
import type { RadarChartProps } from './types';
import { useContainerWidth } from './useContainerWidth';
import { usePlotNavigation } from './usePlotNavigation';

/** Radar: one spoke per category, one closed shape per series (d3's radial line). */
export function RadarChart({ categories, series, legend, valueFormat, height = 280, ...frame }: RadarChartProps) {
  const { t } = useTranslation();
  const formats = useChartFormatters(valueFormat, { kind: 'category' });
  const [containerRef, width] = useContainerWidth<HTMLDivElement>();
  const navigation = usePlotNavigation({
    seriesCount: series.length,
    pointCount: categories.length,
    upDownMovesPoints: true,
  });
  const colors = series.map((one, index) => toneColor(one.tone, index));
  // Room for the category labels around the shape.
  const radius = Math.max(0, Math.min(width / 2 - 72, height / 2 - 24));
  const angle = (index: number) => (index / Math.max(1, categories.length)) * Math.PI * 2;

  const { r, values, rings } = useMemo(() => {
    const max = Math.max(0, ...series.flatMap((one) => one.data.map((point) => point.y)));
    const scale = scaleLinear()
      .domain([0, max || 1])
      .nice(4)
      .range([0, radius]);
    const byCategory = series.map((one) => new Map(one.data.map((point) => [String(point.x), point.y])));
    return { r: scale, values: byCategory, rings: scale.ticks(4).filter((tick) => tick > 0) };
  }, [series, radius]);

  const shape = lineRadial<number>()
    .angle((_, index) => angle(index))
    .radius((value) => r(value))
    .curve(curveLinearClosed);
  const point = (index: number, value: number): [number, number] => {
    const a = angle(index) - Math.PI / 2;
    return [Math.cos(a) * r(value), Math.sin(a) * r(value)];
  };

  const active = navigation.active;
  const activeCategory = active ? categories[active.index] : undefined;
  const activeValue = active && activeCategory !== undefined ? values[active.series]?.get(activeCategory) : undefined;
  let tooltip: { content: TooltipContent; x: number; y: number } | null = null;
  if (active && activeCategory !== undefined) {
    const [px, py] = point(active.index, activeValue ?? 0);
    tooltip = {
      content: {
        title: activeCategory,
        rows: series.flatMap((one, index) => {
          const value = values[index]?.get(activeCategory);
          return value === undefined
            ? []
            : [
                {
                  key: one.id,
                  label: one.label,
                  value: formats.value(value),
                  color: colors[index] ?? '',
                  active: index === active.series,
                },
              ];
        }),
      },
      x: width / 2 + px,
      y: height / 2 + py,
    };
  }

  const table = useMemo(
    () =>
      seriesTable(
        series.map((one) => ({ ...one, data: one.data.map((p) => ({ ...p, x: String(p.x) })) })),
        formats,
        t('charts.category'),
        categories,
      ),
    [series, categories, formats, t],
  );

  const showLegend = legend ?? series.length > 1;
  return (
    <ChartFrame
      {...frame}
      table={table}
      header={
        showLegend ? (
          <Legend items={series.map((one, index) => ({ id: one.id, label: one.label, color: colors[index] ?? '' }))} />
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
          active
            ? t('charts.pointOf', { index: formats.count(active.index + 1), total: formats.count(categories.length) })
            : ''
        }
      >
        {width > 0 ? (
          <svg
            className={svg}
            width={width}
            height={height}
            aria-hidden="true"
            onPointerLeave={() => {
              if (!navigation.focused) navigation.pointAt(null);
            }}
          >
            <g transform={`translate(${width / 2},${height / 2})`}>
              {rings.map((ring) => (
                <path
                  key={ring}
                  className={gridLine}
                  style={{ fill: 'none', strokeDasharray: 'none' }}
                  d={shape(categories.map(() => ring)) ?? undefined}
                />
              ))}
              {categories.map((category, index) => {
                const [x, y] = point(index, r.domain()[1] ?? 0);
                const [lx, ly] = [x * 1.08, y * 1.08];
                return (
                  <g key={category}>
                    <line className={gridLine} style={{ strokeDasharray: 'none' }} x1={0} y1={0} x2={x} y2={y} />
                    <text
                      className={axisText}
                      x={lx}
                      y={ly}
                      textAnchor={Math.abs(lx) < 1 ? 'middle' : lx > 0 ? 'start' : 'end'}
                      dominantBaseline={Math.abs(ly) < 1 ? 'middle' : ly > 0 ? 'hanging' : 'auto'}
                      onPointerEnter={() => navigation.pointAt({ series: active?.series ?? 0, index })}
                    >
                      {category}
                    </text>
                  </g>
                );
              })}
              <g className={enterFade}>
                {series.map((one, index) => (
                  <path
                    key={one.id}
                    d={shape(categories.map((category) => values[index]?.get(category) ?? 0)) ?? undefined}
                    style={{ fill: colors[index], fillOpacity: 0.18, stroke: colors[index], strokeWidth: 2 }}
                  />
                ))}
                {series.map((one, seriesIndex) =>
                  categories.map((category, index) => {
                    const [x, y] = point(index, values[seriesIndex]?.get(category) ?? 0);
                    return (
                      <circle
                        key={`${one.id}-${category}`}
                        cx={x}
                        cy={y}
                        r={10}
                        style={{ fill: 'transparent' }}
                        onPointerEnter={() => navigation.pointAt({ series: seriesIndex, index })}
                      />
                    );
                  }),
                )}
              </g>
              {active && activeValue !== undefined ? (
                <circle
                  className={marker}
                  cx={point(active.index, activeValue)[0]}
                  cy={point(active.index, activeValue)[1]}
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
