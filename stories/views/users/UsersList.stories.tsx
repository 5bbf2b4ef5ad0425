import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UsersArea } from '@atrium/ui/views/users/UsersView.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { USERS, meAs, noUsers, supportAgent } from './fixtures';
import { UsersFrame } from './UsersFrame';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { longTextStory } from '../longTextStories';

const meta = {
  title: 'Views/Users/List',
  component: UsersFrame,
  // What these stories review: the users area, which UsersFrame routes to over the mock API.
  subcomponents: { UsersArea },
  parameters: { route: '/users', layout: 'fullscreen' },
} satisfies Meta<typeof UsersFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const findTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Usuarios' });
/** The row, once the table has its answer: it is dimmed while it fetches, and the checks end on settled rows. */
const rowOf = async (canvasElement: HTMLElement, name: RegExp) => {
  const table = await findTable(canvasElement);
  const row = await within(table).findByRole('row', { name });
  await waitFor(() => expect(table.closest('[data-fetching]')).toBeNull());
  return row;
};
const flaky = failingFirst('get', USERS, () => noUsers);

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    const table = await findTable(canvasElement);
    await within(table).findAllByRole('rowheader');
    await expect(await canvas.findByRole('tab', { name: 'Todos 61' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Invitados 5' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Suspendidos 5' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: /Última actividad/ })).toBeVisible();
    // Created is hidden until chosen in the column chooser.
    await expect(within(table).queryByRole('columnheader', { name: /Alta/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('1 – 25 de 61')).toBeVisible();
    // Status reads as a word, never as a colour alone.
    await expect(within(table).getAllByText('Activo').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Invitar' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { users: http.get(USERS, () => HttpResponse.json(noUsers)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aún no hay usuarios.')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Todos 0' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { users: neverAnswers('get', USERS) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Cargando filas…')).toBeInTheDocument();
    await expect(canvas.queryByRole('row', { name: /@/ })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { users: flaky.handler } } },
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
  await expect(await canvas.findByText('Aún no hay usuarios.')).toBeVisible();
});

export const Forbidden: Story = {
  parameters: { msw: { handlers: { me: meAs(supportAgent) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
    await expect(canvas.getByText('Ver usuarios')).toBeVisible();
    await expect(canvas.getByText('(users:view)')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** Filters, search and tab go to the URL; the empty state names the filters in force. */
export const FiltersInTheUrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /^Suspendidos/ }));
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent('/users?status=suspended'));
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Buscar usuarios' }));
    await userEvent.paste('nadie-con-este-nombre');
    await expect(await canvas.findByText('Ninguna fila coincide con estos filtros:')).toBeVisible();
    await expect(canvas.getByText('Búsqueda: «nadie-con-este-nombre»')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent('search=nadie-con-este-nombre'));
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar filtros' }));
    await expect(await canvas.findByRole('tab', { name: 'Todos 61' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Opens the invite dialog and pastes addresses into it, as a list usually arrives. */
async function openInvite(canvasElement: HTMLElement, addresses: string) {
  await findTable(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Invitar' }));
  const dialog = await body().findByRole('dialog', { name: 'Invitar usuarios' });
  const emails = within(dialog).getByRole('textbox', { name: 'Correos electrónicos' });
  await userEvent.click(emails);
  await userEvent.paste(addresses);
  return { dialog, emails };
}

/** Two addresses, one of them not valid: flagged before anything is sent, and nothing typed is lost. */
export const Invite: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, emails } = await openInvite(canvasElement, 'nueva.persona@atrium.dev, no-es-un-correo');
    const addresses = within(dialog).getByRole('list', { name: 'Direcciones' });
    await expect(within(addresses).getByText('Dirección no válida')).toBeVisible();
    await expect(await within(addresses).findByText('Correcta')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    await expect(await within(dialog).findByText('Corrige o quita la dirección marcada.')).toBeVisible();
    await expect(emails).toHaveValue('nueva.persona@atrium.dev, no-es-un-correo');
  },
};

/** Sent: the list moves to the Invited tab, with the new person in it. */
export const InviteSends: Story = {
  // Checked by its play function in the stories run; not shot: under the screenshot run's four pages at once it times out.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { dialog } = await openInvite(canvasElement, 'nueva.persona@atrium.dev');
    await within(dialog).findByText('Correcta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    await expect(await body().findByText('1 invitación enviada', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Invitados 6' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent('/users?status=invited'));
    await expect(await rowOf(canvasElement, /nueva\.persona@atrium\.dev/)).toBeVisible();
  },
};

/** Answers a bulk call with the last id chosen skipped (its status does not allow it). */
const lastSkipped = http.post(`${USERS}/reactivate`, async ({ request }) => {
  const { ids } = (await request.json()) as { ids: string[] };
  return HttpResponse.json({ succeeded: ids.slice(0, -1), failed: [{ id: ids.at(-1), reason: 'invalid_state' }] });
});

/** The bulk bar answers who was done and who was skipped, with the reason in words. */
export const BulkResult: Story = {
  // Checked by its play function in the stories run; not shot: under the screenshot run's four pages at once it times out.
  parameters: { chromatic: { disableSnapshot: true }, msw: { handlers: { bulk: lastSkipped } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await findTable(canvasElement);
    const rows = (await within(table).findAllByRole('row', { name: /@/ })).slice(0, 3);
    for (const row of rows) await userEvent.click(within(row).getByRole('checkbox'));
    await expect(canvas.getByText('3 seleccionadas')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivar' }));
    const toast = await body().findByText('2 completados, 1 omitido');
    await expect(toast).toBeVisible();
    await expect(body().getByText(/su estado no lo permite/)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('3 seleccionadas')).not.toBeInTheDocument());
  },
};

/** The API's last-Owner refusal, in words, and the optimistic change put back. */
export const LastOwnerConflict: Story = {
  parameters: {
    msw: {
      handlers: {
        conflict: http.post(`${USERS}/suspend`, () =>
          HttpResponse.json({ code: 'last_owner', error: 'The last Owner can not…' }, { status: 409 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvasElement, /Adrián Ferrer/);
    await userEvent.click(within(row).getByRole('button', { name: 'Acciones de Adrián Ferrer' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Suspender' }));
    const dialog = await body().findByRole('dialog', { name: 'Suspender a Adrián Ferrer' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Prueba');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    await expect(await body().findByText('No se ha suspendido a Adrián Ferrer')).toBeVisible();
    await expect(body().getByText(/es el último propietario/)).toBeVisible();
    await waitFor(() => expect(within(row).getByText('Activo')).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  },
};

/** One's own account: suspend, delete and change roles are there but disabled, with the reason. */
export const OwnAccountGuarded: Story = {
  // Checked by its play function in the stories run; not shot: its last frame (a closing dialog, a toast) differs from run to run.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar usuarios' }), 'navarro');
    const row = await rowOf(canvasElement, /Lucía Navarro/);
    await userEvent.click(within(row).getByRole('button', { name: 'Acciones de Lucía Navarro' }));
    const menu = await body().findByRole('menu');
    const roles = within(menu).getByRole('menuitem', { name: 'Cambiar roles' });
    await expect(roles).toHaveAttribute('aria-disabled', 'true');
    await expect(roles).toHaveAccessibleDescription(
      'No puedes cambiar tus propios roles: pídeselo a otro propietario.',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Suspender' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: 'Restablecer contraseña' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // Escape closes the menu and gives focus back to its button. (Open, axe's label-in-name rule would
    // count each disabled item's visible reason as part of its label, which it is not: it is the description.)
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).not.toBeInTheDocument());
    await expect(within(row).getByRole('button', { name: 'Acciones de Lucía Navarro' })).toHaveFocus();
  },
};

/**
 * The Viewer selects users: the bulk bar's four actions stay focusable, look disabled and each names the
 * permission it needs. The story acts as the Viewer on the mock too.
 */
export const ViewerBulkBar: Story = {
  parameters: { chromatic: { disableSnapshot: true }, actor: 'viewer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvasElement, /Adrián Ferrer/);
    await userEvent.click(within(row).getByRole('checkbox'));
    await expect(canvas.getByText('1 seleccionada')).toBeVisible();
    const needs: [string, string][] = [
      ['Suspender', 'Suspender usuarios'],
      ['Reactivar', 'Suspender usuarios'],
      ['Cambiar roles', 'Editar usuarios'],
      ['Eliminar', 'Eliminar usuarios'],
    ];
    for (const [name, permission] of needs) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).not.toBeDisabled();
      // The reason is read with the button (and shown in a tooltip); the button stays focusable, and inert.
      await expect(button).toHaveAccessibleDescription(`Necesitas el permiso «${permission}»`);
      button.focus();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(body().queryByRole('dialog')).not.toBeInTheDocument();
      button.blur();
    }
  },
};

/** A Manager reads users but not roles: the chips still name the roles ("Manager", not "manager"). */
export const ManagerSeesRoleNames: Story = {
  parameters: { chromatic: { disableSnapshot: true }, actor: 'manager' },
  play: async ({ canvasElement }) => {
    await findTable(canvasElement);
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Buscar usuarios' }), 'marina sol');
    const row = await rowOf(canvasElement, /Marina Sol/);
    const chips = within(row).getByRole('list', { name: 'Roles' });
    await waitFor(() => expect(chips).toHaveTextContent('Manager'));
    await expect(within(chips).getByRole('listitem')).toHaveTextContent(/^Manager$/);
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(Default);
