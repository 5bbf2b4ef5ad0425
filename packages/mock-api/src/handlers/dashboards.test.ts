import { setupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '../contract/calls.ts';
import type { AmountChart, ExpensesByPeriod, Split, TimeSeries } from '../contract/dashboards.ts';
import { createMockApi } from './index.ts';
import { MemoryStorage } from '../test/memoryStorage.ts';
import { call, ok, useMockServer } from '../test/server.ts';

type Analytics = ApiAnswer<'GET api/dashboards/analytics'>;
type Crypto = ApiAnswer<'GET api/dashboards/crypto'>;
type Finance = ApiAnswer<'GET api/dashboards/finance'>;
type Project = ApiAnswer<'GET api/dashboards/project'>;
type Transactions = ApiAnswer<'GET api/dashboards/finance/transactions'>;

const NOW = Date.parse('2025-03-14T09:26:00.000Z');
const DAY = 86_400_000;
const times = (series: TimeSeries) => series.data.map((point) => Date.parse(point.x));
const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

function expectAscending(values: number[]) {
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(new Set(values).size).toBe(values.length);
}

function expectAmountChart(chart: AmountChart) {
  expect(chart.labels.length).toBeGreaterThan(0);
  for (const series of chart.series) expect(series.data).toHaveLength(chart.labels.length);
  expect(chart.amount).toBe(total(chart.series[0]!.data));
}

/** Each period's chart holds together, over the same labels as the others. */
function expectExpensesByPeriod(periods: ExpensesByPeriod) {
  expect(Object.keys(periods).sort()).toEqual(['beforePrevious', 'current', 'previous']);
  for (const chart of Object.values(periods)) {
    expectAmountChart(chart);
    expect(chart.labels).toEqual(periods.current.labels);
  }
}

function expectSplit(split: Split) {
  expect(split.series).toHaveLength(split.labels.length);
  expect(total(split.series)).toBe(100);
  expect(split.uniqueVisitors).toBeGreaterThan(0);
}

describe('dashboards', () => {
  useMockServer({ actor: 'owner' });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('answers analytics: monthly visitors for this and last year, daily views ending today, splits of 100', async () => {
    const analytics = await ok<Analytics>('GET', 'dashboards/analytics');
    const [thisYear] = analytics.visitors.series.thisYear;
    const [lastYear] = analytics.visitors.series.lastYear;
    expect(thisYear!.data).toHaveLength(12);
    expect(lastYear!.data).toHaveLength(12);
    expectAscending([...times(lastYear!), ...times(thisYear!)]);
    expect(thisYear!.data.at(-1)!.x).toBe('2025-03-01T00:00:00.000Z');
    expect(lastYear!.data.at(-1)!.x).toBe('2024-03-01T00:00:00.000Z');

    for (const chart of [analytics.conversions, analytics.impressions, analytics.visits]) expectAmountChart(chart);
    expect(analytics.visits.labels.at(-1)).toBe('2025-03-14');

    const { series, overallScore, averageRatio, predictedRatio } = analytics.visitorsVsPageViews;
    expect(series.map((one) => one.name)).toEqual(['Page Views', 'Visitors']);
    for (const one of series) {
      expect(one.data).toHaveLength(30);
      expectAscending(times(one));
      expect(one.data.at(-1)!.x).toBe('2025-03-14T00:00:00.000Z');
    }
    expect(overallScore).toBeGreaterThan(0);
    expect(averageRatio + predictedRatio).toBe(100);

    for (const split of [analytics.newVsReturning, analytics.gender, analytics.age, analytics.language]) {
      expectSplit(split);
    }
  });

  it('answers crypto: the bitcoin price over the last hour, prices and watchlist agreeing with their series', async () => {
    const crypto = await ok<Crypto>('GET', 'dashboards/crypto');
    const [price] = crypto.btc.price.series;
    expect(price!.data).toHaveLength(60);
    expectAscending(times(price!));
    expect(times(price!).at(-1)).toBe(NOW);
    expect(times(price!)[0]).toBe(NOW - 59 * 60_000);
    expect(crypto.btc.amount).toBe(price!.data.at(-1)!.y);
    expect(crypto.prices.btc).toBe(crypto.btc.amount);
    for (const field of ['marketCap', 'volume', 'supply', 'allTimeHigh'] as const) {
      expect(crypto.btc[field]).toBeGreaterThan(0);
    }
    expect(crypto.btc.allTimeHigh).toBeGreaterThan(Math.max(...price!.data.map((point) => point.y)));

    expect(crypto.watchlist.map((item) => item.iso)).toEqual(['ETH', 'BCH', 'XRP']);
    for (const item of crypto.watchlist) {
      const values = item.series[0]!.data.map((point) => point.y);
      expect(item.amount).toBe(values.at(-1));
      expect(crypto.prices[item.iso.toLowerCase() as 'eth' | 'bch' | 'xrp']).toBe(item.amount);
      expect(item.trend.dir).toBe(values.at(-1)! < values[0]! ? 'down' : 'up');
      expect(item.trend.amount).toBeCloseTo((Math.abs(values.at(-1)! - values[0]!) / values[0]!) * 100, 2);
      expect(times(item.series[0]!).at(-1)).toBe(NOW);
    }
    expect(['up', 'down']).toContain(crypto.btc.trend.dir);
    expect(Object.keys(crypto.wallets).sort()).toEqual(['bch', 'btc', 'eth', 'xrp']);
  });

  it("answers finance with the spec's limits, statements and newest-first transactions", async () => {
    const finance = await ok<Finance>('GET', 'dashboards/finance');
    expect(finance.budget).toMatchObject({ expensesLimit: 20000, savingsGoal: 250000, billsLimit: 1000 });
    expect(finance.budget.expenses).toBeLessThanOrEqual(finance.budget.expensesLimit);
    expect(finance.previousStatement).toMatchObject({ status: 'paid', limit: 34500 });
    expect(finance.currentStatement).toMatchObject({ status: 'pending', limit: 34500 });
    expect(Date.parse(finance.previousStatement.date)).toBeLessThan(NOW);
    expect(Date.parse(finance.currentStatement.date)).toBeGreaterThan(Date.parse(finance.previousStatement.date));

    const { series, growRate, ami } = finance.accountBalance;
    expect(series.map((one) => one.name)).toEqual(['Predicted', 'Actual']);
    expect(times(series[0]!)).toEqual(times(series[1]!));
    expect(series[1]!.data.at(-1)!.x).toBe('2025-03-01T00:00:00.000Z');
    const actual = series[1]!.data.map((point) => point.y);
    // "Average monthly growth": the mean of each month's growth over the one before, not the whole period's.
    const monthly = actual.slice(1).map((balance, month) => (balance - actual[month]!) / actual[month]!);
    expect(growRate).toBeCloseTo((monthly.reduce((sum, rate) => sum + rate, 0) / monthly.length) * 100, 2);
    expect(growRate).toBeLessThan(5);
    expect(ami).toBeGreaterThan(0);

    const transactions = finance.recentTransactions;
    expect(transactions.length).toBeGreaterThanOrEqual(5);
    const dates = transactions.map((transaction) => Date.parse(transaction.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates.every((date) => date <= NOW && date > NOW - 30 * DAY)).toBe(true);
    expect(new Set(transactions.map((transaction) => transaction.id)).size).toBe(transactions.length);
    for (const transaction of transactions) expect(['completed', 'pending']).toContain(transaction.status);
  });

  describe('finance transactions', () => {
    const list = (query: Record<string, string> = {}) =>
      ok<Transactions>('GET', 'dashboards/finance/transactions', { query });

    it('answers every transaction newest first, a page at a time, the dashboard’s six leading', async () => {
      const first = await list({ size: '10' });
      expect(first).toMatchObject({ page: 1, size: 10 });
      expect(first.total).toBeGreaterThan(40);
      expect(first.items).toHaveLength(10);
      const { recentTransactions } = await ok<Finance>('GET', 'dashboards/finance');
      expect(first.items.slice(0, 6)).toEqual(recentTransactions);

      const everyone = await list({ size: '100' });
      expect(everyone.items).toHaveLength(everyone.total);
      const dates = everyone.items.map((one) => Date.parse(one.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(new Set(everyone.items.map((one) => one.id)).size).toBe(everyone.total);
      expect(new Set(everyone.items.map((one) => one.transactionId)).size).toBe(everyone.total);
      const last = await list({ size: '10', page: String(Math.ceil(everyone.total / 10)) });
      expect(last.items).toEqual(everyone.items.slice(-last.items.length));
    });

    it('keeps one status and sorts by a column either way, ties newest first', async () => {
      const pending = await list({ status: 'pending', size: '100' });
      expect(pending.total).toBeGreaterThan(0);
      expect(pending.items.every((one) => one.status === 'pending')).toBe(true);
      const all = await list({ size: '100' });
      expect(pending.total).toBeLessThan(all.total);

      const byAmount = (await list({ sort: 'amount', order: 'asc', size: '100' })).items.map((one) => one.amount);
      expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
      const names = (await list({ sort: 'name', order: 'desc', size: '100' })).items.map((one) => one.name);
      expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en')));
      const byStatus = (await list({ sort: 'status', order: 'desc', size: '100' })).items;
      const firstCompleted = byStatus.findIndex((one) => one.status === 'completed');
      expect(byStatus.slice(0, firstCompleted).every((one) => one.status === 'pending')).toBe(true);
      const completedDates = byStatus.slice(firstCompleted).map((one) => Date.parse(one.date));
      expect(completedDates).toEqual([...completedDates].sort((a, b) => b - a));
    });

    it('refuses an unknown status, sort or order and a page size out of range, naming the parameter', async () => {
      for (const [query, error] of [
        [{ status: 'lost' }, /status/],
        [{ sort: 'colour' }, /sort/],
        [{ order: 'up' }, /order/],
        [{ size: '0' }, /size/],
        [{ size: '101' }, /size/],
        [{ page: 'two' }, /page/],
      ] as const) {
        const answer = await call('GET', 'dashboards/finance/transactions', { query });
        expect(answer.status).toBe(400);
        expect(JSON.stringify(answer.body)).toMatch(error);
      }
    });
  });

  it('answers the project dashboard with consistent charts, budget rows and team members', async () => {
    const project = await ok<Project>('GET', 'dashboards/project');
    const { githubIssues, taskDistribution } = project;
    expect(githubIssues.labels).toHaveLength(7);
    for (const week of ['thisWeek', 'lastWeek'] as const) {
      expect(githubIssues.series[week].map((series) => series.name)).toEqual(['New issues', 'Closed issues']);
      for (const series of githubIssues.series[week]) expect(series.data).toHaveLength(7);
      expect(taskDistribution.series[week]).toHaveLength(taskDistribution.labels.length);
      expect(Object.keys(githubIssues.overview[week]).sort()).toEqual(
        ['closedIssues', 'fixed', 'needsTriage', 'newIssues', 'reOpened', 'wontFix'].sort(),
      );
    }

    expect(project.schedule.today.length).toBeGreaterThan(0);
    expect(project.schedule.tomorrow.length).toBeGreaterThan(0);
    for (const entry of [...project.schedule.today, ...project.schedule.tomorrow]) {
      expect(entry.title).not.toBe('');
      if (entry.time !== null) expect(entry.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }

    const { categories, series } = project.budgetDistribution;
    expect(series[0]!.data).toHaveLength(categories.length);
    for (const periods of [project.weeklyExpenses, project.monthlyExpenses, project.yearlyExpenses]) {
      expectExpensesByPeriod(periods);
    }

    for (const row of project.budgetDetails.rows) {
      expect(Object.keys(row).sort()).toEqual([...project.budgetDetails.columns].sort());
      expect(row.expensesAmount + row.remainingAmount).toBeCloseTo(row.total, 2);
      expect(row.expensesPercentage + row.remainingPercentage).toBeCloseTo(100, 2);
      expect(row.expensesPercentage).toBeCloseTo((row.expensesAmount / row.total) * 100, 2);
    }

    expect(project.teamMembers.length).toBeGreaterThanOrEqual(6);
    expect(new Set(project.teamMembers.map((member) => member.id)).size).toBe(project.teamMembers.length);
    for (const member of project.teamMembers) {
      expect(member.avatar).toMatch(/^data:image\//);
      expect(member.email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(member.phone).toMatch(/^\+\d/);
    }
  });

  it('answers the first project by default, and each project its own figures with the same list of projects', async () => {
    const first = await ok<Project>('GET', 'dashboards/project');
    expect(first.projects.length).toBeGreaterThanOrEqual(3);
    expect(first.projectId).toBe(first.projects[0]!.id);
    expect(await ok<Project>('GET', 'dashboards/project', { query: { project: first.projectId } })).toEqual(first);

    const others = await Promise.all(
      first.projects.slice(1).map((one) => ok<Project>('GET', 'dashboards/project', { query: { project: one.id } })),
    );
    const all = [first, ...others];
    for (const [index, answer] of all.entries()) {
      expect(answer.projectId).toBe(first.projects[index]!.id);
      expect(answer.projects).toEqual(first.projects);
    }
    // Figures differ per project: the stat cards, the issues and the team.
    const signature = (answer: Project) =>
      JSON.stringify([answer.stats, answer.githubIssues.overview, answer.teamMembers.map((member) => member.id)]);
    expect(new Set(all.map(signature)).size).toBe(all.length);
    // Scaled figures stay consistent.
    for (const answer of all) {
      for (const periods of [answer.weeklyExpenses, answer.monthlyExpenses, answer.yearlyExpenses]) {
        expectExpensesByPeriod(periods);
      }
      for (const row of answer.budgetDetails.rows) {
        expect(row.expensesAmount + row.remainingAmount).toBeCloseTo(row.total, 2);
      }
      expect(answer.teamMembers.length).toBeGreaterThan(0);
    }
  });

  it('answers the stat cards per period: each period its own figures, never negative', async () => {
    const { stats } = await ok<Project>('GET', 'dashboards/project');
    expect(Object.keys(stats).sort()).toEqual(['dueTasks', 'features', 'issues', 'overdue']);
    for (const card of Object.values(stats)) {
      expect(Object.keys(card).sort()).toEqual(['today', 'tomorrow', 'yesterday']);
      const values = Object.values(card).map((figures) => figures.value);
      expect(new Set(values).size).toBe(values.length);
      for (const figures of Object.values(card)) {
        expect(Number.isInteger(figures.value) && figures.value >= 0).toBe(true);
        expect(Number.isInteger(figures.secondary) && figures.secondary >= 0).toBe(true);
      }
    }
  });

  it('answers the expenses cards per period: this week, month or year and the two before, each its own figures', async () => {
    const project = await ok<Project>('GET', 'dashboards/project');
    expect(project.weeklyExpenses.current.amount).toBe(13_535);
    expect(project.monthlyExpenses.current.amount).toBe(52_185);
    expect(project.yearlyExpenses.current.amount).toBe(630_385);
    for (const periods of [project.weeklyExpenses, project.monthlyExpenses, project.yearlyExpenses]) {
      const amounts = Object.values(periods).map((chart) => chart.amount);
      expect(new Set(amounts).size).toBe(3);
      for (const chart of Object.values(periods)) {
        for (const value of chart.series[0]!.data) expect(value).toBeGreaterThan(0);
      }
    }
  });

  it('answers an unknown project with 404 and an error message', async () => {
    expect(await call('GET', 'dashboards/project', { query: { project: 'no-such-project' } })).toMatchObject({
      status: 404,
      body: { error: 'No project with id no-such-project' },
    });
  });

  it('is the same data on every fresh API at a given time, with no network address in it', async () => {
    const paths = ['analytics', 'crypto', 'finance', 'project'].map((name) => `dashboards/${name}`);
    const first = await Promise.all(paths.map((path) => ok('GET', path)));
    vi.setSystemTime(NOW + DAY);
    const later = await Promise.all(paths.map((path) => ok<unknown>('GET', path)));
    vi.setSystemTime(NOW);
    const again = await Promise.all(paths.map((path) => ok('GET', path)));
    expect(again).toEqual(first);
    // Only the dates move with the clock: the project dashboard has none.
    expect(later[3]).toEqual(first[3]);
    expect(later[2]).not.toEqual(first[2]);
    expect(JSON.stringify(first)).not.toMatch(/https?:/);
  });

  describe('crypto trade', () => {
    type Trade = ApiAnswer<'POST api/dashboards/crypto/trade'>;
    const wallets = async () => (await ok<Crypto>('GET', 'dashboards/crypto')).wallets;
    const trade = (body: unknown) => call('POST', 'dashboards/crypto/trade', { body });
    const refused = async (body: unknown, error: string | RegExp) => {
      const before = await wallets();
      const answer = await trade(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: typeof error === 'string' ? error : (expect.stringMatching(error) as string),
      });
      expect(await wallets()).toEqual(before);
    };

    it('buys in coin units: the wallet grows and the next GET shows it', async () => {
      const { eth } = await wallets();
      const { prices } = await ok<Crypto>('GET', 'dashboards/crypto');
      const answer = await ok<Trade>('POST', 'dashboards/crypto/trade', {
        body: { action: 'buy', wallet: 'eth', amount: 1.5, currency: 'eth' },
      });
      expect(answer).toEqual({
        action: 'buy',
        wallet: 'eth',
        units: 1.5,
        usd: Math.round(1.5 * prices.eth * 100) / 100,
        price: prices.eth,
        balance: eth + 1.5,
        cash: Math.round((25_000 - Math.round(1.5 * prices.eth * 100) / 100) * 100) / 100,
      });
      expect((await wallets()).eth).toBe(eth + 1.5);
      expect((await ok<Crypto>('GET', 'dashboards/crypto')).cash).toBe(answer.cash);
    });

    it('refuses a purchase that costs more than the cash, and keeps wallets and cash as they were', async () => {
      const before = await ok<Crypto>('GET', 'dashboards/crypto');
      expect(before.cash).toBe(25_000);
      await refused(
        { action: 'buy', wallet: 'btc', amount: 99_999_999_999, currency: 'usd' },
        /^amount costs more than the cash balance \(.* USD for 25000 USD\)$/,
      );
      await refused(
        { action: 'buy', wallet: 'eth', amount: 1_000, currency: 'eth' },
        /^amount costs more than the cash/,
      );
      expect((await ok<Crypto>('GET', 'dashboards/crypto')).cash).toBe(25_000);
      // The whole cash buys; a cent more does not.
      await refused({ action: 'buy', wallet: 'xrp', amount: 25_000.01, currency: 'usd' }, /^amount costs more/);
      const all = await ok<Trade>('POST', 'dashboards/crypto/trade', {
        body: { action: 'buy', wallet: 'xrp', amount: 25_000, currency: 'usd' },
      });
      expect(all.cash).toBeGreaterThanOrEqual(0);
      expect(all.cash).toBeLessThan(0.01);
    });

    it('sells for dollars: the units are the dollars over the price, to 8 decimals', async () => {
      const { btc } = await wallets();
      const { prices } = await ok<Crypto>('GET', 'dashboards/crypto');
      const answer = await ok<Trade>('POST', 'dashboards/crypto/trade', {
        body: { action: 'sell', wallet: 'btc', amount: 1000, currency: 'usd' },
      });
      const units = Math.round((1000 / prices.btc) * 1e8) / 1e8;
      expect(answer.units).toBe(units);
      expect(answer.usd).toBeCloseTo(1000, 0);
      expect(answer.balance).toBe(Math.round((btc - units) * 1e8) / 1e8);
      expect((await wallets()).btc).toBe(answer.balance);
      expect(answer.cash).toBe(Math.round((25_000 + answer.usd) * 100) / 100);
    });

    it('sells the whole wallet down to zero, and not a unit more', async () => {
      const { bch } = await wallets();
      await refused(
        { action: 'sell', wallet: 'bch', amount: bch + 0.00000001, currency: 'bch' },
        /^amount is more than the bch wallet holds/,
      );
      const all = await ok<Trade>('POST', 'dashboards/crypto/trade', {
        body: { action: 'sell', wallet: 'bch', amount: bch, currency: 'bch' },
      });
      expect(all.balance).toBe(0);
      await refused(
        { action: 'sell', wallet: 'bch', amount: 1, currency: 'usd' },
        /^amount is more than the bch wallet holds/,
      );
    });

    it('refuses an amount that is missing, not a number, not finite, zero or negative', async () => {
      const body = { action: 'buy', wallet: 'xrp', currency: 'xrp' };
      await refused(body, 'amount must be a finite number');
      for (const amount of ['12', null, 'abc', [], {}])
        await refused({ ...body, amount }, 'amount must be a finite number');
      // JSON has no NaN or Infinity: a hand-written body with a huge exponent parses to Infinity.
      const infinite = await call('POST', 'dashboards/crypto/trade', {
        body: '{"action":"buy","wallet":"xrp","currency":"xrp","amount":1e999}',
      });
      expect(infinite).toMatchObject({ status: 400, body: { error: 'amount must be a finite number' } });
      await refused({ ...body, amount: 0 }, 'amount must be greater than 0');
      await refused({ ...body, amount: -5 }, 'amount must be greater than 0');
      await refused({ ...body, amount: 1e-9 }, 'amount is less than the smallest unit of xrp');
    });

    it('refuses an unknown action, wallet or currency, and a currency of another coin', async () => {
      const good = { action: 'buy', wallet: 'eth', amount: 1, currency: 'usd' };
      await refused({ ...good, action: 'hold' }, 'action must be one of buy, sell');
      await refused({ ...good, wallet: 'doge' }, 'wallet must be one of btc, eth, bch, xrp');
      await refused({ ...good, currency: 'eur' }, 'currency must be one of usd, btc, eth, bch, xrp');
      await refused({ ...good, currency: 'btc' }, 'currency must be usd or eth');
      await refused('not json', 'The body is not valid JSON');
    });
  });

  it('is read-only: other methods answer 404 NOT FOUND, and the query string is ignored', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(await call(method, 'dashboards/finance', { body: {} })).toMatchObject({ status: 404, body: 'NOT FOUND' });
    }
    expect(await ok('GET', 'dashboards/project', { query: { id: 'x', page: '-1' } })).toEqual(
      await ok('GET', 'dashboards/project'),
    );
  });
});

describe('crypto wallets in storage', () => {
  it('keeps them: a new API over the same storage shows the trade', async () => {
    const storage = new MemoryStorage();
    const run = async (body?: unknown) => {
      const server = setupServer(...createMockApi({ delays: false, actor: 'owner', storage }).handlers);
      server.listen({ onUnhandledRequest: 'error' });
      try {
        if (body) await ok('POST', 'dashboards/crypto/trade', { body });
        return (await ok<Crypto>('GET', 'dashboards/crypto')).wallets;
      } finally {
        server.close();
      }
    };
    expect((await run({ action: 'buy', wallet: 'xrp', amount: 50, currency: 'xrp' })).xrp).toBe(3200);
    expect(await run()).toMatchObject({ xrp: 3200, btc: 0.6237 });
    expect(storage.getItem('atrium.mock-api.db.dashboards')).toContain('3200');
  });
});
