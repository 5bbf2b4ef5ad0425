import { Route, Routes } from 'react-router';
import { TasksApp, vars } from '@atrium/ui';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/** The app as the product mounts it (a splat route), in a box of fixed height for the virtualized list. */
export function TasksFrame() {
  return (
    <>
      <div style={{ blockSize: 720, border: `1px solid ${vars.color.divider}` }}>
        <Routes>
          <Route path="/apps/tasks/*" element={<TasksApp />} />
        </Routes>
      </div>
      <LocationDisplay />
    </>
  );
}
