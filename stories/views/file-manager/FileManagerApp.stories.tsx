import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileManagerApp } from '@atrium/ui/views/file-manager/index.ts';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers, serverError } from '../../toolbar/handlers';
import { ANNUAL_REPORT, FOLDER_PATH, FileManagerFrame, PERSONAL, PHOTOS } from './FileManagerFrame';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { LONG_WORD, longTextStory } from '../longTextStories';
import { wideViewport } from '../../primitives/wideViewport';

const LIST = '*/api/apps/file-manager';
const flaky = failingFirst('get', LIST, () => ({
  folders: [],
  files: [
    {
      id: 'f1',
      folderId: null,
      name: 'Only file.txt',
      createdBy: 'Ana',
      createdAt: '2026-01-01T10:00:00Z',
      modifiedAt: '2026-01-02T10:00:00Z',
      size: '2 KB',
      type: 'TXT',
      contents: null,
      description: null,
    },
  ],
  path: [],
}));

const meta = {
  title: 'Views/FileManager/App',
  component: FileManagerFrame,
  // What these stories review: the file manager, which FileManagerFrame routes to over the mock API.
  subcomponents: { FileManagerApp },
  parameters: { route: '/apps/file-manager', layout: 'fullscreen' },
} satisfies Meta<typeof FileManagerFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tiles and the details are the screens a designer reviews, on phones too. */
const phoneAndDesktop = { chromatic: { modes: layoutModes } };

export const Default: Story = {
  parameters: phoneAndDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Gestor de archivos' })).toBeVisible();
    const folders = await canvas.findByRole('grid', { name: 'Carpetas' });
    const files = canvas.getByRole('grid', { name: 'Archivos' });
    await expect(canvas.getByText('3 carpetas, 5 archivos')).toBeVisible();
    await expect(
      within(folders)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Invoices'),
      expect.stringContaining('Personal'),
      expect.stringContaining('Projects'),
    ]);
    // Each file carries its type as text in its coloured tag.
    const report = within(files).getByRole('row', { name: 'Annual report 2025.pdf' });
    await expect(within(report).getByText('PDF')).toBeVisible();
    await expect(within(within(files).getByRole('row', { name: 'todo.txt' })).getByText('TXT')).toBeVisible();
    await expect(canvas.getByText('PDF, XLS, DOC, TXT o JPG, hasta 10 MB')).toBeVisible();
    // Arrow keys move through the tiles as a grid.
    within(folders).getByRole('row', { name: 'Invoices' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(folders).getByRole('row', { name: 'Personal' })).toHaveFocus();
  },
};

export const ListView: Story = {
  name: 'List view',
  parameters: { route: '/apps/file-manager?view=list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Carpetas y archivos' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await expect(names()[0]).toBe('Invoices');
    await expect(canvas.getByRole('radio', { name: 'Lista' })).toBeChecked();
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Tamaño' }));
    // Folders stay first; files go smallest first.
    await waitFor(() =>
      expect(names().slice(3)).toEqual([
        'todo.txt',
        'Meeting notes.doc',
        'Budget planning.xls',
        'Annual report 2025.pdf',
        'Team offsite.jpg',
      ]),
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en esta carpeta' }), 'report');
    await waitFor(() => expect(names()).toEqual(['Annual report 2025.pdf']));
  },
};

export const DetailsOpen: Story = {
  name: 'Details open',
  parameters: { route: `/apps/file-manager?item=${PERSONAL}`, ...phoneAndDesktop },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Personal' });
    const body = within(drawer);
    await expect(body.getByText('Creado por')).toBeVisible();
    await expect(body.getByText('Lucía Navarro')).toBeVisible();
    await expect(body.getByText('87 MB')).toBeVisible();
    await expect(body.getByText('Contenido')).toBeVisible();
    await expect(body.getByText('3 files')).toBeVisible();
    await expect(body.getByText('Personal folder, shared with the team')).toBeVisible();
    await expect(body.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Personal');
  },
};

/** From 1440 px the details dock beside the folder: the tiles stay usable and open another item's details. */
export const DetailsDocked: Story = {
  name: 'Details docked',
  ...wideViewport,
  parameters: { ...wideViewport.parameters, route: `/apps/file-manager?item=${PERSONAL}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Personal' });
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(within(panel).getByText('87 MB')).toBeVisible();
    const files = canvas.getByRole('grid', { name: 'Archivos' });
    await expect(files.getBoundingClientRect().right).toBeLessThanOrEqual(panel.getBoundingClientRect().left);
    await expect(Math.round(panel.getBoundingClientRect().width)).toBe(400);
    // The tiles beside it still answer: a file opens its own details in the same place.
    await userEvent.click(within(files).getByRole('row', { name: 'todo.txt' }));
    const todo = await canvas.findByRole('region', { name: 'todo.txt' });
    await expect(within(todo).getByText('TXT')).toBeVisible();
    await userEvent.click(within(todo).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'todo.txt' })).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Ruta actual' })).toHaveTextContent(/^\/apps\/file-manager$/);
  },
};

export const Breadcrumb: Story = {
  name: 'Nested folder',
  parameters: { route: FOLDER_PATH(PHOTOS) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Photos' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Ruta de la carpeta' });
    await expect(within(trail).getByRole('link', { name: 'Gestor de archivos' })).toBeVisible();
    await userEvent.click(within(trail).getByRole('link', { name: 'Personal' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Personal' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Ruta actual' })).toHaveTextContent(FOLDER_PATH(PERSONAL)),
    );
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { list: http.get(LIST, () => HttpResponse.json({ folders: [], files: [], path: [] })) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Esta carpeta está vacía')).toBeVisible();
    await expect(canvas.getByText('Sube un archivo para guardar algo en ella.')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: neverAnswers('get', LIST) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Cargando la carpeta…' })).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { list: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo cargar la carpeta.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('No se pudo cargar la carpeta.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(await canvas.findByRole('row', { name: 'Only file.txt' })).toBeVisible();
});

export const UnknownFolder: Story = {
  name: 'Unknown folder in the address',
  parameters: { route: FOLDER_PATH('no-such-folder') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Esta carpeta no existe')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a todos los archivos' }));
    await expect(await canvas.findByRole('grid', { name: 'Carpetas' })).toBeVisible();
  },
};

/** DELETE answers 500: the file goes, comes back, and a message offers Retry. */
export const DeleteFails: Story = {
  name: 'Delete fails',
  parameters: {
    route: `/apps/file-manager?item=${ANNUAL_REPORT}`,
    msw: { handlers: { remove: serverError('delete', LIST) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await screen.findByRole('dialog', { name: 'Annual report 2025.pdf' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar «Annual report 2025.pdf»?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    const toast = await screen.findByText('No se pudo eliminar «Annual report 2025.pdf».');
    await expect(toast).toBeVisible();
    await expect(await canvas.findByRole('row', { name: 'Annual report 2025.pdf' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** An empty name and a name already in the folder are refused in place, and the typed text stays. */
export const RenameRefused: Story = {
  name: 'Rename refused',
  parameters: { route: `/apps/file-manager?item=${PERSONAL}`, chromatic: { disableSnapshot: true } },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Personal' }));
    const name = drawer.getByRole('textbox', { name: 'Nombre' });
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(drawer.getByRole('button', { name: 'Renombrar' }));
    await expect(await drawer.findByText('Escribe un nombre.')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'invoices');
    await userEvent.click(drawer.getByRole('button', { name: 'Renombrar' }));
    await expect(await drawer.findByText('Ya hay algo llamado «invoices» en esta carpeta.')).toBeVisible();
    await expect(name).toHaveValue('invoices');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A file keeps its type: a name with another extension is refused in place, before any call. */
export const RenameKeepsType: Story = {
  name: 'Rename keeps the type',
  parameters: { route: `/apps/file-manager?item=${ANNUAL_REPORT}`, chromatic: { disableSnapshot: true } },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Annual report 2025.pdf' }));
    const name = drawer.getByRole('textbox', { name: 'Nombre' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Annual report 2025.exe');
    await userEvent.click(drawer.getByRole('button', { name: 'Renombrar' }));
    await expect(await drawer.findByText('El nombre de un archivo PDF debe terminar en .pdf.')).toBeVisible();
    await expect(name).toHaveValue('Annual report 2025.exe');
    await expect(screen.getByRole('dialog', { name: 'Annual report 2025.pdf' })).toBeVisible();
  },
};

/** Renamed with its Save button, the drawer still closes with Escape: focus stays inside it. */
export const RenamesThenEscapeCloses: Story = {
  name: 'Renames, then Escape closes',
  parameters: { route: `/apps/file-manager?item=${ANNUAL_REPORT}`, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Annual report 2025.pdf' }));
    const name = drawer.getByRole('textbox', { name: 'Nombre' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Annual report final.pdf');
    await userEvent.click(drawer.getByRole('button', { name: 'Renombrar' }));
    await expect(await screen.findByRole('dialog', { name: 'Annual report final.pdf' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Renombrar' })).toBeDisabled();
    await expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('row', { name: 'Annual report final.pdf' })).toBeVisible();
  },
};

/** The upload answers 500: the file shows at once, leaves again, and a message offers Retry. */
export const UploadFails: Story = {
  name: 'Upload fails',
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { upload: serverError('post', '*/api/apps/file-manager/upload') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = await canvas.findByRole('grid', { name: 'Archivos' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).not.toBeNull();
    await userEvent.upload(input!, new File(['hello'], 'Plan.txt', { type: 'text/plain' }));
    await expect(await screen.findByText('No se pudo subir «Plan.txt».')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await waitFor(() => expect(within(files).queryByRole('row', { name: 'Plan.txt' })).not.toBeInTheDocument());
  },
};

/** A file's details drawer, its title the file's whole (lengthened) name. */
const fileDetails = {
  ...DetailsOpen,
  parameters: { ...DetailsOpen.parameters, route: `/apps/file-manager?item=${ANNUAL_REPORT}` },
};
const detailsDrawer = async () => {
  await screen.findByRole('dialog', { name: new RegExp(`^Annual report 2025 ${LONG_WORD}\\.pdf$`) });
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(fileDetails, { ready: detailsDrawer });

/** The same on a phone. */
export const LongTextOnAPhone: Story = longTextStory(fileDetails, { ready: detailsDrawer, viewport: 'mobile' });
