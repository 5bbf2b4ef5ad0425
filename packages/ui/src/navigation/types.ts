import type { NavigationItem } from '@atrium/mock-api';

/**
 * A navigation item as the UI sees it: the API's item plus what only code can give, a click
 * action and a rule that hides the item.
 */
export interface NavItem extends Omit<NavigationItem, 'children'> {
  children?: NavItem[];
  /** Runs when the item is pressed (before any navigation to its link). */
  function?: (item: NavItem) => void;
  /** Hides the item while it returns true. */
  hidden?: (item: NavItem) => boolean;
  /** Forces the item to look active whatever the route. */
  active?: boolean;
}

export const navAppearances = ['default', 'compact', 'dense', 'thin'] as const;
export type NavAppearance = (typeof navAppearances)[number];

export const navModes = ['side', 'over'] as const;
/** side: docked beside the content; over: an overlay drawer above it. */
export type NavMode = (typeof navModes)[number];

export const navPositions = ['left', 'right'] as const;
/** The spec speaks of sides; they map to the inline start and end (left and right in Spanish). */
export type NavPosition = (typeof navPositions)[number];

/** The panel's colours: dark (near-black), surface (the card colour) or futuristic (deep primary). */
export type NavTone = 'dark' | 'surface' | 'futuristic';
