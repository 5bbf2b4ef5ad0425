import { seedFinance } from '../../../../packages/mock-api/src/db/seed/dashboards';

/** A fixed clock for the answer, so dates and screenshots never move. */
const NOW = Date.parse('2026-03-14T09:00:00.000Z');

/** The mock's finance answer at that clock. */
export const answer = () => seedFinance(NOW);

export { region } from '../shared/cards';
