/** Notes seed: labels and notes with checklists, images and reminders. Dates are 2 to 100 days back from now. */
import type { Note, NoteLabel } from '../../contract/notes.ts';
import { background } from './images.ts';

export const noteLabels: readonly NoteLabel[] = [
  { id: 'ded0c192-2bad-4dfa-b9da-8df21d383bb3', title: 'Family' },
  { id: 'd96efc08-6f7c-4fd9-a65a-e0992a3d48de', title: 'Work' },
  { id: 'dfcc98bc-eee4-4146-9dc5-fc2463565a6c', title: 'Tasks' },
  { id: 'b883e02c-cc4b-4ec9-9406-22f8d40c14d1', title: 'Priority' },
  { id: 'a03dc405-6909-4988-9e87-587ef906c9c6', title: 'Personal' },
  { id: '79212874-85db-4c68-9e76-0441f07812e2', title: 'Friends' },
];

const DAY = 86_400_000;

type Row = {
  id: string;
  title: string;
  content: string;
  tasks?: [string, boolean][];
  imageHue?: number;
  reminderInDays?: number;
  labels: string[];
  archived?: boolean;
  createdDaysAgo: number;
  updatedDaysAgo?: number;
};

const rows: Row[] = [
  {
    id: '096202ca-1fd2-4c4c-b2cc-0f97f249cd39',
    title: 'Groceries',
    content: '',
    tasks: [
      ['Oat milk', true],
      ['Tomatoes', false],
      ['Coffee beans', false],
      ['Basil', false],
    ],
    labels: ['Family', 'Tasks'],
    createdDaysAgo: 2,
  },
  {
    id: '2e20967b-ec1a-4659-b786-6e283c367c64',
    title: 'Sprint retro',
    content: 'Keep: pairing on hard bugs. Change: shorter stand-ups. Try: a demo every Friday.',
    labels: ['Work'],
    createdDaysAgo: 5,
    updatedDaysAgo: 3,
  },
  {
    id: 'fd2339f4-d312-4a65-98d1-eb4ede1bc2c9',
    title: 'Birthday ideas for Ana',
    content: 'A pottery class, the new novel she mentioned, or a picnic in the park.',
    labels: ['Family', 'Personal'],
    reminderInDays: 12,
    createdDaysAgo: 9,
  },
  {
    id: 'fe8768e2-9e5e-4540-ba2c-dd1e32e60fef',
    title: '',
    content: 'Call the landlord about the heating before the weekend.',
    labels: ['Priority'],
    reminderInDays: 1,
    createdDaysAgo: 3,
  },
  {
    id: '4ffdaa7c-df8c-48e5-918e-5e2a259df448',
    title: 'Trip to Porto',
    content: 'Book the train, then the flat near the river.',
    imageHue: 200,
    tasks: [
      ['Train tickets', true],
      ['Flat', false],
    ],
    labels: ['Friends'],
    createdDaysAgo: 20,
    updatedDaysAgo: 8,
  },
  {
    id: '9345ec77-26da-4f4e-b8f4-80e49e426b41',
    title: 'Release checklist',
    content: '',
    tasks: [
      ['Changelog', true],
      ['Screenshots', true],
      ['Announce in the forum', false],
    ],
    labels: ['Work', 'Tasks', 'Priority'],
    createdDaysAgo: 14,
    updatedDaysAgo: 2,
  },
  {
    id: '2142cf3b-c8c2-4531-9d9a-65872da687b9',
    title: 'Reading list',
    content: 'Three books on design systems and one novel for the holidays.',
    labels: ['Personal'],
    createdDaysAgo: 33,
  },
  {
    id: 'b3e5ecba-dac5-4bb7-b9ee-4c8fa048af19',
    title: 'Running plan',
    content: 'Tuesday intervals, Thursday easy, Sunday long run.',
    imageHue: 120,
    labels: ['Personal'],
    createdDaysAgo: 41,
    updatedDaysAgo: 30,
  },
  {
    id: 'b7b94273-e91b-41f3-ad56-af3aabcb17a4',
    title: 'Board game night',
    content: 'Saturday at eight. Bring snacks; Owen brings the new expansion.',
    labels: ['Friends'],
    createdDaysAgo: 6,
  },
  {
    id: 'fc9fbfb9-b240-4671-898a-35df073abbd3',
    title: 'Interview questions',
    content: 'Ask about their last project, how they handle code review, and what they want to learn.',
    labels: ['Work'],
    createdDaysAgo: 27,
  },
  {
    id: '62a28f49-7ec9-47a6-b5bf-66715a6e4e13',
    title: 'Old Wi-Fi password',
    content: 'Replaced in March; kept here for the printer.',
    labels: [],
    archived: true,
    createdDaysAgo: 100,
  },
  {
    id: '3e605a13-e2c9-4bfd-9f57-f687ec0dfea9',
    title: 'Moving boxes',
    content: '',
    tasks: [
      ['Kitchen', true],
      ['Books', true],
      ['Clothes', true],
    ],
    labels: ['Family', 'Tasks'],
    archived: true,
    createdDaysAgo: 80,
    updatedDaysAgo: 60,
  },
];

export function seedNotes(now: number): Note[] {
  const labelId = (title: string) => noteLabels.find((label) => label.title === title)?.id ?? '';
  const at = (days: number) => new Date(now - days * DAY).toISOString();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    tasks: row.tasks
      ? row.tasks.map(([content, completed], index) => ({
          id: `${row.id.slice(0, 24)}${String(index).padStart(12, '0')}`,
          content,
          completed,
        }))
      : null,
    image: row.imageHue === undefined ? null : background(row.imageHue),
    reminder: row.reminderInDays === undefined ? null : new Date(now + row.reminderInDays * DAY).toISOString(),
    labels: row.labels.map(labelId),
    archived: row.archived ?? false,
    createdAt: at(row.createdDaysAgo),
    updatedAt: row.updatedDaysAgo === undefined ? null : at(row.updatedDaysAgo),
  }));
}
