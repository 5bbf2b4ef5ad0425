import { Fragment } from 'react';
import { mark } from '../HelpCenter.css';

/**
 * Text with every occurrence of `query` (any case) wrapped in <mark>. Built as React elements, never as
 * HTML, so a result's text cannot inject markup.
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return <>{text}</>;
  const haystack = text.toLocaleLowerCase();
  const parts: { text: string; matched: boolean }[] = [];
  let from = 0;
  // toLocaleLowerCase keeps the length of the characters searched here (Latin text), so indexes line up.
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), matched: false });
    parts.push({ text: text.slice(at, at + needle.length), matched: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), matched: false });
  return (
    <>
      {parts.map((part, index) =>
        part.matched ? (
          <mark key={index} className={mark}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * A short excerpt of `text` around the first match of `query` (about `radius` characters each side),
 * with ellipses where it was cut; the start of the text when there is no match.
 */
export function excerpt(text: string, query: string, radius = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = flat.toLocaleLowerCase().indexOf(query.trim().toLocaleLowerCase());
  if (at === -1 || flat.length <= radius * 2) return flat.length <= radius * 2 ? flat : `${flat.slice(0, radius * 2)}…`;
  const start = Math.max(0, at - radius);
  const end = Math.min(flat.length, at + query.trim().length + radius);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
