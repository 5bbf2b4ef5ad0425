import { Route, Routes } from 'react-router';
import { InventoryApp } from '@atrium/ui/views/inventory/InventoryView.tsx';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/** The inventory as the product mounts it (a splat route), with the address shown for URL checks. */
export function InventoryFrame() {
  return (
    <>
      <Routes>
        <Route path="/apps/ecommerce/inventory/*" element={<InventoryApp />} />
      </Routes>
      <LocationDisplay />
    </>
  );
}
