/**
 * Every domain, loaded at once: for Node (tests, benches) and Storybook, where a synchronous database
 * with every collection is simpler than loading on demand. The browser app uses `registry.ts` instead.
 */
import type { Domain } from './domain.ts';
import { domain as academy } from './academy.ts';
import { domain as agent } from './agent.ts';
import { domain as backOffice } from './back-office.ts';
import { domain as activities } from './activities.ts';
import { domain as chat } from './chat.ts';
import { domain as contacts } from './contacts.ts';
import { domain as dashboards } from './dashboards.ts';
import { domain as fileManager } from './file-manager.ts';
import { domain as helpCenter } from './help-center.ts';
import { domain as icons } from './icons.ts';
import { domain as inventory } from './inventory.ts';
import { domain as mailbox } from './mailbox.ts';
import { domain as notes } from './notes.ts';
import { domain as scrumboard } from './scrumboard.ts';
import { domain as tasks } from './tasks.ts';

export const allDomains: readonly Domain[] = [
  contacts,
  inventory,
  tasks,
  mailbox,
  notes,
  scrumboard,
  chat,
  academy,
  helpCenter,
  fileManager,
  dashboards,
  activities,
  icons,
  backOffice,
  agent,
];
