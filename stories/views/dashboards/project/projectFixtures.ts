import { seedProject } from '../../../../packages/mock-api/src/db/seed/dashboards';

/** The mock's answer for the first project (its figures take nothing from the clock). */
export const answer = () => seedProject()!;

export { region } from '../shared/cards';
