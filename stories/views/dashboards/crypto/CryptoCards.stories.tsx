import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CryptoDashboard, CryptoWallet } from '@atrium/mock-api';
import { vars } from '@atrium/ui';
import { PriceCard, TradeCard, WatchlistCard } from '@atrium/ui/views/dashboards/crypto/CryptoDashboard.tsx';
import { coinsOf } from '@atrium/ui/views/dashboards/crypto/coins.ts';
import type { SectionSource } from '@atrium/ui/views/dashboards/shared/index.ts';
import { answer } from './cryptoFixtures';
import { expectOnlyCardFailing, inWidth, region } from '../shared/cards';

type Source = SectionSource<Partial<CryptoDashboard>>;

interface CardArgs {
  /** What the page's query gives the cards: here the mock's answer, already come. */
  source: Source;
  /** The watchlist's and the price card's Retry (the page gives both its watchlist section's). */
  onRetry: () => void;
  /** Told when a coin is chosen in the watchlist. */
  onSelect: (key: CryptoWallet) => void;
}

/** An answer that came, as the page's query holds it; Retry would fetch it again. */
const answered = (data: Partial<CryptoDashboard>): Source => ({ status: 'success', data, refetch: fn() });

/** The coins as the page gives them to the watchlist and the price card once the answer came. */
const coins = coinsOf(answer());

/** The docked side column: the watchlist above the trade form. */
const sideColumn: CSSProperties = { display: 'flex', flexDirection: 'column', gap: vars.space.lg };

/** The watchlist keeping its choice, as the page does. */
function ChoosingWatchlist({ onRetry, onSelect }: Pick<CardArgs, 'onRetry' | 'onSelect'>) {
  const [selected, setSelected] = useState<CryptoWallet>('btc');
  return (
    <WatchlistCard
      status="success"
      onRetry={onRetry}
      coins={coins}
      selected={selected}
      onSelect={(key) => {
        onSelect(key);
        setSelected(key);
      }}
    />
  );
}

// The dashboard's own stories screenshot every card in place; these check each card alone.
const meta = {
  title: 'Views/Dashboards/Crypto/Cards',
  args: { source: answered(answer()), onRetry: fn(), onSelect: fn() },
  parameters: { chromatic: { disableSnapshot: true } },
} satisfies Meta<CardArgs>;

export default meta;
type Story = StoryObj<CardArgs>;

export const Watchlist: Story = {
  decorators: [inWidth(368)],
  render: ({ onRetry, onSelect }) => <ChoosingWatchlist onRetry={onRetry} onSelect={onSelect} />,
  play: async ({ canvasElement, args }) => {
    const card = await region(canvasElement, 'Seguimiento');
    const group = await within(card).findByRole('radiogroup', { name: 'Elige una moneda' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((radio) => radio.textContent?.replace(/\s/g, ' '))).toEqual([
      'Bitcoin BTC66.328,32 US$Baja un 1,29 %',
      'Ethereum ETH3468,18 US$Baja un 0,7 %',
      'Bitcoin Cash BCH471,81 US$Sube un 0,33 %',
      'XRP XRP0,56 US$Baja un 5,72 %',
    ]);
    await expect(within(card).getByRole('figure', { name: 'XRP, precio reciente' })).toHaveAccessibleDescription(
      /^El precio reciente de XRP, ahora 0,56\sUS\$\.$/,
    );
    await expect(within(group).getByRole('radio', { name: /^Bitcoin BTC/ })).toBeChecked();

    await userEvent.click(within(group).getByRole('radio', { name: /^Bitcoin Cash BCH/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('bch');
    await expect(within(group).getByRole('radio', { name: /^Bitcoin Cash BCH/ })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: /^Bitcoin BTC/ })).not.toBeChecked();
  },
};

export const Price: Story = {
  decorators: [inWidth(880)],
  render: ({ source, onRetry }) => <PriceCard status="success" onRetry={onRetry} coin={coins[0]} source={source} />,
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, 'Bitcoin (BTC)');
    await expect(await within(card).findByText(/^66\.328,32\sUS\$$/, { selector: 'span' })).toBeVisible();
    await expect(within(card).getByText(/^Baja un 1,29\s%$/)).toBeVisible();
    const stats = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent?.replace(/\s/g, ' ')}`);
    await expect(stats).toEqual([
      'Capitalización: 1,31 B US$',
      'Volumen: 28,91 mil M US$',
      'En circulación: 19,7 M',
      'Máximo histórico: 73.750,07 US$',
    ]);
    await expect(within(card).getByRole('radio', { name: '1 hora' })).toBeChecked();
    await expect(within(card).getByRole('figure', { name: 'Precio de Bitcoin, 1 hora' })).toHaveAccessibleDescription(
      /^El precio de Bitcoin en el intervalo de 1 hora, de 67\.193,67\sUS\$ a 66\.328,32\sUS\$\.$/,
    );

    await userEvent.click(within(card).getByRole('radio', { name: '15 min' }));
    await expect(
      await within(card).findByRole('figure', { name: 'Precio de Bitcoin, 15 min' }),
    ).toHaveAccessibleDescription(
      /^El precio de Bitcoin en el intervalo de 15 min, de 66\.156,87\sUS\$ a 66\.328,32\sUS\$\.$/,
    );
    await expect(within(card).getByRole('radio', { name: '15 min' })).toBeChecked();
  },
};

/**
 * The price card at its width in a 1440 px window (the navigation and the docked column beside it): each
 * market figure stays inside its own box ("28,91 mil M US$" ran into the next one).
 */
export const PriceFiguresFit: Story = {
  decorators: [inWidth(816)],
  render: ({ source, onRetry }) => <PriceCard status="success" onRetry={onRetry} coin={coins[0]} source={source} />,
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, 'Bitcoin (BTC)');
    const figures = within(card).getAllByRole('definition');
    await expect(figures).toHaveLength(4);
    for (const figure of figures) {
      const box = figure.parentElement!.getBoundingClientRect();
      const text = document.createRange();
      text.selectNodeContents(figure);
      const drawn = text.getBoundingClientRect();
      await expect(drawn.left).toBeGreaterThanOrEqual(box.left);
      await expect(drawn.right).toBeLessThanOrEqual(box.right);
    }
  },
};

/** The trade card's form, once drawn. */
async function tradeForm(canvasElement: HTMLElement) {
  const card = await region(canvasElement, 'Comprar o vender');
  return within(await within(card).findByRole('form', { name: 'Comprar o vender' }));
}

export const Trade: Story = {
  decorators: [inWidth(368)],
  render: ({ source }) => <TradeCard source={source} />,
  play: async ({ canvasElement }) => {
    const form = await tradeForm(canvasElement);
    await expect(form.getByText(/^1 BTC = 66\.328,32\sUS\$$/)).toBeVisible();
    const amount = form.getByRole('textbox', { name: 'Cantidad' });
    const submit = form.getByRole('button', { name: 'Comprar BTC' });

    // Dollars have cents: a smaller amount is refused as typed, never rounded; nothing is sent.
    await userEvent.type(amount, '0,000001');
    await userEvent.click(submit);
    await expect(amount).toHaveAccessibleDescription('Como mucho 2 decimales: no se redondea lo que escribes.');

    // A thousand dollars of bitcoin, at the answer's price: the mock API buys it and says so.
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await expect(form.getByText(/^0,01507652\sBTC$/)).toBeVisible();
    await userEvent.click(submit);
    await expect(
      await form.findByText(
        /^Hecho: has comprado 0,01507652\sBTC por 1000,00\sUS\$\. El monedero tiene ahora 0,63877652\sBTC\.$/,
      ),
    ).toBeVisible();
    await expect(amount).toHaveValue('');
    await expect(amount).not.toHaveAttribute('aria-invalid');
  },
};

/** The trade card's part came malformed: it alone fails, with a Retry that fetches the answer again. */
export const OneCardMalformed: Story = {
  decorators: [inWidth(368)],
  args: {
    // As a faulty server could send it: a wallet's balance is not a number.
    source: answered({ ...answer(), wallets: { btc: 'lots' } as unknown as CryptoDashboard['wallets'] }),
  },
  render: ({ source, onRetry, onSelect }) => (
    <div style={sideColumn}>
      <ChoosingWatchlist onRetry={onRetry} onSelect={onSelect} />
      <TradeCard source={source} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const { other } = await expectOnlyCardFailing(canvasElement, {
      failing: 'Comprar o vender',
      content: 'form',
      neighbour: 'Seguimiento',
      refetch: args.source.refetch,
    });
    await expect(within(other).getAllByRole('radio')).toHaveLength(4);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/**
 * Choosing another wallet keeps the form: the currency list's coin option becomes the new coin (a new
 * option, not the old one's id changed in place, which crashed the page).
 */
export const SwitchesWallet: Story = {
  decorators: [inWidth(368)],
  render: ({ source }) => <TradeCard source={source} />,
  play: async ({ canvasElement }) => {
    const form = await tradeForm(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(form.getByRole('button', { name: /Monedero$/ }));
    await userEvent.click(within(await page.findByRole('listbox')).getByRole('option', { name: /^Ethereum/ }));
    await expect(form.getByRole('button', { name: /Monedero$/ })).toHaveTextContent(/Ethereum/);
    await expect(form.getByText(/^1 ETH = 3468,18\sUS\$$/)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Comprar ETH' })).toBeVisible();
  },
};
