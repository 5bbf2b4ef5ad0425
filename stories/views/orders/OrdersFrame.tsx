import { Route, Routes } from 'react-router';
import { OrdersArea } from '@atrium/ui/views/orders/OrdersView.tsx';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

/** The orders area as the product mounts it (a splat route), with the address shown for link checks. */
export function OrdersFrame() {
  return (
    <>
      <Routes>
        <Route path="/orders/*" element={<OrdersArea />} />
      </Routes>
      <LocationDisplay />
    </>
  );
}
