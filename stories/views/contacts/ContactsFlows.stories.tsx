import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactsApp } from '@atrium/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ContactsFrame } from './ContactsFrame';
import { FARID_ID } from './fixtures';

const meta = {
  title: 'Views/Contacts/Flows',
  component: ContactsFrame,
  // What these stories review: the contacts app, which ContactsFrame routes to over the mock API.
  subcomponents: { ContactsApp },
  // Behaviour checks: their end states are the App scenarios' screens again, some with a new
  // contact's generated id in view, so they are not screenshotted.
  parameters: { route: '/apps/contacts', layout: 'fullscreen', chromatic: { disableSnapshot: true } },
  // The flows act in the contact form, whose code the app fetches the first time a form opens. It is
  // loaded before each story, so a flow waits only for the contact: on a fresh page that download can
  // outlast findBy's 5 s, and a story must not count on an earlier one having made it.
  loaders: [
    async () => {
      await import('@atrium/ui/views/contacts/ContactForm.tsx');
    },
  ],
} satisfies Meta<typeof ContactsFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Ruta actual' });

/** Typing narrows the list (after a pause) with the mock's name search, and the URL keeps it. */
export const SearchNarrowsList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('90 contactos');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar contactos' }), 'ada');
    await waitFor(() => expect(canvas.getByText('3 contactos')).toBeVisible());
    const list = canvas.getByRole('grid', { name: 'Lista de contactos' });
    const rows = within(list)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('data-key')?.length === 36);
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ada Holm'),
      expect.stringContaining('Ada Lefèvre'),
      expect.stringContaining('Ada Lindqvist'),
    ]);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/apps/contacts?q=ada'));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Buscar contactos' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar contactos' }), 'qqq');
    await waitFor(() => expect(canvas.getByText('Ningún contacto coincide con «qqq»')).toBeVisible());
  },
};

/** Editing and saving shows the change at once, and the API keeps it (a fresh read returns it). */
export const SavingPersists: Story = {
  parameters: { route: `/apps/contacts/${FARID_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar' }));
    const title = await canvas.findByRole('textbox', { name: 'Cargo' });
    // Pasted rather than typed key by key: the story keeps within its time limit on a busy machine.
    await userEvent.clear(title);
    await userEvent.paste('Head of Quality');
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir teléfono' }));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Teléfono 3' }));
    await userEvent.paste('600 111 222');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const panel = await canvas.findByRole('article', { name: 'Farid Garrido' });
    await expect(within(panel).getByText('Head of Quality')).toBeVisible();
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(`/apps/contacts/${FARID_ID}`));
    await waitFor(async () => {
      const stored = (await (await fetch(`/api/apps/contacts/contact?id=${FARID_ID}`)).json()) as {
        title: string;
        phoneNumbers: Array<{ phoneNumber: string; country: string }>;
      };
      await expect(stored.title).toBe('Head of Quality');
      await expect(stored.phoneNumbers[2]).toEqual(
        expect.objectContaining({ phoneNumber: '600 111 222', country: 'ES' }),
      );
    });
    await waitFor(() => expect(within(panel).getByText(/\+34\s+600 111 222/)).toBeVisible());
  },
};

/** Add creates a blank contact and opens it for editing; saving puts it in the list. */
export const CreatesContact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('90 contactos');
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir' }));
    const name = await canvas.findByRole('textbox', { name: /^Nombre/ });
    await expect(name).toHaveValue('New Contact');
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/\/apps\/contacts\/[0-9a-f-]{36}\/edit$/));
    await userEvent.clear(name);
    await userEvent.paste('Zelda Quintana');
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir correo' }));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Correo electrónico 1' }));
    await userEvent.paste('zelda@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const panel = await canvas.findByRole('article', { name: 'Zelda Quintana' });
    await expect(within(panel).getByRole('link', { name: 'zelda@example.com' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('91 contactos')).toBeVisible());
    const list = canvas.getByRole('grid', { name: 'Lista de contactos' });
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(within(list).getByRole('row', { name: /Zelda Quintana/ })).toBeVisible());
  },
};

/** Delete asks first; confirmed, the contact leaves the list and the panel closes. */
export const DeletesContact: Story = {
  parameters: { route: `/apps/contacts/${FARID_ID}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /^Nombre/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar el contacto?' });
    await expect(dialog).toHaveTextContent('Se eliminará a Farid Garrido de forma permanente.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(canvas.getByText('89 contactos')).toBeVisible());
    // The list drops the contact at once (an optimistic update); the router moves to the list in a
    // transition, which may land a moment later.
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/apps\/contacts$/));
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Farid Garrido')).not.toBeInTheDocument();
  },
};

/** Unsaved edits are not lost silently: Cancel asks, and so does opening another contact. */
export const AsksBeforeDiscarding: Story = {
  parameters: { route: `/apps/contacts/${FARID_ID}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Nombre/ });
    await userEvent.type(name, ' Jr.');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Farid Garrido Jr.');
    // Another contact from the list: asked again; discarding opens it.
    await userEvent.click(within(canvas.getByRole('grid')).getByRole('row', { name: /Ada Holm/ }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Ada Holm' })).toBeVisible());
    // The list marks the open contact's row (a tint and a bar at its start), and only that one.
    const marked = () =>
      within(canvas.getByRole('grid'))
        .getAllByRole('row')
        .filter((row) => getComputedStyle(row).boxShadow.includes('inset'));
    await waitFor(() => expect(marked().map((row) => row.textContent)).toEqual([expect.stringMatching(/Ada Holm/)]));
  },
};

/** Tags are created from the filter, renamed and deleted in place (deleting asks first). */
export const ManagesTags: Story = {
  parameters: { route: `/apps/contacts/${FARID_ID}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /^Nombre/ });
    await userEvent.click(canvas.getByRole('button', { name: /^Elegir etiquetas/ }));
    const panel = await screen.findByRole('dialog', { name: 'Etiquetas' });
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Filtrar o crear etiqueta' }), 'Climbing');
    await userEvent.click(within(panel).getByRole('button', { name: 'Crear «Climbing»' }));
    await waitFor(() =>
      expect(within(panel).getByRole('row', { name: 'Climbing' })).toHaveAttribute('aria-selected', 'true'),
    );
    // The create button has gone: the focus is back in the filter, still inside the panel.
    const filter = within(panel).getByRole('textbox', { name: 'Filtrar o crear etiqueta' });
    await waitFor(() => expect(filter).toHaveFocus());
    await userEvent.click(within(panel).getByRole('button', { name: 'Renombrar o eliminar' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Eliminar la etiqueta Band' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar la etiqueta?' });
    await expect(confirm).toHaveTextContent('Se quitará «Band» de todos los contactos.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    // The deleted tag's row is gone with the dialog's trigger: the focus goes back to the filter, so
    // Escape still closes the panel.
    await waitFor(() => expect(within(panel).queryByText('Band')).not.toBeInTheDocument());
    await waitFor(() => expect(filter).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Etiquetas' })).not.toBeInTheDocument());
    const tags = canvas.getByRole('group', { name: 'Etiquetas' });
    await waitFor(() => expect(within(tags).queryByText('Band')).not.toBeInTheDocument());
    await expect(within(tags).getByText('Climbing')).toBeVisible();
  },
};
