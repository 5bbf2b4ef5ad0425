import { createElement } from 'react';
import {
  Briefcase,
  Code,
  GraduationCap,
  Heart,
  LayoutDashboard,
  Megaphone,
  Palette,
  Plane,
  Rocket,
  Store,
  type LucideIcon,
} from 'lucide-react';

/** The icons a board can have (lucide names, as the API keeps them). */
export const BOARD_ICONS: Record<string, LucideIcon> = {
  'layout-dashboard': LayoutDashboard,
  palette: Palette,
  store: Store,
  plane: Plane,
  rocket: Rocket,
  briefcase: Briefcase,
  code: Code,
  megaphone: Megaphone,
  heart: Heart,
  'graduation-cap': GraduationCap,
};

export const boardIcon = (name: string): LucideIcon => BOARD_ICONS[name] ?? LayoutDashboard;

/** A board's icon, drawn decoratively (the board's title names it). */
export function BoardIcon({ name, size = 24 }: { name: string; size?: number }) {
  return createElement(boardIcon(name), { size, 'aria-hidden': true });
}
