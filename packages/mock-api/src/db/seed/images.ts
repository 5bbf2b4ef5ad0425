/**
 * Small generated SVG images for the seed (avatars, backgrounds, product photos) as `data:` URLs, so
 * the mock never points at a network image. Colours are HSL built from a hue number.
 */

function svgUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A round-cornered square with the person's initials. */
export function avatar(initials: string, hue: number): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 55% 45%)"/>` +
      `<text x="32" y="41" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="24" font-weight="600" text-anchor="middle" fill="hsl(${hue} 60% 95%)">${initials}</text></svg>`,
  );
}

/** A soft two-colour gradient with a few circles, for profile backgrounds. */
export function background(hue: number): string {
  const other = (hue + 40) % 360;
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 200"><defs><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue} 60% 55%)"/><stop offset="1" stop-color="hsl(${other} 65% 35%)"/></linearGradient></defs>` +
      `<rect width="640" height="200" fill="url(#g)"/><circle cx="520" cy="40" r="90" fill="hsl(${other} 70% 80% / .25)"/>` +
      `<circle cx="120" cy="190" r="70" fill="hsl(${hue} 70% 85% / .2)"/></svg>`,
  );
}

/** A simple watch face: strap, case and hands, in the given hue. */
export function watch(hue: number, variant = 0): string {
  const hand = 30 + ((variant * 47) % 300);
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="hsl(${hue} 20% 95%)"/>` +
      `<rect x="78" y="10" width="44" height="180" rx="10" fill="hsl(${hue} 35% 30%)"/>` +
      `<circle cx="100" cy="100" r="52" fill="hsl(${hue} 10% 85%)" stroke="hsl(${hue} 15% 40%)" stroke-width="8"/>` +
      `<line x1="100" y1="100" x2="100" y2="62" stroke="hsl(${hue} 30% 20%)" stroke-width="5" stroke-linecap="round"/>` +
      `<line x1="100" y1="100" x2="130" y2="100" stroke="hsl(${hue} 30% 20%)" stroke-width="3" stroke-linecap="round" transform="rotate(${hand} 100 100)"/></svg>`,
  );
}
