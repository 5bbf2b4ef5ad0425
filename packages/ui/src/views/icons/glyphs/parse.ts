/**
 * Parses a set's published SVG markup (an icon's inner shapes, as Iconify and feather-icons publish them)
 * into glyph data. Strict: any tag, attribute, text or syntax outside the glyph model is an error, so what
 * reaches the page is only ever shapes.
 */
import { GLYPH_ATTRIBUTES, GLYPH_TAGS, type GlyphAttributes, type GlyphNode, type GlyphTag } from './model';

const tags: ReadonlySet<string> = new Set(GLYPH_TAGS);
const attributes: ReadonlySet<string> = new Set(GLYPH_ATTRIBUTES);

/** `stroke-linecap` to `strokeLinecap`, as React names SVG attributes. */
const reactName = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const TAG = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9-]*="[^"<>]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /([a-zA-Z][a-zA-Z0-9-]*)="([^"<>]*)"/g;

/** Attributes of an opening tag, in React's spelling; `drop` names attributes to leave out (already on the root). */
export function parseAttributes(text: string, drop: GlyphAttributes = {}): GlyphAttributes {
  const parsed: GlyphAttributes = {};
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) {
    const key = reactName(name!);
    if (!attributes.has(key)) throw new SyntaxError(`attribute ${name} is not a glyph attribute`);
    const attribute = key as keyof GlyphAttributes;
    if (drop[attribute] === value) continue;
    parsed[attribute] = value!;
  }
  return parsed;
}

/** The shapes of an SVG body, such as `<path fill="currentColor" d="…"/>`. */
export function parseSvgBody(body: string, drop: GlyphAttributes = {}): GlyphNode[] {
  const root: GlyphNode[] = [];
  const open: { tag: GlyphTag; children: GlyphNode[] }[] = [];
  let at = 0;
  while (at < body.length) {
    const space = /\s*/y;
    space.lastIndex = at;
    space.exec(body);
    at = space.lastIndex;
    if (at >= body.length) break;
    TAG.lastIndex = at;
    const match = TAG.exec(body);
    if (match === null) throw new SyntaxError(`unexpected text at ${at}: ${body.slice(at, at + 40)}`);
    at = TAG.lastIndex;
    const [, closing, name, attrs, selfClosing] = match;
    if (!tags.has(name!)) throw new SyntaxError(`<${name}> is not a glyph shape`);
    const tag = name as GlyphTag;
    if (closing) {
      const top = open.pop();
      if (top?.tag !== tag) throw new SyntaxError(`</${tag}> closes nothing`);
      continue;
    }
    const children: GlyphNode[] = [];
    // A shape written with a closing tag (`<path …></path>`) holds nothing; only a group has children.
    const parsed = parseAttributes(attrs!, drop);
    const node: GlyphNode = tag === 'g' && !selfClosing ? [tag, parsed, children] : [tag, parsed];
    (open.at(-1)?.children ?? root).push(node);
    if (!selfClosing) open.push({ tag, children });
  }
  if (open.length > 0) throw new SyntaxError(`<${open.at(-1)!.tag}> is never closed`);
  return root;
}
