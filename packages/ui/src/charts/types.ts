/**
 * The chart layer's public props. Every chart takes data as plain values (never a library's own
 * types), an accessible name and a one-sentence summary, and formats its numbers and dates with Intl
 * in the active language. Colours are tones of the theme contract, never colour literals.
 */

/** A colour of the chart palette (the theme's `chart` tokens), so a chart follows theme and scheme. */
export type ChartTone = 'series1' | 'series2' | 'series3' | 'series4' | 'series5' | 'series6' | 'muted';

/** How a value is written in tooltips, axes and the table view. */
export type ValueFormat =
  | { kind: 'number'; maximumFractionDigits?: number }
  | { kind: 'percent'; maximumFractionDigits?: number }
  | { kind: 'currency'; currency: string; maximumFractionDigits?: number }
  | { kind: 'compact' };

/** How an x value (or a category) is written: dates by Intl, categories as given. */
export type XFormat = { kind: 'category' } | { kind: 'date'; options?: Intl.DateTimeFormatOptions };

/** One point: x is an ISO date-time, a number or a category label. */
export interface ChartPoint {
  x: string | number;
  y: number;
}

export interface ChartSeriesData {
  /** Stable key, also the table view's column key. */
  id: string;
  /** Shown in legends, tooltips and the table view's header (already translated). */
  label: string;
  data: ChartPoint[];
  tone?: ChartTone;
}

/** What every chart takes. */
export interface ChartBaseProps {
  /** The chart's accessible name (already translated). */
  name: string;
  /** One sentence saying what the chart shows (already translated); read with the name. */
  summary: string;
  /** Height in pixels; the width follows the container. Default 240 (sparkline: 48). */
  height?: number;
  /** Format of the y values. Default `{ kind: 'number' }`. */
  valueFormat?: ValueFormat;
  /** Hide the "view as table" toggle (the visually hidden table stays). Default false. */
  hideTableToggle?: boolean;
  className?: string;
}

export interface CartesianChartProps extends ChartBaseProps {
  series: ChartSeriesData[];
  /** Format of the x values. Default: dates when x is an ISO string, categories otherwise. */
  xFormat?: XFormat;
  /** Show the grid lines (dashed). Default true. */
  grid?: boolean;
  /** Show the axes. Default true. */
  axes?: boolean;
  /** Show the series' legend above the plot. Default: when there is more than one series. */
  legend?: boolean;
  /**
   * Start the y axis at zero. Default: true when the chart has areas or columns (their size is the
   * value), false for lines alone, whose axis fits the data (a price of 66,000 moving by 200 shows).
   */
  zeroBased?: boolean;
}

/** Line chart; `curve: 'smooth'` for monotone curves. */
export interface LineChartProps extends CartesianChartProps {
  curve?: 'linear' | 'smooth';
}

/** Area chart; several series overlay each other (not stacked). */
export interface AreaChartProps extends CartesianChartProps {
  curve?: 'linear' | 'smooth';
}

/** Column chart; several series stand side by side per x. */
export type ColumnChartProps = CartesianChartProps;

/** Mixed chart: the series in `lines` drawn as lines over the series in `columns`, on one x axis. */
export interface MixedChartProps extends Omit<CartesianChartProps, 'series'> {
  columns: ChartSeriesData[];
  lines: ChartSeriesData[];
}

/** One slice of a donut or polar-area chart. */
export interface ChartSlice {
  id: string;
  label: string;
  value: number;
  tone?: ChartTone;
}

export interface DonutChartProps extends ChartBaseProps {
  slices: ChartSlice[];
  /** Text in the hole (already formatted), e.g. a total. */
  centerLabel?: string;
  /** Show the slices' legend above the plot. Default true (turn off when the view shows its own). */
  legend?: boolean;
}

export interface PolarAreaChartProps extends ChartBaseProps {
  slices: ChartSlice[];
  /** Show the slices' legend above the plot. Default true. */
  legend?: boolean;
}

/** Radar: one axis per category, one closed shape per series (`data[i].x` is the category). */
export interface RadarChartProps extends ChartBaseProps {
  categories: string[];
  series: ChartSeriesData[];
  /** Show the series' legend above the plot. Default: when there is more than one series. */
  legend?: boolean;
}

/** A tiny trend line with no axes; it still has a name, a summary and a hidden table. */
export interface SparklineProps extends Omit<ChartBaseProps, 'hideTableToggle'> {
  data: ChartPoint[];
  tone?: ChartTone;
  /** Fill under the line. Default false. */
  area?: boolean;
  curve?: 'linear' | 'smooth';
  xFormat?: XFormat;
}
