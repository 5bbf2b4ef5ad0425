import { Route, Routes } from 'react-router';
import { NotesApp, vars } from '@atrium/ui';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/** The app as the product mounts it (a splat route), in a box the height of a laptop's content area. */
export function NotesFrame() {
  return (
    <>
      <div style={{ minBlockSize: 720, display: 'flex', border: `1px solid ${vars.color.divider}` }}>
        <Routes>
          <Route path="/apps/notes/*" element={<NotesApp />} />
        </Routes>
      </div>
      <LocationDisplay />
    </>
  );
}
