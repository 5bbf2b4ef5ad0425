import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { Activity } from '@atrium/mock-api';
import { ExampleView } from '@atrium/ui/views/example/ExampleView.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { ACTIVITIES, ExampleFrame } from './ExampleFrame';
import { expectRetryOffered, retryRecovers } from '../errorStories';

/** Seven entries on fixed dates (the card shows the first five), one with markup the card must draw. */
const entries = (): Activity[] =>
  [
    'Release <strong>2.5</strong> is live',
    'Rafael Bakr updated his contact details',
    'You have 15 unread mails',
    'The weekly project report was shared',
    'A new course was published in the academy',
    'An older entry the card leaves out',
    'The oldest entry',
  ].map((description, index) => ({
    id: `e${index + 1}`,
    icon: 'sparkles',
    image: null,
    description,
    date: new Date(Date.UTC(2026, 2, 14 - index, 9, 30)).toISOString(),
  }));

const flaky = failingFirst('get', ACTIVITIES, entries);

/** Calls the Refreshes story's API has answered. */
let calls = 0;

const meta = {
  title: 'Views/Example',
  component: ExampleFrame,
  subcomponents: { ExampleView },
  parameters: {
    route: '/example',
    layout: 'fullscreen',
    msw: { handlers: { activities: http.get(ACTIVITIES, () => HttpResponse.json(entries())) } },
  },
} satisfies Meta<typeof ExampleFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const findList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Actividad reciente' });

/** The header (breadcrumb, title, actions) and the card with the five newest entries. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Página de ejemplo' })).toBeVisible();
    const breadcrumb = canvas.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(within(breadcrumb).getByRole('link', { name: 'Panel' })).toHaveAttribute('href', '/dashboard');
    await expect(within(breadcrumb).getByText('Página de ejemplo')).toHaveAttribute('aria-current', 'page');

    const list = await findList(canvasElement);
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    // The description's markup is drawn, not shown as tags; each entry says when it happened.
    await expect(within(items[0]!).getByText('2.5').tagName).toBe('STRONG');
    await expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-14T09:30:00.000Z');
    await expect(within(list).queryByText('An older entry the card leaves out')).not.toBeInTheDocument();

    // The actions: a refresh, and a link to the whole feed.
    await expect(canvas.getByRole('button', { name: 'Actualizar' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Ver toda la actividad' })).toHaveAttribute(
      'href',
      '/pages/activities',
    );
  },
};

/** "Refresh" asks the API again and the card shows what is new. */
export const Refreshes: Story = {
  beforeEach: () => {
    calls = 0;
  },
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        activities: http.get(ACTIVITIES, () => {
          calls += 1;
          const answer = entries();
          if (calls > 1) answer.unshift({ ...answer[0]!, id: 'new', description: 'A brand new entry' });
          return HttpResponse.json(answer);
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await findList(canvasElement);
    await expect(within(list).queryByText('A brand new entry')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await expect(await within(list).findByText('A brand new entry')).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** The other action is a link: it opens the whole feed through the router. */
export const OpensTheWholeFeed: Story = {
  name: 'Opens the whole feed',
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findList(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Ver toda la actividad' }));
    await expect(await canvas.findByLabelText('Ruta actual')).toHaveTextContent('/pages/activities');
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Página de ejemplo' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { activities: neverAnswers('get', ACTIVITIES) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando la actividad reciente…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('list', { name: 'Actividad reciente' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { activities: http.get(ACTIVITIES, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aún no hay actividad')).toBeVisible();
    await expect(canvas.getByText('Lo que pase en tus aplicaciones aparecerá aquí.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Actividad reciente' })).not.toBeInTheDocument();
  },
};

/** The first call fails: the card says so, and its retry brings the entries (the end state is Default's). */
export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { chromatic: { disableSnapshot: true }, msw: { handlers: { activities: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar la actividad reciente.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const alert = await within(canvasElement).findByRole('alert');
  await expect(alert).toHaveTextContent('No se ha podido cargar la actividad reciente.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  const list = await findList(canvasElement);
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
  await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
});
