export { HorizontalNavigation, type HorizontalNavigationProps } from './HorizontalNavigation';
