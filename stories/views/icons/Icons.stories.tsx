import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { IconsView } from '@atrium/ui/views/icons/IconsView.tsx';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { FEATHER, IconsFrame } from './IconsFrame';
import { stubClipboard } from '../../clipboard';
import { expectRetryOffered, retryRecovers } from '../errorStories';

const smallSet = () => ({ namespace: 'feather', name: 'Feather', grid: 'icon-size-6', list: ['activity', 'bell'] });
const flaky = failingFirst('get', FEATHER, smallSet);

const writeText = fn((_text: string) => Promise.resolve());

const meta = {
  title: 'Views/Icons/Page',
  component: IconsFrame,
  subcomponents: { IconsView },
  parameters: { route: '/ui/icons/feather', layout: 'fullscreen' },
} satisfies Meta<typeof IconsFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const findGrid = (canvasElement: HTMLElement, set = 'Feather') =>
  within(canvasElement).findByRole('grid', { name: `Iconos de ${set}` });

/** The Feather page: header, usage hint, tools and the grid of tiles. */
export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Feather' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveTextContent(
      'Interfaz de usuarioIconos',
    );
    await expect(canvas.getByText('Elige un icono para ver cómo usarlo.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar iconos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Tamaño/ })).toHaveTextContent('24 px');
    await expect(canvas.getByText('287 de 287 iconos')).toBeVisible();
    await expect(within(grid).getByRole('row', { name: /^activity/ })).toBeVisible();
    // Virtualized: far fewer tiles in the page than icons in the set.
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(150);
  },
};

/** Search, choose with the keyboard, copy: the snippet is what lands on the clipboard, and a toast says so. */
export const CopiesSnippet: Story = {
  name: 'Copies a snippet',
  beforeEach: () => {
    writeText.mockClear();
    return stubClipboard(writeText);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar iconos' }), 'alert');
    await expect(await canvas.findByText('3 de 287 iconos')).toBeVisible();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    await userEvent.click(within(grid).getByRole('row', { name: /^alert-circle/ }));
    // The choice lives in the address, which the router changes in a transition: wait for it to land.
    await waitFor(() =>
      expect(within(grid).getByRole('row', { name: /^alert-circle/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(within(grid).getByRole('row', { name: /^alert-octagon/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Ruta actual' })).toHaveTextContent('?icon=alert-octagon'),
    );
    const code = canvas.getByLabelText('Código para usar alert-octagon');
    await expect(code).toHaveTextContent('<Icon icon={OctagonExclamationPoint} size="lg" />');
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar código' }));
    await expect(await screen.findByText('Código de alert-octagon copiado')).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith(
      "import { OctagonExclamationPoint } from 'lucide-react';\nimport { Icon } from '@atrium/ui';\n\n<Icon icon={OctagonExclamationPoint} size=\"lg\" />",
    );
  },
};

/** The browser refuses the clipboard: the toast says so and how to copy by hand. */
export const CopyFails: Story = {
  name: 'Copy fails',
  parameters: { route: '/ui/icons/feather?icon=bell' },
  beforeEach: () => stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findGrid(canvasElement);
    await expect(canvas.getByLabelText('Código para usar bell')).toHaveTextContent('<Icon icon={Bell} size="lg" />');
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar código' }));
    await expect(await screen.findByText('No se ha podido copiar el código')).toBeVisible();
    await expect(screen.getByText('Selecciona el código en el recuadro Uso y cópialo a mano.')).toBeVisible();
  },
};

/** A heroicons set: a different size class (20 px), and names the app's library lacks get a placeholder. */
export const Heroicons: Story = {
  parameters: { route: '/ui/icons/heroicons-outline?icon=academic-cap' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findGrid(canvasElement, 'Heroicons Outline');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Heroicons Outline' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Tamaño/ })).toHaveTextContent('20 px');
    await expect(canvas.getByLabelText('Código para usar academic-cap')).toHaveTextContent(
      'heroicons_outline:academic-cap',
    );
    await expect(canvas.getByText(/no tiene este icono/)).toBeVisible();
    // Another set from the selector: the address follows.
    await userEvent.click(canvas.getByRole('button', { name: /Conjunto de iconos/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Material Solid' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Material Solid' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/ui/icons/material-solid'),
    );
  },
};

export const UnknownSet: Story = {
  name: 'Unknown set',
  parameters: { route: '/ui/icons/fontawesome' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No existe ese conjunto de iconos')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('link', { name: 'Heroicons Mini' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Heroicons Mini' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { icons: http.get(FEATHER, () => HttpResponse.json({ ...smallSet(), list: [] })) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Este conjunto no tiene iconos')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { icons: neverAnswers('get', FEATHER) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando los iconos…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { icons: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar los iconos.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const alert = await within(canvasElement).findByRole('alert');
  await expect(alert).toHaveTextContent('No se han podido cargar los iconos.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  const grid = await findGrid(canvasElement);
  await expect(within(grid).getAllByRole('row')).toHaveLength(2);
});
