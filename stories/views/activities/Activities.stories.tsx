import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { Activity } from '@atrium/mock-api';
import { ActivitiesView } from '@atrium/ui/views/activities/ActivitiesView.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { ACTIVITIES, ActivitiesFrame } from './ActivitiesFrame';
import { expectRetryOffered, retryRecovers } from '../errorStories';

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** Three entries: one today, one yesterday (with an external link and an extra block), one a week ago. */
const fewActivities = (): Activity[] => [
  {
    id: 'a1',
    icon: 'rocket',
    image: null,
    description: 'Release <strong>2.5</strong> is live',
    date: hoursAgo(0.2),
    linkedContent: 'Changelog',
    link: '/docs/changelog',
    useRouter: true,
  },
  {
    id: 'a2',
    icon: 'mail',
    image: null,
    description: 'A partner wrote about the <em>spring campaign</em>',
    date: hoursAgo(24.5),
    extraContent: '<p>They want the proofs by Friday.</p>',
    linkedContent: 'Partner site',
    link: 'https://example.com/partner',
  },
  { id: 'a3', icon: 'sparkles', image: null, description: 'You joined the workspace', date: hoursAgo(24 * 7) },
];

const flaky = failingFirst('get', ACTIVITIES, fewActivities);

const meta = {
  title: 'Views/Activities/Page',
  component: ActivitiesFrame,
  subcomponents: { ActivitiesView },
  parameters: { route: '/pages/activities', layout: 'fullscreen' },
} satisfies Meta<typeof ActivitiesFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTimeline = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Actividad por días' });

/** The seed feed: today's group first, five entries, older ones on request. */
export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Actividad' })).toBeVisible();
    const timeline = await findTimeline(canvasElement);
    await expect(within(timeline).getByRole('heading', { level: 2, name: 'Hoy' })).toBeVisible();
    const today = within(timeline).getByRole('listitem', { name: 'Hoy' });
    await expect(within(today).getByText(/Se ha aceptado tu propuesta/)).toBeVisible();
    // The markup in a description is drawn (bold), not shown as tags.
    await expect(within(today).getByText('la campaña de primavera').tagName).toBe('STRONG');
    // An in-app link is a router link; an avatar or an icon marks each entry.
    await expect(within(today).getByRole('link', { name: 'Rafael Bakr' })).toHaveAttribute(
      'href',
      '/apps/contacts/ca72e80e-8182-4c92-9083-2f7a17e7c65d',
    );
    await expect(today.querySelectorAll('img')).not.toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Cargar actividad anterior' })).toBeVisible();
  },
};

/** Older entries come in steps until there are no more. */
export const LoadsOlder: Story = {
  name: 'Loads older',
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timeline = await findTimeline(canvasElement);
    const entries = () =>
      within(timeline)
        .getAllByRole('listitem')
        .filter((item) => !item.hasAttribute('aria-label'));
    await expect(entries()).toHaveLength(5);
    await expect(within(timeline).queryByText(/página de ejemplo está lista/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cargar actividad anterior' }));
    await waitFor(() => expect(entries()).toHaveLength(10));
    await userEvent.click(canvas.getByRole('button', { name: 'Cargar actividad anterior' }));
    await expect(await within(timeline).findByText(/página de ejemplo está lista/)).toBeVisible();
    await expect(canvas.getByText('No hay actividad anterior.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cargar actividad anterior' })).not.toBeInTheDocument();
  },
};

/** Relative day names, an external link in a new tab without an opener, and the extra block. */
export const Days: Story = {
  parameters: { msw: { handlers: { activities: http.get(ACTIVITIES, () => HttpResponse.json(fewActivities())) } } },
  play: async ({ canvasElement }) => {
    const timeline = await findTimeline(canvasElement);
    const headings = within(timeline).getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Hoy',
      'Ayer',
      expect.stringMatching(/^[A-ZÁÉÍÓÚ][a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4}$/),
    ]);
    const external = within(timeline).getByRole('link', { name: /Partner site/ });
    await expect(external).toHaveAttribute('href', 'https://example.com/partner');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(within(timeline).getByText('They want the proofs by Friday.')).toBeVisible();
    await expect(within(canvasElement).getByText('No hay actividad anterior.')).toBeVisible();
  },
};

/** A description carrying script runs nothing: no script, no handler, no javascript: link survives. */
export const HostileMarkup: Story = {
  name: 'Hostile markup',
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        activities: http.get(ACTIVITIES, () =>
          HttpResponse.json([
            {
              ...fewActivities()[0]!,
              description:
                'Hello <img src="x" onerror="window.__activityXss = 1"><script>window.__activityXss = 2</script><a href="javascript:window.__activityXss = 3">click</a> world',
              extraContent: '<p onclick="window.__activityXss = 4">Extra</p><iframe src="javascript:1"></iframe>',
            },
          ]),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const timeline = await findTimeline(canvasElement);
    await expect(await within(timeline).findByText(/Hello/)).toBeVisible();
    await expect(timeline.querySelector('script, iframe, [onerror], [onclick]')).toBeNull();
    await expect(timeline.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(within(timeline).getByText(/Hello\s+click\s+world/)).toBeVisible();
    await userEvent.click(within(timeline).getByText(/Hello/));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect((window as unknown as { __activityXss?: number }).__activityXss).toBeUndefined();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { activities: http.get(ACTIVITIES, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aún no hay actividad')).toBeVisible();
    await expect(canvas.getByText('Lo que pase en tus aplicaciones aparecerá aquí.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Actividad por días' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { activities: neverAnswers('get', ACTIVITIES) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando la actividad…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { activities: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar la actividad.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const alert = await within(canvasElement).findByRole('alert');
  await expect(alert).toHaveTextContent('No se ha podido cargar la actividad.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  const timeline = await findTimeline(canvasElement);
  await expect(within(timeline).getByText(/Release/)).toBeVisible();
});
