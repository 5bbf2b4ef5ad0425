import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AgentRunsAnswer } from '@atrium/mock-api';
import { RunDetail } from '@atrium/ui/views/agent/runs/RunDetail.tsx';
import { RunsList } from '@atrium/ui/views/agent/runs/RunsList.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { neverAnswers, serverError } from '../../toolbar/handlers';
import { expectRetryOffered } from '../errorStories';
import { AgentFrame, RUNS } from './agentStories';

/** Runs over the mock's seed: 30 days of web and e-mail conversations, newest first. */
const meta = {
  title: 'Views/Agent/Runs',
  component: AgentFrame,
  subcomponents: { RunsList, RunDetail },
  parameters: { route: '/agent/runs', layout: 'fullscreen', actor: 'owner', chromatic: { modes: layoutModes } },
} satisfies Meta<typeof AgentFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Ejecuciones del asistente' });
const noRuns: AgentRunsAnswer = { items: [], total: 0, page: 1, size: 25 };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await findTable(canvasElement);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    for (const name of ['Hora', 'Canal', 'Primer mensaje', 'Resultado', 'Herramientas', 'Duración'])
      await expect(headers.some((text) => text?.includes(name))).toBe(true);
    await expect((await within(table).findAllByRole('rowheader')).length).toBeGreaterThan(0);
    // Filters go to the address and the API: only the runs handed over.
    await userEvent.click(canvas.getByRole('button', { name: /Cualquier resultado/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Pasada a una persona' }));
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent('outcome=handed_over'));
    await waitFor(() => {
      const outcomes = [...canvasElement.querySelectorAll('[data-outcome]')].map((badge) =>
        badge.getAttribute('data-outcome'),
      );
      if (outcomes.length === 0 || outcomes.some((outcome) => outcome !== 'handed_over'))
        throw new globalThis.Error(`Outcomes shown: ${outcomes.join(', ')}`);
    });
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { runs: http.get(RUNS, () => HttpResponse.json(noRuns)) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aún no hay ejecuciones.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { runs: neverAnswers('get', RUNS) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cargando filas…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { runs: serverError('get', RUNS) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No se pudieron cargar las filas.')).toBeVisible();
    await expectRetryOffered(canvasElement);
  },
};

/** A row opens the run: its facts, its events replayed through the transcript and the Inspector. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await findTable(canvasElement);
    const [first] = await within(table).findAllByRole('link');
    const message = first!.textContent ?? '';
    await userEvent.click(first!);
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent(/^\/agent\/runs\/run-/));
    const detail = await canvas.findByRole('region', { name: /^Ejecución run-/ });
    const replayed = within(detail).getByRole('log', { name: 'Conversación de la ejecución' });
    await expect(within(replayed).getByText(message)).toBeVisible();
    const inspector = within(detail).getByRole('region', { name: 'Inspector' });
    await expect(within(inspector).getByRole('list', { name: 'Cronología de la ejecución' })).toBeVisible();
    await expect(within(inspector).getByText(/^Terminada: /)).toBeVisible();
    // Replayed: the events come again, in order, and end where the run ended.
    await userEvent.click(within(detail).getByRole('button', { name: 'Reproducir' }));
    await expect(within(detail).getByRole('button', { name: 'Reproducir' })).toBeDisabled();
    await waitFor(() => expect(within(detail).getByRole('button', { name: 'Reproducir' })).toBeEnabled(), {
      timeout: 10_000,
    });
    await expect(within(inspector).getByText(/^Terminada: /)).toBeVisible();
  },
};
