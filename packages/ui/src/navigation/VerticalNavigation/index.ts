export { VerticalNavigation, navigationWidths, type VerticalNavigationProps } from './VerticalNavigation';
