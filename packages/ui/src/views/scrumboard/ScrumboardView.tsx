import { Route, Routes } from 'react-router';
import { RouterBridge } from '../../navigation/RouterBridge';
import { ToastProvider } from '../../primitives/Toast';
import { BoardView } from './BoardView';
import { BoardsGrid } from './BoardsGrid';
import { ScrumboardNavigationProvider, useMountPath } from './components/navigation';
import { root } from './ScrumboardView.css';

/**
 * The scrumboard app. Mount it on a splat route (`<Route path="/apps/scrumboard/*" element={<ScrumboardApp />} />`):
 * the boards grid is its index and `:boardId` opens a board. It brings its own toast region.
 */
export function ScrumboardApp() {
  const basePath = useMountPath();
  return (
    <RouterBridge>
      <ToastProvider>
        <ScrumboardNavigationProvider basePath={basePath}>
          <div className={root}>
            <Routes>
              <Route index element={<BoardsGrid />} />
              <Route path=":boardId" element={<BoardView />} />
            </Routes>
          </div>
        </ScrumboardNavigationProvider>
      </ToastProvider>
    </RouterBridge>
  );
}
