import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type RefObject } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DashboardCard, PeriodMenu, SegmentedToggle } from '@atrium/ui/views/dashboards/shared/index.ts';
import { expectRetryOffered, retryRecovers } from '../../errorStories';

const meta = {
  title: 'Views/Dashboards/Shared/DashboardCard',
  component: DashboardCard,
  args: { title: 'Tareas pendientes', status: 'success', children: <p>21 tareas vencen esta semana.</p> },
  argTypes: {
    status: { control: 'inline-radio', options: ['pending', 'error', 'success'] },
    skeleton: { control: 'inline-radio', options: ['chart', 'list', 'stat', 'trend', 'figure', 'totalChart', 'table'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 480, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DashboardCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header controls as the dashboards use them: a period menu and a two-way toggle. */
function CardControls() {
  const [period, setPeriod] = useState<'today' | 'week'>('today');
  const [week, setWeek] = useState<'this' | 'last'>('this');
  return (
    <>
      <SegmentedToggle
        name="Semana"
        options={[
          { id: 'this', label: 'Esta semana' },
          { id: 'last', label: 'Semana pasada' },
        ]}
        value={week}
        onChange={setWeek}
      />
      <PeriodMenu
        name="Periodo"
        options={[
          { id: 'today', label: 'Hoy' },
          { id: 'week', label: 'Esta semana' },
        ]}
        value={period}
        onChange={setPeriod}
      />
    </>
  );
}

export const Default: Story = {
  args: { actions: <CardControls /> },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Tareas pendientes' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Tareas pendientes' })).toBeVisible();
    await expect(within(region).getByText('21 tareas vencen esta semana.')).toBeVisible();
    // The toggle: one choice on at a time.
    const last = within(region).getByRole('radio', { name: 'Semana pasada' });
    await userEvent.click(last);
    await expect(last).toBeChecked();
    await expect(within(region).getByRole('radio', { name: 'Esta semana' })).not.toBeChecked();
    // The period menu names its choice, and a pick changes it.
    await userEvent.click(within(region).getByRole('button', { name: 'Periodo: Hoy' }));
    const menu = await within(document.body).findByRole('menu', { name: 'Periodo: Hoy' });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Esta semana' }));
    await expect(await within(region).findByRole('button', { name: 'Periodo: Esta semana' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'pending', skeleton: 'chart' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Tareas pendientes' });
    await expect(within(region).getByRole('status')).toHaveTextContent('Cargando…');
    await expect(within(region).queryByText('21 tareas vencen esta semana.')).not.toBeInTheDocument();
  },
};

export const LoadingList: Story = {
  args: { status: 'pending', skeleton: 'list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
  },
};

/**
 * A key figure loading: its sentence shows from the start (it describes the region), and the skeleton is
 * as tall as the figure, its lines, the sparkline and the link that replace it, so nothing below moves.
 */
export const LoadingFigure: Story = {
  args: {
    status: 'pending',
    skeleton: 'figure',
    title: 'Pedidos de hoy',
    description: 'Pedidos realizados desde medianoche, cancelados incluidos.',
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Pedidos de hoy' });
    await expect(region).toHaveAccessibleDescription('Pedidos realizados desde medianoche, cancelados incluidos.');
    await expect(within(region).getByText('Pedidos realizados desde medianoche, cancelados incluidos.')).toBeVisible();
    await expect(within(region).getByRole('status')).toHaveTextContent('Cargando…');
    // A figure, two lines, a sparkline and a link.
    await expect(region.querySelectorAll('[data-skeleton="figure"] > [aria-hidden="true"]')).toHaveLength(5);
  },
};

export const Error: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar esta tarjeta.');
    await expectRetryOffered(alert);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Retry asks the card's owner to load it again (the card itself holds no data). */
export const Retries: Story = retryRecovers(Error, async ({ canvas, args }) => {
  const alert = canvas.getByRole('alert');
  await expect(alert).toHaveTextContent('No se ha podido cargar esta tarjeta.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(args.onRetry).toHaveBeenCalledOnce();
  // The heading stays: the reader still knows which card failed.
  await expect(canvas.getByRole('region', { name: 'Tareas pendientes' })).toBeVisible();
});

export const Empty: Story = {
  args: { isEmpty: true, emptyText: 'No hay tareas pendientes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay tareas pendientes.')).toBeVisible();
    await expect(canvas.queryByText('21 tareas vencen esta semana.')).not.toBeInTheDocument();
  },
};

/** A card's content that throws while drawing as long as `broken` holds (a chart given points it cannot draw). */
function Throwing({ broken }: { broken: RefObject<boolean> }) {
  if (broken.current) throw new TypeError('Cannot read properties of undefined (reading "points")');
  return <p>1234 ventas este mes.</p>;
}

/** Two cards side by side; the first one's content throws until its Retry fetches its data again. */
function OneCardThrowing({ onRetry }: { onRetry: () => void }) {
  const broken = useRef(true);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <DashboardCard
        title="Ventas"
        status="success"
        onRetry={() => {
          broken.current = false;
          onRetry();
        }}
      >
        <Throwing broken={broken} />
      </DashboardCard>
      <DashboardCard title="Tareas pendientes" status="success">
        <p>21 tareas vencen esta semana.</p>
      </DashboardCard>
    </div>
  );
}

/**
 * A card whose content throws while drawing fails alone, with the card's own error; its neighbour and the
 * page stay. Retry fetches the card's data again and draws it anew.
 */
export const ContentThrows: Story = {
  args: { onRetry: fn() },
  parameters: { chromatic: { disableSnapshot: true } },
  render: ({ onRetry }) => <OneCardThrowing onRetry={onRetry ?? (() => undefined)} />,
  play: async ({ canvas, args }) => {
    const failing = canvas.getByRole('region', { name: 'Ventas' });
    const alert = await within(failing).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar esta tarjeta.');
    const other = canvas.getByRole('region', { name: 'Tareas pendientes' });
    await expect(within(other).getByText('21 tareas vencen esta semana.')).toBeVisible();
    await expect(within(other).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await expect(await within(failing).findByText('1234 ventas este mes.')).toBeVisible();
    await expect(within(failing).queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
