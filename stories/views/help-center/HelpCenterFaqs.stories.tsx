import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpCenterApp } from '@atrium/ui/views/help-center/HelpCenterView.tsx';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { API, HelpCenterFrame } from './HelpCenterFrame';
import { expectRetryOffered, retryRecovers } from '../errorStories';

const FAQS = `${API}/faqs`;
const flaky = failingFirst('get', FAQS, () => [
  {
    id: 'c1',
    slug: 'licenses',
    title: 'Licenses',
    faqs: [{ id: 'q1', categoryId: 'c1', question: 'Is it back?', answer: 'Yes.\n\nAfter a retry.' }],
  },
]);

const meta = {
  title: 'Views/HelpCenter/FAQs',
  component: HelpCenterFrame,
  subcomponents: { HelpCenterApp },
  parameters: { route: '/apps/help-center/faqs', layout: 'fullscreen' },
} satisfies Meta<typeof HelpCenterFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Category links, then per category its heading and its questions; a link goes to its category. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver al centro de ayuda' })).toBeVisible();
    const topics = await canvas.findByRole('navigation', { name: 'Temas' });
    await expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Las más consultadas', 'Consultas generales', 'Licencias', 'Pagos', 'Soporte']);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Licencias' })).toBeVisible();
    const question = canvas.getByRole('button', { name: '¿Puedo traspasar mi licencia?' });
    await userEvent.click(question);
    await expect(await canvas.findByText(/Una licencia se puede traspasar una vez/)).toBeVisible();
    await userEvent.click(within(topics).getByRole('link', { name: 'Pagos' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Pagos' })).toHaveFocus());
  },
};

/** A category in the address (as a FAQ chosen in the search leaves it): its heading takes the focus. */
export const CategoryInAddress: Story = {
  name: 'Category in the address',
  parameters: { route: '/apps/help-center/faqs#payments' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Pagos' })).toHaveFocus());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { faqs: http.get(FAQS, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aún no hay preguntas frecuentes')).toBeVisible();
    await expect(canvas.getByText('Si tienes una duda, escríbenos desde la página de soporte.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { faqs: neverAnswers('get', FAQS) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando las preguntas…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { faqs: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar las preguntas.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
  await expect(await canvas.findByRole('button', { name: 'Is it back?' })).toBeVisible();
});
