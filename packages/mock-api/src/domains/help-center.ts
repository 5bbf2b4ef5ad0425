/** Help center: FAQs and guides (static seed), plus the stored feedback on guides and support requests. */
import type { GuideFeedback, HelpCenterState, SupportRequest } from '../contract/help-center.ts';
import type { Database } from '../db/database.ts';
import { seedHelpCenter } from '../db/seed/help-center.ts';
import { helpCenterHandlers } from '../handlers/help-center.ts';
import { array, isoDate, object, oneOf, string } from '../schema.ts';
import { defineDomain } from './domain.ts';

type Data = Pick<Database, 'helpCenter'>;

const feedbackShape = object<GuideFeedback>({
  guideId: string,
  feedback: oneOf(['helpful', 'unhelpful'] as const),
  createdAt: isoDate,
});

const supportRequestShape = object<SupportRequest>({
  id: string,
  name: string,
  email: string,
  subject: string,
  message: string,
  createdAt: isoDate,
});

export const domain = defineDomain<Data>({
  name: 'help-center',
  seed: () => ({ helpCenter: seedHelpCenter() }),
  check: object<Data>({
    helpCenter: object<HelpCenterState>({
      feedback: array(feedbackShape),
      supportRequests: array(supportRequestShape),
    }),
  }),
  handlers: helpCenterHandlers,
});
