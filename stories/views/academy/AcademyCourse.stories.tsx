import type { Meta, StoryObj } from '@storybook/react-vite';
import { AcademyApp } from '@atrium/ui/views/academy/index.ts';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { AcademyFrame } from './AcademyFrame';
import { BASICS, courseWithSteps, fixtureApi, twoCourses } from './fixtures';
import { expectRetryOffered, retryRecovers } from '../errorStories';

const COURSE = '*/api/apps/academy/courses/course';
const flaky = failingFirst('get', COURSE, () => courseWithSteps(twoCourses()[0]!));
const BASICS_PATH = `/apps/academy/${BASICS.id}/${BASICS.slug}`;

const meta = {
  title: 'Views/Academy/Course',
  component: AcademyFrame,
  // What these stories review: one course and its stepper, which AcademyFrame routes to over the mock API.
  subcomponents: { AcademyApp },
  parameters: { route: `${BASICS_PATH}?step=4`, layout: 'fullscreen' },
} satisfies Meta<typeof AcademyFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByRole('status', { name: 'Ruta actual' });
const findStep = (canvasElement: HTMLElement) => within(canvasElement).findByRole('article');
/** The stepper sits beside the step on wide screens and in a drawer on phones. */
const isWide = () => window.matchMedia('(min-width: 1280px)').matches;

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = await findStep(canvasElement);
    await expect(within(step).getByRole('heading', { level: 2, name: 'A small example' })).toBeVisible();
    await expect(within(step).getByText('Paso 4 de 11')).toBeVisible();
    // The step's own markup: its heading and list are kept.
    await expect(within(step).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Basics of the web platform' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progreso del curso' })).toHaveAttribute(
      'aria-valuenow',
      '27',
    );
    await expect(canvas.getByText('4 / 11')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Paso anterior/ })).toBeEnabled();
    if (!isWide()) return;
    const steps = canvas.getByRole('navigation', { name: 'Pasos del curso' });
    await expect(within(steps).getAllByRole('link')).toHaveLength(11);
    const current = within(steps).getByRole('link', { name: /A small example/ });
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(within(steps).getByRole('link', { name: /Setting up \(hecho\)/ })).toBeVisible();
    await expect(canvas.getByText('30 minutos')).toBeVisible();
  },
};

/** Next, previous and a step picked in the stepper: the address follows, and a step reached is saved. */
export const MovesThroughSteps: Story = {
  name: 'Moves through the steps',
  parameters: {
    route: '/apps/academy/course-forms/formularios-claros?step=1',
    msw: { handlers: fixtureApi(twoCourses()) },
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStep(canvasElement);
    await expect(canvas.getByRole('button', { name: /Paso anterior/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Paso siguiente/ }));
    // The router applies a step's address in a transition, which may land a moment after the click.
    await waitFor(() => expect(location()).toHaveTextContent('?step=2'));
    // The next step replaces the article once its route has loaded.
    await waitFor(() => expect(within(canvas.getByRole('article')).getByText('Paso 2 de 11')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: 'Progreso del curso' })).toHaveAttribute('aria-valuenow', '9'),
    );
    if (isWide()) {
      const steps = canvas.getByRole('navigation', { name: 'Pasos del curso' });
      await userEvent.click(within(steps).getByRole('link', { name: /Paso 6 de Formularios claros/ }));
      await waitFor(() => expect(location()).toHaveTextContent('?step=6'));
      await waitFor(() =>
        expect(canvas.getByRole('progressbar', { name: 'Progreso del curso' })).toHaveAttribute('aria-valuenow', '45'),
      );
      await expect(within(steps).getByRole('link', { name: /Paso 6 de/ })).toHaveAttribute('aria-current', 'step');
    }
    // Going back saves nothing new: the progress stays.
    await userEvent.click(canvas.getByRole('button', { name: /Paso anterior/ }));
    await expect(within(await findStep(canvasElement)).getByText(/^Paso \d+ de 11$/)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progreso del curso' })).not.toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

/** The last step's Finish counts a completion and goes back to the grid, where the course shows it. */
export const FinishesCourse: Story = {
  name: 'Finishes the course',
  parameters: {
    route: '/apps/academy/course-forms/formularios-claros?step=11',
    msw: { handlers: fixtureApi(twoCourses()) },
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Terminar el curso/ }));
    await expect(await screen.findByText('Has terminado «Formularios claros».')).toBeVisible();
    // The way back to the list commits in a transition.
    await waitFor(() => expect(location()).toHaveTextContent(/^\/apps\/academy$/));
    const grid = await canvas.findByRole('list', { name: 'Cursos' });
    const done = await within(grid).findByRole('article', { name: 'Formularios claros' });
    // The list was not read yet when the course was finished: it shows the completion once it is read again.
    await expect(await within(done).findByText('Completado una vez')).toBeVisible();
    await expect(within(done).getByText('Completado', { exact: true })).toBeVisible();
    await expect(within(done).getByRole('button', { name: 'Empezar de nuevo: Formularios claros' })).toBeVisible();
  },
};

/**
 * A step the course does not have, under an old slug: the last step is shown, the learner told, and the
 * address corrected (step and slug).
 */
export const StepOutOfRange: Story = {
  name: 'Step out of range',
  parameters: { route: `/apps/academy/${BASICS.id}/an-old-name?step=99` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('El paso de la dirección no existe en este curso: se muestra el paso 11.'),
    ).toBeVisible();
    await expect(within(await findStep(canvasElement)).getByText('Paso 11 de 11')).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent(`${BASICS_PATH}?step=11`));
  },
};

/** Markup in a step that tries to run script is drawn as text and runs nothing. */
export const HostileStep: Story = {
  name: 'Hostile markup in a step',
  parameters: {
    route: '/apps/academy/course-forms/formularios-claros?step=3',
    msw: { handlers: fixtureApi(twoCourses(), { hostile: true }) },
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement }) => {
    const step = await findStep(canvasElement);
    await expect(within(step).getByText('Texto seguro')).toBeVisible();
    await expect(step.querySelector('img, script')).toBeNull();
    await expect(within(step).getByText('enlace')).not.toHaveAttribute('href');
    await expect((window as { __academyXss?: number }).__academyXss).toBeUndefined();
  },
};

export const NotFound: Story = {
  name: 'Unknown course in the address',
  parameters: { route: '/apps/academy/no-such-course/nada' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Este curso no existe')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Volver a los cursos' }));
    await expect(await canvas.findByRole('list', { name: 'Cursos' })).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/apps\/academy$/));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { course: neverAnswers('get', COURSE) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando el curso…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: {
    route: '/apps/academy/course-forms/formularios-claros?step=1',
    msw: { handlers: { course: flaky.handler } },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar el curso.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const alert = await within(canvasElement).findByRole('alert');
  await expect(alert).toHaveTextContent('No se ha podido cargar el curso.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(within(await findStep(canvasElement)).getByText('Paso 1 de 11')).toBeVisible();
});

/** Saving the step reached is refused: the progress goes back and a message offers Retry. */
export const SaveFails: Story = {
  name: 'Saving progress fails',
  parameters: {
    route: '/apps/academy/course-forms/formularios-claros?step=1',
    msw: { handlers: fixtureApi(twoCourses(), { failWrites: true }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Paso siguiente/ }));
    await expect(await screen.findByText('No se ha podido guardar tu progreso en «Formularios claros».')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // The next step replaces the article once its route has loaded.
    await waitFor(() => expect(within(canvas.getByRole('article')).getByText('Paso 2 de 11')).toBeVisible());
    await expect(canvas.getByRole('progressbar', { name: 'Progreso del curso' })).toHaveAttribute('aria-valuenow', '0');
    if (isWide()) {
      const steps = canvas.getByRole('navigation', { name: 'Pasos del curso' });
      await expect(within(steps).queryByText(/\(hecho\)/)).not.toBeInTheDocument();
    }
  },
};
