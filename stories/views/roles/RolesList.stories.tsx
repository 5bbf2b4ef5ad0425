import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RolesArea } from '@atrium/ui/views/roles/RolesView.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { ROLES, meAs, supportAgent, viewer } from './fixtures';
import { RolesFrame } from './RolesFrame';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { longTextStory } from '../longTextStories';

const flaky = failingFirst('get', ROLES, () => [
  {
    id: 'owner',
    name: 'Owner',
    description: 'Every permission.',
    permissions: ['roles:view'],
    system: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    userCount: 1,
  },
]);

const meta = {
  title: 'Views/Roles/List',
  component: RolesFrame,
  // What these stories review: the roles area, which RolesFrame routes to over the mock API.
  subcomponents: { RolesArea },
  parameters: { route: '/roles', layout: 'fullscreen' },
} satisfies Meta<typeof RolesFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Roles' });
/**
 * Brings a field on screen before it is used, as a person would scroll to it: a popover opened from a
 * field below the fold closes itself as soon as the page scrolls to show it.
 */
const inView = <E extends HTMLElement>(element: E) => {
  element.scrollIntoView({ block: 'center' });
  return element;
};
const route = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Ruta actual' });

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await findTable(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    const owner = within(table).getByRole('row', { name: /Owner/ });
    // The system role says so in words, and can only be duplicated.
    await expect(within(owner).getByText('Sistema')).toBeVisible();
    // The count's total is the permission catalogue, a call of its own that may answer after the roles: the
    // row, drawn already, shows it once it comes.
    await expect(await within(owner).findByText('32 de 32 permisos')).toBeInTheDocument();
    await expect(within(owner).getByRole('link', { name: '1 usuario' })).toHaveAttribute('href', '/users?role=owner');
    await expect(within(owner).getByRole('button', { name: 'Duplicar Owner' })).toBeEnabled();
    await expect(within(owner).queryByRole('button', { name: 'Eliminar Owner' })).not.toBeInTheDocument();
    const support = within(table).getByRole('row', { name: /Support agent/ });
    await expect(await within(support).findByText('16 / 32')).toBeVisible();
    await expect(within(support).getByRole('button', { name: 'Eliminar Support agent' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Nuevo rol' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Comprobar acceso' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { roles: http.get(ROLES, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aún no hay roles.')).toBeVisible();
    await expect(canvas.getByText('Crea uno para decidir qué puede hacer cada persona.')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { roles: neverAnswers('get', ROLES) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByText('Cargando roles…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { roles: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar los roles.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('No se han podido cargar los roles.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  const table = await findTable(canvasElement);
  await expect(within(table).getByRole('row', { name: /Owner/ })).toBeVisible();
});

/** Without `roles:view` the area is the 403 page, naming what is missing. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { me: meAs(supportAgent) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
    await expect(canvas.getByText(/Ver roles/)).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** A Viewer sees the roles but every change is disabled, saying which permission is missing. */
export const ReadOnlyForAViewer: Story = {
  // Checked by its play function in the stories run; not shot: under the screenshot run's four pages at once it times out.
  parameters: { chromatic: { disableSnapshot: true }, actor: 'viewer', msw: { handlers: { me: meAs(viewer) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await findTable(canvasElement);
    const create = canvas.getByRole('button', { name: 'Nuevo rol' });
    // Inert but reachable: hovering (or focusing) it says which permission is missing.
    await waitFor(() => expect(create).toHaveAttribute('aria-disabled', 'true'));
    // The mouse moves over the page first, as a real one does: react-aria opens a tooltip on hover only
    // once the pointer is the way the user interacts.
    await userEvent.hover(canvasElement);
    await userEvent.hover(create);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Necesitas el permiso «Gestionar roles»');
    await userEvent.unhover(create);
    await expect(within(table).getByRole('button', { name: 'Eliminar Manager' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const CreatesARole: Story = {
  // Checked by its play function in the stories run; not shot: its last frame (a closing dialog, a toast) differs from run to run.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nuevo rol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo rol' });
    // A taken name is said under the field, and what was typed stays.
    const name = within(dialog).getByRole('textbox', { name: /Nombre/ });
    await userEvent.type(name, 'manager');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear rol' }));
    await expect(await within(dialog).findByText('Ya hay un rol con ese nombre. Elige otro.')).toBeVisible();
    await expect(name).toHaveValue('manager');
    await userEvent.clear(name);
    await userEvent.type(name, 'Auditor');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Descripción' }), 'Revisa el registro.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear rol' }));
    await expect(await screen.findByText('Rol «Auditor» creado.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Auditor' })).toBeVisible();
    await expect(route(canvasElement)).toHaveTextContent(/^\/roles\/[\w-]+$/);
  },
};

export const DeletesARoleInUse: Story = {
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: 'Eliminar Manager' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar el rol «Manager»?' });
    await expect(within(dialog).getByText(/usuarios tienen «Manager»\. Elige a qué rol pasan/)).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar rol' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Pasar sus usuarios a/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Viewer' }));
    await userEvent.click(confirm);
    await expect(await screen.findByText('Rol «Manager» eliminado.')).toBeVisible();
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Manager/ })).not.toBeInTheDocument());
  },
};

export const ChecksAccess: Story = {
  // Checked by its play function, not shot: the list above it is Default's screenshot, and on a loaded
  // machine its permission counts were caught mid-way through their hover transition.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tool = await canvas.findByRole('region', { name: 'Comprobar acceso' });
    await userEvent.type(inView(within(tool).getByRole('combobox', { name: 'Usuario' })), 'support@');
    await userEvent.click(await screen.findByRole('option', { name: /Sergio Lago/ }, { timeout: 3000 }));
    await userEvent.click(inView(within(tool).getByRole('button', { name: /Permiso/ })));
    await userEvent.click(await screen.findByRole('option', { name: 'Ver usuarios' }));
    await expect(
      await within(tool).findByText('Ninguno de los roles de Sergio Lago incluye «Ver usuarios».'),
    ).toBeVisible();
    await expect(within(tool).getByText('No.')).toBeVisible();
    await userEvent.click(inView(within(tool).getByRole('button', { name: /Permiso/ })));
    await userEvent.click(await screen.findByRole('option', { name: 'Ver pedidos' }));
    await expect(
      await within(tool).findByText('Sergio Lago puede «Ver pedidos» a través de Support agent.'),
    ).toBeVisible();
    await expect(within(tool).getByText('Sí.')).toBeVisible();
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(Default);
