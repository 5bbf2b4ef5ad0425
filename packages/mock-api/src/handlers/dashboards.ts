/**
 * Dashboards (spec 2 §7): analytics, crypto, finance and project. Each answer is built per request from
 * the static seed, its time series ending at the moment of the request; the crypto wallets are the one
 * stored part, changed by trades.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import type {
  CryptoTradeAnswer,
  CryptoTradeRequest,
  CryptoWallet,
  FinanceTransaction,
  FinanceTransactionSort,
  FinanceTransactionsAnswer,
} from '../contract/dashboards.ts';
import { seedAnalytics, seedCrypto, seedFinance, seedFinanceTransactions, seedProject } from '../db/seed/dashboards.ts';
import { BadRequest, number, oneOf } from '../schema.ts';
import type { Context } from './http.ts';
import { query, queryInt, readBody, route } from './http.ts';

const WALLETS = ['btc', 'eth', 'bch', 'xrp'] as const satisfies readonly CryptoWallet[];
/** Coins are counted to 8 decimals (a satoshi), dollars to the cent. */
const units8 = (value: number) => Math.round(value * 1e8) / 1e8;
const cents = (value: number) => Math.round(value * 100) / 100;

/** Checks a trade body; every refusal names the field and says why. */
function readTrade(body: Record<string, unknown>): CryptoTradeRequest {
  const action = oneOf(['buy', 'sell'] as const)(body.action, 'action');
  const wallet = oneOf(WALLETS)(body.wallet, 'wallet');
  const currency = oneOf(['usd', ...WALLETS] as const)(body.currency, 'currency');
  if (currency !== 'usd' && currency !== wallet) throw new BadRequest(`currency must be usd or ${wallet}`);
  const amount = number(body.amount, 'amount');
  if (amount <= 0) throw new BadRequest('amount must be greater than 0');
  return { action, wallet, amount, currency };
}

const TRANSACTION_SORTS = [
  'transactionId',
  'date',
  'name',
  'amount',
  'status',
] as const satisfies readonly FinanceTransactionSort[];

/** An optional query parameter that must be one of `options` (a 400 naming it otherwise). */
function optionalChoice<const T extends readonly string[]>(url: URL, name: string, options: T): T[number] | undefined {
  const raw = query(url, name);
  return raw === null || raw === '' ? undefined : oneOf(options)(raw, name);
}

/**
 * Every transaction matching the query, sorted (ties newest first) and cut to the page asked for;
 * `now` places the dates (stories pass a fixed clock).
 */
export function transactionsPage(url: URL, now = Date.now()): FinanceTransactionsAnswer {
  const status = optionalChoice(url, 'status', ['completed', 'pending'] as const);
  const sort = optionalChoice(url, 'sort', TRANSACTION_SORTS) ?? 'date';
  const order = optionalChoice(url, 'order', ['asc', 'desc'] as const) ?? 'desc';
  const page = queryInt(url, 'page', 1, 1, 1_000_000);
  const size = queryInt(url, 'size', 25, 1, 100);
  const newestFirst = (a: FinanceTransaction, b: FinanceTransaction) => b.date.localeCompare(a.date);
  const compare = (a: FinanceTransaction, b: FinanceTransaction) => {
    const x = a[sort];
    const y = b[sort];
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en');
  };
  const sign = order === 'asc' ? 1 : -1;
  const list = seedFinanceTransactions(now)
    .filter((one) => status === undefined || one.status === status)
    .sort((a, b) => sign * compare(a, b) || newestFirst(a, b));
  return { items: list.slice((page - 1) * size, page * size), total: list.length, page, size };
}

export function dashboardsHandlers(ctx: Context): HttpHandler[] {
  return [
    route('get', 'dashboards/analytics', () => seedAnalytics(Date.now())),
    route('get', 'dashboards/crypto', () => ({
      ...seedCrypto(Date.now()),
      wallets: { ...ctx.db.cryptoWallets },
      cash: ctx.db.cryptoCash,
    })),
    route('post', 'dashboards/crypto/trade', async (request) => {
      const trade = readTrade(await readBody(request));
      const price = seedCrypto(Date.now()).prices[trade.wallet];
      const units = units8(trade.currency === 'usd' ? trade.amount / price : trade.amount);
      if (units <= 0) throw new BadRequest(`amount is less than the smallest unit of ${trade.wallet}`);
      const held = ctx.db.cryptoWallets[trade.wallet];
      if (trade.action === 'sell' && units > held) {
        throw new BadRequest(`amount is more than the ${trade.wallet} wallet holds (${held})`);
      }
      const usd = cents(units * price);
      const cash = ctx.db.cryptoCash;
      if (trade.action === 'buy' && usd > cash) {
        throw new BadRequest(`amount costs more than the cash balance (${usd} USD for ${cash} USD)`);
      }
      const balance = units8(trade.action === 'buy' ? held + units : held - units);
      if (!Number.isFinite(balance)) throw new BadRequest('amount is too large');
      ctx.db.cryptoWallets[trade.wallet] = balance;
      ctx.db.cryptoCash = cents(trade.action === 'buy' ? cash - usd : cash + usd);
      ctx.commit();
      const answer: CryptoTradeAnswer = {
        action: trade.action,
        wallet: trade.wallet,
        units,
        usd,
        price,
        balance,
        cash: ctx.db.cryptoCash,
      };
      return answer;
    }),
    route('get', 'dashboards/finance', () => seedFinance(Date.now())),
    route('get', 'dashboards/finance/transactions', (_request, url) => transactionsPage(url)),
    route('get', 'dashboards/project', (_request, url) => {
      const projectId = query(url, 'project') ?? undefined;
      const project = seedProject(projectId);
      return project ?? HttpResponse.json({ error: `No project with id ${projectId}` }, { status: 404 });
    }),
  ];
}
