import { Route, Routes } from 'react-router';
import { vars } from '@atrium/ui';
import { ActivitiesView } from '@atrium/ui/views/activities/ActivitiesView.tsx';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/** The page as the product mounts it, over the mock API; links land on stand-in routes. */
export function ActivitiesFrame() {
  return (
    <>
      <div style={{ border: `1px solid ${vars.color.divider}`, backgroundColor: vars.color.background }}>
        <Routes>
          <Route path="/pages/activities" element={<ActivitiesView />} />
          <Route path="*" element={null} />
        </Routes>
      </div>
      <LocationDisplay />
    </>
  );
}

export const ACTIVITIES = '*/api/pages/activities';
