import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { Lexer, Parser, type Token, type Tokens } from 'marked';
import { stripInlineHandlers } from '../../primitives/sanitize/stripInlineHandlers';

/** A heading of the page below its title, with the id its anchor and the table of contents link to. */
export interface DocHeading {
  depth: number;
  id: string;
  /** The heading's words, for the table of contents and the anchor's name. */
  text: string;
  /** Its inline markup (code, emphasis), sanitized. */
  html: string;
}

export type DocBlock =
  | ({ kind: 'heading' } & DocHeading)
  | { kind: 'code'; code: string; language: string }
  | { kind: 'html'; html: string };

export interface DocDocument {
  /** The first level-one heading: the page's title. */
  title: string;
  blocks: DocBlock[];
  /** The level-two and level-three headings, in order. */
  headings: DocHeading[];
}

/** Markup the pages may use besides headings and code blocks (which are drawn as components). */
const KEPT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'del',
  's',
  'code',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const KEPT_ATTRIBUTES = ['href', 'start'];
/** Web and mail links, and links inside the app (`/…`) or the page (`#…`). */
const SAFE_URI = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

let purifier: Purifier | undefined;

function getPurifier(): Purifier {
  // An instance of our own, so these settings never touch another caller's.
  purifier ??= DOMPurify(window);
  return purifier;
}

/**
 * Cleans the HTML the Markdown library writes: only text markup and links stay (scripts, styles,
 * images, frames and event handlers go); web links open in a new tab without a reference back; a table
 * sits in a box that scrolls sideways on a narrow screen.
 */
export function sanitizeDocHtml(html: string): string {
  const fragment = getPurifier().sanitize(stripInlineHandlers(html), {
    ALLOWED_TAGS: KEPT_TAGS,
    ALLOWED_ATTR: KEPT_ATTRIBUTES,
    ALLOWED_URI_REGEXP: SAFE_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    const href = link.getAttribute('href') ?? '';
    if (/^(?:https?:)/i.test(href)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  for (const table of Array.from(fragment.querySelectorAll('table'))) {
    const box = table.ownerDocument.createElement('div');
    box.setAttribute('data-table-scroll', '');
    table.replaceWith(box);
    box.append(table);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/** The words of inline tokens, markup left out. */
function plainText(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((token) => {
      if ('tokens' in token && token.tokens) return plainText(token.tokens, '');
      if (token.type === 'escape' || token.type === 'codespan' || token.type === 'text')
        return (token as Tokens.Text | Tokens.Escape | Tokens.Codespan).text;
      return '';
    })
    .join('');
}

/** An id from a heading's words, as GitHub writes them: lower case, spaces to dashes, punctuation dropped. */
export function slugify(text: string): string {
  return (
    text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s+/g, '-') || 'section'
  );
}

/**
 * Reads a page's Markdown: the title, the headings with unique ids, the code blocks with their text, and
 * everything else as sanitized HTML, consecutive pieces joined.
 */
export function readDocument(markdown: string): DocDocument {
  const tokens = Lexer.lex(markdown, { gfm: true });
  const blocks: DocBlock[] = [];
  const headings: DocHeading[] = [];
  const used = new Map<string, number>();
  let title = '';
  let pending: Token[] = [];

  const flush = () => {
    const rest = pending.filter((token) => token.type !== 'space');
    pending = [];
    if (rest.length === 0) return;
    const html = sanitizeDocHtml(Parser.parse(rest, { gfm: true }));
    if (html.trim() !== '') blocks.push({ kind: 'html', html });
  };

  for (const token of tokens) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      const text = plainText(heading.tokens, heading.text).trim();
      if (heading.depth === 1 && title === '') {
        title = text;
        continue;
      }
      flush();
      const base = slugify(text);
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      const entry: DocHeading = {
        depth: Math.min(Math.max(heading.depth, 2), 4),
        id: seen === 0 ? base : `${base}-${seen}`,
        text,
        html: sanitizeDocHtml(Parser.parseInline(heading.tokens, { gfm: true })),
      };
      blocks.push({ kind: 'heading', ...entry });
      if (entry.depth <= 3) headings.push(entry);
    } else if (token.type === 'code') {
      flush();
      const code = token as Tokens.Code;
      blocks.push({ kind: 'code', code: code.text, language: (code.lang ?? '').split(/\s/)[0] ?? '' });
    } else {
      pending.push(token);
    }
  }
  flush();
  return { title, blocks, headings };
}
