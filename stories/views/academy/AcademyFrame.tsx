import { Route, Routes } from 'react-router';
import { AcademyApp } from '@atrium/ui/views/academy/index.ts';
import { vars } from '@atrium/ui';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/** The app as the product mounts it (a splat route), in a scrolling box the height of a page's content. */
export function AcademyFrame() {
  return (
    <>
      <div
        style={{
          display: 'flex',
          blockSize: 760,
          overflowY: 'auto',
          border: `1px solid ${vars.color.divider}`,
        }}
      >
        <Routes>
          <Route path="/apps/academy/*" element={<AcademyApp />} />
        </Routes>
      </div>
      <LocationDisplay />
    </>
  );
}
