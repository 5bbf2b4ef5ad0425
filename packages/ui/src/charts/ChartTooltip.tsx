import { swatch, tooltip, tooltipRow, tooltipTitle, tooltipValue } from './Charts.css';

export interface TooltipContent {
  title: string;
  rows: { key: string; label: string; value: string; color: string; active?: boolean }[];
}

/** The text a screen reader hears for a point: the same words the tooltip shows. */
export function tooltipText(content: TooltipContent, position: string): string {
  const active = content.rows.find((row) => row.active) ?? content.rows[0];
  const rest = active ? `${active.label}: ${active.value}` : '';
  return [content.title, rest, position].filter(Boolean).join(', ');
}

/**
 * The tooltip drawn near a point; decorative to screen readers, who hear the same text from the
 * plot's live region. It flips to the point's other side near the plot's inline end.
 */
export function ChartTooltip({
  content,
  x,
  y,
  width,
}: {
  content: TooltipContent;
  x: number;
  y: number;
  width: number;
}) {
  const flip = x > width * 0.6;
  const transform = `translate(${flip ? `calc(${x - 12}px - 100%)` : `${x + 12}px`}, calc(${y}px - 50%))`;
  return (
    <div className={tooltip} style={{ transform }} aria-hidden="true" data-chart-tooltip="">
      <div className={tooltipTitle}>{content.title}</div>
      {content.rows.map((row) => (
        <div key={row.key} className={tooltipRow} data-active={row.active ? '' : undefined}>
          <span className={swatch} style={{ backgroundColor: row.color }} />
          <span>{row.label}</span>
          <span className={tooltipValue}>{row.value}</span>
        </div>
      ))}
    </div>
  );
}
