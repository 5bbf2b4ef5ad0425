import type { ChartFormatters } from './format';
import type { ChartSeriesData, ChartSlice } from './types';

/** The data of a chart as rows and columns of formatted text, for its table view. */
export interface ChartTableModel {
  /** Header of the first column (what a row is: a date, a category, a slice). */
  rowHeader: string;
  columns: { id: string; label: string }[];
  rows: { key: string; header: string; cells: string[] }[];
}

/** The x values of every series, in order of first appearance. */
export function collectXs(series: readonly ChartSeriesData[]): (string | number)[] {
  const seen = new Set<string | number>();
  const xs: (string | number)[] = [];
  for (const one of series) {
    for (const point of one.data) {
      if (!seen.has(point.x)) {
        seen.add(point.x);
        xs.push(point.x);
      }
    }
  }
  return xs;
}

/** One row per x value, one column per series; a series with no value at an x shows an empty cell. */
export function seriesTable(
  series: readonly ChartSeriesData[],
  formats: ChartFormatters,
  rowHeader: string,
): ChartTableModel {
  const xs = collectXs(series);
  const byX = series.map((one) => new Map(one.data.map((point) => [point.x, point.y])));
  return {
    rowHeader,
    columns: series.map(({ id, label }) => ({ id, label })),
    rows: xs.map((x) => ({
      key: String(x),
      header: formats.x(x),
      cells: byX.map((values) => {
        const y = values.get(x);
        return y === undefined ? '' : formats.value(y);
      }),
    })),
  };
}

/** One row per slice: its value and its share of the whole. */
export function sliceTable(
  slices: readonly ChartSlice[],
  formats: ChartFormatters,
  labels: { rowHeader: string; value: string; share: string },
): ChartTableModel {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return {
    rowHeader: labels.rowHeader,
    columns: [
      { id: 'value', label: labels.value },
      { id: 'share', label: labels.share },
    ],
    rows: slices.map((slice) => ({
      key: slice.id,
      header: slice.label,
      cells: [formats.value(slice.value), formats.percent(total === 0 ? 0 : slice.value / total)],
    })),
  };
}
