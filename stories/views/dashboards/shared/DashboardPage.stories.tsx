import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Settings } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DashboardCard, DashboardPage } from '@atrium/ui/views/dashboards/shared/index.ts';
import { layoutModes, mobileOnlyModes } from '../../../../.storybook/modes';

const exportData = fn();
const openSettings = fn();

const meta = {
  title: 'Views/Dashboards/Shared/DashboardPage',
  component: DashboardPage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Finanzas',
    subtitle: 'Tus cuentas de un vistazo',
    actions: [
      { id: 'settings', label: 'Ajustes', icon: <Settings />, onAction: openSettings },
      { id: 'export', label: 'Exportar', icon: <Download />, onAction: exportData, variant: 'primary' },
    ],
    children: (
      <DashboardCard title="Saldo" status="success">
        <p>12.480 €</p>
      </DashboardCard>
    ),
  },
  beforeEach: () => {
    exportData.mockClear();
    openSettings.mockClear();
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const isPhone = () => !matchMedia('(min-width: 600px)').matches;

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Finanzas' })).toBeVisible();
    await expect(canvas.getByText('Tus cuentas de un vistazo')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Saldo' })).toBeVisible();
    if (isPhone()) {
      // On phones the actions fold into one menu.
      await userEvent.click(canvas.getByRole('button', { name: 'Más acciones' }));
      const menu = await within(document.body).findByRole('menu');
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Exportar' }));
    } else {
      await expect(canvas.queryByRole('button', { name: 'Más acciones' })).not.toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
    }
    await expect(exportData).toHaveBeenCalledOnce();
  },
};

/** At phone width the header's buttons are one "more actions" menu. */
export const PhoneActionsMenu: Story = {
  globals: { viewport: { value: 'mobile' } },
  // Run at phone size, not shot: Default's phone screenshot already shows this header.
  parameters: { chromatic: { modes: mobileOnlyModes, disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(isPhone()).toBe(true);
    await expect(canvas.queryByRole('button', { name: 'Ajustes' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Más acciones' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Ajustes' }));
    await expect(openSettings).toHaveBeenCalledOnce();
  },
};

export const WithHeaderBand: Story = {
  args: {
    headerBand: (
      <header>
        <h1>Hola, Inés</h1>
      </header>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hola, Inés' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Finanzas' })).not.toBeInTheDocument();
  },
};
