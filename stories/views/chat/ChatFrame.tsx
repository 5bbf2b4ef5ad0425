import { Route, Routes } from 'react-router';
import { vars } from '@atrium/ui';
import { ChatApp } from '@atrium/ui/views/chat/ChatView.tsx';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/** The app as the product mounts it (splat routes at /apps/chat and /chat), in a box of fixed height. */
export function ChatFrame() {
  return (
    <>
      <div style={{ blockSize: 720, display: 'flex', border: `1px solid ${vars.color.divider}` }}>
        <Routes>
          <Route path="/apps/chat/*" element={<ChatApp />} />
          <Route path="/chat/*" element={<ChatApp />} />
        </Routes>
      </div>
      <LocationDisplay />
    </>
  );
}
