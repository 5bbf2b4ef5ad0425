import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpCenterApp } from '@atrium/ui/views/help-center/HelpCenterView.tsx';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { API, HelpCenterFrame } from './HelpCenterFrame';
import { expectRetryOffered, retryRecovers } from '../errorStories';

const GUIDES = `${API}/guides`;
const oneCategory = () => [
  {
    id: 'c1',
    slug: 'projects',
    title: 'Projects',
    visibleGuides: 1,
    totalGuides: 1,
    guides: [{ id: 'g1', categoryId: 'c1', slug: 'back', title: 'Back again', subtitle: 'After a retry' }],
  },
];
const flakyList = failingFirst('get', GUIDES, oneCategory);
const flakyCategory = failingFirst('get', GUIDES, oneCategory);

const meta = {
  title: 'Views/HelpCenter/Guides',
  component: HelpCenterFrame,
  subcomponents: { HelpCenterApp },
  parameters: { route: '/apps/help-center/guides', layout: 'fullscreen' },
} satisfies Meta<typeof HelpCenterFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every category with its first 5 guides and a pill to see them all. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Guías' })).toBeVisible();
    const settings = await canvas.findByRole('region', { name: 'Ajustes' });
    await expect(within(settings).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(settings).getByRole('link', { name: 'Cambiar el diseño' })).toBeVisible();
    const all = within(settings).getByRole('link', { name: 'Ver las 7 guías de Ajustes' });
    await expect(all).toHaveTextContent('Ver las 7 guías');
    await userEvent.click(all);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
    await expect(canvas.getByText('7 guías')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { guides: http.get(GUIDES, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aún no hay guías')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { guides: neverAnswers('get', GUIDES) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando las guías…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const Error: Story = {
  beforeEach: () => flakyList.reset(),
  parameters: { msw: { handlers: { guides: flakyList.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar las guías.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('No se han podido cargar las guías.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(await canvas.findByRole('link', { name: 'Back again' })).toBeVisible();
});

/** One category: every guide with its subtitle. */
export const Category: Story = {
  parameters: { route: '/apps/help-center/guides/getting-started' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Primeros pasos' })).toBeVisible();
    await expect(canvas.getByText('7 guías')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Dónde pedir ayuda/ })).toHaveTextContent(
      'Preguntas frecuentes, guías y soporte',
    );
    await expect(canvas.getByRole('link', { name: 'Volver a las guías' })).toBeVisible();
  },
};

export const CategoryNotFound: Story = {
  name: 'Unknown category in the address',
  parameters: { route: '/apps/help-center/guides/no-such-category' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Esta categoría no existe')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Volver a las guías' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Guías' })).toBeVisible();
  },
};

export const CategoryEmpty: Story = {
  name: 'Category empty',
  parameters: {
    route: '/apps/help-center/guides/projects',
    msw: {
      handlers: {
        guides: http.get(GUIDES, () =>
          HttpResponse.json([
            { id: 'c1', slug: 'projects', title: 'Projects', visibleGuides: 0, totalGuides: 0, guides: [] },
          ]),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(canvas.getByText('Aún no hay guías')).toBeVisible();
  },
};

export const CategoryLoading: Story = {
  name: 'Category loading',
  parameters: {
    route: '/apps/help-center/guides/projects',
    msw: { handlers: { guides: neverAnswers('get', GUIDES) } },
  },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando las guías…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const CategoryError: Story = {
  name: 'Category error',
  beforeEach: () => flakyCategory.reset(),
  parameters: { route: '/apps/help-center/guides/projects', msw: { handlers: { guides: flakyCategory.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar las guías de esta categoría.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('link', { name: /Back again/ })).toBeVisible();
  },
};
