export { DashboardPage, DashboardActions, type DashboardAction, type DashboardPageProps } from './DashboardPage';
export { DashboardCard, type CardSkeleton, type CardStatus, type DashboardCardProps } from './DashboardCard';
export { PeriodMenu, type ChoiceOption, type PeriodMenuProps } from './PeriodMenu';
export { SegmentedToggle, type SegmentedToggleProps } from './SegmentedToggle';
export {
  useSection,
  hasShape,
  isArrayOf,
  isCategorySeriesList,
  isNumber,
  isPoints,
  isRecord,
  isString,
  isTimeSeriesList,
  type Guard,
  type Section,
  type SectionSource,
} from './useSection';
export { useDashboardFormat } from './format';
export { TrendText, type TrendTextProps } from './TrendText';
