export { OrdersArea } from './OrdersView';
export { OrdersListPage } from './OrdersList';
export { OrderDetailPage } from './OrderDetail';
export { CustomersListPage } from './CustomersList';
export { CustomerDetailPage } from './CustomerDetail';
export { ordersKeys, customersKeys, type CustomersQuery } from './api/keys';
export {
  ordersQueryOptions,
  orderQueryOptions,
  orderTagsQueryOptions,
  useOrders,
  useOrder,
  useOrderTags,
  useTransitionOrder,
  useBulkTransition,
  useRefundOrder,
  useUpdateOrder,
  useAddNote,
  exportOrders,
} from './api/orders';
export { customersQueryOptions, customerQueryOptions, useCustomers, useCustomer } from './api/customers';
export { NEXT_STEPS, bulkEligibility, forwardStep } from './status';
export { parseSavedViews, useSavedViews, type SavedView } from './savedViews';
