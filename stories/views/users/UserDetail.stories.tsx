import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UsersArea } from '@atrium/ui/views/users/UsersView.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { USERS } from './fixtures';
import { UsersFrame } from './UsersFrame';
import { longTextStory } from '../longTextStories';

const meta = {
  title: 'Views/Users/Detail',
  component: UsersFrame,
  subcomponents: { UsersArea },
  parameters: { route: '/users/usr-manager', layout: 'fullscreen' },
} satisfies Meta<typeof UsersFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const location = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Ruta actual');
const flaky = failingFirst('get', `${USERS}/user`, () => ({ error: 'gone' }));

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Marina Sol' })).toBeVisible();
    await expect(canvas.getByText('manager@atrium.dev', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Suspender' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Acciones de Marina Sol' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Usuarios' })).toBeVisible();
  },
};

/** Every tab, with the tab in the URL: permissions say which role gives them; a session is revoked and logged. */
export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Marina Sol' });

    await userEvent.click(canvas.getByRole('tab', { name: 'Roles y permisos' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/users/usr-manager?tab=roles'));
    const permissions = await canvas.findByRole('region', { name: /permisos efectivos/ });
    const viewUsers = within(permissions).getByText('Ver usuarios').closest('li')!;
    await expect(viewUsers).toHaveTextContent('por el rol Manager');

    await userEvent.click(canvas.getByRole('tab', { name: 'Sesiones' }));
    const sessions = await canvas.findByRole('region', { name: /sesi(ón|ones) abiertas?/ });
    const revoke = within(sessions).getAllByRole('button', { name: /^Cerrar la sesión de/ });
    const before = revoke.length;
    await userEvent.click(revoke[0]!);
    await expect(await body().findByText('Sesión cerrada', { selector: '[slot="title"], div, span' })).toBeVisible();
    await waitFor(() =>
      expect(within(sessions).queryAllByRole('button', { name: /^Cerrar la sesión de/ })).toHaveLength(before - 1),
    );

    await userEvent.click(canvas.getByRole('tab', { name: 'Actividad' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('tab=activity'));
    const activity = await canvas.findByRole('region', { name: 'Actividad' });
    await expect(await within(activity).findByText('Sesión cerrada')).toBeVisible();
    await expect(within(activity).getByText(/por Lucía Navarro/)).toBeVisible();
  },
};

/**
 * Her own page: changing her roles and suspending herself are refused, and the buttons say why, to the
 * pointer and to the keyboard (focusable, the reason in a tooltip), not just greyed out.
 */
export const OwnPageSaysWhy: Story = {
  parameters: { chromatic: { disableSnapshot: true }, route: '/users/1f7e0fd8-5b6e-45de-8c14-74c55391b375' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lucía Navarro' })).toBeVisible();
    const reasons: [string, string][] = [
      ['Cambiar roles', 'No puedes cambiar tus propios roles: pídeselo a otro propietario.'],
      ['Suspender', 'No puedes suspender tu propia cuenta.'],
    ];
    for (const [name, reason] of reasons) {
      const button = await canvas.findByRole('button', { name });
      await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
      // The reason is read with the button (and shown in a tooltip); the button stays focusable, and inert.
      await expect(button).toHaveAccessibleDescription(reason);
      button.focus();
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(body().queryByRole('dialog')).not.toBeInTheDocument();
      button.blur();
    }
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { user: neverAnswers('get', `${USERS}/user`) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cargando usuario…')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: {
    msw: {
      handlers: {
        user: http.get(`${USERS}/user`, () => HttpResponse.json({ error: 'Server error' }, { status: 500 })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar el usuario.');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  parameters: { route: '/users/nobody' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ese usuario no existe o ya se ha eliminado.')).toBeVisible();
  },
};

/** Suspending from the header: the badge changes at once and the primary action becomes Reactivate. */
export const Suspends: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Marina Sol' });
    await userEvent.click(canvas.getByRole('button', { name: 'Suspender' }));
    const dialog = await body().findByRole('dialog', { name: 'Suspender a Marina Sol' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    await expect(await within(dialog).findByText('Explica el motivo.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Motivo/ }));
    await userEvent.paste('Compartió su contraseña');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    await expect(await body().findByText('Marina Sol está suspendido')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Reactivar' })).toBeEnabled();
    await expect(canvas.getAllByText('Suspendido').length).toBeGreaterThan(0);
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(Default);
