/** The shell's part of the database (always loaded): the user, notifications, messages and shortcuts. */
import type { Database } from './database.ts';
import type { CoreKey } from '../domains/domain.ts';
import type { Check } from '../schema.ts';
import { array, object } from '../schema.ts';
import { seedMessages, seedNotifications, seedShortcuts, seedUser } from './seed/common.ts';
import { messageShape, notificationShape, shortcutShape, userShape } from './shapes.ts';

export type CoreData = Pick<Database, CoreKey>;

export function seedCore(now: number): CoreData {
  return structuredClone({
    user: seedUser(),
    notifications: seedNotifications(now),
    messages: seedMessages(now),
    shortcuts: seedShortcuts(),
  });
}

export const coreCheck: Check<CoreData> = object<CoreData>({
  user: object(userShape),
  notifications: array(object(notificationShape)),
  messages: array(object(messageShape)),
  shortcuts: array(object(shortcutShape)),
});
