import { Route, Routes } from 'react-router';
import { vars } from '@atrium/ui';
import { HelpCenterApp } from '@atrium/ui/views/help-center/HelpCenterView.tsx';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/** The app as the product mounts it (a splat route), over the mock API. */
export function HelpCenterFrame() {
  return (
    <>
      <div style={{ minBlockSize: 720, border: `1px solid ${vars.color.divider}`, display: 'flex' }}>
        <Routes>
          <Route path="/apps/help-center/*" element={<HelpCenterApp />} />
        </Routes>
      </div>
      <LocationDisplay />
    </>
  );
}

export const API = '*/api/apps/help-center';
