import { useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { useTranslation } from 'react-i18next';
import { Switch } from '../primitives/Switch/Switch';
import { figure, tableScroll, tableToggle, toolbar } from './ChartFrame.css';
import { ChartTable, HIDDEN_TABLE_ROWS } from './ChartTable';
import type { ChartTableModel } from './table';

export interface ChartFrameProps {
  name: string;
  summary: string;
  className?: string;
  hideTableToggle?: boolean;
  table: ChartTableModel;
  /** Shown above the plot, beside the toggle (a legend). */
  header?: ReactNode;
  /** The plot; it is replaced by the visible table while "view as table" is on. */
  children: ReactNode;
}

/**
 * What every chart shares: a figure named by the chart's name and described by its summary, the
 * data as a visually hidden table, and the "view as table" switch that shows the same table.
 */
export function ChartFrame({ name, summary, className, hideTableToggle, table, header, children }: ChartFrameProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const summaryId = useId();
  const [showTable, setShowTable] = useState(false);
  const tableVisible = showTable && !hideTableToggle;
  return (
    <figure
      className={[figure, className].filter(Boolean).join(' ')}
      aria-labelledby={nameId}
      aria-describedby={summaryId}
    >
      <VisuallyHidden>
        <span id={nameId}>{name}</span>
        <span id={summaryId}>{summary}</span>
      </VisuallyHidden>
      {header || !hideTableToggle ? (
        <div className={toolbar}>
          {header}
          {hideTableToggle ? null : (
            <Switch className={tableToggle} isSelected={showTable} onChange={setShowTable}>
              {t('charts.viewAsTable')}
            </Switch>
          )}
        </div>
      ) : null}
      {tableVisible ? (
        // A scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={tableScroll} role="region" aria-label={t('charts.tableCaption', { name })} tabIndex={0}>
          <ChartTable name={name} model={table} />
        </div>
      ) : (
        <>
          {children}
          <VisuallyHidden>
            <ChartTable name={name} model={table} limit={HIDDEN_TABLE_ROWS} />
          </VisuallyHidden>
        </>
      )}
    </figure>
  );
}
