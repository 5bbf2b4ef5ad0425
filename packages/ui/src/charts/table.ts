import type { ChartFormatters } from './format';
import type { ChartSeriesData, ChartSlice } from './types';

/** The data of a chart as rows and columns of formatted text, for its table view. */
export interface ChartTableModel {
  /** Header of the first column (what a row is: a date, a category, a slice). */
  rowHeader: string;
  columns: { id: string; label: string }[];
  rowCount: number;
  /** The first `limit` rows (all without one), formatted on demand: 10,000 points are not formatted up front. */
  rows(limit?: number): ChartTableRow[];
}

export interface ChartTableRow {
  key: string;
  header: string;
  cells: string[];
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
  /** The rows' x values in order (a radar's categories); by default every x in order of appearance. */
  order?: readonly (string | number)[],
): ChartTableModel {
  const xs = order ? [...order] : collectXs(series);
  const byX = series.map((one) => new Map(one.data.map((point) => [point.x, point.y])));
  return {
    rowHeader,
    columns: series.map(({ id, label }) => ({ id, label })),
    rowCount: xs.length,
    rows: (limit = xs.length) =>
      xs.slice(0, limit).map((x) => ({
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
    rowCount: slices.length,
    rows: (limit = slices.length) =>
      slices.slice(0, limit).map((slice) => ({
        key: slice.id,
        header: slice.label,
        cells: [formats.value(slice.value), formats.percent(total === 0 ? 0 : slice.value / total)],
      })),
  };
}
