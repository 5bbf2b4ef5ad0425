import type { LucideIcon, LucideProps } from 'lucide-react';
import { icon as iconStyle } from './Icon.css';

export const iconSizes = ['sm', 'md', 'lg'] as const;
export type IconSize = (typeof iconSizes)[number];

const pixels: Record<IconSize, number> = { sm: 16, md: 20, lg: 24 };

export interface IconProps extends Omit<
  LucideProps,
  'size' | 'ref' | 'children' | 'role' | 'aria-label' | 'aria-hidden'
> {
  /** A lucide-react icon, imported by name (`import { Mail } from 'lucide-react'`) so only the icons used ship. */
  icon: LucideIcon;
  /** sm 16px, md 20px (default), lg 24px. */
  size?: IconSize;
  /**
   * What the icon means, for an icon that carries meaning on its own (role img). Leave it out when the
   * icon sits beside text or inside a labelled control: it is then decorative and hidden from assistive technology.
   */
  label?: string;
}

/** An SVG icon from lucide-react, in the colour of the text around it. */
export function Icon({ icon: Glyph, size = 'md', label, className, ...props }: IconProps) {
  const labelled = label !== undefined && label !== '';
  return (
    <Glyph
      {...props}
      size={pixels[size]}
      className={[iconStyle({ size }), className].filter(Boolean).join(' ')}
      focusable="false"
      {...(labelled ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
