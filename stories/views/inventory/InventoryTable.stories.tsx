import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InventoryApp } from '@atrium/ui/views/inventory/InventoryView.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers, serverError } from '../../toolbar/handlers';
import { FIRST, PRODUCT, PRODUCTS, emptyList, noProducts } from './fixtures';
import { InventoryFrame } from './InventoryFrame';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { longTextStory } from '../longTextStories';

const meta = {
  title: 'Views/Inventory/Table',
  component: InventoryFrame,
  // What these stories review: the inventory app, which InventoryFrame routes to over the mock API.
  subcomponents: { InventoryApp },
  parameters: { route: '/apps/ecommerce/inventory', layout: 'fullscreen' },
} satisfies Meta<typeof InventoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const findTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Productos' });
const flaky = failingFirst('get', PRODUCTS, () => noProducts);

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inventario' })).toBeVisible();
    const table = await findTable(canvasElement);
    const first = await within(table).findByRole('row', { name: new RegExp(FIRST) });
    await expect(within(first).getByRole('button', { name: `Detalles de ${FIRST}` })).toBeVisible();
    await expect(canvas.getByText('1 – 10 de 30')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Añadir producto' })).toBeEnabled();
    if (window.innerWidth >= 600) await expect(within(first).getByText(/2700,10\s€/)).toBeVisible();
    // From 1280 px the stock shows with its level in words, and the active flag.
    if (window.innerWidth >= 1280) {
      await expect(within(first).getByText('Bajo')).toBeVisible();
      await expect(within(first).getByRole('img', { name: 'Activo' })).toBeVisible();
    }
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { inventory: emptyList } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Todavía no hay productos.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { inventory: neverAnswers('get', PRODUCTS) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Cargando filas…')).toBeInTheDocument();
    await expect(canvas.queryByRole('row', { name: new RegExp(FIRST) })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { inventory: flaky.handler } } },
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
  await expect(await canvas.findByText('Todavía no hay productos.')).toBeVisible();
});

/** A page past the last in the address: said in words, with a way to the last page. */
export const BeyondLastPage: Story = {
  parameters: { route: '/apps/ecommerce/inventory?page=9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('La página 9 no existe: la última es la 3.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir a la última página' }));
    await expect(await canvas.findByText('21 – 30 de 30')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent('page=3'));
  },
};

/** Deactivating two products fails: they show as active again, and a toast offers Retry. */
export const BulkDeactivateFails: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { inventoryWrite: serverError('patch', PRODUCT) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await findTable(canvasElement);
    await within(table).findByRole('row', { name: new RegExp(FIRST) });
    const rows = within(table).getAllByRole('row').slice(1, 3);
    for (const row of rows) await userEvent.click(within(row).getByRole('checkbox'));
    await expect(await canvas.findByText('2 seleccionadas')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Desactivar' }));
    const toast = await body().findByText('No se pudo desactivar 2 productos; se ha deshecho el cambio.');
    await expect(toast).toBeVisible();
    await expect(body().getByRole('button', { name: 'Reintentar' })).toBeVisible();
    if (window.innerWidth >= 1280) {
      await waitFor(() => expect(within(rows[0]!).getByRole('img', { name: 'Activo' })).toBeVisible());
    }
    // The table refetches after the failure: settle before the page is checked.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
};

/** The add button creates the blank product and opens it in the editor. */
export const CreatesProduct: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Añadir producto' }));
    const drawer = within(await body().findByRole('dialog', { name: 'A New Product' }));
    await expect(await drawer.findByRole('switch', { name: 'Producto activo' })).not.toBeChecked();
    await expect(drawer.getByRole('textbox', { name: /SKU/ })).toHaveValue('');
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent(/product=[0-9a-f-]{36}/));
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(Default);
