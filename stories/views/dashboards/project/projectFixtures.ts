import { within } from 'storybook/test';
import { seedProject } from '../../../../packages/mock-api/src/db/seed/dashboards';

/** The mock's answer for the first project (its figures take nothing from the clock). */
export const answer = () => seedProject()!;

/** A card (or any region) by its accessible name. */
export const region = (root: HTMLElement, name: string) => within(root).findByRole('region', { name });
