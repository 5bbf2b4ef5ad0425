import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Notifications } from '@atrium/ui';
import { notificationFixtures } from './fixtures';
import { failingFirst, feedScenario, neverAnswers, serverError } from './handlers';
import { ToolbarFrame } from './ToolbarFrame';

const PATH = '*/api/common/notifications';
const fixed = http.get(PATH, () => HttpResponse.json(notificationFixtures));
const flow = feedScenario('notifications', notificationFixtures);
const flaky = failingFirst('get', PATH, () => notificationFixtures);

const meta = {
  title: 'Toolbar/Notifications',
  component: Notifications,
  decorators: [(Story) => <ToolbarFrame>{Story()}</ToolbarFrame>],
  parameters: { msw: { handlers: { notifications: fixed } } },
} satisfies Meta<typeof Notifications>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPanel = async (canvasElement: HTMLElement) => {
  const button = await within(canvasElement).findByRole('button', { name: 'Notificaciones' });
  await userEvent.click(button);
  return screen.findByRole('dialog', { name: 'Notificaciones' });
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Notificaciones' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('2 sin leer'));
    const panel = await openPanel(canvasElement);
    const items = await within(panel).findAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[0]!).getByText('Daily challenges')).toBeVisible();
    // The description keeps its emphasis but loses the injected image and its handler.
    const message = within(items[1]!).getByText(/can we move the review/);
    await expect(message.tagName).toBe('EM');
    await expect(items[1]!.querySelector('img[src="x"]')).toBeNull();
    await expect(within(items[0]!).getByText(/mar/)).toHaveAttribute('datetime', '2026-03-05T14:07:00.000Z');
    await expect(within(panel).getByRole('button', { name: 'Marcar todo como leído' })).toBeEnabled();
    await expect(within(items[0]!).getByRole('button', { name: 'Marcar como leído' })).toBeInTheDocument();
    await expect(within(items[2]!).getByRole('button', { name: 'Marcar como no leído' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { notifications: http.get(PATH, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await waitFor(() => expect(within(panel).getByText('No hay notificaciones')).toBeVisible());
    await expect(within(panel).getByText('Cuando tengas notificaciones, aparecerán aquí.')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Marcar todo como leído' })).toBeDisabled();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notificaciones' }),
    ).not.toHaveAccessibleDescription();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { notifications: neverAnswers('get', PATH) } } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(within(panel).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { notifications: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const alert = await within(panel).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(panel).getByText('Daily challenges')).toBeVisible());
  },
};

export const MarksAllRead: Story = {
  beforeEach: () => flow.reset(),
  parameters: { msw: { handlers: { notifications: flow.handlers } } },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Notificaciones' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('2 sin leer'));
    const panel = await openPanel(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar todo como leído' }));
    await waitFor(() => expect(button).not.toHaveAccessibleDescription());
    await expect(within(panel).getByRole('button', { name: 'Marcar todo como leído' })).toBeDisabled();
    await expect(within(panel).queryAllByRole('button', { name: 'Marcar como leído' })).toHaveLength(0);
  },
};

export const TogglesRead: Story = {
  beforeEach: () => flow.reset(),
  parameters: { msw: { handlers: { notifications: flow.handlers } } },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Notificaciones' });
    const panel = await openPanel(canvasElement);
    const first = (await within(panel).findAllByRole('listitem'))[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Marcar como leído' }));
    await expect(await within(first).findByRole('button', { name: 'Marcar como no leído' })).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAccessibleDescription('1 sin leer'));
    await userEvent.click(within(first).getByRole('button', { name: 'Marcar como no leído' }));
    await waitFor(() => expect(button).toHaveAccessibleDescription('2 sin leer'));
  },
};

export const RemovesItem: Story = {
  beforeEach: () => flow.reset(),
  parameters: { msw: { handlers: { notifications: flow.handlers } } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const first = (await within(panel).findAllByRole('listitem'))[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(within(panel).queryByText('Daily challenges')).not.toBeInTheDocument());
    await expect(await within(panel).findAllByRole('listitem')).toHaveLength(3);
  },
};

/** The call fails: the change is undone and the panel says so. */
export const RollsBackOnFailure: Story = {
  parameters: {
    msw: {
      handlers: { notifications: [fixed, serverError('get', `${PATH}/mark-all-as-read`)] },
    },
  },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Notificaciones' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('2 sin leer'));
    const panel = await openPanel(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar todo como leído' }));
    await expect(await within(panel).findByRole('alert')).toHaveTextContent('se ha deshecho');
    await waitFor(() => expect(button).toHaveAccessibleDescription('2 sin leer'));
  },
};

export const OpensInAppLink: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const external = await within(panel).findByRole('link', { name: /Release 2.4/ });
    await expect(external).toHaveAttribute('href', 'https://example.com/changelog');
    await expect(external).toHaveAttribute('target', '_blank');
    await userEvent.click(within(panel).getByRole('link', { name: /Mateo Okafor/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/apps/chat'),
    );
  },
};
