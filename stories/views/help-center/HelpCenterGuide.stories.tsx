import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpCenterApp } from '@atrium/ui/views/help-center/HelpCenterView.tsx';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers, serverError } from '../../toolbar/handlers';
import { API, HelpCenterFrame } from './HelpCenterFrame';
import { expectRetryOffered, retryRecovers } from '../errorStories';

const GUIDE = `${API}/guide`;
const FEEDBACK = `${API}/guide/feedback`;
const ROUTE = '/apps/help-center/guides/getting-started/what-is-atrium';
const guideAnswer = (content: string) => ({
  id: 'c1',
  slug: 'projects',
  title: 'Projects',
  guide: {
    id: 'g1',
    categoryId: 'c1',
    slug: 'back',
    title: 'Back again',
    subtitle: 'After a retry',
    content,
    updatedAt: '2026-03-02T09:00:00.000Z',
    feedback: null,
  },
  nextGuide: null,
});
const flaky = failingFirst('get', GUIDE, () => guideAnswer('<p>Here it is.</p>'));

const meta = {
  title: 'Views/HelpCenter/Guide',
  component: HelpCenterFrame,
  subcomponents: { HelpCenterApp },
  parameters: { route: ROUTE, layout: 'fullscreen' },
} satisfies Meta<typeof HelpCenterFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const article = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('article', { name });

/** Back link, title, subtitle, the article with its headings, last revision, feedback and the next guide. */
export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(await article(canvasElement, 'Qué es Atrium'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Qué es Atrium' })).toBeVisible();
    await expect(canvas.getByText('Un breve recorrido por el panel y sus aplicaciones')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a Primeros pasos' })).toBeVisible();
    await expect(body.getByRole('heading', { level: 2, name: 'Antes de empezar' })).toBeVisible();
    await expect(body.getByText('Actualizada el 12 de enero de 2026')).toBeVisible();
    const question = body.getByRole('group', { name: '¿Te ha resultado útil?' });
    await expect(within(question).getByRole('button', { name: 'Sí, útil' })).toBeVisible();
    await expect(within(question).getByRole('button', { name: 'No me ha ayudado' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Siguiente guía.*Empieza a usar Atrium/ })).toBeVisible();
  },
};

/** Answering replaces the buttons with a thank-you, saved: the guide read again still holds the answer. */
export const AnswersHelpful: Story = {
  name: 'Answers helpful',
  play: async ({ canvasElement }) => {
    const body = within(await article(canvasElement, 'Qué es Atrium'));
    await userEvent.click(body.getByRole('button', { name: 'Sí, útil' }));
    await expect(await body.findByText('Gracias por tu opinión')).toBeVisible();
    await expect(body.queryByRole('button', { name: 'Sí, útil' })).not.toBeInTheDocument();
    await waitFor(async () => {
      const stored = (await (
        await fetch('/api/apps/help-center/guide?categorySlug=getting-started&guideSlug=what-is-atrium')
      ).json()) as { guide: { feedback: string | null } };
      await expect(stored.guide.feedback).toBe('helpful');
    });
  },
};

/** The save fails: the thank-you goes, the buttons come back, and a message offers Retry. */
export const FeedbackFails: Story = {
  name: 'Feedback fails',
  parameters: { msw: { handlers: { feedback: serverError('post', FEEDBACK) } } },
  play: async ({ canvasElement }) => {
    const body = within(await article(canvasElement, 'Qué es Atrium'));
    await userEvent.click(body.getByRole('button', { name: 'No me ha ayudado' }));
    await expect(await screen.findByText('No se ha podido guardar tu opinión')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(await body.findByRole('button', { name: 'No me ha ayudado' })).toBeVisible();
    await expect(body.queryByText('Gracias por tu opinión')).not.toBeInTheDocument();
  },
};

/** A guide whose HTML holds an image with onerror, a script, a javascript: link and an svg onload: none runs. */
export const HostileMarkup: Story = {
  name: 'Hostile markup runs nothing',
  parameters: { route: '/apps/help-center/guides/settings/pasting-formatted-text' },
  play: async ({ canvasElement }) => {
    const element = await article(canvasElement, 'Pegar texto con formato');
    const body = within(element);
    await expect(await body.findByText(/Las imágenes y los scripts se descartan/)).toBeVisible();
    // The article's text (its footer holds the feedback buttons' own icons).
    const text = element.firstElementChild!;
    await expect(text.querySelector('img, script, svg, [onclick], [onerror], [onload]')).toBeNull();
    await expect(body.queryByRole('link', { name: 'un enlace que ejecuta código' })).not.toBeInTheDocument();
    await expect(body.getByText(/un enlace que ejecuta código/)).toBeVisible();
    const safe = body.getByRole('link', { name: 'un enlace web' });
    await expect(safe).toHaveAttribute('href', 'https://example.com/');
    await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
    await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  },
};

export const NotFound: Story = {
  name: 'Unknown guide in the address',
  parameters: { route: '/apps/help-center/guides/getting-started/no-such-guide' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Esta guía no existe')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Volver a las guías' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Guías' })).toBeVisible();
  },
};

/** A guide with no text yet says so, and still offers the feedback. */
export const Empty: Story = {
  parameters: { msw: { handlers: { guide: http.get(GUIDE, () => HttpResponse.json(guideAnswer('<p><br></p>'))) } } },
  play: async ({ canvasElement }) => {
    const body = within(await article(canvasElement, 'Back again'));
    await expect(body.getByText('Esta guía aún no tiene contenido. Vuelve pronto.')).toBeVisible();
    await expect(body.getByText('Actualizada el 2 de marzo de 2026')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { guide: neverAnswers('get', GUIDE) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando la guía…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { guide: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar la guía.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('No se ha podido cargar la guía.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Back again' })).toBeVisible();
});
