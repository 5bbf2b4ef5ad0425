import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Messages } from '@atrium/ui';
import { messageFixtures } from './fixtures';
import { failingFirst, feedScenario, neverAnswers } from './handlers';
import { ToolbarFrame } from './ToolbarFrame';

const PATH = '*/api/common/messages';
const fixed = http.get(PATH, () => HttpResponse.json(messageFixtures));
const flow = feedScenario('messages', messageFixtures);
const flaky = failingFirst('get', PATH, () => messageFixtures);

const meta = {
  title: 'Toolbar/Messages',
  component: Messages,
  decorators: [(Story) => <ToolbarFrame>{Story()}</ToolbarFrame>],
  parameters: { msw: { handlers: { messages: fixed } } },
} satisfies Meta<typeof Messages>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPanel = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Mensajes' }));
  return screen.findByRole('dialog', { name: 'Mensajes' });
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Mensajes' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('1 sin leer'));
    const panel = await openPanel(canvasElement);
    const items = await within(panel).findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0]!).getByText('Aiko Tanaka')).toBeVisible();
    await expect(within(items[1]!).getByRole('link', { name: /Rafael Morales/ })).toHaveAttribute('href', '/apps/chat');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { messages: http.get(PATH, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await waitFor(() => expect(within(panel).getByText('No hay mensajes')).toBeVisible());
    await expect(within(panel).getByText('Cuando tengas mensajes, aparecerán aquí.')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Marcar todo como leído' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { messages: neverAnswers('get', PATH) } } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(within(panel).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { messages: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const alert = await within(panel).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(panel).getByText('Aiko Tanaka')).toBeVisible());
  },
};

export const MarksAllRead: Story = {
  beforeEach: () => flow.reset(),
  // Checked by its play function; not shot: the removed row's exit frame differs from run to run.
  parameters: { msw: { handlers: { messages: flow.handlers } }, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Mensajes' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('1 sin leer'));
    const panel = await openPanel(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar todo como leído' }));
    await waitFor(() => expect(button).not.toHaveAccessibleDescription());
    await expect(within(panel).getByRole('button', { name: 'Marcar todo como leído' })).toBeDisabled();
  },
};

export const RemovesItem: Story = {
  beforeEach: () => flow.reset(),
  parameters: { msw: { handlers: { messages: flow.handlers } } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const first = (await within(panel).findAllByRole('listitem'))[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(panel).queryByText('Aiko Tanaka')).not.toBeInTheDocument();
  },
};
