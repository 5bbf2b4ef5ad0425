import { http, HttpResponse } from 'msw';
import type { NoteLabel, NoteWithLabels } from '@atrium/mock-api';

/** Fixed labels and notes (fixed dates, so screenshots do not move with the clock). */
export const labels: NoteLabel[] = [
  { id: 'family', title: 'Family' },
  { id: 'work', title: 'Work' },
  { id: 'tasks', title: 'Tasks' },
  { id: 'priority', title: 'Priority' },
];

const label = (id: string) => labels.find((candidate) => candidate.id === id)!;

/** A generated picture (image data, as the mock's seed makes them from a hue), so no network image is needed. */
const hue = 200;
const picture = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 200"><rect width="640" height="200" fill="hsl(${hue} 60% 45%)"/>` +
    `<circle cx="520" cy="60" r="60" fill="hsl(${hue + 40} 70% 80%)"/></svg>`,
)}`;

const base = {
  tasks: null,
  image: null,
  reminder: null,
  archived: false,
  updatedAt: null,
} satisfies Partial<NoteWithLabels>;

/** The note the editor stories open. */
export const GROCERIES_ID = 'note-groceries';
/** Two archived notes sharing one id, as the spec's seed has. */
export const DUPLICATE_ID = 'note-archived-twice';

export const notes: NoteWithLabels[] = [
  {
    ...base,
    id: GROCERIES_ID,
    title: 'Groceries',
    content: '',
    tasks: [
      { id: 't1', content: 'Oat milk', completed: true },
      { id: 't2', content: 'Tomatoes', completed: false },
      { id: 't3', content: 'Coffee beans', completed: false },
    ],
    labels: [label('family'), label('tasks')],
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  {
    ...base,
    id: 'note-retro',
    title: 'Sprint retro',
    content: 'Keep: pairing on hard bugs.\nChange: shorter stand-ups.\nTry: a demo every Friday.',
    labels: [label('work')],
    createdAt: '2026-11-18T09:00:00.000Z',
  },
  {
    ...base,
    id: 'note-porto',
    title: 'Trip to Porto',
    content: '<p>Book the <strong>train</strong>, then the flat near the river.</p>',
    image: picture,
    reminder: '2026-12-04T18:30:00.000Z',
    labels: [label('family')],
    createdAt: '2026-11-15T09:00:00.000Z',
  },
  {
    ...base,
    id: 'note-landlord',
    title: '',
    content: 'Call the landlord about the heating before the weekend.',
    labels: [label('priority')],
    createdAt: '2026-11-14T09:00:00.000Z',
  },
  {
    ...base,
    id: 'note-long-title',
    title:
      'A very long title that goes on and on, well past the three lines a card gives a title before it is cut short',
    content: 'Short text.',
    labels: [],
    createdAt: '2026-11-10T09:00:00.000Z',
  },
  {
    ...base,
    id: 'note-release',
    title: 'Release checklist',
    content: '',
    tasks: [
      { id: 'r1', content: 'Changelog', completed: true },
      { id: 'r2', content: 'Screenshots', completed: true },
      { id: 'r3', content: 'Announce in the forum', completed: false },
    ],
    labels: [label('work'), label('tasks'), label('priority')],
    createdAt: '2026-11-08T09:00:00.000Z',
  },
  {
    ...base,
    id: DUPLICATE_ID,
    title: 'Old Wi-Fi password',
    content: 'Replaced in March; kept here for the printer.',
    archived: true,
    labels: [],
    createdAt: '2026-09-01T09:00:00.000Z',
  },
  {
    ...base,
    id: DUPLICATE_ID,
    title: 'Moving boxes',
    content: '',
    tasks: [
      { id: 'm1', content: 'Kitchen', completed: true },
      { id: 'm2', content: 'Books', completed: true },
    ],
    archived: true,
    labels: [label('family')],
    createdAt: '2026-08-01T09:00:00.000Z',
  },
];

/** GET all and GET labels answering the fixtures (writes still go to the mock API unless a story overrides them). */
export const fixtureHandlers = {
  notes: http.get('*/api/apps/notes/all', () => HttpResponse.json(notes)),
  noteLabels: http.get('*/api/apps/notes/labels', () => HttpResponse.json(labels)),
};
