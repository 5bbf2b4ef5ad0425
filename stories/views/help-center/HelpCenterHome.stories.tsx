import type { Meta, StoryObj } from '@storybook/react-vite';
import { HelpCenterApp } from '@atrium/ui/views/help-center/HelpCenterView.tsx';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { API, HelpCenterFrame } from './HelpCenterFrame';
import { expectRetryOffered, retryRecovers } from '../errorStories';

const FAQS = `${API}/faqs`;
const flaky = failingFirst('get', FAQS, () => [
  {
    id: 'most',
    slug: 'most-asked',
    title: 'Most asked',
    faqs: [{ id: 'q1', categoryId: 'most', question: 'Is it back?', answer: 'Yes.\n\nAfter a retry.' }],
  },
]);

const meta = {
  title: 'Views/HelpCenter/Home',
  component: HelpCenterFrame,
  // What these stories review: the help center's home, which HelpCenterFrame routes to over the mock API.
  subcomponents: { HelpCenterApp },
  parameters: { route: '/apps/help-center', layout: 'fullscreen' },
} satisfies Meta<typeof HelpCenterFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While the results are open react-aria hides the page behind them from screen readers (aria-hidden),
 * and the focus stays in the combobox; axe flags the focusable links left behind that curtain.
 */
const searchOpen = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

/** Hero with the search, the three ways in, the most-asked questions (one opened to show its answer). */
export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '¿En qué podemos ayudarte?' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Buscar en el centro de ayuda' })).toBeVisible();
    for (const [card, link] of [
      ['Preguntas frecuentes', 'Ver las preguntas'],
      ['Guías', 'Ver las guías'],
      ['Soporte', 'Contactar con soporte'],
    ] as const) {
      await expect(canvas.getByRole('heading', { level: 2, name: card })).toBeVisible();
      await expect(canvas.getByRole('link', { name: link })).toBeVisible();
    }
    const question = await canvas.findByRole('button', { name: '¿Hay un crédito mínimo para recargar el saldo?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText(/El crédito mínimo es de 20 \$/)).toBeVisible();
  },
};

/**
 * Typing finds FAQs and guides in the language in use (here Spanish), grouped, the match marked whatever
 * its accents; the arrow keys reach a guide and Enter opens it.
 */
export const SearchOpensGuide: Story = {
  name: 'Search opens a guide',
  parameters: { chromatic: { disableSnapshot: true }, ...searchOpen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Buscar en el centro de ayuda' });
    await userEvent.click(field);
    await userEvent.keyboard('pago');
    const results = await screen.findByRole('listbox');
    await expect(await within(results).findByText('Preguntas frecuentes')).toBeVisible();
    await expect(within(results).getByText('Guías')).toBeVisible();
    await expect(within(results).getByRole('option', { name: /¿Qué formas de pago aceptáis\?/ })).toBeVisible();
    const guide = await within(results).findByRole('option', { name: /Pago por transferencia bancaria/ });
    const marks = guide.querySelectorAll('mark');
    await expect([...marks].map((mark) => mark.textContent)).toContain('Pago');
    // Keyboard only: down through the results to the guide, then Enter.
    await waitFor(async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(field.getAttribute('aria-activedescendant')).toBe(guide.id);
    });
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pago por transferencia bancaria' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent(
        '/apps/help-center/guides/payments/paying-by-bank-transfer',
      ),
    );
  },
};

/** A FAQ chosen in the results opens the FAQ page at its category, with that question open. */
export const SearchOpensFaq: Story = {
  name: 'Search opens a FAQ',
  parameters: { chromatic: { disableSnapshot: true }, ...searchOpen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Buscar en el centro de ayuda' }));
    // Without its accent, as a quick typist writes it.
    await userEvent.keyboard('facturacion');
    const results = await screen.findByRole('listbox');
    const option = await within(results).findByRole('option', { name: /¿Cómo cambio mi dirección de facturación\?/ });
    await expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toContain('facturación');
    await userEvent.click(option);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Pagos' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('button', { name: '¿Cómo cambio mi dirección de facturación?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(/Abre Ajustes, luego Facturación/)).toBeVisible();
  },
};

/** A search that matches nothing says so in the list. */
export const SearchNoResults: Story = {
  name: 'Search without results',
  parameters: searchOpen,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('combobox', { name: 'Buscar en el centro de ayuda' });
    await userEvent.click(field);
    await userEvent.keyboard('zzqx');
    await expect(await screen.findByText('No hay resultados para «zzqx»')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { faqs: http.get(FAQS, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aún no hay preguntas frecuentes')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Buscar en el centro de ayuda' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { faqs: neverAnswers('get', FAQS) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando las preguntas…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Ver las guías' })).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { faqs: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar las preguntas.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
  await expect(await canvas.findByRole('button', { name: 'Is it back?' })).toBeVisible();
});
