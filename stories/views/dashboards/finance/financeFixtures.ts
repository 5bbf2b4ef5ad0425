import { http, HttpResponse } from 'msw';
import { seedFinance } from '../../../../packages/mock-api/src/db/seed/dashboards';
import { transactionsPage } from '../../../../packages/mock-api/src/handlers/dashboards';

/** A fixed clock for the answer, so dates and screenshots never move. */
const NOW = Date.parse('2026-03-14T09:00:00.000Z');

/** The mock's finance answer at that clock. */
export const answer = () => seedFinance(NOW);

export const TRANSACTIONS = '*/api/dashboards/finance/transactions';

/** The mock's list of every transaction, at that clock. */
export const transactions = http.get(TRANSACTIONS, ({ request }) =>
  HttpResponse.json(transactionsPage(new URL(request.url), NOW)),
);

export { region } from '../shared/cards';
