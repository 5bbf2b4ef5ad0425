import { downloadText } from '../../../primitives/download';

/** A CSV file saved by the browser (the design system's download). */
export const downloadCsv = (fileName: string, text: string) => downloadText(fileName, text, 'text/csv');

/** One CSV line, quoting every cell. */
export const csvLine = (cells: (string | number)[]) =>
  cells.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(',');
