import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Trend } from '@atrium/mock-api';
import { trend as trendClass, trendIcon } from './TrendText.css';

export interface TrendTextProps {
  trend: Trend;
  /** The translation keys of the words for a rise and for a fall; each gets `percent` and `values`. */
  keys: { up: string; down: string };
  /** More values for the words (a period, say). */
  values?: Record<string, string>;
  maximumFractionDigits?: number;
  className?: string;
}

/** A trend told by an arrow and in words, so colour is never the only sign. */
export function TrendText({ trend, keys, values, maximumFractionDigits = 1, className }: TrendTextProps) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits });
  const Icon = trend.dir === 'up' ? ArrowUpRight : ArrowDownRight;
  return (
    <span className={[trendClass, className].filter(Boolean).join(' ')} data-dir={trend.dir}>
      <Icon className={trendIcon} aria-hidden="true" />
      {t(trend.dir === 'up' ? keys.up : keys.down, { ...values, percent: percent.format(trend.amount / 100) })}
    </span>
  );
}
