/**
 * The chart layer. Views import it as `@atrium/ui/charts/index.ts`, never through the package's
 * main barrel, so chart code loads only with the routes that draw charts.
 */
export { AreaChart, ColumnChart, DonutChart, LineChart, MixedChart, PolarAreaChart } from './kinds';
export { RadarChart } from './RadarChart';
export { Sparkline } from './Sparkline';
export type * from './types';
