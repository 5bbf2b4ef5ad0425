import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MeAnswer } from '@atrium/mock-api';
import { UsersArea } from '@atrium/ui/views/users/UsersView.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst } from '../../toolbar/handlers';
import { meAs, supportAgent } from './fixtures';
import { UsersFrame } from './UsersFrame';
import { expectRetryOffered, retryRecovers } from '../errorStories';

const meta = {
  title: 'Views/Users/Audit log',
  component: UsersFrame,
  subcomponents: { UsersArea },
  parameters: { route: '/users/audit', layout: 'fullscreen' },
} satisfies Meta<typeof UsersFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const findTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Registro de auditoría' });
const empty = { items: [], total: 0, page: 1, size: 25 };
const flaky = failingFirst('get', '*/api/audit', () => empty);

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Registro de auditoría' })).toBeVisible();
    const table = await findTable(canvasElement);
    await expect((await within(table).findAllByRole('rowheader', { name: 'Suspendido' })).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText('Lucía Navarro').length).toBeGreaterThan(0);
  },
};

/** Filtering by action narrows the rows, and the filter goes to the URL. */
export const FiltersByAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await findTable(canvasElement);
    await within(table).findAllByRole('rowheader', { name: 'Suspendido' });
    await userEvent.click(canvas.getByRole('button', { name: /Cualquier acción/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Invitado' }));
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent('action=user.invited'));
    await waitFor(() => expect(within(table).queryAllByRole('rowheader', { name: 'Suspendido' })).toHaveLength(0));
    await expect(within(table).getAllByRole('rowheader', { name: 'Invitado' })).toHaveLength(5);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { audit: http.get('*/api/audit', () => HttpResponse.json(empty)) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aún no hay cambios registrados.')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { audit: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No se pudieron cargar las filas.')).toBeVisible();
    await expectRetryOffered(canvasElement);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('No se pudieron cargar las filas.')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
  await expect(await canvas.findByText('Aún no hay cambios registrados.')).toBeVisible();
});

/** A user who may see users but not the audit trail gets the 403 page naming `audit:view`. */
const manager: MeAnswer = {
  ...supportAgent,
  roles: [{ id: 'manager', name: 'Manager' }],
  permissions: ['dashboard:view', 'users:view', 'orders:view'],
};

export const Forbidden: Story = {
  parameters: { msw: { handlers: { me: meAs(manager) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
    await expect(canvas.getByText('(audit:view)')).toBeVisible();
  },
};
