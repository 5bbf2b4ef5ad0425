import { Route, Routes } from 'react-router';
import { ContactsApp, vars } from '@atrium/ui';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

// Under Vitest NODE_ENV is 'test', and react-stately's Virtualizer then reads `process.env.VIRT_ON`,
// which a browser does not have (a ReferenceError). Setting it keeps the list virtualized in the
// tests, as it is in the product; without it the test build would render every row.
const host = globalThis as { process?: { env: Record<string, string | undefined> } };
host.process ??= { env: {} };
host.process.env.VIRT_ON ??= '1';

/** The app as the product mounts it (a splat route), in a box of fixed height for the virtualized list. */
export function ContactsFrame() {
  return (
    <>
      <div style={{ blockSize: 720, border: `1px solid ${vars.color.divider}` }}>
        <Routes>
          <Route path="/apps/contacts/*" element={<ContactsApp />} />
        </Routes>
      </div>
      <LocationDisplay />
    </>
  );
}
