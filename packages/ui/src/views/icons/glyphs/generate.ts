/**
 * Writes each icon page's glyph data (`<set>.json` beside this file) from the sets' packages:
 * `npx vite-node packages/ui/src/views/icons/glyphs/generate.ts`, after a set's package or the mock's
 * list of a set's icons changes. glyphs.test.ts fails while the files and the packages disagree.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { ICON_SET_IDS } from '../sets';
import { buildGlyphSet } from './build';

for (const id of ICON_SET_IDS) {
  const set = buildGlyphSet(id);
  const file = new URL(`./${id}.json`, import.meta.url);
  const options = await resolveConfig(fileURLToPath(file));
  writeFileSync(file, await format(JSON.stringify(set), { ...options, parser: 'json' }));
  console.log(`${id}: ${Object.keys(set.icons).length} icons`);
}
