import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AnalyticsDashboard } from '@atrium/mock-api';
import {
  AudienceCard,
  KpiCard,
  VisitorsCard,
  VisitorsVsPageViewsCard,
} from '@atrium/ui/views/dashboards/analytics/AnalyticsDashboard.tsx';
import type { SectionSource } from '@atrium/ui/views/dashboards/shared/index.ts';
import { answer } from './analyticsFixtures';
import { expectOnlyCardFailing, inWidth, region, row, spaced } from '../shared/cards';

type Source = SectionSource<Partial<AnalyticsDashboard>>;

interface CardArgs {
  /** What the page's query gives every card: here the mock's answer, already come. */
  source: Source;
}

/** An answer that came, as the page's query holds it; Retry would fetch it again. */
const answered = (data: Partial<AnalyticsDashboard>): Source => ({ status: 'success', data, refetch: fn() });

// The dashboard's own stories screenshot every card in place; these check each card alone.
const meta = {
  title: 'Views/Dashboards/Analytics/Cards',
  args: { source: answered(answer()) },
  parameters: { chromatic: { disableSnapshot: true } },
} satisfies Meta<CardArgs>;

export default meta;
type Story = StoryObj<CardArgs>;

export const Visitors: Story = {
  decorators: [inWidth(1120)],
  render: ({ source }) => <VisitorsCard source={source} />,
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, 'Resumen de visitantes');
    await expect(await within(card).findByText('65.358')).toBeVisible();
    await expect(within(card).getByText('visitantes únicos, Este año')).toBeVisible();
    await expect(
      within(card).getByRole('figure', { name: 'Visitantes únicos por mes, Este año' }),
    ).toHaveAccessibleDescription('65.358 visitantes únicos en los doce meses de Este año.');

    await userEvent.click(within(card).getByRole('radio', { name: 'Año pasado' }));
    await expect(await within(card).findByText('visitantes únicos, Año pasado')).toBeVisible();
    await expect(within(card).getByText('53.991')).toBeVisible();
    await expect(
      within(card).getByRole('figure', { name: 'Visitantes únicos por mes, Año pasado' }),
    ).toHaveAccessibleDescription('53.991 visitantes únicos en los doce meses de Año pasado.');
  },
};

/** The three kinds of KPI card, in the row the dashboard gives them. */
export const Kpis: Story = {
  decorators: [inWidth(1120)],
  render: ({ source }) => (
    <div style={row(3)}>
      <KpiCard source={source} kind="conversions" tone="series2" />
      <KpiCard source={source} kind="impressions" tone="series4" />
      <KpiCard source={source} kind="visits" tone="series5" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const kpis = [
      { title: 'Conversiones', total: '4123', trend: /^Baja un 9,3\s% en la semana$/ },
      { title: 'Impresiones', total: '93.332', trend: /^Baja un 1,3\s% en la semana$/ },
      { title: 'Visitas', total: '13.614', trend: /^Sube un 3,2\s% en la semana$/ },
    ];
    for (const { title, total, trend } of kpis) {
      const card = await region(canvasElement, title);
      await expect(await within(card).findByText(total)).toBeVisible();
      await expect(within(card).getByText(trend)).toBeVisible();
      await expect(within(card).getByText('Últimos 7 días')).toBeVisible();
      await expect(within(card).getByRole('figure', { name: `${title} por día` })).toHaveAccessibleDescription(
        `${title} de cada uno de los últimos siete días, ${total} en total.`,
      );
    }
  },
};

export const VisitorsVsPageViews: Story = {
  decorators: [inWidth(1120)],
  render: ({ source }) => <VisitorsVsPageViewsCard source={source} />,
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, 'Visitantes frente a páginas vistas');
    const terms = await within(card).findAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Puntuación global',
      'Proporción media',
      'Proporción prevista',
    ]);
    const values = within(card).getAllByRole('definition');
    await expect(values.map((value) => value.textContent?.replace(/\s/g, ' '))).toEqual(['472', '45 %', '55 %']);
    await expect(
      within(card).getByRole('figure', { name: 'Visitantes y páginas vistas por día' }),
    ).toHaveAccessibleDescription('Páginas vistas y visitantes únicos de cada uno de los últimos 30 días.');
  },
};

/** The four splits of the audience, in the row the dashboard gives them. */
export const Audience: Story = {
  decorators: [inWidth(1120)],
  render: ({ source }) => (
    <div style={row(4)}>
      <AudienceCard source={source} kind="newVsReturning" />
      <AudienceCard source={source} kind="gender" />
      <AudienceCard source={source} kind="age" />
      <AudienceCard source={source} kind="language" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const splits = [
      { title: 'Nuevos frente a recurrentes', rows: ['Nuevos 36.868 80 %', 'Recurrentes 9217 20 %'] },
      { title: 'Género', rows: ['Mujer 22.121 48 %', 'Hombre 20.738 45 %', 'Sin indicar 3226 7 %'] },
      { title: 'Edad', rows: ['Menos de 30 16.130 35 %', 'De 30 a 50 21.660 47 %', 'Más de 50 8295 18 %'] },
      { title: 'Idioma', rows: ['Español 23.964 52 %', 'Inglés 17.512 38 %', 'Otro 4609 10 %'] },
    ];
    for (const { title, rows } of splits) {
      const card = await region(canvasElement, title);
      const legend = await within(card).findByRole('table', { name: `Visitantes por ${title}` });
      const shown = within(legend)
        .getAllByRole('row')
        .slice(1)
        .map((tableRow) => [...tableRow.children].map((cell) => cell.textContent?.replace(/\s/g, ' ')).join(' '));
      await expect(shown).toEqual(rows);
      const shares = rows.map((text) => text.replace(/ [\d.]+ (\d+ %)$/, ' $1')).join(', ');
      await expect(within(card).getByRole('figure', { name: `Visitantes por ${title}` })).toHaveAccessibleDescription(
        spaced(`Proporción de visitantes únicos: ${shares}.`),
      );
    }
  },
};

/** One card's part came malformed: it alone fails, with a Retry that fetches the answer again. */
export const OneCardMalformed: Story = {
  decorators: [inWidth(720)],
  args: {
    // As a faulty server could send it: the age split's labels are not a list.
    source: answered({ ...answer(), age: { labels: 'broken' } as unknown as AnalyticsDashboard['age'] }),
  },
  render: ({ source }) => (
    <div style={row(2)}>
      <AudienceCard source={source} kind="age" />
      <AudienceCard source={source} kind="gender" />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const { other } = await expectOnlyCardFailing(canvasElement, {
      failing: 'Edad',
      content: 'figure',
      neighbour: 'Género',
      refetch: args.source.refetch,
    });
    await expect(within(other).getByRole('figure', { name: 'Visitantes por Género' })).toBeVisible();
  },
};
