import { vars } from '../theme/contract.css';
import type { ChartTone } from './types';

const order = ['series1', 'series2', 'series3', 'series4', 'series5', 'series6'] as const;

/** The CSS colour of a tone; without one, series take the palette in order. */
export function toneColor(tone: ChartTone | undefined, index: number): string {
  return vars.chart[tone ?? order[index % order.length] ?? 'series1'];
}
