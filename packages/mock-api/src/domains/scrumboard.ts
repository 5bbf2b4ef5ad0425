/** Scrumboard: boards, lists, cards and labels. */
import { array, object } from '../schema.ts';
import { seedScrumboard } from '../db/seed/scrumboard.ts';
import {
  scrumboardBoardShape,
  scrumboardCardShape,
  scrumboardLabelShape,
  scrumboardListShape,
} from '../db/shapes-scrumboard.ts';
import { scrumboardHandlers } from '../handlers/scrumboard.ts';
import type { Database } from '../db/database.ts';
import { defineDomain } from './domain.ts';

type Data = Pick<Database, 'scrumboard'>;

export const domain = defineDomain<Data>({
  name: 'scrumboard',
  seed: (now) => structuredClone({ scrumboard: seedScrumboard(now) }),
  check: object<Data>({
    scrumboard: object<Database['scrumboard']>({
      boards: array(object(scrumboardBoardShape)),
      lists: array(object(scrumboardListShape)),
      cards: array(object(scrumboardCardShape)),
      labels: array(object(scrumboardLabelShape)),
    }),
  }),
  handlers: scrumboardHandlers,
});
