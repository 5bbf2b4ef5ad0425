import { Route, Routes } from 'react-router';
import { vars } from '@atrium/ui';
import { IconsView } from '@atrium/ui/views/icons/IconsView.tsx';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/** The icon pages as the product mounts them, over the mock API. */
export function IconsFrame() {
  return (
    <>
      <div style={{ border: `1px solid ${vars.color.divider}`, display: 'flex' }}>
        <Routes>
          <Route path="/ui/icons/:set" element={<IconsView />} />
        </Routes>
      </div>
      <LocationDisplay />
    </>
  );
}

export const FEATHER = '*/api/ui/icons/feather';
