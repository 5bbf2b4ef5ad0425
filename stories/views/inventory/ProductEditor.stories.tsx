import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { InventoryApp } from '@atrium/ui/views/inventory/InventoryView.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers, serverError } from '../../toolbar/handlers';
import { FIRST, PRODUCT } from './fixtures';
import { InventoryFrame } from './InventoryFrame';
import { expectRetryOffered, retryRecovers } from '../errorStories';

const meta = {
  title: 'Views/Inventory/Editor',
  component: InventoryFrame,
  // What these stories review: the product editor of the inventory app, over the mock API.
  subcomponents: { InventoryApp },
  parameters: { route: '/apps/ecommerce/inventory', layout: 'fullscreen' },
} satisfies Meta<typeof InventoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the first product's editor from its row, as a user does. */
async function openFirst(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: `Detalles de ${FIRST}` }));
  return screen.findByRole('dialog', { name: FIRST });
}

const flaky = failingFirst('get', PRODUCT, () => null);

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const drawer = within(await openFirst(canvasElement));
    await expect(await drawer.findByRole('textbox', { name: /Nombre/ })).toHaveValue(FIRST);
    await expect(drawer.getByRole('textbox', { name: /SKU/ })).toHaveValue('COR-4548');
    await expect(drawer.getByRole('switch', { name: 'Producto activo' })).toBeChecked();
    await expect(drawer.getByText('1 de 2')).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Imagen siguiente' }));
    await expect(drawer.getByText('2 de 2')).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: 'Impuesto (%)' })).toBeVisible();
    await expect(drawer.getByRole<HTMLInputElement>('textbox', { name: 'Precio' }).value).toMatch(/^2700,10\s€$/);
    await expect(await drawer.findByRole('grid', { name: 'Etiquetas' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Actualizar' })).toBeEnabled();
    // The editor's rows follow each other: no blank band between the last lookup and the stock.
    const gap =
      drawer.getByText('Existencias').getBoundingClientRect().top -
      drawer.getByRole('button', { name: /Proveedor/ }).getBoundingClientRect().bottom;
    await expect(gap).toBeLessThan(48);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { inventoryProduct: neverAnswers('get', PRODUCT) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Detalles de ${FIRST}` }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Producto' }));
    await expect(await drawer.findByText('Cargando el producto…')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { inventoryProduct: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Detalles de ${FIRST}` }));
    const drawer = await screen.findByRole('dialog');
    await expect(await within(drawer).findByText('No se pudo cargar el producto.')).toBeVisible();
    await expectRetryOffered(drawer);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async () => {
  const drawer = within(screen.getByRole('dialog'));
  await userEvent.click(drawer.getByRole('button', { name: 'Reintentar' }));
  await expect(await drawer.findByText('Este producto ya no existe.')).toBeVisible();
});

/** No such product (deleted meanwhile): said in words, with a way back. */
export const Empty: Story = {
  parameters: { msw: { handlers: { inventoryProduct: http.get(PRODUCT, () => HttpResponse.json(null)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Detalles de ${FIRST}` }));
    const drawer = within(await screen.findByRole('dialog'));
    await expect(await drawer.findByText('Este producto ya no existe.')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Volver a la lista' })).toBeVisible();
  },
};

/** A negative stock and a tax of 150 are refused field by field, and nothing is sent. */
export const RefusesBadInput: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const drawer = within(await openFirst(canvasElement));
    const stock = await drawer.findByRole('textbox', { name: 'Existencias' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '-5');
    const tax = drawer.getByRole('textbox', { name: 'Impuesto (%)' });
    await userEvent.clear(tax);
    await userEvent.type(tax, '150');
    await userEvent.click(drawer.getByRole('button', { name: 'Actualizar' }));
    await expect(await drawer.findByText('No puede ser negativo.')).toBeVisible();
    await expect(drawer.getByText('Debe estar entre 0 y 100.')).toBeVisible();
    await expect(stock).toHaveAttribute('aria-invalid', 'true');
    await expect(stock).toHaveValue('-5');
    // The price follows base price and tax: 2077 plus 150 %.
    await expect(drawer.getByRole<HTMLInputElement>('textbox', { name: 'Precio' }).value).toMatch(/^5192,50\s€$/);
  },
};

/**
 * The update fails: the table shows the old name again, the form keeps what was typed, a note and a toast
 * say so; leaving then asks before the typed text is dropped.
 */
export const UpdateFails: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { inventoryWrite: serverError('patch', PRODUCT) } },
  },
  play: async ({ canvasElement }) => {
    const drawer = within(await openFirst(canvasElement));
    const name = await drawer.findByRole('textbox', { name: /Nombre/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed watch');
    await userEvent.click(drawer.getByRole('button', { name: 'Actualizar' }));
    await expect(await drawer.findByText('No se pudo actualizar')).toBeVisible();
    await expect(await screen.findByText('No se pudo actualizar el producto; se ha deshecho el cambio.')).toBeVisible();
    await expect(name).toHaveValue('Renamed watch');
    // Leaving with the change not yet stored asks first; keeping on editing keeps the text.
    await userEvent.click(name);
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
    await expect(name).toHaveValue('Renamed watch');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: `Detalles de ${FIRST}` })).toBeInTheDocument(),
    );
  },
};
