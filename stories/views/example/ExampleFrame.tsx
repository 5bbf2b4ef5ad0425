import { Route, Routes } from 'react-router';
import { vars } from '@atrium/ui';
import { RouterBridge } from '@atrium/ui/navigation/RouterBridge.tsx';
import { ExampleView } from '@atrium/ui/views/example/ExampleView.tsx';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/**
 * The page as the main layout mounts it, over the mock API: react-aria links go through the router (the
 * layout's RouterBridge), and the links it offers land on stand-in routes.
 */
export function ExampleFrame() {
  return (
    <RouterBridge>
      <div style={{ border: `1px solid ${vars.color.divider}`, backgroundColor: vars.color.background }}>
        <Routes>
          <Route path="/example" element={<ExampleView />} />
          <Route path="*" element={null} />
        </Routes>
      </div>
      <LocationDisplay />
    </RouterBridge>
  );
}

export const ACTIVITIES = '*/api/pages/activities';
