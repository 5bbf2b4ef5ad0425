import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CryptoDashboard, CryptoTradeAction, CryptoTradeAnswer, CryptoWallet } from '@atrium/mock-api';
import { Button } from '../../../primitives/Button';
import { Select, SelectItem } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import { readAmount } from './amount';
import { WALLETS } from './coins';
import * as css from './CryptoDashboard.css';

type Currency = 'usd' | CryptoWallet;

export interface TradeFormProps {
  prices: CryptoDashboard['prices'];
  wallets: CryptoDashboard['wallets'];
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
export function TradeForm({ prices, wallets, onTrade, isPending }: TradeFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const amountRef = useRef<HTMLInputElement>(null);
  const [action, setAction] = useState<CryptoTradeAction>('buy');
  const [wallet, setWallet] = useState<CryptoWallet>('btc');
  const [currency, setCurrency] = useState<Currency>('usd');
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<{ ok: true; answer: CryptoTradeAnswer } | { ok: false } | null>(null);

  const coin = wallet.toUpperCase();
  const price = prices[wallet];
  const reading = readAmount(text, money.language);
  const units = reading.kind === 'number' ? units8(currency === 'usd' ? reading.value / price : reading.value) : 0;

  let error: string | null = null;
  if (reading.kind === 'empty') error = t('dashboards.crypto.trade.errors.empty');
  else if (reading.kind === 'invalid') error = t('dashboards.crypto.trade.errors.invalid', { example: money.example });
  else if (reading.value <= 0) error = t('dashboards.crypto.trade.errors.notPositive');
  else if (units <= 0) error = t('dashboards.crypto.trade.errors.tooSmall', { unit: money.coin(1e-8, wallet) });
  else if (action === 'sell' && units > wallets[wallet]) {
    error = t('dashboards.crypto.trade.errors.overBalance', {
      balance: money.coin(wallets[wallet], wallet),
      value: money.usd(wallets[wallet] * price),
    });
  }
  const shownError = submitted ? error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setResult(null);
    if (error !== null || reading.kind !== 'number') {
      amountRef.current?.focus();
      return;
    }
    onTrade({ action, wallet, amount: reading.value, currency }).then(
      (answer) => {
        setResult({ ok: true, answer });
        setText('');
        setSubmitted(false);
      },
      () => setResult({ ok: false }),
    );
  };

  const equivalent =
    reading.kind === 'number' && reading.value > 0
      ? currency === 'usd'
        ? money.coin(units, wallet)
        : money.usd(units * price)
      : null;

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={t('dashboards.crypto.trade.title')}>
      <Select
        label={t('dashboards.crypto.trade.action')}
        selectedKey={action}
        onSelectionChange={(key) => setAction(key as CryptoTradeAction)}
      >
        <SelectItem id="buy">{t('dashboards.crypto.trade.buy')}</SelectItem>
        <SelectItem id="sell">{t('dashboards.crypto.trade.sell')}</SelectItem>
      </Select>
      <Select
        label={t('dashboards.crypto.trade.wallet')}
        selectedKey={wallet}
        onSelectionChange={(key) => {
          const next = key as CryptoWallet;
          setWallet(next);
          if (currency !== 'usd') setCurrency(next);
        }}
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
        <TextField
          label={t('dashboards.crypto.trade.amount')}
          value={text}
          onChange={(value) => {
            setText(value);
            setResult(null);
          }}
          inputMode="decimal"
          autoComplete="off"
          inputRef={amountRef}
          isInvalid={shownError !== null}
          errorMessage={shownError}
        />
        <Select
          label={t('dashboards.crypto.trade.currency')}
          selectedKey={currency}
          onSelectionChange={(key) => setCurrency(key as Currency)}
        >
          <SelectItem id="usd">USD</SelectItem>
          {/* A new option per coin (keyed), never the old option's id changed in place: collections refuse that. */}
          <SelectItem key={wallet} id={wallet}>
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
