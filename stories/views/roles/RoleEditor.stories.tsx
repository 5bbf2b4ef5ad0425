import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RolesArea } from '@atrium/ui/views/roles/RolesView.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { ROLE, meAs, viewer } from './fixtures';
import { RolesFrame } from './RolesFrame';
import { longTextStory } from '../longTextStories';

const meta = {
  title: 'Views/Roles/Editor',
  component: RolesFrame,
  // What these stories review: a role's editor, which RolesFrame routes to over the mock API.
  subcomponents: { RolesArea },
  parameters: { route: '/roles/support', layout: 'fullscreen' },
} satisfies Meta<typeof RolesFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const findMatrix = (canvasElement: HTMLElement, name = 'Support agent') =>
  within(canvasElement).findByRole('table', { name: `Permisos de ${name}` });
/**
 * Brings a field on screen before it is used, as a person would scroll to it: a popover opened from a
 * field below the fold closes itself as soon as the page scrolls to show it.
 */
const inView = <E extends HTMLElement>(element: E) => {
  element.scrollIntoView({ block: 'center' });
  return element;
};
const route = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Ruta actual' });

/** Ticking an action ticks its view too; the save bar sums up the change and saves it. */
export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matrix = await findMatrix(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support agent' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Permisos', selected: true })).toBeVisible();
    // The rule about "View" is explained beside the matrix.
    await expect(canvas.getByText(/al marcar Editar se marca Ver/)).toBeVisible();
    // Orders has some of its actions: its row says so with the indeterminate state.
    await expect(
      within(matrix).getByRole('checkbox', { name: 'Todos los permisos de Pedidos' }),
    ).toBePartiallyChecked();
    await expect(
      within(matrix).getByRole('checkbox', { name: 'Reembolsar pedidos (Permiso delicado)' }),
    ).not.toBeChecked();

    const edit = within(matrix).getByRole('checkbox', { name: 'Editar usuarios' });
    await userEvent.click(edit);
    await expect(edit).toBeChecked();
    await expect(within(matrix).getByRole('checkbox', { name: 'Ver usuarios' })).toBeChecked();
    const bar = canvas.getByRole('region', { name: 'Cambios sin guardar' });
    await expect(bar).toHaveTextContent(/\+2 \/ −0 · afecta a \d+ usuarios/);

    await userEvent.click(within(bar).getByRole('button', { name: 'Guardar permisos' }));
    await expect(await screen.findByText('Permisos de «Support agent» guardados.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Cambios sin guardar' })).not.toBeInTheDocument());
    await expect(within(matrix).getByRole('checkbox', { name: 'Editar usuarios' })).toBeChecked();
  },
};

/** Unticking View unticks the resource's other actions; Cancel puts everything back. */
export const UntickingViewClearsTheRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matrix = await findMatrix(canvasElement);
    await userEvent.click(within(matrix).getByRole('checkbox', { name: 'Ver pedidos' }));
    await expect(within(matrix).getByRole('checkbox', { name: 'Editar pedidos' })).not.toBeChecked();
    await expect(within(matrix).getByRole('checkbox', { name: 'Todos los permisos de Pedidos' })).not.toBeChecked();
    const bar = canvas.getByRole('region', { name: 'Cambios sin guardar' });
    await expect(bar).toHaveTextContent(/\+0 \/ −2/);
    await userEvent.click(within(bar).getByRole('button', { name: 'Cancelar cambios' }));
    await expect(within(matrix).getByRole('checkbox', { name: 'Editar pedidos' })).toBeChecked();
  },
};

/** A whole column at once: "Ver" on every resource. */
export const SelectsAColumn: Story = {
  play: async ({ canvasElement }) => {
    const matrix = await findMatrix(canvasElement);
    const column = within(matrix).getByRole('checkbox', { name: 'Ver en todos los recursos' });
    await expect(column).toBePartiallyChecked();
    await userEvent.click(column);
    await expect(column).toBeChecked();
    await expect(within(matrix).getByRole('checkbox', { name: 'Ver la auditoría' })).toBeChecked();
    await expect(within(canvasElement).getByRole('region', { name: 'Cambios sin guardar' })).toHaveTextContent(
      /\+3 \/ −0/,
    );
  },
};

/** Leaving with unsaved changes asks first; keeping them stays, discarding goes. */
export const AsksBeforeLeaving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matrix = await findMatrix(canvasElement);
    await userEvent.click(within(matrix).getByRole('checkbox', { name: 'Ver usuarios' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a roles' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await expect(route(canvasElement)).toHaveTextContent('/roles/support');
    await expect(within(matrix).getByRole('checkbox', { name: 'Ver usuarios' })).toBeChecked();
    // Another tab of the same role keeps the draft without asking.
    await userEvent.click(canvas.getByRole('tab', { name: 'Miembros' }));
    // The router applies the tab's address in a transition: the production build of the Storybook shows it a
    // moment after the click.
    await waitFor(() => expect(route(canvasElement)).toHaveTextContent('/roles/support/members'));
    await userEvent.click(canvas.getByRole('tab', { name: 'Permisos' }));
    await expect(within(await findMatrix(canvasElement)).getByRole('checkbox', { name: 'Ver usuarios' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a roles' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(route(canvasElement)).toHaveTextContent(/^\/roles$/));
  },
};

/** The API refuses the save: the change is put back, the reason is said, and the draft stays to try again. */
export const SaveRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        save: http.patch(ROLE, () =>
          HttpResponse.json({ code: 'forbidden', permission: 'roles:manage', error: 'Forbidden' }, { status: 403 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matrix = await findMatrix(canvasElement);
    await userEvent.click(within(matrix).getByRole('checkbox', { name: 'Ver usuarios' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar permisos' }));
    await expect(await screen.findByText('No se han guardado los permisos de «Support agent».')).toBeVisible();
    await expect(screen.getByText('Necesitas el permiso «Gestionar roles»')).toBeVisible();
    const bar = await canvas.findByRole('region', { name: 'Cambios sin guardar' });
    await expect(bar).toHaveTextContent(/\+1 \/ −0/);
    await expect(within(matrix).getByRole('checkbox', { name: 'Ver usuarios' })).toBeChecked();
  },
};

/** The Owner is a system role: its matrix is read-only, and a note says why and what to do instead. */
export const SystemRoleReadOnly: Story = {
  parameters: { route: '/roles/owner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matrix = await findMatrix(canvasElement, 'Owner');
    await expect(canvas.getByText('Sistema')).toBeVisible();
    await expect(canvas.getByText(/es un rol del sistema: sus permisos no se pueden cambiar/)).toBeVisible();
    const refund = within(matrix).getByRole('checkbox', { name: 'Reembolsar pedidos (Permiso delicado)' });
    await expect(refund).toBeChecked();
    await userEvent.click(refund);
    await expect(refund).toBeChecked();
    await expect(canvas.queryByRole('region', { name: 'Cambios sin guardar' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Duplicar' })).toBeEnabled();
  },
};

/** Without `roles:manage` the matrix is read-only and says which permission is missing. */
export const ReadOnlyForAViewer: Story = {
  parameters: { actor: 'viewer', msw: { handlers: { me: meAs(viewer) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const matrix = await findMatrix(canvasElement);
    // The notice on the page (a refused button also carries the reason, hidden, as its description).
    const notice = await canvas.findByText('Necesitas el permiso «Gestionar roles»', {
      ignore: 'script, style, [hidden]',
    });
    await expect(notice).toBeVisible();
    const view = within(matrix).getByRole('checkbox', { name: 'Ver usuarios' });
    await userEvent.click(view);
    await expect(view).not.toBeChecked();
  },
};

/**
 * The only Owner removing herself from the Owner role (her only role) is refused by the mock with the
 * last-Owner rule, said before "a user needs a role"; the member comes back and the rule is said in words.
 */
export const MembersLastOwner: Story = {
  parameters: { route: '/roles/owner/members' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Miembros', selected: true })).toBeVisible();
    const members = await canvas.findByRole('grid', { name: 'Miembros de Owner' });
    await userEvent.click(within(members).getByRole('button', { name: 'Quitar a Lucía Navarro del rol' }));
    await expect(await screen.findByText('No se ha cambiado el rol de Lucía Navarro.')).toBeVisible();
    await expect(
      screen.getByText('Tiene que quedar al menos un Owner: el último no puede perder el rol Owner.'),
    ).toBeVisible();
    await waitFor(() => expect(members).toHaveTextContent('Lucía Navarro'));
  },
};

/** Adding a member: find them by name or email, add, and they are listed. */
export const AddsAMember: Story = {
  parameters: { route: '/roles/support/members' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = await canvas.findByRole('grid', { name: 'Miembros de Support agent' });
    await userEvent.type(inView(canvas.getByRole('combobox', { name: 'Añadir un usuario' })), 'viewer@');
    await userEvent.click(await screen.findByRole('option', { name: /Valeria Cruz/ }, { timeout: 3000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir' }));
    await expect(await screen.findByText('Valeria Cruz ya tiene el rol «Support agent».')).toBeVisible();
    await waitFor(() => expect(members).toHaveTextContent('Valeria Cruz'));
  },
};

/** Two roles side by side; the rows that differ say so in words. */
export const Compare: Story = {
  parameters: { route: '/roles/support/compare' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Elige un rol para ver los dos juntos/)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Comparar con/ })).toBeEnabled());
    await userEvent.click(inView(canvas.getByRole('button', { name: /Comparar con/ })));
    await userEvent.click(await screen.findByRole('option', { name: 'Viewer' }));
    const table = await canvas.findByRole('table', { name: '«Support agent» frente a «Viewer»' });
    await expect(route(canvasElement)).toHaveTextContent('/roles/support/compare?with=viewer');
    await expect(canvas.getByText(/^\d+ permisos distintos\.$/)).toBeVisible();
    const refund = within(table).getByRole('row', { name: /Editar pedidos/ });
    await expect(within(refund).getByText('Solo en Support agent')).toBeVisible();
    const audit = within(table).getByRole('row', { name: /Ver la auditoría/ });
    await expect(within(audit).getByText('Solo en Viewer')).toBeVisible();
    await expect(within(table).getByRole('row', { name: /Ver pedidos/ })).not.toHaveTextContent('Solo en');
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(Default);
