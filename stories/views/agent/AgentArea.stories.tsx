import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgentArea } from '@atrium/ui/views/agent/AgentView.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { AgentFrame } from './agentStories';

/** The assistant console's frame: heading, the stand-in banner, and the tabs tied to the address. */
const meta = {
  title: 'Views/Agent/Area',
  component: AgentFrame,
  subcomponents: { AgentArea },
  parameters: { route: '/agent', layout: 'fullscreen', chromatic: { modes: layoutModes } },
} satisfies Meta<typeof AgentFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Ruta actual');

/** The Owner: every tab; a tab goes to its address, and the banner names where a real model would plug in. */
export const Default: Story = {
  parameters: { actor: 'owner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Asistente' })).toBeVisible();
    const banner = canvas.getByRole('region', { name: 'Un asistente basado en reglas, sin modelo de lenguaje' });
    await expect(within(banner).getByText('RunEngine')).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Secciones del asistente' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Resumen', 'Pruebas', 'Ejecuciones', 'Aprobaciones', 'Configuración', 'Tests']);
    await expect(within(tabs).getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Ejecuciones' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/agent/runs'));
    await expect(within(tabs).getByRole('tab', { name: 'Ejecuciones' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('grid', { name: 'Ejecuciones del asistente' })).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Resumen' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/agent$/));
    // Shot on a tab of the frame's own (the Overview draws figures of its own stories).
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Pruebas' }));
    await expect(await canvas.findByText('Pregunta algo al asistente')).toBeVisible();
  },
};

/** The Viewer sees every tab: asks the assistant, reads runs, proposals, configuration and tests; decides and changes nothing. */
export const AsViewer: Story = {
  parameters: { actor: 'viewer', route: '/agent/playground' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('tablist', { name: 'Secciones del asistente' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Resumen', 'Pruebas', 'Ejecuciones', 'Aprobaciones', 'Configuración', 'Tests']);
  },
};

/** A Support agent (no agent:runs) at the Runs address: the 403 page, naming the permission. */
export const SupportAtRuns: Story = {
  parameters: { actor: 'support', route: '/agent/runs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
    await expect(canvas.getByText('(agent:runs)')).toBeVisible();
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
  },
};
