/** The API contract: entity types and each call's request and answer types. Types only. */
export type * from './common.ts';
export type * from './contacts.ts';
export type * from './inventory.ts';
export type * from './tasks.ts';
export type * from './mailbox.ts';
export type * from './file-manager.ts';
export type * from './help-center.ts';
export type * from './notes.ts';
export type * from './scrumboard.ts';
export type * from './academy.ts';
export type * from './chat.ts';
export type * from './dashboards.ts';
export type * from './activities.ts';
export type * from './icons.ts';
export type * from './back-office.ts';
export type * from './agent.ts';
export type * from './calls.ts';
