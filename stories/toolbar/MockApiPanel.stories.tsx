import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MockApiPanel, type MockApiPanelProps, type MockScenarioSettings } from '@atrium/ui';
import { layoutModes } from '../../.storybook/modes';
import { ToolbarFrame } from './ToolbarFrame';

const QUIET: MockScenarioSettings = { latency: 'realistic', failureRate: 0, offline: false, empty: false, live: true };

/** The panel over a scenario of its own, as the app keeps the tab's: every change shows at once. */
function PanelWithScenario({
  initial,
  onChange,
  ...props
}: Omit<MockApiPanelProps, 'scenario'> & { initial: MockScenarioSettings }) {
  const [scenario, setScenario] = useState(initial);
  return (
    <MockApiPanel
      {...props}
      scenario={scenario}
      onChange={(patch) => {
        setScenario((current) => ({ ...current, ...patch }));
        onChange(patch);
      }}
    />
  );
}

/**
 * The Mock API panel: how the in-browser mock answers in this tab (latency, a share of failing calls,
 * offline, empty lists, pushed updates), expiring the session on the next call, and resetting the demo
 * data. The app shows it only while it runs on the mock; a dot on its button says a scenario is on.
 */
const meta = {
  title: 'Toolbar/MockApiPanel',
  component: PanelWithScenario,
  subcomponents: { MockApiPanel },
  args: {
    initial: QUIET,
    onChange: fn(),
    onExpireSession: fn(),
    onResetDemoData: fn(),
    slowNetworkMs: 2000,
  },
  decorators: [(Story) => <ToolbarFrame>{Story()}</ToolbarFrame>],
} satisfies Meta<typeof PanelWithScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPanel = async (canvasElement: HTMLElement, name: string | RegExp = 'API simulada') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'API simulada' });
};

/** Open, with the tab's scenario as it is: realistic latency, nothing failing, updates pushed. */
export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const latency = within(panel).getByRole('radiogroup', { name: 'Latencia' });
    await expect(within(latency).getByRole('radio', { name: 'Realista' })).toBeChecked();
    await expect(latency).toHaveAccessibleDescription('Red lenta: 2 s más en cada llamada');
    const failures = within(panel).getByRole('radiogroup', { name: 'Llamadas que fallan' });
    await expect(
      within(failures)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Ninguna', '10 %', '50 %', 'Todas']);
    await expect(within(panel).getByRole('switch', { name: /Sin conexión/ })).not.toBeChecked();
    await expect(within(panel).getByRole('switch', { name: /Listas vacías/ })).not.toBeChecked();
    await expect(within(panel).getByRole('switch', { name: /Novedades en directo/ })).toBeChecked();
    await expect(within(panel).getByRole('button', { name: 'Caducar mi sesión ahora' })).toHaveAccessibleDescription(
      'La próxima llamada responde 401: vuelves a entrar y regresas aquí',
    );
  },
};

/** Each choice takes effect at once, for the tab; with a scenario on, the button says so (and shows a dot). */
export const SwitchesScenario: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(within(panel).getByRole('radio', { name: 'Red lenta' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ latency: 'slow' });
    await userEvent.click(within(panel).getByRole('radio', { name: '50 %' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ failureRate: 50 });
    await userEvent.click(within(panel).getByRole('switch', { name: /Sin conexión/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ offline: true });
    await userEvent.click(within(panel).getByRole('switch', { name: /Novedades en directo/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ live: false });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'API simulada (Escenario activo)' })).toBeVisible();
  },
};

/** Opened with a scenario on: a slow network, every call failing, lists empty. */
export const ScenarioOn: Story = {
  args: { initial: { ...QUIET, latency: 'slow', failureRate: 100, empty: true } },
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, 'API simulada (Escenario activo)');
    await expect(within(panel).getByRole('radio', { name: 'Red lenta' })).toBeChecked();
    await expect(within(panel).getByRole('radio', { name: 'Todas' })).toBeChecked();
    await expect(within(panel).getByRole('switch', { name: /Listas vacías/ })).toBeChecked();
  },
};

/** "Expire my session now" closes the panel and hands over to the app (its next call answers 401). */
export const ExpireSession: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Caducar mi sesión ahora' }));
    await expect(args.onExpireSession).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** "Reset demo data" asks first: Cancel keeps the data, Reset restores the seed. */
export const ResetDemoData: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Restablecer los datos de demostración' }));
    let confirm = await screen.findByRole('alertdialog', { name: '¿Restablecer los datos de demostración?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onResetDemoData).not.toHaveBeenCalled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Restablecer los datos de demostración' }));
    confirm = await screen.findByRole('alertdialog', { name: '¿Restablecer los datos de demostración?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restablecer' }));
    await expect(args.onResetDemoData).toHaveBeenCalledOnce();
  },
};
