export { VerticalNavigation, navigationWidths, type VerticalNavigationProps } from './VerticalNavigation';
export { HorizontalNavigation, type HorizontalNavigationProps } from './HorizontalNavigation';
export {
  navAppearances,
  navModes,
  navPositions,
  type NavAppearance,
  type NavItem,
  type NavMode,
  type NavPosition,
  type NavTone,
} from './types';
export {
  activeCollapsablePath,
  hasActiveDescendant,
  isItemActive,
  itemHref,
  matchesRoute,
  useNavText,
  type RouteLocation,
} from './utils';
export { RouterBridge } from './RouterBridge';
export { useMediaQuery, useBreakpointUp, RESIZE_DEBOUNCE_MS } from './useMediaQuery';
export { useDocumentTheme } from './useDocumentTheme';
