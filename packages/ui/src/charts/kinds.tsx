import { CartesianChart } from './CartesianChart';
import { SliceChart } from './SliceChart';
import type {
  AreaChartProps,
  ColumnChartProps,
  DonutChartProps,
  LineChartProps,
  MixedChartProps,
  PolarAreaChartProps,
} from './types';

/** A line per series; `curve: 'smooth'` for monotone curves (they never overshoot the data). */
export function LineChart({ series, ...props }: LineChartProps) {
  return <CartesianChart {...props} drawn={series.map((one) => ({ ...one, kind: 'line' as const }))} />;
}

/** Filled areas that overlay each other (not stacked), each with its line on top. */
export function AreaChart({ series, ...props }: AreaChartProps) {
  return <CartesianChart {...props} drawn={series.map((one) => ({ ...one, kind: 'area' as const }))} />;
}

/** Columns, several series side by side per x. */
export function ColumnChart({ series, ...props }: ColumnChartProps) {
  return <CartesianChart {...props} drawn={series.map((one) => ({ ...one, kind: 'column' as const }))} />;
}

/** Lines over columns on one x axis (the lines pass through the columns' centres). */
export function MixedChart({ columns, lines, ...props }: MixedChartProps) {
  return (
    <CartesianChart
      {...props}
      curve="smooth"
      drawn={[
        ...columns.map((one) => ({ ...one, kind: 'column' as const })),
        ...lines.map((one) => ({ ...one, kind: 'line' as const })),
      ]}
    />
  );
}

/** A donut with an optional label in its hole. */
export function DonutChart(props: DonutChartProps) {
  return <SliceChart {...props} variant="donut" />;
}

/** Equal angles, the radius of each slice by its value (the area grows with the value). */
export function PolarAreaChart(props: PolarAreaChartProps) {
  return <SliceChart {...props} variant="polar" />;
}
