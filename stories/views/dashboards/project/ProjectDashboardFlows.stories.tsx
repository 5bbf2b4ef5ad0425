import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProjectDashboardPage } from '@atrium/ui/views/dashboards/project/ProjectDashboard.tsx';
import { layoutModes } from '../../../../.storybook/modes';
import { ProjectDashboardFrame } from './ProjectDashboardFrame';
import { region } from './projectFixtures';

const meta = {
  title: 'Views/Dashboards/Project/Flows',
  component: ProjectDashboardFrame,
  subcomponents: { ProjectDashboardPage },
  parameters: { route: '/dashboards/project', layout: 'fullscreen' },
} satisfies Meta<typeof ProjectDashboardFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const location = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Ruta actual' });

export const SwitchesPeriod: Story = {
  play: async ({ canvasElement }) => {
    const due = await region(canvasElement, 'Tareas pendientes');
    await expect(await within(due).findByText('17')).toBeVisible();
    await userEvent.click(within(due).getByRole('button', { name: 'Tareas pendientes: Hoy' }));
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'Ayer' }));
    await expect(await within(due).findByText('21')).toBeVisible();
    await expect(within(due).getByText('Completadas: 6')).toBeVisible();
    await expect(within(due).queryByText('17')).not.toBeInTheDocument();
  },
};

export const ChoosesProject: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const due = await region(canvasElement, 'Tareas pendientes');
    await expect(await within(due).findByText('17')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Proyecto: ACME Corp. Backend App' }));
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'DMB Mobile App' }));
    await expect(await canvas.findByRole('button', { name: 'Proyecto: DMB Mobile App' })).toBeVisible();
    await expect(await within(due).findByText('10')).toBeVisible();
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('project=dmb-mobile'));
    const issues = await region(canvasElement, 'Resumen de incidencias de GitHub');
    await expect(within(issues).getByText('128')).toBeVisible();
  },
};

export const TabInTheUrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The tabs show before the answer arrives: wait for the address and then the table, not the next frame.
    await userEvent.click(await canvas.findByRole('tab', { name: 'Presupuesto' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/dashboards/project?tab=budget'));
    const details = await region(canvasElement, 'Detalle del presupuesto');
    const table = await within(details).findByRole('grid', { name: 'Detalle del presupuesto' });
    await expect(within(table).getByRole('rowheader', { name: 'Desarrollo' })).toBeVisible();
    // The spend level is told in words, not by colour alone.
    const concept = within(table).getByRole('row', { name: /Concepto/ });
    await expect(concept).toHaveTextContent('Alto');
    await expect(await region(canvasElement, 'Gastos semanales')).toHaveTextContent(/13\.535,00\sUS\$/);
    await userEvent.click(canvas.getByRole('tab', { name: /Equipo/ }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('tab=team'));
    const email = await canvas.findByRole('link', { name: 'Correo a Inés Valverde' });
    await expect(email).toHaveAttribute('href', 'mailto:ines.valverde@atrium.dev');
    await expect(canvas.getByRole('link', { name: 'Llamar a Inés Valverde' })).toHaveAttribute(
      'href',
      'tel:+34612480375',
    );
  },
};

export const OpensOnTheTabOfTheUrl: Story = {
  parameters: { route: '/dashboards/project?tab=team' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: /Equipo/, selected: true })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Correo a Kwame Asante' })).toBeVisible();
  },
};

export const SortsTheBudgetTable: Story = {
  parameters: { route: '/dashboards/project?tab=budget' },
  play: async ({ canvasElement }) => {
    const details = await region(canvasElement, 'Detalle del presupuesto');
    const table = await within(details).findByRole('grid');
    const firstType = () => within(within(table).getAllByRole('row')[1]!).getByRole('rowheader');
    await expect(firstType()).toHaveTextContent('Concepto');
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Total' }));
    await expect(firstType()).toHaveTextContent('Concepto');
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Total' }));
    await waitFor(() => expect(firstType()).toHaveTextContent(/Desarrollo|Marketing/));
    await expect(within(table).getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** The budget tab with last week's expenses chosen in the weekly card's menu, the other cards on their period in course. */
export const ChoosesAnExpensesPeriod: Story = {
  parameters: { route: '/dashboards/project?tab=budget', chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const weekly = await region(canvasElement, 'Gastos semanales');
    await within(weekly).findByText(/^13\.535,00\sUS\$$/);
    await userEvent.click(within(weekly).getByRole('button', { name: 'Gastos semanales: Esta semana' }));
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'La semana pasada' }));
    await expect(await within(weekly).findByText(/^13\.330,00\sUS\$$/)).toBeVisible();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(within(await region(canvasElement, 'Gastos anuales')).getByText(/^630\.385,00\sUS\$$/)).toBeVisible();
  },
};

export const FocusesAChartPoint: Story = {
  play: async ({ canvasElement }) => {
    const issues = await region(canvasElement, 'Resumen de incidencias de GitHub');
    const plot = await within(issues).findByRole('application', { name: /Incidencias nuevas y cerradas/ });
    plot.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(issues.querySelector('[data-chart-tooltip]')).not.toBeNull());
    await expect(issues.querySelector('[data-chart-tooltip]')).toHaveTextContent(/mar/i);
  },
};
