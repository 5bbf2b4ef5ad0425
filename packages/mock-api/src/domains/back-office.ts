/**
 * The back office (spec 4 §1–§6): `api/me`, users, roles, the permission catalogue, orders, customers
 * and the audit trail, one chunk loaded on the first of their calls.
 */
import { array, object } from '../schema.ts';
import type { Database } from '../db/database.ts';
import {
  seedAccounts,
  seedAudit,
  seedCustomers,
  seedOrders,
  seedRoles,
  countCustomers,
} from '../db/seed/back-office.ts';
import { accountShape, auditShape, customerShape, orderShape, roleShape } from '../db/shapes-back-office.ts';
import { accessHandlers } from '../handlers/access.ts';
import { ordersHandlers } from '../handlers/orders.ts';
import { overviewHandlers } from '../handlers/overview.ts';
import type { Context } from '../handlers/http.ts';
import { defineDomain } from './domain.ts';

type Data = Pick<Database, 'backOffice'>;

export function seedBackOffice(now: number): Database['backOffice'] {
  const accounts = seedAccounts(now);
  const customers = seedCustomers(now);
  const orders = seedOrders(now, customers);
  countCustomers(customers, orders);
  return { roles: seedRoles(now), accounts, customers, orders, audit: seedAudit(now, accounts, orders) };
}

export const domain = defineDomain<Data>({
  name: 'back-office',
  seed: (now) => ({ backOffice: seedBackOffice(now) }),
  check: object<Data>({
    backOffice: object<Database['backOffice']>({
      roles: array(object(roleShape)),
      accounts: array(object(accountShape)),
      customers: array(object(customerShape)),
      orders: array(object(orderShape)),
      audit: array(object(auditShape)),
    }),
  }),
  handlers: (ctx: Context) => [...accessHandlers(ctx), ...ordersHandlers(ctx), ...overviewHandlers(ctx)],
});
