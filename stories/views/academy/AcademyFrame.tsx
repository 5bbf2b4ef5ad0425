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
          // The page's content area: the course's bottom bar sticks to its foot on phones.
          blockSize: 'min(760px, calc(100dvh - 3rem))',
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
