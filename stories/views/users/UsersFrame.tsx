import { Route, Routes } from 'react-router';
import { UsersArea } from '@atrium/ui/views/users/UsersView.tsx';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/** The users area as the product mounts it (a splat route), with the address shown for the play functions. */
export function UsersFrame() {
  return (
    <>
      <Routes>
        <Route path="/users/*" element={<UsersArea />} />
      </Routes>
      <LocationDisplay />
    </>
  );
}
