import { legend, legendItem, legendSwatch } from './ChartFrame.css';

/** The series' names with their colours; decorative duplicates of the table's headers are fine. */
export function Legend({ items }: { items: { id: string; label: string; color: string }[] }) {
  return (
    <ul className={legend}>
      {items.map((item) => (
        <li key={item.id} className={legendItem}>
          <span className={legendSwatch} style={{ backgroundColor: item.color }} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
