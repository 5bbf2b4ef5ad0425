import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import type { AgentOverview as Overview } from '@atrium/mock-api';
import { AgentOverview } from '@atrium/ui/views/agent/overview/AgentOverview.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { neverAnswers } from '../../toolbar/handlers';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { REFUNDABLE_ORDER, ask } from './tabStories';

const OVERVIEW = '*/api/agent/overview';
/** The states that look the same at every width are shot at desktop size only. */
const desktopOnly = { 'mobile-light': { disable: true }, 'mobile-dark': { disable: true } };
let overviewCalls = 0;
/** The first call fails, the next ones reach the mock (a Retry that works). */
const overviewFailsOnce = http.get(OVERVIEW, () => {
  overviewCalls += 1;
  return overviewCalls === 1 ? HttpResponse.json({ error: 'Server error' }, { status: 500 }) : undefined;
});

/** Thirty quiet days: no conversation, no approval. */
const quiet: Overview = {
  conversations: 0,
  resolvedWithoutHandover: 0,
  handovers: 0,
  approvalsWaiting: 0,
  averageFirstReplyMs: 0,
  days: Array.from({ length: 30 }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10),
    conversations: 0,
    handovers: 0,
  })),
};

/** A fixed month (the mock's own figures follow its seed's 48 runs, spread over the last 30 days). */
const busy: Overview = {
  conversations: 48,
  resolvedWithoutHandover: 36,
  handovers: 12,
  approvalsWaiting: 2,
  averageFirstReplyMs: 410,
  days: quiet.days.map((day, i) => ({ ...day, conversations: (i * 7) % 5, handovers: i % 4 === 0 ? 1 : 0 })),
};

const meta = {
  title: 'Views/Agent/Overview',
  component: AgentOverview,
  // Under the console's splat route, as the product mounts the tab (its link to Approvals is relative).
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/agent/*" element={<Story />} />
      </Routes>
    ),
  ],
  parameters: {
    route: '/agent',
    layout: 'padded',
    actor: 'owner',
    chromatic: { modes: layoutModes },
    msw: { handlers: { overview: http.get(OVERVIEW, () => HttpResponse.json(busy)) } },
  },
} satisfies Meta<typeof AgentOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const expectations: [string, string | RegExp, string | RegExp][] = [
      ['Conversaciones atendidas', '48', 'En los últimos 30 días.'],
      ['Resueltas sin pasar a una persona', '36', /^El 75\s%/],
      ['Pasadas a una persona', '12', 'Conversaciones que siguió una persona en el chat.'],
      ['Aprobaciones en espera', '2', 'Cambios propuestos que esperan a una persona.'],
      ['Primera respuesta media', /^0,4\ss$/, 'Desde el mensaje hasta la primera palabra.'],
    ];
    for (const [title, figure, caption] of expectations) {
      const region = await card(canvasElement, title);
      await expect(await within(region).findByText(figure)).toBeVisible();
      await expect(within(region).getByText(caption)).toBeVisible();
    }
    const approvals = await card(canvasElement, 'Aprobaciones en espera');
    await expect(within(approvals).getByRole('link', { name: 'Revisar las aprobaciones' })).toHaveAttribute(
      'href',
      '/agent/approvals',
    );
    const chart = await card(canvasElement, 'Los últimos 30 días');
    await expect(
      within(chart).getByRole('figure', { name: 'Conversaciones y traspasos por día, últimos 30 días' }),
    ).toBeInTheDocument();
  },
};

/** The mock's own figures: a refund the Owner just asked for waits for approval. */
export const OverTheMock: Story = {
  beforeEach: async () => {
    await ask(`reembolsa el pedido #${REFUNDABLE_ORDER}`);
  },
  parameters: { msw: { handlers: { overview: [] } }, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const approvals = await card(canvasElement, 'Aprobaciones en espera');
    await expect(await within(approvals).findByText('1')).toBeVisible();
    const conversations = await card(canvasElement, 'Conversaciones atendidas');
    await expect(await within(conversations).findByText(/^\d+$/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { overview: http.get(OVERVIEW, () => HttpResponse.json(quiet)) } },
    chromatic: { modes: desktopOnly },
  },
  play: async ({ canvasElement }) => {
    const chart = await card(canvasElement, 'Los últimos 30 días');
    await expect(await within(chart).findByText('Ninguna conversación en los últimos 30 días.')).toBeVisible();
    await expect(
      within(await card(canvasElement, 'Primera respuesta media')).getByText('Aún no ha respondido a nada.'),
    ).toBeVisible();
    await expect(
      within(await card(canvasElement, 'Aprobaciones en espera')).queryByRole('link'),
    ).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { overview: neverAnswers('get', OVERVIEW) } }, chromatic: { modes: desktopOnly } },
  play: async ({ canvasElement }) => {
    for (const name of ['Conversaciones atendidas', 'Los últimos 30 días'])
      await expect(within(await card(canvasElement, name)).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const Error: Story = {
  beforeEach: () => {
    overviewCalls = 0;
  },
  parameters: { msw: { handlers: { overview: overviewFailsOnce } }, chromatic: { modes: desktopOnly } },
  play: async ({ canvasElement }) => {
    const region = await card(canvasElement, 'Conversaciones atendidas');
    const alert = await within(region).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar esta tarjeta.');
    await expectRetryOffered(alert);
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(6);
  },
};

export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const region = await card(canvasElement, 'Conversaciones atendidas');
  await userEvent.click(within(region).getByRole('button', { name: 'Reintentar' }));
  await expect(await within(region).findByText(/^\d+$/)).toBeVisible();
});
