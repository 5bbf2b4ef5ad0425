import { Fragment } from 'react';
import { mark } from '../HelpCenter.css';

/**
 * `text` in lower case without accents, one character for each of `text` (so indexes line up with it):
 * the search matches "facturacion" with "facturación", and so must the marks.
 */
function folded(text: string): string {
  let result = '';
  for (const character of text) {
    const plain = character.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
    result += plain.length === character.length ? plain : character;
  }
  return result;
}

/**
 * Text with every occurrence of `query` (any case, any accent) wrapped in <mark>. Built as React elements,
 * never as HTML, so a result's text cannot inject markup.
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  const needle = folded(query.trim());
  if (needle === '') return <>{text}</>;
  const haystack = folded(text);
  const parts: { text: string; matched: boolean }[] = [];
  let from = 0;
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
  const at = folded(flat).indexOf(folded(query.trim()));
  if (at === -1 || flat.length <= radius * 2) return flat.length <= radius * 2 ? flat : `${flat.slice(0, radius * 2)}…`;
  const start = Math.max(0, at - radius);
  const end = Math.min(flat.length, at + query.trim().length + radius);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
