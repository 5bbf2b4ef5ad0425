/** Academy seed: categories and courses of 11 steps each, with each course's progress (original text). */
import type {
  AcademyCategory,
  AcademyCourse,
  AcademyCourseStep,
  AcademyCourseWithSteps,
} from '../../contract/academy.ts';

export const academyCategories: readonly AcademyCategory[] = [
  { id: '3a99c098-1f00-4799-acea-12ad669132af', title: 'Web', slug: 'web' },
  { id: '049416e7-2c33-4d96-877f-b2533e7704bc', title: 'Design', slug: 'design' },
  { id: 'b73bf7de-ea26-49b5-b93e-d5e9ffe93144', title: 'Cloud', slug: 'cloud' },
  { id: '1af1a2d2-fe95-4679-9901-d60d6b2cf3dd', title: 'Android', slug: 'android' },
  { id: '931ca2b8-334c-4fb3-8099-1b88795a506d', title: 'Accessibility', slug: 'accessibility' },
];

export const STEPS_PER_COURSE = 11;

type Row = [
  id: string,
  title: string,
  description: string,
  category: string,
  duration: AcademyCourse['duration'],
  updatedAt: string,
  featured: boolean,
  currentStep: number,
  completed: number,
];

const rows: Row[] = [
  [
    'ee8828bf-ced3-44d3-b5ff-9ea124c0d973',
    'Basics of the web platform',
    'HTML, CSS and JavaScript working together',
    'web',
    30,
    '2026-09-14T10:00:00Z',
    true,
    3,
    2,
  ],
  [
    '650eaf10-8f37-4da1-9d07-384bd60a1cd4',
    'Forms that people can finish',
    'Labels, validation and error messages that help',
    'accessibility',
    60,
    '2026-10-02T10:00:00Z',
    false,
    0,
    0,
  ],
  [
    '6c422304-7790-4cba-8cc8-5ae89768f31f',
    'Design tokens in practice',
    'From a palette to a themeable component library',
    'design',
    45,
    '2026-08-21T10:00:00Z',
    true,
    11,
    3,
  ],
  [
    'b5381b1f-2942-47a1-94fb-9e680cb776f3',
    'Deploying static sites',
    'Build once, serve from the edge',
    'cloud',
    30,
    '2026-07-30T10:00:00Z',
    false,
    5,
    0,
  ],
  [
    'd4aba2a6-23bc-4563-b6c6-4ce14d836dd7',
    'Layouts with CSS grid',
    'Responsive pages without media-query soup',
    'web',
    90,
    '2026-10-18T10:00:00Z',
    false,
    0,
    1,
  ],
  [
    '1fba471d-5ee5-43ce-bb6a-730a32de96ae',
    'Keyboard navigation',
    'Focus order, roving tab index and shortcuts',
    'accessibility',
    45,
    '2026-06-11T10:00:00Z',
    true,
    8,
    0,
  ],
  [
    'd5f0fba6-c246-4a24-8da8-49001e4eb50f',
    'Your first Android app',
    'Activities, layouts and the emulator',
    'android',
    120,
    '2026-05-05T10:00:00Z',
    false,
    0,
    0,
  ],
  [
    '762f9aa5-cb73-4a0a-ab29-4501e8f097f3',
    'Colour and contrast',
    'Palettes that work in light and dark',
    'design',
    30,
    '2026-09-29T10:00:00Z',
    false,
    2,
    0,
  ],
  [
    'd5c83f4e-4a9c-484b-8f1a-f4e3c7ded39f',
    'Serverless functions',
    'Small back ends that scale to zero',
    'cloud',
    60,
    '2026-10-27T10:00:00Z',
    false,
    0,
    0,
  ],
  [
    '593ce6ed-cae0-4dac-b513-7ec013050310',
    'Testing web components',
    'Stories, interaction tests and screenshots',
    'web',
    90,
    '2026-11-01T10:00:00Z',
    true,
    1,
    0,
  ],
];

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const academyCourses: readonly AcademyCourse[] = rows.map(
  ([id, title, description, category, duration, updatedAt, featured, currentStep, completed]) => ({
    id,
    title,
    slug: slugOf(title),
    description,
    category,
    duration,
    totalSteps: STEPS_PER_COURSE,
    updatedAt,
    featured,
    progress: { currentStep, completed },
  }),
);

const stepTitles = [
  ['Introduction', 'What this course covers'],
  ['Setting up', 'Tools and a project to work in'],
  ['First principles', 'The ideas everything else builds on'],
  ['A small example', 'Putting the principles to work'],
  ['Common mistakes', 'And how to spot them early'],
  ['Going further', 'Patterns for real projects'],
  ['Hands-on exercise', 'Build it yourself'],
  ['Reviewing the exercise', 'One way to solve it'],
  ['Testing', 'Making sure it keeps working'],
  ['Shipping', 'From your machine to your users'],
  ['Wrapping up', 'What to learn next'],
] as const;

export function courseSteps(course: AcademyCourse): AcademyCourseStep[] {
  return stepTitles.map(([title, subtitle], index) => ({
    order: index,
    title,
    subtitle,
    content: `<p>${subtitle} in <em>${course.title}</em>. Read the notes, try the example, and move on when it makes sense.</p><h3>Checklist</h3><ul><li>Read</li><li>Try</li><li>Check</li></ul>`,
  }));
}

/** The stored courses: every course with its steps, fresh copies on every call. */
export function seedAcademyCourses(): AcademyCourseWithSteps[] {
  return academyCourses.map((course) => ({ ...course, progress: { ...course.progress }, steps: courseSteps(course) }));
}
