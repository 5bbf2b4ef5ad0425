import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { RequirePermission } from '../../access';
import { whenIdle } from '../../api/idle';
import { ToastProvider } from '../../primitives/Toast';
import { LoadingMessage } from './components/StateMessage';
import { OrdersListPage } from './OrdersList';
import { OrdersBasePath, useMountPath } from './navigation';

// An order's page (tabs, notes, the refund dialog with its amount field) and the customers' pages load
// when first opened, or once the browser is idle after the list: the list's first load skips them. While
// a page's code loads, it shows the same status its own data's loading does.
const loadOrderDetail = () => import('./OrderDetail');
const loadCustomersList = () => import('./CustomersList');
const loadCustomerDetail = () => import('./CustomerDetail');
const OrderDetailPage = lazy(() => loadOrderDetail().then((module) => ({ default: module.OrderDetailPage })));
const CustomersListPage = lazy(() => loadCustomersList().then((module) => ({ default: module.CustomersListPage })));
const CustomerDetailPage = lazy(() => loadCustomerDetail().then((module) => ({ default: module.CustomerDetailPage })));

/**
 * The orders area. Mount it on a splat route (`orders/*`): the list (index), customers
 * (`customers`, `customers/:id`) and an order (`:number`), all relative to where it is mounted. The
 * list and orders need `orders:view`, customers `customers:view`; a direct address without it shows
 * the 403 page. It brings its own toast region for refusals.
 */
export function OrdersArea() {
  const { t } = useTranslation();
  const base = useMountPath();
  useEffect(
    () =>
      whenIdle(() => {
        for (const load of [loadOrderDetail, loadCustomersList, loadCustomerDetail]) void load().catch(() => undefined);
      }),
    [],
  );
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
                <Suspense fallback={<LoadingMessage>{t('common.loading')}</LoadingMessage>}>
                  <CustomersListPage />
                </Suspense>
              </RequirePermission>
            }
          />
          <Route
            path="customers/:id"
            element={
              <RequirePermission permission="customers:view">
                <Suspense fallback={<LoadingMessage>{t('customers.detail.loading')}</LoadingMessage>}>
                  <CustomerDetailPage />
                </Suspense>
              </RequirePermission>
            }
          />
          <Route
            path=":number"
            element={
              <RequirePermission permission="orders:view">
                <Suspense fallback={<LoadingMessage>{t('orders.detail.loading')}</LoadingMessage>}>
                  <OrderDetailPage />
                </Suspense>
              </RequirePermission>
            }
          />
        </Routes>
      </OrdersBasePath>
    </ToastProvider>
  );
}
