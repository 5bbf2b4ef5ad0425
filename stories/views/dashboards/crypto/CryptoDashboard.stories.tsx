import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CryptoDashboardPage } from '@atrium/ui/views/dashboards/crypto/CryptoDashboard.tsx';
import { layoutModes } from '../../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../../toolbar/handlers';
import { answer, region } from './cryptoFixtures';
import { expectRetryOffered, retryRecovers } from '../../errorStories';

const CRYPTO = '*/api/dashboards/crypto';
const flaky = failingFirst('get', CRYPTO, answer);
const answering = (body: JsonBodyType) => ({
  msw: { handlers: { dashboards: http.get(CRYPTO, () => HttpResponse.json(body)) } },
});

// Default and the trade flow use the mock API itself (reset before every story), so a trade really
// changes the wallet the next answer shows.
const meta = {
  title: 'Views/Dashboards/Crypto',
  component: CryptoDashboardPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CryptoDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The watchlist and the form: docked from lg, in a drawer (opened here) below. */
async function sidePanel(canvasElement: HTMLElement): Promise<HTMLElement> {
  const toggle = within(canvasElement).queryByRole('button', { name: 'Seguimiento y operaciones' });
  if (!toggle) return canvasElement;
  await userEvent.click(toggle);
  return screen.findByRole('dialog', { name: 'Seguimiento y operaciones' });
}

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Criptomonedas' })).toBeVisible();
    const price = await region(canvasElement, 'Bitcoin (BTC)');
    await expect(await within(price).findByText('66.328,32 US$', { selector: 'span' })).toBeVisible();
    await expect(within(price).getByText(/^Baja un 1,29\s%/)).toBeVisible();
    await expect(within(price).getByRole('figure', { name: 'Precio de Bitcoin, 1 hora' })).toBeInTheDocument();
    await expect(within(price).getByRole('radio', { name: '1 hora' })).toBeChecked();
    const side = await sidePanel(canvasElement);
    const watchlist = await region(side, 'Seguimiento');
    await expect(within(watchlist).getByRole('radio', { name: /Bitcoin BTC/ })).toBeChecked();
    await expect(within(watchlist).getByRole('radio', { name: /Ethereum ETH.*3468,18\sUS\$/ })).toBeVisible();
    const form = await region(side, 'Comprar o vender');
    await expect(within(form).getByRole('button', { name: /Monedero/ })).toHaveTextContent(/Bitcoin: 0,6237\sBTC/);
    // On phones the drawer closes again, so the page itself is what the screenshot shows.
    if (side !== canvasElement) {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const toggle = within(canvasElement).getByRole('button', { name: 'Seguimiento y operaciones' });
      await expect(toggle).toHaveFocus();
      toggle.blur();
    }
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { dashboards: neverAnswers('get', CRYPTO) } } },
  play: async ({ canvasElement }) => {
    const side = await sidePanel(canvasElement);
    const watchlist = await region(side, 'Seguimiento');
    await expect(within(watchlist).getByRole('status')).toHaveTextContent('Cargando…');
    await expect(within(await region(side, 'Comprar o vender')).getByRole('status')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('figure')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: answering({ ...answer(), watchlist: [], btc: { ...answer().btc, price: { series: [] } } }),
  play: async ({ canvasElement }) => {
    const price = await region(canvasElement, 'Bitcoin (BTC)');
    await expect(await within(price).findByText('Aún no hay datos.')).toBeVisible();
    const side = await sidePanel(canvasElement);
    await expect(within(await region(side, 'Seguimiento')).getAllByRole('radio')).toHaveLength(1);
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { dashboards: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const alerts = await within(canvasElement).findAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('No se ha podido cargar esta tarjeta.');
    await expectRetryOffered(alerts[0]!);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const alerts = await within(canvasElement).findAllByRole('alert');
  await expect(alerts[0]).toHaveTextContent('No se ha podido cargar esta tarjeta.');
  await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Reintentar' }));
  const price = await region(canvasElement, 'Bitcoin (BTC)');
  await expect(await within(price).findByText('66.328,32 US$', { selector: 'span' })).toBeVisible();
});

export const OneCardFailing: Story = {
  parameters: answering({ ...answer(), wallets: { btc: 'lots' } }),
  play: async ({ canvasElement }) => {
    const price = await region(canvasElement, 'Bitcoin (BTC)');
    await expect(await within(price).findByText('66.328,32 US$', { selector: 'span' })).toBeVisible();
    const side = await sidePanel(canvasElement);
    const form = await region(side, 'Comprar o vender');
    await expect(within(form).getByRole('alert')).toHaveTextContent('No se ha podido cargar esta tarjeta.');
    await expect(within(await region(side, 'Seguimiento')).getAllByRole('radio')).toHaveLength(4);
  },
};

export const ChoosesACoin: Story = {
  play: async ({ canvasElement }) => {
    const side = await sidePanel(canvasElement);
    const watchlist = await region(side, 'Seguimiento');
    await userEvent.click(await within(watchlist).findByRole('radio', { name: /Ethereum ETH/ }));
    const price = await region(canvasElement, 'Ethereum (ETH)');
    await expect(within(price).getByText('3468,18 US$', { selector: 'span' })).toBeVisible();
    // Ethereum's series spans four hours: it offers 1 h and 4 h; bitcoin's market box is not shown.
    await expect(within(price).getByRole('radio', { name: '4 horas' })).toBeChecked();
    await userEvent.click(within(price).getByRole('radio', { name: '1 hora' }));
    await expect(within(price).getByRole('figure', { name: 'Precio de Ethereum, 1 hora' })).toBeInTheDocument();
    await expect(within(price).queryByText('Capitalización')).not.toBeInTheDocument();
  },
};

export const RefusesBadAmountsThenTrades: Story = {
  play: async ({ canvasElement }) => {
    const sent = spyOn(globalThis, 'fetch');
    const trades = () =>
      sent.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/trade'));
    const side = await sidePanel(canvasElement);
    const form = within(await region(side, 'Comprar o vender'));
    const amount = await form.findByRole('textbox', { name: 'Cantidad' });
    const submit = () => userEvent.click(form.getByRole('button', { name: /^(Comprar|Vender) BTC$/ }));
    const refuses = async (text: string, message: string | RegExp) => {
      await userEvent.clear(amount);
      if (text) await userEvent.type(amount, text);
      await submit();
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(amount).toHaveAccessibleDescription(message);
      await expect(amount).toHaveFocus();
    };
    await refuses('', 'Escribe una cantidad.');
    await refuses('0', 'Escribe una cantidad mayor que 0.');
    await refuses('-5', 'Escribe una cantidad mayor que 0.');
    await refuses('abc', /escríbelo como 1\.234,50/);
    await refuses('1.5', /escríbelo como 1\.234,50/);
    await refuses('1e3', /sin «e»/);
    // More than the cash buys is refused beside the field, before anything is sent.
    await refuses('99.999.999.999', /^Cuesta 99\.999\.999\.999,00\sUS\$ y tienes 25\.000,00\sUS\$ en efectivo/);

    // Sell more bitcoin than the wallet holds, counted in bitcoin.
    await userEvent.click(form.getByRole('button', { name: /Operación/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vender' }));
    await userEvent.click(form.getByRole('button', { name: /Moneda/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'BTC' }));
    await refuses('1', /^El monedero tiene 0,6237\sBTC/);
    await expect(trades()).toHaveLength(0);

    // A good amount, typed the Spanish way: sent once, confirmed, and the wallet shows the rest.
    await userEvent.clear(amount);
    await userEvent.type(amount, '0,5');
    await expect(form.getByText(/^33\.164,16\sUS\$$/)).toBeVisible();
    await submit();
    await expect(await form.findByText(/^Hecho: has vendido 0,5\sBTC por/)).toBeVisible();
    await expect(trades()).toHaveLength(1);
    await waitFor(() => expect(form.getByRole('button', { name: /Monedero/ })).toHaveTextContent(/0,1237\sBTC/));
    await expect(amount).toHaveValue('');
    sent.mockRestore();
  },
};
