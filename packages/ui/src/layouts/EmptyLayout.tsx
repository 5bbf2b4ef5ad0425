import { RouterBridge } from '../navigation/RouterBridge';
import { Main, useMainId } from './parts';
import { emptyRoot } from './EmptyLayout.css';
import type { LayoutProps } from './types';

/** The page alone, filling the viewport (the auth pages). */
export function EmptyLayout({ children }: Pick<LayoutProps, 'children'> & Partial<LayoutProps>) {
  const mainId = useMainId();
  return (
    <RouterBridge>
      <div data-layout="empty" className={emptyRoot}>
        <Main id={mainId}>{children}</Main>
      </div>
    </RouterBridge>
  );
}
