/**
 * Builds each icon page's glyph data from the set's own published package: the icons the page lists (the
 * mock's set descriptors), parsed into shapes. Node only (reads the packages from disk): run by generate.ts,
 * and by the unit test that checks the committed data is what the packages hold.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IconifyJSON } from '@iconify/types';
import type { IconSetId } from '@atrium/mock-api';
import { iconSets } from '../../../../../mock-api/src/db/seed/icons.ts';
import type { GlyphAttributes, GlyphSet } from './model';
import { parseSvgBody } from './parse';

const require = createRequire(import.meta.url);
const readJson = (specifier: string): unknown => JSON.parse(readFileSync(require.resolve(specifier), 'utf8'));

/** The attributes feather-icons puts on the `svg` element of every icon. */
const FEATHER_ROOT: GlyphAttributes = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};

interface Source {
  /** The icon's markup and view box in the package, for a name the page lists. */
  find(name: string): { body: string; width: number; height: number };
  root: GlyphAttributes;
}

function featherSource(): Source {
  const icons = readJson('feather-icons/dist/icons.json') as Record<string, string>;
  return {
    root: FEATHER_ROOT,
    find: (name) => {
      const body = icons[name];
      if (body === undefined) throw new Error(`feather-icons has no ${name}`);
      return { body, width: 24, height: 24 };
    },
  };
}

/** An Iconify JSON set; `key` gives the package's name of a listed icon. Aliases are followed to their icon. */
function iconifySource(specifier: string, key: (name: string) => string): Source {
  const set = readJson(specifier) as IconifyJSON;
  return {
    root: {},
    find: (name) => {
      let id = key(name);
      for (let hops = 0; !(id in set.icons); hops += 1) {
        const alias = set.aliases?.[id];
        if (alias === undefined || hops > 5) throw new Error(`${set.prefix} has no ${key(name)}`);
        if (Object.keys(alias).some((field) => field !== 'parent'))
          throw new Error(`${set.prefix}:${id} is a transformed alias`);
        id = alias.parent;
      }
      const icon = set.icons[id]!;
      if (icon.rotate || icon.hFlip || icon.vFlip) throw new Error(`${set.prefix}:${id} is transformed`);
      return { body: icon.body, width: icon.width ?? set.width ?? 16, height: icon.height ?? set.height ?? 16 };
    },
  };
}

const HEROICONS = '@iconify-json/heroicons/icons.json';
const MATERIAL = '@iconify-json/ic/icons.json';
/** `account_box` to Iconify's `account-box`. */
const kebab = (name: string) => name.replaceAll('_', '-');

/** Where each page's glyphs come from: Google's Material Icons' styles are prefixes of one Iconify set. */
const SOURCES: Record<IconSetId, () => Source> = {
  feather: featherSource,
  'heroicons-outline': () => iconifySource(HEROICONS, (name) => name),
  'heroicons-solid': () => iconifySource(HEROICONS, (name) => `${name}-solid`),
  'heroicons-mini': () => iconifySource(HEROICONS, (name) => `${name}-20-solid`),
  'material-solid': () => iconifySource(MATERIAL, (name) => `baseline-${kebab(name)}`),
  'material-outline': () => iconifySource(MATERIAL, (name) => `outline-${kebab(name)}`),
  'material-twotone': () => iconifySource(MATERIAL, (name) => `twotone-${kebab(name)}`),
};

/** The glyphs of every icon the set's page lists, in the list's order. Throws if the package lacks one. */
export function buildGlyphSet(id: IconSetId): GlyphSet {
  const source = SOURCES[id]();
  const set: GlyphSet = { width: 0, height: 0, root: source.root, icons: {} };
  for (const name of iconSets[id].list) {
    const { body, width, height } = source.find(name);
    if (set.width === 0) Object.assign(set, { width, height });
    if (width !== set.width || height !== set.height)
      throw new Error(`${id}/${name} is ${width}×${height}, the set ${set.width}×${set.height}`);
    try {
      set.icons[name] = parseSvgBody(body, source.root);
    } catch (error) {
      throw new Error(`${id}/${name}: ${(error as Error).message}`, { cause: error });
    }
  }
  return set;
}
