/**
 * The icon library the app ships is lucide (a fork of feather): this module finds the lucide glyph for a
 * set's icon name. It imports every lucide icon, so only the icon pages' chunk may import it.
 */
import * as lucide from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/** `arrow-down-circle` and `arrow_downward` to `ArrowDownCircle` and `ArrowDownward`. */
export const componentName = (name: string) =>
  name
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

const library = lucide as unknown as Record<string, LucideIcon | undefined>;

/** The lucide component of that name (its current name or a former one, as feather's), or null. */
export function findGlyph(name: string): { component: LucideIcon; exportName: string } | null {
  const exportName = componentName(name);
  const component = library[exportName];
  // Every icon is a forwardRef object; the module also exports helpers (createLucideIcon, icons) that are not.
  if (component === undefined || typeof component !== 'object' || !('render' in component)) return null;
  return { component, exportName };
}

/** How to draw the icon in Atrium: with the Icon primitive at its three sizes, or the lucide component itself. */
export function usageSnippet(namespace: string, name: string, size: number): string {
  const glyph = findGlyph(name);
  if (glyph === null) return namespace === '' ? name : `${namespace}:${name}`;
  const named = { 16: 'sm', 20: 'md', 24: 'lg' }[size];
  if (named !== undefined)
    return [
      `import { ${glyph.exportName} } from 'lucide-react';`,
      `import { Icon } from '@atrium/ui';`,
      '',
      `<Icon icon={${glyph.exportName}} size="${named}" />`,
    ].join('\n');
  return [
    `import { ${glyph.exportName} } from 'lucide-react';`,
    '',
    `<${glyph.exportName} size={${size}} aria-hidden="true" />`,
  ].join('\n');
}
