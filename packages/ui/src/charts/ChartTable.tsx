import { useTranslation } from 'react-i18next';
import { table as tableClass } from './ChartFrame.css';
import type { ChartTableModel } from './table';

/** Rows the always-present hidden table holds; the "view as table" toggle shows them all. */
export const HIDDEN_TABLE_ROWS = 500;

export function ChartTable({ name, model, limit }: { name: string; model: ChartTableModel; limit?: number }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  const rows = model.rows(limit);
  const cut = rows.length < model.rowCount;
  return (
    <table className={tableClass}>
      <caption>
        {t('charts.tableCaption', { name })}
        {cut
          ? ` ${t('charts.tableTruncated', { shown: count.format(rows.length), total: count.format(model.rowCount) })}`
          : null}
      </caption>
      <thead>
        <tr>
          <th scope="col">{model.rowHeader}</th>
          {model.columns.map((column) => (
            <th key={column.id} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.header}</th>
            {row.cells.map((cell, index) => (
              <td key={model.columns[index]?.id ?? index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
