import { Route, Routes } from 'react-router';
import { vars } from '@atrium/ui';
import { ScrumboardApp } from '@atrium/ui/views/scrumboard/ScrumboardView.tsx';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/** The app as the product mounts it (a splat route), in a box the height of a laptop's content area. */
export function ScrumboardFrame() {
  return (
    <>
      <div style={{ blockSize: 720, display: 'flex', border: `1px solid ${vars.color.divider}` }}>
        <Routes>
          <Route path="/apps/scrumboard/*" element={<ScrumboardApp />} />
        </Routes>
      </div>
      <LocationDisplay />
    </>
  );
}
