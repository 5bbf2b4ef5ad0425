import { Route, Routes } from 'react-router';
import { vars } from '@atrium/ui';
import { MailboxApp } from '@atrium/ui/views/mailbox/MailboxView.tsx';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/** The mailbox as the product mounts it (a splat route), in a box of fixed height. */
export function MailboxFrame() {
  return (
    <>
      <div style={{ blockSize: 720, border: `1px solid ${vars.color.divider}` }}>
        <Routes>
          <Route path="/apps/mailbox/*" element={<MailboxApp />} />
        </Routes>
      </div>
      <LocationDisplay />
    </>
  );
}
