/** Scrumboard seed: members, three boards with lists, cards and labels. Positions step by 65536. */
import type {
  ScrumboardBoard,
  ScrumboardCard,
  ScrumboardLabel,
  ScrumboardList,
  ScrumboardMember,
} from '../../contract/scrumboard.ts';
import { avatar } from './images.ts';

export const POSITION_STEP = 65536;
const DAY = 86_400_000;

const memberRows: [string, string, number | null][] = [
  ['ac5c73b0-b159-4745-ba81-008718388b16', 'Lucía Navarro', 262],
  ['5ac610da-9ac4-40a5-b36a-95a89008e8ad', 'Aiko Tanaka', 330],
  ['3b3cf0d3-9e1c-4ff9-a40d-f16c180dcb2c', 'Rafael Morales', 200],
  ['b5ee0e39-34ff-41ed-8cae-7cdd6d700823', 'Greta Lindqvist', 140],
  ['2ccab88e-cccf-44e7-8284-2634237cee2f', 'Tomasz Kowalski', 12],
  ['b34425ff-4ac6-410b-9f1a-28310c896bc8', 'Nadia Haddad', 175],
  ['9f93c5cb-a66e-41b4-8376-857eddb89a9e', 'Kwame Asante', null],
  ['a1b3deaa-e21a-40f3-8c15-eebe3a72300a', 'Priya Raman', 95],
];

export const scrumboardMembers: readonly ScrumboardMember[] = memberRows.map(([id, name, hue]) => ({
  id,
  name,
  avatar:
    hue === null
      ? null
      : avatar(
          name
            .split(' ')
            .map((part) => part[0])
            .join(''),
          hue,
        ),
}));

type BoardRow = {
  id: string;
  title: string;
  description: string;
  icon: string;
  activityDaysAgo: number;
  members: number[];
  labels: [string, string][];
  lists: [
    id: string,
    title: string,
    cards: [id: string, title: string, labels: number[], dueInDays: number | null][],
  ][];
};

const boards: BoardRow[] = [
  {
    id: 'a94f6f20-2330-42ca-88ec-6b2f7471c45b',
    title: 'Atrium redesign',
    description: 'Navigation, layouts and the new theme',
    icon: 'palette',
    activityDaysAgo: 0,
    members: [0, 1, 3, 4],
    labels: [
      ['34d607c0-1d39-4a2d-8baa-cf3ed3adb53e', 'Design'],
      ['191d7931-e0e1-445c-bcf9-82bf5ce80a43', 'Research'],
      ['0f3983c9-e090-4c63-b467-5186d03ca27e', 'Blocked'],
      ['5099fcdb-ed62-45c2-82b2-e3356f18c1c9', 'Frontend'],
    ],
    lists: [
      [
        '54293be4-3bf3-4797-83fa-943f84c0f3a5',
        'To do',
        [
          ['cabaed32-14bc-4330-b7d7-79688be0d849', 'Audit colour contrast in dark mode', [0, 3], 7],
          ['0e8d8e2e-3711-4444-9937-b99655378e46', 'Interview five operators', [1], 14],
          ['89eab07e-2d46-40c1-9b31-83434d2f9920', 'Icon set for the compact layout', [0], null],
        ],
      ],
      [
        'ec90741a-1610-4232-9c0b-f0ae943b729d',
        'In progress',
        [
          ['a722730d-1932-4ca8-b337-ffe194ac3e55', 'Settings drawer spacing', [0, 3], 2],
          ['ec7e4906-2b7f-4658-b550-e7609a2aac2b', 'Search result layouts', [3], 4],
        ],
      ],
      [
        'd6ebc91e-70ed-4372-b01d-4979ef18c1ea',
        'Review',
        [['3528d359-9335-4e73-894b-e66e10a10874', 'Notification panel empty state', [0], -1]],
      ],
      [
        '9e54fdfa-e93a-41f3-a1ab-588a57a0bb5f',
        'Done',
        [
          ['ca6b5766-416e-40c6-8d5e-87a533ad2f1f', 'Pick the web font', [0], -10],
          ['e838762a-5824-4924-a66c-913226878cbf', 'Theme contract', [3], -6],
        ],
      ],
    ],
  },
  {
    id: '2aa68f00-84a7-441a-bf0e-04209b30069e',
    title: 'Customer portal',
    description: 'Self-service orders and invoices',
    icon: 'store',
    activityDaysAgo: 3,
    members: [0, 2, 5, 7],
    labels: [
      ['997cddd1-04f6-4643-8336-26fbcb8e1a1d', 'Backend'],
      ['7a3b9d4d-0dff-4771-9460-13ceffe99f90', 'Bug'],
      ['c21fcd62-3c31-41f5-9f8e-2d5aa7696865', 'Billing'],
    ],
    lists: [
      [
        '53b5e1b1-d48b-4ccd-b1f7-953e2105f3b0',
        'Backlog',
        [
          ['a2de32e8-22c2-4cb1-b1e0-7b8da37984ab', 'Export orders to CSV', [0], null],
          ['13416eeb-b758-4dd2-95fb-efda65369392', 'Invoice PDF layout', [2], 21],
        ],
      ],
      [
        '69f81d05-f09d-4d40-bd4d-6c41d903b80b',
        'Doing',
        [
          ['741f6dc7-d04a-4619-a9b8-09ccd320fb31', 'Fix the export button in Firefox', [1], 1],
          ['937f730b-be6b-474f-97f3-72fcaeebbeec', 'Payment retry e-mails', [0, 2], 5],
        ],
      ],
      [
        'ee556c32-3608-477d-aa9c-c5cb52850d02',
        'Shipped',
        [['a9471177-79ba-4f3c-b0ec-280c3e72cd3e', 'Order history page', [], -4]],
      ],
    ],
  },
  {
    id: 'a682d270-b063-4929-89f0-bcf1149afbfe',
    title: 'Team offsite',
    description: 'Venue, agenda and travel',
    icon: 'plane',
    activityDaysAgo: 12,
    members: [0, 6],
    labels: [
      ['e0f902bc-4c9e-4d89-9b62-8f13bce5d3a2', 'Travel'],
      ['2f0741e4-e30a-46d4-b1c0-931dd01bc0a4', 'Budget'],
    ],
    lists: [
      [
        '18ae669f-f6cd-491f-a7ad-aa569fa63637',
        'Ideas',
        [['2c923617-c792-4664-9d0c-4adb26404b64', 'Cooking class on day two', [], null]],
      ],
      [
        '31d46b84-d8d7-4cb0-87a1-3ed188de236c',
        'Booked',
        [['2de3adae-06dc-4a09-8915-4c6477837d24', 'Train tickets', [0, 1], 30]],
      ],
    ],
  },
];

/** Cards that come with a description (rich text, as the card dialog stores it). */
const descriptions: Record<string, string> = {
  'cabaed32-14bc-4330-b7d7-79688be0d849':
    '<p>Check every theme in <strong>dark</strong> mode against WCAG AA.</p><ul><li>Text on surfaces</li><li>Chips and badges</li></ul>',
  'a722730d-1932-4ca8-b337-ffe194ac3e55': '<p>Match the 24 px rhythm of the other drawers.</p>',
};

export interface ScrumboardSeed {
  boards: ScrumboardBoard[];
  lists: ScrumboardList[];
  cards: ScrumboardCard[];
  labels: ScrumboardLabel[];
}

export function seedScrumboard(now: number): ScrumboardSeed {
  const seed: ScrumboardSeed = { boards: [], lists: [], cards: [], labels: [] };
  for (const board of boards) {
    seed.boards.push({
      id: board.id,
      title: board.title,
      description: board.description,
      icon: board.icon,
      lastActivity: new Date(now - board.activityDaysAgo * DAY).toISOString(),
      members: board.members.map((index) => scrumboardMembers[index]!.id),
    });
    const labelIds = board.labels.map(([id, title]) => {
      seed.labels.push({ id, boardId: board.id, title });
      return id;
    });
    board.lists.forEach(([listId, title, cards], listIndex) => {
      seed.lists.push({ id: listId, boardId: board.id, position: (listIndex + 1) * POSITION_STEP, title });
      cards.forEach(([id, cardTitle, labels, dueInDays], cardIndex) => {
        seed.cards.push({
          id,
          boardId: board.id,
          listId,
          position: (cardIndex + 1) * POSITION_STEP,
          title: cardTitle,
          description: descriptions[id] ?? '',
          labels: labels.map((index) => labelIds[index]!),
          dueDate: dueInDays === null ? null : new Date(now + dueInDays * DAY).toISOString(),
        });
      });
    });
  }
  return seed;
}
