import type { ComponentType } from 'react';
import type { LayoutName } from '../shell/config';
import { EmptyLayout } from './EmptyLayout';
import { CenteredLayout, EnterpriseLayout, MaterialLayout, ModernLayout } from './HorizontalLayouts';
import type { LayoutProps } from './types';
import {
  ClassicLayout,
  ClassyLayout,
  CompactLayout,
  DenseLayout,
  FuturisticLayout,
  ThinLayout,
} from './VerticalLayouts';

/** Every layout by name. */
export const layouts: Record<LayoutName, ComponentType<LayoutProps>> = {
  empty: EmptyLayout,
  centered: CenteredLayout,
  enterprise: EnterpriseLayout,
  material: MaterialLayout,
  modern: ModernLayout,
  classic: ClassicLayout,
  classy: ClassyLayout,
  compact: CompactLayout,
  dense: DenseLayout,
  futuristic: FuturisticLayout,
  thin: ThinLayout,
};

export interface AppLayoutProps extends LayoutProps {
  layout: LayoutName;
}

/** Renders the named layout around the page. */
export function AppLayout({ layout, ...props }: AppLayoutProps) {
  const Layout = layouts[layout];
  return <Layout {...props} />;
}
