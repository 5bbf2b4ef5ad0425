import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CryptoDashboard, CryptoTradeAction, CryptoTradeAnswer, CryptoWallet } from '@atrium/mock-api';
import { Button } from '../../../primitives/Button';
import { Select, SelectItem } from '../../../primitives/Select';
import { NumberField } from '../../../primitives/NumberField';
import { WALLETS } from './coins';
import * as css from './CryptoDashboard.css';

/** The amount is in dollars or in the chosen wallet's coin: 'coin' stays the same item whichever wallet
 * is chosen, so the currency list never changes an item's id in place. */
type AmountUnit = 'usd' | 'coin';
type Currency = 'usd' | CryptoWallet;

export interface TradeFormProps {
  prices: CryptoDashboard['prices'];
  wallets: CryptoDashboard['wallets'];
  /** The cash a purchase may spend, USD; null when the answer does not say (the API still checks). */
  cash: number | null;
  /** Sends the trade; resolves with the mock's answer or rejects. */
  onTrade: (trade: {
    action: CryptoTradeAction;
    wallet: CryptoWallet;
    amount: number;
    currency: Currency;
  }) => Promise<CryptoTradeAnswer>;
  isPending: boolean;
}

/** Intl formatters in the active language: dollars, and coin units (up to 8 decimals, the coin's code). */
export function useMoney() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const usd = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
    const coin = (wallet: CryptoWallet) =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: wallet.toUpperCase(),
        currencyDisplay: 'code',
        minimumFractionDigits: 0,
        maximumFractionDigits: 8,
      });
    return {
      usd: (value: number) => usd.format(value),
      coin: (value: number, wallet: CryptoWallet) => coin(wallet).format(value),
      example: new Intl.NumberFormat(language).format(1.5),
      language,
    };
  }, [language]);
}

const units8 = (value: number) => Math.round(value * 1e8) / 1e8;

/**
 * The buy/sell form (spec 3 §6.4). The amount is read in the active language's format; a bad amount is
 * told beside the field and nothing is sent.
 */
export function TradeForm({ prices, wallets, cash, onTrade, isPending }: TradeFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountRef = useRef<HTMLInputElement>(null);
  const [action, setAction] = useState<CryptoTradeAction>('buy');
  const [wallet, setWallet] = useState<CryptoWallet>('btc');
  const [unit, setUnit] = useState<AmountUnit>('usd');
  const currency: Currency = unit === 'usd' ? 'usd' : wallet;
  const [amount, setAmount] = useState(Number.NaN);
  const [unreadable, setUnreadable] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<{ ok: true; answer: CryptoTradeAnswer } | { ok: false } | null>(null);

  const coin = wallet.toUpperCase();
  const price = prices[wallet];
  const hasAmount = Number.isFinite(amount);
  const units = hasAmount ? units8(currency === 'usd' ? amount / price : amount) : 0;
  const cost = currency === 'usd' ? amount : Math.round(units * price * 100) / 100;

  let error: string | null = null;
  if (unreadable) error = t('dashboards.crypto.trade.errors.invalid', { example: money.example });
  else if (!hasAmount) error = t('dashboards.crypto.trade.errors.empty');
  else if (amount <= 0) error = t('dashboards.crypto.trade.errors.notPositive');
  else if (units <= 0) error = t('dashboards.crypto.trade.errors.tooSmall', { unit: money.coin(1e-8, wallet) });
  else if (action === 'sell' && units > wallets[wallet]) {
    error = t('dashboards.crypto.trade.errors.overBalance', {
      balance: money.coin(wallets[wallet], wallet),
      value: money.usd(wallets[wallet] * price),
    });
  } else if (action === 'buy' && cash !== null && cost > cash) {
    error = t('dashboards.crypto.trade.errors.overCash', { cash: money.usd(cash), cost: money.usd(cost) });
  }
  const shownError = submitted ? error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setResult(null);
    if (error !== null || !hasAmount) {
      amountRef.current?.focus();
      return;
    }
    onTrade({ action, wallet, amount, currency }).then(
      (answer) => {
        setResult({ ok: true, answer });
        setAmount(Number.NaN);
        setSubmitted(false);
      },
      () => setResult({ ok: false }),
    );
  };

  const equivalent =
    hasAmount && amount > 0 ? (currency === 'usd' ? money.coin(units, wallet) : money.usd(units * price)) : null;

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={t('dashboards.crypto.trade.title')}>
      <Select
        label={t('dashboards.crypto.trade.action')}
        selectedKey={action}
        onSelectionChange={(key) => setAction(key as CryptoTradeAction)}
        description={cash === null ? undefined : t('dashboards.crypto.trade.cash', { cash: money.usd(cash) })}
      >
        <SelectItem id="buy">{t('dashboards.crypto.trade.buy')}</SelectItem>
        <SelectItem id="sell">{t('dashboards.crypto.trade.sell')}</SelectItem>
      </Select>
      <Select
        label={t('dashboards.crypto.trade.wallet')}
        selectedKey={wallet}
        onSelectionChange={(key) => setWallet(key as CryptoWallet)}
        items={WALLETS.map((id) => ({ id }))}
        description={t('dashboards.crypto.trade.walletValue', { value: money.usd(wallets[wallet] * price) })}
      >
        {({ id }) => {
          const label = t('dashboards.crypto.trade.walletOption', {
            coin: t(`dashboards.crypto.coins.${id}`),
            balance: money.coin(wallets[id], id),
          });
          return (
            <SelectItem id={id} textValue={label}>
              {label}
            </SelectItem>
          );
        }}
      </Select>
      <div className={css.amountRow}>
        <NumberField
          label={t('dashboards.crypto.trade.amount')}
          value={amount}
          currency={unit === 'usd' ? 'USD' : undefined}
          maximumFractionDigits={unit === 'usd' ? 2 : 8}
          // "-5" is read, and refused by the form's own rule (more than 0), not as unreadable text.
          allowNegative
          onChange={(value, reading) => {
            setAmount(value);
            setUnreadable(reading.kind === 'invalid');
            setResult(null);
          }}
          inputRef={amountRef}
          isInvalid={shownError !== null}
          errorMessage={shownError}
        />
        <Select
          label={t('dashboards.crypto.trade.currency')}
          selectedKey={unit}
          onSelectionChange={(key) => setUnit(key as AmountUnit)}
        >
          <SelectItem id="usd">USD</SelectItem>
          {/* One fixed id for the coin option: a collection refuses an item whose id changes in place. */}
          <SelectItem id="coin" textValue={coin}>
            {coin}
          </SelectItem>
        </Select>
      </div>
      <p className={css.equivalent} aria-live="polite">
        {equivalent === null ? (
          t('dashboards.crypto.trade.price', { coin, price: money.usd(price) })
        ) : (
          <>
            {t('dashboards.crypto.trade.equivalent')} <span className={css.equivalentValue}>{equivalent}</span>
          </>
        )}
      </p>
      <Button type="submit" className={css.submit} isPending={isPending}>
        {t(action === 'buy' ? 'dashboards.crypto.trade.submitBuy' : 'dashboards.crypto.trade.submitSell', { coin })}
      </Button>
      <div role="status">
        {result?.ok === true && (
          <p className={css.confirmation}>
            {t(result.answer.action === 'buy' ? 'dashboards.crypto.trade.bought' : 'dashboards.crypto.trade.sold', {
              units: money.coin(result.answer.units, result.answer.wallet),
              usd: money.usd(result.answer.usd),
              balance: money.coin(result.answer.balance, result.answer.wallet),
            })}
          </p>
        )}
      </div>
      <div role="alert">
        {result?.ok === false && <p className={css.failure}>{t('dashboards.crypto.trade.failed')}</p>}
      </div>
    </form>
  );
}
