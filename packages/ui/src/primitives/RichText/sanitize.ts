import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { isSafeLinkUrl } from './links';
import { stripInlineHandlers } from '../sanitize/stripInlineHandlers';

/**
 * What rich text may hold: paragraphs, line breaks, emphasis, lists, quotes, inline code and links.
 * Images are left out on purpose: in notes and mail they are mostly tracking pixels, and a remote
 * image loads the moment the text is shown.
 */
const KEPT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'code'];
/** Blocks that arrive from pasted pages, older editors and mail: kept as paragraphs, not run together. */
const BLOCKS_AS_PARAGRAPHS = ['div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre'];
const BLOCK_CHILDREN = 'p, ul, ol, blockquote, div, h1, h2, h3, h4, h5, h6, pre';

/** DOMPurify's own URL check, narrowed to absolute http, https and mailto (no relative links either). */
const SAFE_URI = /^(?:https?|mailto):/i;

let purifier: Purifier | null | undefined;

/**
 * A DOMPurify instance of our own, so its settings never touch another caller's; null where there is
 * no DOM to parse with (Node), where the text is escaped instead.
 */
function getPurifier(): Purifier | null {
  if (purifier === undefined) {
    purifier = typeof window !== 'undefined' && typeof document !== 'undefined' ? DOMPurify(window) : null;
    if (purifier && !purifier.isSupported) purifier = null;
  }
  return purifier;
}

function unwrap(element: Element) {
  element.replaceWith(...Array.from(element.childNodes));
}

/** Links: safe ones open in a new tab without handing the page a reference back; others lose the link, keep the text. */
function finishLinks(root: DocumentFragment) {
  for (const link of Array.from(root.querySelectorAll('a'))) {
    const href = link.getAttribute('href');
    if (!href || !isSafeLinkUrl(href)) {
      unwrap(link);
      continue;
    }
    if (new URL(href.trim()).protocol === 'mailto:') {
      link.removeAttribute('target');
      link.removeAttribute('rel');
    } else {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/** Headings an article may keep (its page holds the h1) with `keepHeadings`. */
const ARTICLE_HEADINGS = ['h2', 'h3', 'h4'];

function finishBlocks(root: DocumentFragment, blocks: readonly string[]) {
  // Innermost first, so a div holding divs ends as paragraphs side by side.
  for (const block of Array.from(root.querySelectorAll(blocks.join(', '))).reverse()) {
    if (block.querySelector(BLOCK_CHILDREN)) {
      unwrap(block);
    } else {
      const paragraph = block.ownerDocument.createElement('p');
      paragraph.append(...Array.from(block.childNodes));
      block.replaceWith(paragraph);
    }
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Cleans rich text (from a server, a paste or the editor) before it is shown or saved. Keeps p, br,
 * strong/b, em/i, u, s, ul, ol, li, blockquote, code and links to http, https and mailto (other links
 * lose the `<a>`, keep their text); http(s) links get `target="_blank" rel="noopener noreferrer"`.
 * Everything else goes: scripts and styles with their content, event handlers, style and class
 * attributes, iframes, images, forms. Divs and headings become paragraphs (with `keepHeadings`, h2 to h4
 * stay headings: for articles such as help guides). Returns '' when no text is left.
 */
export function sanitizeRichText(html: string, { keepHeadings = false }: { keepHeadings?: boolean } = {}): string {
  if (!html) return '';
  const purify = getPurifier();
  if (!purify) {
    // No DOM to parse with: the text alone, escaped, a paragraph per line.
    const text = richTextToPlain(html);
    return text === ''
      ? ''
      : text
          .split('\n')
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join('');
  }
  const fragment = purify.sanitize(stripInlineHandlers(html), {
    ALLOWED_TAGS: [...KEPT_TAGS, ...BLOCKS_AS_PARAGRAPHS],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  finishLinks(fragment);
  finishBlocks(
    fragment,
    keepHeadings ? BLOCKS_AS_PARAGRAPHS.filter((tag) => !ARTICLE_HEADINGS.includes(tag)) : BLOCKS_AS_PARAGRAPHS,
  );
  const container = document.createElement('div');
  container.append(fragment);
  if ((container.textContent ?? '').trim() === '') return '';
  return container.innerHTML;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** A tag, quoted attribute values (which may hold '>') included. */
const TAG = /<(?:[^>"']|"[^"]*"|'[^']*')*>?/g;
const BLOCK_END = /<\/(?:p|div|li|ul|ol|blockquote|pre|h[1-6]|tr)\s*>|<br\s*\/?>/gi;

/**
 * The words of rich text, for excerpts, list previews and "is it empty": blocks and line breaks
 * become newlines, runs of spaces one space. The result is text, to be rendered as text (React
 * escapes it); it is computed without a DOM, so it works the same everywhere.
 */
export function richTextToPlain(html: string): string {
  if (!html) return '';
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style|template|noscript|iframe|textarea|title)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(BLOCK_END, '\n')
    .replace(TAG, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
