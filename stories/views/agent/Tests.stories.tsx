import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgentTests } from '@atrium/ui/views/agent/tests/AgentTests.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { neverAnswers } from '../../toolbar/handlers';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { updateTest } from './tabStories';

const TESTS = '*/api/agent/tests';
/** The states that look the same at every width are shot at desktop size only. */
const desktopOnly = { 'mobile-light': { disable: true }, 'mobile-dark': { disable: true } };
let testsCalls = 0;
/** The first call fails, the next ones reach the mock (a Retry that works). */
const testsFailOnce = http.get(TESTS, () => {
  testsCalls += 1;
  return testsCalls === 1 ? HttpResponse.json({ error: 'Server error' }, { status: 500 }) : undefined;
});

/** The seed's four saved tests over the mock, none run yet; they pass on the seed's configuration. */
const meta = {
  title: 'Views/Agent/Tests',
  component: AgentTests,
  parameters: { route: '/agent/tests', layout: 'padded', actor: 'owner', chromatic: { modes: layoutModes } },
} satisfies Meta<typeof AgentTests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button that needs a permission is enabled once `api/me` has answered. */
const ready = async (button: HTMLElement) => {
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};
const findTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Pruebas guardadas' });
const rowOf = async (canvasElement: HTMLElement, name: string) =>
  (await within(await findTable(canvasElement)).findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest(
    '[role="row"]',
  ) as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(4));
    const row = await rowOf(canvasElement, 'Order by number');
    await expect(row).toHaveTextContent('¿Dónde está el pedido #10234?');
    await expect(row).toHaveTextContent('Herramienta: Buscar un pedido');
    await expect(row).toHaveTextContent('Resultado: Resuelta');
    await expect(row).toHaveTextContent('Texto: «#10234»');
    await expect(row).toHaveTextContent('Sin ejecutar');
    await expect(await within(canvasElement).findByText('Aún no se ha ejecutado ninguna.')).toBeVisible();
  },
};

/** Run all: each test against the configuration in force; the seed's pass. */
export const RunsAll: Story = {
  play: async ({ canvasElement }) => {
    await findTable(canvasElement);
    await userEvent.click(await ready(within(canvasElement).getByRole('button', { name: 'Ejecutar todas' })));
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('4 de 4 pasan.'));
    await expect(await rowOf(canvasElement, 'Hand over when asked')).toHaveTextContent('Pasa');
  },
};

/** A test whose expectation the reply misses fails, and says what was expected and what came. */
export const TestFailing: Story = {
  beforeEach: () =>
    updateTest('test-seed-4', { expect: { tool: 'order_lookup', outcome: 'resolved', text: 'clientes' } }),
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Orders count');
    await userEvent.click(await ready(within(row).getByRole('button', { name: 'Ejecutar «Orders count»' })));
    const differences = await within(row).findByRole('list', { name: 'Diferencias de «Orders count»' });
    await expect(row).toHaveTextContent('Falla');
    const items = within(differences).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Herramienta: se esperaba Buscar un pedido, salió Contar');
    await expect(items[1]).toHaveTextContent(/^Texto: se esperaba «clientes», salió «.*pedidos.*»$/);
    await expect(items).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { tests: http.get(TESTS, () => HttpResponse.json([])) } },
    chromatic: { modes: desktopOnly },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aún no hay pruebas guardadas.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Ejecutar todas' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { tests: neverAnswers('get', TESTS) } }, chromatic: { modes: desktopOnly } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cargando filas…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: () => {
    testsCalls = 0;
  },
  parameters: { msw: { handlers: { tests: testsFailOnce } }, chromatic: { modes: desktopOnly } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expectRetryOffered(alert);
  },
};

export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
  await expect(await rowOf(canvasElement, 'Order by number')).toBeVisible();
});

/** A new test: its name, its message and what the reply must do; then it is a row, not run yet. */
export const AddsTest: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await findTable(canvasElement);
    await userEvent.click(await ready(within(canvasElement).getByRole('button', { name: 'Nueva prueba' })));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Nueva prueba' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(within(dialog).getByText('Ponle un nombre.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Refund needs approval');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Mensaje/ }), 'reembolsa el pedido #11995');
    await userEvent.click(within(dialog).getByRole('button', { name: /Resultado/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Pendiente de aprobación' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const row = await rowOf(canvasElement, 'Refund needs approval');
    await expect(row).toHaveTextContent('Resultado: Pendiente de aprobación');
    await userEvent.click(within(row).getByRole('button', { name: 'Ejecutar «Refund needs approval»' }));
    await waitFor(() => expect(row).toHaveTextContent('Pasa'));
  },
};

/** A delete the API refuses puts the row back and says so, with Retry. */
export const DeleteRefused: Story = {
  parameters: {
    msw: {
      handlers: { remove: http.delete(TESTS, () => HttpResponse.json({ error: 'Server error' }, { status: 500 })) },
    },
    chromatic: { modes: desktopOnly },
  },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Password help');
    await userEvent.click(await ready(within(row).getByRole('button', { name: 'Borrar «Password help»' })));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '¿Borrar «Password help»?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido borrar «Password help»');
    await expectRetryOffered(alert);
    await expect(await rowOf(canvasElement, 'Password help')).toBeVisible();
  },
};

/** A Viewer runs the tests (agent:playground) but does not write them: New, Edit and Delete say why. */
export const ViewerRunsOnly: Story = {
  parameters: { actor: 'viewer', chromatic: { modes: desktopOnly } },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'Order by number');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Nueva prueba' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Nueva prueba' })).toHaveAccessibleDescription(
      'Necesitas el permiso «Configurar el asistente»',
    );
    for (const name of ['Editar «Order by number»', 'Borrar «Order by number»'])
      await expect(within(row).getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    const run = within(row).getByRole('button', { name: 'Ejecutar «Order by number»' });
    await expect(run).not.toHaveAttribute('aria-disabled');
    await userEvent.click(run);
    await waitFor(() => expect(row).toHaveTextContent('Pasa'));
  },
};
