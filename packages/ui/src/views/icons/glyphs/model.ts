/**
 * A set's glyphs as data: each icon is a list of SVG shapes, parsed from the set's published SVG at build
 * time (see generate.ts). The page builds the SVG elements from this data, through `readGlyphSet`'s checks:
 * only the shapes and presentation attributes below, never markup.
 */

/** The shapes an icon may hold. */
export const GLYPH_TAGS = ['path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'g'] as const;
export type GlyphTag = (typeof GLYPH_TAGS)[number];

/** The SVG attributes an icon may carry, in React's spelling. */
export const GLYPH_ATTRIBUTES = [
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'width',
  'height',
  'points',
  'fill',
  'fillRule',
  'fillOpacity',
  'clipRule',
  'opacity',
  'stroke',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'strokeOpacity',
  'transform',
] as const;
export type GlyphAttribute = (typeof GLYPH_ATTRIBUTES)[number];
export type GlyphAttributes = Partial<Record<GlyphAttribute, string>>;

/** A shape: its tag, its attributes and, for a group, the shapes inside. */
export type GlyphNode = [GlyphTag, GlyphAttributes] | [GlyphTag, GlyphAttributes, GlyphNode[]];

export interface GlyphSet {
  /** The view box every icon of the set is drawn in: `0 0 width height`. */
  width: number;
  height: number;
  /** Attributes of the `svg` element the set's icons assume (feather's stroke, for one). */
  root: GlyphAttributes;
  /** Each icon's shapes, by the name the set's page lists it under. */
  icons: Record<string, GlyphNode[]>;
}

const tags: ReadonlySet<string> = new Set(GLYPH_TAGS);
const attributes: ReadonlySet<string> = new Set(GLYPH_ATTRIBUTES);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readAttributes(value: unknown, where: string): GlyphAttributes {
  if (!isRecord(value)) throw new TypeError(`${where}: attributes are not an object`);
  for (const [name, text] of Object.entries(value)) {
    if (!attributes.has(name)) throw new TypeError(`${where}: attribute ${name} is not allowed`);
    if (typeof text !== 'string') throw new TypeError(`${where}: attribute ${name} is not text`);
  }
  return value;
}

function readNode(value: unknown, where: string): GlyphNode {
  if (!Array.isArray(value) || value.length < 2 || value.length > 3)
    throw new TypeError(`${where}: not a [tag, attributes, children?] shape`);
  const [tag, attrs, children] = value as unknown[];
  if (typeof tag !== 'string' || !tags.has(tag)) throw new TypeError(`${where}: tag ${String(tag)} is not allowed`);
  const read = readAttributes(attrs, `${where} <${tag}>`);
  if (children === undefined) return [tag as GlyphTag, read];
  if (!Array.isArray(children)) throw new TypeError(`${where}: children are not a list`);
  return [tag as GlyphTag, read, children.map((child, i) => readNode(child, `${where}/${i}`))];
}

/** The glyph set in `data`, checked shape by shape: throws on any tag or attribute outside the lists above. */
export function readGlyphSet(data: unknown): GlyphSet {
  if (!isRecord(data)) throw new TypeError('glyph set: not an object');
  const { width, height, root, icons } = data;
  if (typeof width !== 'number' || typeof height !== 'number') throw new TypeError('glyph set: no view box');
  if (!isRecord(icons)) throw new TypeError('glyph set: no icons');
  const read: Record<string, GlyphNode[]> = {};
  for (const [name, nodes] of Object.entries(icons)) {
    if (!Array.isArray(nodes) || nodes.length === 0) throw new TypeError(`${name}: no shapes`);
    read[name] = nodes.map((node, i) => readNode(node, `${name}/${i}`));
  }
  return { width, height, root: readAttributes(root, 'glyph set root'), icons: read };
}
