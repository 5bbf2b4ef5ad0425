import { Route, Routes } from 'react-router';
import { RolesArea } from '@atrium/ui/views/roles/RolesView.tsx';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/** The roles area as the product mounts it (a splat route), with the address shown for the play functions. */
export function RolesFrame() {
  return (
    <>
      <Routes>
        <Route path="/roles/*" element={<RolesArea />} />
      </Routes>
      <LocationDisplay />
    </>
  );
}
