import { useMemo } from 'react';
import { content } from './RichText.css';
import { sanitizeRichText } from './sanitize';

export interface RichTextViewProps {
  /** Rich text from anywhere (a server, the editor): it is sanitized here before it is drawn. */
  html: string;
  className?: string;
  /** Keep h2 to h4 as headings (an article under the page's own h1); otherwise they read as paragraphs. */
  keepHeadings?: boolean;
}

/** Shows rich text, cleaned by `sanitizeRichText` and styled from the theme; nothing in it can run. */
export function RichTextView({ html, className, keepHeadings = false }: RichTextViewProps) {
  const clean = useMemo(() => sanitizeRichText(html, { keepHeadings }), [html, keepHeadings]);
  return (
    <div
      className={[content, className].filter(Boolean).join(' ')}
      // Safe: sanitizeRichText keeps only text markup and http(s)/mailto links.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
