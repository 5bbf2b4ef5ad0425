import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ProjectDashboard } from '@atrium/mock-api';
import {
  BudgetDetailsCard,
  BudgetDistributionCard,
  ExpensesCard,
} from '@atrium/ui/views/dashboards/project/BudgetTab.tsx';
import {
  GithubIssuesCard,
  ScheduleCard,
  StatCard,
  TaskDistributionCard,
} from '@atrium/ui/views/dashboards/project/HomeTab.tsx';
import { GreetingBand } from '@atrium/ui/views/dashboards/project/ProjectDashboard.tsx';
import { TeamTab } from '@atrium/ui/views/dashboards/project/TeamTab.tsx';
import type { SectionSource } from '@atrium/ui/views/dashboards/shared/index.ts';
import { answer } from './projectFixtures';
import { chartRow, expectOnlyCardFailing, figureOf, inWidth, region, row } from '../shared/cards';

type Source = SectionSource<Partial<ProjectDashboard>>;

interface CardArgs {
  /** The page query's refetch, which a card's Retry calls. */
  refetch: () => unknown;
  /** Called with a project's id when one is chosen in the greeting band's selector. */
  onProject: (id: string) => void;
}

const ANSWER = answer();

/** The answer as the page's query holds it once it came. */
const answered = (refetch: () => unknown, data: Partial<ProjectDashboard> = ANSWER): Source => ({
  status: 'success',
  data,
  refetch,
});

const body = within(document.body);

// The dashboard's own stories screenshot every card in place; these check each card alone.
const meta = {
  title: 'Views/Dashboards/Project/Cards',
  args: { refetch: fn(), onProject: fn() },
  parameters: { chromatic: { disableSnapshot: true } },
} satisfies Meta<CardArgs>;

export default meta;
type Story = StoryObj<CardArgs>;

/** The avatar, greeting and day's summary over the project selector, which hands the choice up. */
export const Greeting: Story = {
  decorators: [inWidth(1120)],
  render: ({ onProject }) => <GreetingBand answer={ANSWER} onProject={onProject} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tienes 17 tareas para hoy y 7 atrasadas.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mensajes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Proyecto: ACME Corp. Backend App' }));
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['ACME Corp. Backend App', 'DMB Mobile App', 'Nimbus Customer Portal']);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Nimbus Customer Portal' }));
    await expect(args.onProject).toHaveBeenCalledWith('nimbus-portal');
  },
};

const STATS = [
  { stat: 'dueTasks', tone: 'blue', title: 'Tareas pendientes', value: '17', secondary: 'Completadas: 4' },
  { stat: 'overdue', tone: 'red', title: 'Atrasadas', value: '7', secondary: 'Del día anterior: 2' },
  { stat: 'issues', tone: 'amber', title: 'Incidencias', value: '24', secondary: 'Cerradas: 19' },
  { stat: 'features', tone: 'green', title: 'Funcionalidades', value: '38', secondary: 'Implementadas: 16' },
] as const;

/** The four stat cards in the dashboard's row; each has its own period. */
export const Stats: Story = {
  decorators: [inWidth(1120)],
  render: ({ refetch }) => (
    <div style={row(4)}>
      {STATS.map(({ stat, tone }) => (
        <StatCard key={stat} query={answered(refetch)} stat={stat} tone={tone} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const { title, value, secondary } of STATS) {
      const card = await region(canvasElement, title);
      await expect(await within(card).findByText(value)).toBeVisible();
      await expect(within(card).getByText(secondary)).toBeVisible();
    }
    const overdue = await region(canvasElement, 'Atrasadas');
    await userEvent.click(within(overdue).getByRole('button', { name: 'Atrasadas: Hoy' }));
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'Mañana' }));
    await expect(await within(overdue).findByText('11')).toBeVisible();
    await expect(within(overdue).getByText('Del día anterior: 7')).toBeVisible();
    await expect(within(overdue).getByRole('button', { name: 'Atrasadas: Mañana' })).toBeVisible();
    // The other cards keep their own period.
    await expect(within(await region(canvasElement, 'Tareas pendientes')).getByText('17')).toBeVisible();
  },
};

export const GithubIssues: Story = {
  decorators: [inWidth(1120)],
  render: ({ refetch }) => <GithubIssuesCard query={answered(refetch)} />,
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, 'Resumen de incidencias de GitHub');
    const chart = await within(card).findByRole('figure', {
      name: 'Incidencias nuevas y cerradas por día de la semana',
    });
    const tiles = () =>
      [
        'Incidencias nuevas',
        'Incidencias cerradas',
        'Corregidas',
        'No se corregirán',
        'Reabiertas',
        'Por clasificar',
      ].map((term) => figureOf(card, term)?.textContent);
    await expect(tiles()).toEqual(['214', '75', '3', '4', '8', '6']);
    // Monday's closed issues (the columns) and new issues (the line).
    await expect(chartRow(chart, 'lun')).toEqual(['11', '42']);

    await userEvent.click(within(card).getByRole('radio', { name: 'Semana pasada' }));
    await expect(within(card).getByRole('radio', { name: 'Semana pasada' })).toBeChecked();
    await waitFor(() => expect(tiles()).toEqual(['197', '72', '6', '11', '6', '5']));
    await waitFor(() => expect(chartRow(chart, 'lun')).toEqual(['9', '37']));
  },
};

export const TaskDistribution: Story = {
  decorators: [inWidth(560)],
  render: ({ refetch }) => <TaskDistributionCard query={answered(refetch)} />,
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, 'Reparto de tareas');
    const chart = await within(card).findByRole('figure', { name: 'Tareas por área' });
    await expect(figureOf(card, 'Tareas nuevas')).toHaveTextContent(/^594$/);
    await expect(figureOf(card, 'Tareas completadas')).toHaveTextContent(/^287$/);
    await expect(chartRow(chart, 'Frontend')[0]).toBe('38');
    await expect(chartRow(chart, 'Incidencias')[0]).toBe('27');

    await userEvent.click(within(card).getByRole('radio', { name: 'Semana pasada' }));
    await waitFor(() => expect(figureOf(card, 'Tareas nuevas')).toHaveTextContent(/^526$/));
    await expect(figureOf(card, 'Tareas completadas')).toHaveTextContent(/^260$/);
    await waitFor(() => expect(chartRow(chart, 'Frontend')[0]).toBe('42'));
  },
};

export const Schedule: Story = {
  decorators: [inWidth(560)],
  render: ({ refetch }) => <ScheduleCard query={answered(refetch)} />,
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, 'Agenda');
    await expect(await within(card).findByText('Dinner with the design team')).toBeVisible();
    const today = within(card).getAllByRole('listitem');
    await expect(today).toHaveLength(6);
    await expect(today[0]).toHaveTextContent(/^Group meeting\s*10:00\s*Conference room 1B$/);
    await expect(today[4]).toHaveTextContent(/^Dinner with the design team\s*21:30\s*Casa Marta$/);

    await userEvent.click(within(card).getByRole('radio', { name: 'Mañana' }));
    await expect(await within(card).findByText('Marketing meeting')).toBeVisible();
    const tomorrow = within(card).getAllByRole('listitem');
    await expect(tomorrow).toHaveLength(4);
    await expect(tomorrow[0]).toHaveTextContent(/^Marketing meeting\s*8:00\s*Conference room 1A$/);
    // An event with no time is all day.
    await expect(tomorrow[3]).toHaveTextContent(/^Quarterly planning\s*Todo el día\s*Online$/);
    await expect(within(card).queryByText('Group meeting')).not.toBeInTheDocument();
  },
};

export const BudgetDistribution: Story = {
  decorators: [inWidth(1120)],
  render: ({ refetch }) => <BudgetDistributionCard query={answered(refetch)} />,
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, 'Reparto del presupuesto');
    const chart = await within(card).findByRole('figure', { name: 'Reparto del presupuesto' });
    const shares = ['Concepto', 'Diseño', 'Desarrollo', 'Extras', 'Marketing'].map((category) => [
      category,
      chartRow(chart, category)[0],
    ]);
    await expect(shares).toEqual([
      ['Concepto', '12'],
      ['Diseño', '20'],
      ['Desarrollo', '42'],
      ['Extras', '8'],
      ['Marketing', '18'],
    ]);
  },
};

const EXPENSES = [
  { which: 'weeklyExpenses', title: 'Gastos semanales', amount: /^13\.535,00\sUS\$$/, points: 7 },
  { which: 'monthlyExpenses', title: 'Gastos mensuales', amount: /^52\.185,00\sUS\$$/, points: 4 },
  { which: 'yearlyExpenses', title: 'Gastos anuales', amount: /^630\.385,00\sUS\$$/, points: 12 },
] as const;

/** The three periods' expenses cards in the dashboard's row, each showing the period in course. */
export const Expenses: Story = {
  decorators: [inWidth(1120)],
  render: ({ refetch }) => (
    <div style={row(3)}>
      {EXPENSES.map(({ which }) => (
        <ExpensesCard key={which} query={answered(refetch)} which={which} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const { title, amount, points } of EXPENSES) {
      const card = await region(canvasElement, title);
      await expect(await within(card).findByText(amount)).toBeVisible();
      const chart = within(card).getByRole('figure', { name: title });
      // One row per point of the sparkline, below the header row.
      await expect(within(chart).getAllByRole('row')).toHaveLength(points + 1);
    }
    const yearly = await region(canvasElement, 'Gastos anuales');
    await expect(chartRow(within(yearly).getByRole('figure'), 'dic')[0]).toMatch(/^61\.020,00\sUS\$$/);
  },
};

/** Each card's menu picks its period (this, last or the one before, in the card's own unit): amount and line follow. */
export const ExpensesByPeriod: Story = {
  decorators: [inWidth(1120)],
  render: ({ refetch }) => (
    <div style={row(3)}>
      {EXPENSES.map(({ which }) => (
        <ExpensesCard key={which} query={answered(refetch)} which={which} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const weekly = await region(canvasElement, 'Gastos semanales');
    await within(weekly).findByText(/^13\.535,00\sUS\$$/);
    await userEvent.click(within(weekly).getByRole('button', { name: 'Gastos semanales: Esta semana' }));
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Esta semana', 'La semana pasada', 'Hace dos semanas']);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'La semana pasada' }));
    await expect(await within(weekly).findByText(/^13\.330,00\sUS\$$/)).toBeVisible();
    await expect(within(weekly).getByRole('button', { name: 'Gastos semanales: La semana pasada' })).toBeVisible();
    await expect(chartRow(within(weekly).getByRole('figure'), 'lun')[0]).toMatch(/^2105,00\sUS\$$/);

    const yearly = await region(canvasElement, 'Gastos anuales');
    await userEvent.click(within(yearly).getByRole('button', { name: 'Gastos anuales: Este año' }));
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'Hace dos años' }));
    await expect(await within(yearly).findByText(/^524\.495,00\sUS\$$/)).toBeVisible();
    await expect(chartRow(within(yearly).getByRole('figure'), 'dic')[0]).toMatch(/^50\.860,00\sUS\$$/);
    // The monthly card keeps its own period.
    await expect(within(await region(canvasElement, 'Gastos mensuales')).getByText(/^52\.185,00\sUS\$$/)).toBeVisible();
  },
};

export const BudgetDetails: Story = {
  decorators: [inWidth(1120)],
  render: ({ refetch }) => <BudgetDetailsCard query={answered(refetch)} />,
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, 'Detalle del presupuesto');
    const table = await within(card).findByRole('grid', { name: 'Detalle del presupuesto' });
    const types = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent);
    await expect(types()).toEqual(['Concepto', 'Diseño', 'Desarrollo', 'Extras', 'Marketing']);
    const concept = within(table).getByRole('row', { name: /Concepto/ });
    await expect(concept).toHaveTextContent(
      /14\.880,00\sUS\$\s*14\.000,00\sUS\$\s*94,1\s%\s*880,00\sUS\$\s*5,9\s%\s*Alto/,
    );
    await expect(within(table).getByRole('row', { name: /Marketing/ })).toHaveTextContent(/42,8\s%\s*Medio$/);
    await expect(within(table).getByRole('row', { name: /Desarrollo/ })).toHaveTextContent(/89,9\s%\s*Bajo$/);

    const spent = within(table).getByRole('columnheader', { name: 'Gastos (%)' });
    await userEvent.click(spent);
    await expect(spent).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(types()).toEqual(['Extras', 'Desarrollo', 'Marketing', 'Diseño', 'Concepto']));
    await userEvent.click(spent);
    await expect(spent).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(types()).toEqual(['Concepto', 'Diseño', 'Marketing', 'Desarrollo', 'Extras']));
  },
};

/** The team tab is one card: each member with a photo, name, title, and links to write or call. */
export const Team: Story = {
  decorators: [inWidth(1120)],
  render: ({ refetch }) => <TeamTab query={answered(refetch)} />,
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, 'Miembros del equipo');
    const names = await within(card).findAllByRole('heading', { level: 3 });
    await expect(names.map((name) => name.textContent)).toEqual([
      'Inés Valverde',
      'Kwame Asante',
      'Yuki Tanabe',
      'Rafael Quintero',
      'Sofie Brandt',
      'Omar Haddad',
      'Lena Petrova',
      'Tomás Ferreira',
    ]);
    const last = within(card).getAllByRole('listitem').at(-1)!;
    await expect(within(last).getByText('DevOps engineer')).toBeVisible();
    await expect(within(last).getByRole('link', { name: 'Correo a Tomás Ferreira' })).toHaveAttribute(
      'href',
      'mailto:tomas.ferreira@atrium.dev',
    );
    await expect(within(last).getByRole('link', { name: 'Llamar a Tomás Ferreira' })).toHaveAttribute(
      'href',
      'tel:+351912604873',
    );
  },
};

// As a faulty server could send it: today's schedule is not a list.
const badSchedule = {
  ...ANSWER,
  schedule: { today: 'at ten', tomorrow: [] },
} as unknown as Partial<ProjectDashboard>;

/** One card's part came malformed: it alone fails, with a Retry that fetches the answer again. */
export const OneCardMalformed: Story = {
  decorators: [inWidth(1120)],
  render: ({ refetch }) => (
    <div style={row(2)}>
      <ScheduleCard query={answered(refetch, badSchedule)} />
      <TaskDistributionCard query={answered(refetch, badSchedule)} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const { other } = await expectOnlyCardFailing(canvasElement, {
      failing: 'Agenda',
      content: 'listitem',
      neighbour: 'Reparto de tareas',
      refetch: args.refetch,
    });
    await expect(await within(other).findByRole('figure', { name: 'Tareas por área' })).toBeVisible();
  },
};
