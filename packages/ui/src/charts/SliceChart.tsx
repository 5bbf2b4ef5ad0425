import { arc, pie, type DefaultArcObject, type PieArcDatum } from 'd3-shape';
import { scaleRadial } from 'd3-scale';
import { useMemo, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { vars } from '../theme/contract.css';
import { ChartFrame } from './ChartFrame';
import { centerLabel, enterFade, gridLine, svg } from './Charts.css';
import type { TooltipContent } from './ChartTooltip';
import { useChartFormatters } from './format';
import { Legend } from './Legend';
import { PlotArea } from './PlotArea';
import { sliceTable } from './table';
import { toneColor } from './tones';
import type { ChartBaseProps, ChartSlice } from './types';
import { useContainerWidth } from './useContainerWidth';
import { usePlotNavigation } from './usePlotNavigation';

export interface SliceChartInternalProps extends ChartBaseProps {
  slices: ChartSlice[];
  variant: 'donut' | 'polar';
  centerLabel?: string;
  legend?: boolean;
}

/** Donut (angles by value) and polar area (equal angles, radius by value), from d3's pie and arc. */
export function SliceChart({
  slices,
  variant,
  centerLabel: center,
  legend = true,
  valueFormat,
  height = 240,
  ...frame
}: SliceChartInternalProps) {
  const { t } = useTranslation();
  const formats = useChartFormatters(valueFormat);
  const [containerRef, width] = useContainerWidth<HTMLDivElement>();
  const navigation = usePlotNavigation({ seriesCount: 1, pointCount: slices.length, upDownMovesPoints: true });
  const colors = slices.map((slice, index) => toneColor(slice.tone, index));
  const radius = Math.max(0, Math.min(width, height) / 2 - 8);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);

  const arcs = useMemo(() => {
    const layout = pie<ChartSlice>()
      .sort(null)
      .value((slice) => (variant === 'donut' ? slice.value : 1))
      .padAngle(variant === 'donut' ? 0.02 : 0.01);
    const max = Math.max(0, ...slices.map((slice) => slice.value));
    const outer = scaleRadial()
      .domain([0, max || 1])
      .range([variant === 'donut' ? radius * 0.62 : 0, radius * 0.92]);
    const inner = variant === 'donut' ? radius * 0.62 : 0;
    const shape = arc<PieArcDatum<ChartSlice> & DefaultArcObject>().cornerRadius(variant === 'donut' ? 3 : 2);
    return layout(slices).map((datum) => {
      const outerRadius = variant === 'donut' ? radius * 0.92 : outer(datum.data.value);
      return {
        datum,
        path: shape({ ...datum, innerRadius: inner, outerRadius }) ?? '',
        activePath: shape({ ...datum, innerRadius: inner, outerRadius: outerRadius + 6 }) ?? '',
        centroid: shape.centroid({ ...datum, innerRadius: inner, outerRadius }),
      };
    });
  }, [slices, variant, radius]);

  const rings =
    variant === 'polar'
      ? scaleRadial()
          .domain([0, 1])
          .range([0, radius * 0.92])
          .ticks(4)
      : [];
  const active = navigation.active;
  const activeSlice = active ? slices[active.index] : undefined;
  const activeArc = active ? arcs[active.index] : undefined;
  const tooltip: { content: TooltipContent; x: number; y: number } | null =
    activeSlice && activeArc
      ? {
          content: {
            title: activeSlice.label,
            rows: [
              {
                key: activeSlice.id,
                label: formats.percent(total === 0 ? 0 : activeSlice.value / total),
                value: formats.value(activeSlice.value),
                color: colors[active?.index ?? 0] ?? '',
                active: true,
              },
            ],
          },
          x: width / 2 + activeArc.centroid[0],
          y: height / 2 + activeArc.centroid[1],
        }
      : null;

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const target = (event.target as Element).closest('[data-slice]');
    const index = target ? Number(target.getAttribute('data-slice')) : -1;
    navigation.pointAt(index >= 0 ? { series: 0, index } : null);
  }

  const table = useMemo(
    () =>
      sliceTable(slices, formats, {
        rowHeader: t('charts.category'),
        value: t('charts.value'),
        share: t('charts.share'),
      }),
    [slices, formats, t],
  );

  return (
    <ChartFrame
      {...frame}
      table={table}
      header={
        legend ? (
          <Legend
            items={slices.map((slice, index) => ({ id: slice.id, label: slice.label, color: colors[index] ?? '' }))}
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
          active
            ? t('charts.pointOf', { index: formats.count(active.index + 1), total: formats.count(slices.length) })
            : ''
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
            <g transform={`translate(${width / 2},${height / 2})`}>
              {rings.map((ring) => (
                <circle
                  key={ring}
                  className={gridLine}
                  r={scaleRadial()
                    .domain([0, 1])
                    .range([0, radius * 0.92])(ring)}
                  style={{ fill: 'none' }}
                />
              ))}
              <g className={enterFade}>
                {arcs.map(({ datum, path, activePath }, index) => (
                  <path
                    key={datum.data.id}
                    data-slice={index}
                    d={active?.index === index ? activePath : path}
                    style={{
                      fill: colors[index],
                      fillOpacity: variant === 'polar' ? 0.85 : 1,
                      opacity: active && active.index !== index ? 0.55 : 1,
                      transition: `opacity ${vars.motion.durationFast} ${vars.motion.easing}`,
                    }}
                  />
                ))}
              </g>
            </g>
          </svg>
        ) : null}
        {variant === 'donut' && center ? (
          <div className={centerLabel} aria-hidden="true">
            {center}
          </div>
        ) : null}
      </PlotArea>
    </ChartFrame>
  );
}
