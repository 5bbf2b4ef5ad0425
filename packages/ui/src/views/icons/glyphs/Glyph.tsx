import { createElement, memo, type ReactNode, type SVGProps } from 'react';
import type { GlyphNode, GlyphSet } from './model';

function draw(nodes: readonly GlyphNode[]): ReactNode[] {
  // Only tags and attributes readGlyphSet let through reach here: React sets them as attributes, never markup.
  return nodes.map(([tag, attributes, children], i) =>
    createElement(tag, { key: i, ...attributes }, children === undefined ? undefined : draw(children)),
  );
}

/** An icon of a set, drawn from its shapes at `size` px. Decorative: the tile names it. */
export const Glyph = memo(function Glyph({
  set,
  shapes,
  size,
  className,
}: {
  set: GlyphSet;
  shapes: readonly GlyphNode[];
  size: number;
  className?: string;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox={`0 0 ${set.width} ${set.height}`}
      aria-hidden="true"
      focusable="false"
      className={className}
      // Checked by readGlyphSet: presentation attributes only, their values text as the set publishes them.
      {...(set.root as SVGProps<SVGSVGElement>)}
    >
      {draw(shapes)}
    </svg>
  );
});
