export { AppLayout, layouts, type AppLayoutProps } from './AppLayout';
export { EmptyLayout } from './EmptyLayout';
export { CenteredLayout, EnterpriseLayout, MaterialLayout, ModernLayout } from './HorizontalLayouts';
export {
  ClassicLayout,
  ClassyLayout,
  CompactLayout,
  DenseLayout,
  FuturisticLayout,
  ThinLayout,
} from './VerticalLayouts';
export { Footer, Logo, LogoMark, SkipLink, TopBar, NavigationToggle, useLayoutNavigation } from './parts';
export type { LayoutProps } from './types';
