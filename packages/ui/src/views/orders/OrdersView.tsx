import { Route, Routes } from 'react-router';
import { RequirePermission } from '../../access';
import { ToastProvider } from '../../primitives/Toast';
import { CustomerDetailPage } from './CustomerDetail';
import { CustomersListPage } from './CustomersList';
import { OrderDetailPage } from './OrderDetail';
import { OrdersListPage } from './OrdersList';
import { OrdersBasePath, useMountPath } from './navigation';

/**
 * The orders area. Mount it on a splat route (`orders/*`): the list (index), customers
 * (`customers`, `customers/:id`) and an order (`:number`), all relative to where it is mounted. The
 * list and orders need `orders:view`, customers `customers:view`; a direct address without it shows
 * the 403 page. It brings its own toast region for refusals.
 */
export function OrdersArea() {
  const base = useMountPath();
  return (
    <ToastProvider>
      <OrdersBasePath value={base}>
        <Routes>
          <Route
            index
            element={
              <RequirePermission permission="orders:view">
                <OrdersListPage />
              </RequirePermission>
            }
          />
          <Route
            path="customers"
            element={
              <RequirePermission permission="customers:view">
                <CustomersListPage />
              </RequirePermission>
            }
          />
          <Route
            path="customers/:id"
            element={
              <RequirePermission permission="customers:view">
                <CustomerDetailPage />
              </RequirePermission>
            }
          />
          <Route
            path=":number"
            element={
              <RequirePermission permission="orders:view">
                <OrderDetailPage />
              </RequirePermission>
            }
          />
        </Routes>
      </OrdersBasePath>
    </ToastProvider>
  );
}
