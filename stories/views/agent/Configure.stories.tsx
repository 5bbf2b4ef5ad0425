import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgentConfigure } from '@atrium/ui/views/agent/configure/AgentConfigure.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { neverAnswers } from '../../toolbar/handlers';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { saveConfig } from './tabStories';

const CONFIG = '*/api/agent/config';
/** The first call fails, the next ones reach the mock (a Retry that works). */
let configCalls = 0;
const configFailsOnce = http.get(CONFIG, () => {
  configCalls += 1;
  return configCalls === 1 ? HttpResponse.json({ error: 'Server error' }, { status: 500 }) : undefined;
});
/** The states that look the same at every width are shot at desktop size only. */
const desktopOnly = { 'mobile-light': { disable: true }, 'mobile-dark': { disable: true } };

/**
 * The assistant's configuration over the mock: the seed's version 1 (Spanish, friendly, two topics
 * refused, every help-center category, every tool), and before most stories a version 2 that the Owner
 * saved with a formal tone, no greeting and the counting tool off.
 */
const meta = {
  title: 'Views/Agent/Configure',
  component: AgentConfigure,
  beforeEach: () =>
    saveConfig(
      {
        tone: 'formal',
        greeting: '',
        tools: {
          handoff: true,
          propose_change: true,
          order_lookup: true,
          customer_lookup: true,
          contact_lookup: true,
          counts: false,
          help_center: true,
        },
      },
      'Más formal para el canal de correo',
    ),
  parameters: { route: '/agent/configure', layout: 'padded', actor: 'owner', chromatic: { modes: layoutModes } },
} satisfies Meta<typeof AgentConfigure>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement, version = 2) =>
  within(canvasElement).findByRole('region', { name: `Configuración (versión ${version})` });
const versions = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Versiones' });
const versionItem = async (canvasElement: HTMLElement, version: number) =>
  (await within(await versions(canvasElement)).findByRole('heading', { name: `Versión ${version}` })).closest('li')!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = await form(canvasElement);
    const canvas = within(panel);
    await expect(canvas.getByRole<HTMLTextAreaElement>('textbox', { name: /Instrucciones/ }).value).toMatch(
      /^Answer questions about orders/,
    );
    await expect(canvas.getByRole('textbox', { name: /Saludo/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Tono/ })).toHaveTextContent('Formal');
    await expect(canvas.getByRole('button', { name: /Idioma de las respuestas/ })).toHaveTextContent('Español');
    const topics = canvas.getByRole('list', { name: 'Temas que rechaza' });
    await expect(
      within(topics)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['política', 'medical advice']);
    const knowledge = canvas.getByRole('group', { name: /Fuentes de conocimiento/ });
    await expect(within(knowledge).getByRole('checkbox', { name: 'Las más consultadas' })).toBeChecked();
    const tools = canvas.getByRole('group', { name: /Herramientas/ });
    await expect(within(tools).getByRole('checkbox', { name: 'Contar' })).not.toBeChecked();
    await expect(within(tools).getByRole('checkbox', { name: 'Buscar un pedido' })).toBeChecked();
    // Nothing to save until something changes.
    await expect(canvas.getByRole('button', { name: 'Guardar como nueva versión' })).toBeDisabled();

    const current = await versionItem(canvasElement, 2);
    await expect(within(current).getByText('Actual')).toBeVisible();
    await expect(within(current).getByText('Más formal para el canal de correo')).toBeVisible();
    await expect(within(current).queryByRole('button', { name: /Restaurar/ })).not.toBeInTheDocument();
    const first = await versionItem(canvasElement, 1);
    await expect(within(first).getByText(/^Guardada por Lucía Navarro/)).toBeVisible();
    await expect(within(first).getByRole('button', { name: 'Restaurar la versión 1' })).toBeEnabled();
  },
};

/** A configuration with nothing refused, no knowledge sources and no greeting: each empty list says so. */
export const Empty: Story = {
  beforeEach: () => saveConfig({ guardrails: [], knowledge: [], greeting: '' }),
  parameters: { chromatic: { modes: desktopOnly } },
  play: async ({ canvasElement }) => {
    const panel = await form(canvasElement, 3);
    await expect(within(panel).getByText('Ninguno: no rechaza ningún tema.')).toBeVisible();
    const knowledge = within(panel).getByRole('group', { name: /Fuentes de conocimiento/ });
    for (const box of within(knowledge).getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { config: neverAnswers('get', CONFIG) } }, chromatic: { modes: desktopOnly } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Cargando la configuración…');
  },
};

export const Error: Story = {
  beforeEach: () => {
    configCalls = 0;
  },
  parameters: { msw: { handlers: { config: configFailsOnce } }, chromatic: { modes: desktopOnly } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar la configuración.');
    await expectRetryOffered(alert);
  },
};

export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
  await expect(await form(canvasElement)).toBeVisible();
});

/** A change saved is a new version: the form starts from it and the list shows it as the current one. */
export const SavesNewVersion: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const panel = within(await form(canvasElement));
    await userEvent.type(panel.getByRole('textbox', { name: 'Nuevo tema' }), 'criptomonedas');
    await userEvent.click(panel.getByRole('button', { name: 'Añadir el tema' }));
    await userEvent.click(panel.getByRole('button', { name: 'Quitar el tema «medical advice»' }));
    await expect(panel.getByRole('status')).toHaveTextContent('Hay cambios sin guardar.');
    await userEvent.click(panel.getByRole('button', { name: 'Guardar como nueva versión' }));
    const saved = within(await form(canvasElement, 3));
    await expect(saved.getByRole('list', { name: 'Temas que rechaza' })).toHaveTextContent(/políticacriptomonedas/);
    await expect(within(await versionItem(canvasElement, 3)).getByText('Actual')).toBeVisible();
  },
};

/** A save the API refuses keeps every change in the form, says why, and offers Retry. */
export const SaveFailsKeepsChanges: Story = {
  parameters: {
    msw: {
      handlers: {
        save: http.put(CONFIG, async ({ request }) => {
          // The story's own save (with a greeting) fails; the one made before the story does not.
          const body = (await request.clone().json()) as { config: { greeting: string } };
          return body.config.greeting === ''
            ? undefined
            : HttpResponse.json({ error: 'Server error' }, { status: 500 });
        }),
      },
    },
    chromatic: { modes: desktopOnly },
  },
  play: async ({ canvasElement }) => {
    const panel = within(await form(canvasElement));
    await userEvent.type(panel.getByRole('textbox', { name: /Saludo/ }), 'Buenos días.');
    await userEvent.click(panel.getByRole('button', { name: 'Guardar como nueva versión' }));
    const alert = await panel.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'No se ha podido guardar: No se ha podido hacer. Inténtalo de nuevo. Tus cambios siguen aquí.',
    );
    await expectRetryOffered(alert);
    await expect(panel.getByRole('textbox', { name: /Saludo/ })).toHaveValue('Buenos días.');
    await expect(panel.getByRole('status')).toHaveTextContent('Hay cambios sin guardar.');
  },
};

/** Version 1 compared with the current one, field by field, each value in words. */
export const Diff: Story = {
  play: async ({ canvasElement }) => {
    const first = await versionItem(canvasElement, 1);
    const toggle = within(first).getByRole('button', { name: 'Comparar la versión 1 con la actual' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(first).getByRole('table', {
      name: 'Diferencias entre la versión 1 y la actual (versión 2)',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    await expect(rows).toEqual([
      ['Saludo', 'Hola, soy el asistente de Atrium.', '(nada)'],
      ['Tono', 'Cercano', 'Formal'],
      ['Herramienta «Contar»', 'Activada', 'Apagada'],
    ]);
  },
};

/** Restoring version 1 makes a version 3 with its configuration, and the form shows it. */
export const Restores: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(await versionItem(canvasElement, 1)).getByRole('button', { name: 'Restaurar la versión 1' }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', { name: '¿Restaurar la versión 1?' });
    await expect(dialog).toHaveTextContent('Su configuración se guardará como versión 3.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
    const panel = within(await form(canvasElement, 3));
    await expect(panel.getByRole('button', { name: /Tono/ })).toHaveTextContent('Cercano');
    await expect(panel.getByRole('textbox', { name: /Saludo/ })).toHaveValue('Hola, soy el asistente de Atrium.');
    const restored = await versionItem(canvasElement, 3);
    await expect(within(restored).getByText('Restaura la versión 1.')).toBeVisible();
    // Version 2 now differs from the current one the other way round.
    await userEvent.click(
      within(await versionItem(canvasElement, 2)).getByRole('button', { name: /^Comparar la versión 2/ }),
    );
    await waitFor(() => expect(within(canvasElement).getByRole('table')).toHaveTextContent('FormalCercano'));
  },
};

/** A Viewer reads the configuration; every field is read only and Save says which permission is missing. */
export const ViewerReadOnly: Story = {
  parameters: { actor: 'viewer', chromatic: { modes: desktopOnly } },
  play: async ({ canvasElement }) => {
    const panel = within(await form(canvasElement));
    await expect(
      await panel.findByText('Solo lectura: necesitas el permiso «Configurar el asistente» para cambiarla.'),
    ).toBeVisible();
    await expect(panel.getByRole('textbox', { name: /Instrucciones/ })).toHaveAttribute('readonly');
    await expect(panel.queryByRole('textbox', { name: 'Nuevo tema' })).not.toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: /Quitar el tema/ })).not.toBeInTheDocument();
    const save = panel.getByRole('button', { name: 'Guardar como nueva versión' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveAccessibleDescription('Necesitas el permiso «Configurar el asistente»');
    const restore = within(await versionItem(canvasElement, 1)).getByRole('button', { name: 'Restaurar la versión 1' });
    await expect(restore).toHaveAttribute('aria-disabled', 'true');
    // Comparing needs no permission.
    await userEvent.click(within(await versionItem(canvasElement, 1)).getByRole('button', { name: /^Comparar/ }));
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
  },
};
