import { seedCrypto } from '../../../../packages/mock-api/src/db/seed/dashboards';

/** A fixed clock for the answers that stand in for the mock, so they never move. */
const NOW = Date.parse('2026-03-14T09:00:00.000Z');

/** The mock's crypto answer at that clock. */
export const answer = () => seedCrypto(NOW);

export { region } from '../shared/cards';
