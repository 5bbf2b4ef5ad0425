/**
 * The four dashboards' seed: static figures; only the dates of the time series (and of statements and
 * transactions) are placed relative to `now`, so the charts always end today. Headline figures that a
 * reader can check against a chart (totals, the latest price, trends, percentages) are derived from
 * the series here rather than written twice.
 */
import type {
  AmountChart,
  AnalyticsDashboard,
  BudgetDetailsRow,
  CryptoDashboard,
  CryptoIso,
  CryptoWatchItem,
  ExpensesByPeriod,
  ExpensesPeriod,
  FinanceDashboard,
  FinanceTransaction,
  ProjectDashboard,
  ProjectStats,
  ProjectSummary,
  TeamMember,
  TimeSeries,
  Trend,
} from '../../contract/dashboards.ts';
import { avatar } from './images.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The statement limit, and the budget's limits (spec 2 §9). */
export const STATEMENT_LIMIT = 34_500;
export const EXPENSES_LIMIT = 20_000;
export const SAVINGS_GOAL = 250_000;
export const BILLS_LIMIT = 1_000;

const iso = (time: number) => new Date(time).toISOString();

/** Midnight (UTC) of the day `days` before now's day. */
function dayStart(now: number, days: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - days);
}

/** The first day (UTC) of the month `months` before now's month. */
function monthStart(now: number, months: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1);
}

/** Values placed at `at(i)` for i = 0 … n−1 (oldest first). */
function series(name: string, values: readonly number[], at: (index: number, count: number) => number): TimeSeries {
  return { name, data: values.map((y, index) => ({ x: iso(at(index, values.length)), y })) };
}

/** One value per day, the last one today. */
const daily = (now: number) => (index: number, count: number) => dayStart(now, count - 1 - index);
/** One value per month, the last one this month (`offset` months further back). */
const monthly =
  (now: number, offset = 0) =>
  (index: number, count: number) =>
    monthStart(now, count - 1 - index + offset);
/** One value every `step` minutes, the last one now. */
const everyMinutes = (now: number, step: number) => (index: number, count: number) =>
  now - (count - 1 - index) * step * MINUTE;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Direction and size (per cent) of the change from the first to the last value. */
export function trendOf(values: readonly number[]): Trend {
  const first = values[0] ?? 0;
  const last = values.at(-1) ?? 0;
  const change = first === 0 ? 0 : ((last - first) / first) * 100;
  return { dir: change < 0 ? 'down' : 'up', amount: round2(Math.abs(change)) };
}

/** A chart whose headline amount is the total of its one series. */
function amountChart(name: string, labels: string[], data: number[]): AmountChart {
  return { amount: sum(data), labels, series: [{ name, data }] };
}

/** An expenses card's charts, one per period of its menu, over the same labels. */
function expensesByPeriod(name: string, labels: string[], data: Record<ExpensesPeriod, number[]>): ExpensesByPeriod {
  return {
    current: amountChart(name, labels, data.current),
    previous: amountChart(name, labels, data.previous),
    beforePrevious: amountChart(name, labels, data.beforePrevious),
  };
}

/** The last seven days as `YYYY-MM-DD`, oldest first. */
function lastSevenDays(now: number): string[] {
  return Array.from({ length: 7 }, (_, index) => iso(dayStart(now, 6 - index)).slice(0, 10));
}

// ------------------------------------------------------------------------------------------ analytics

const VISITORS_THIS_YEAR = [4884, 5351, 5293, 4908, 5027, 4898, 5210, 5521, 5812, 6101, 5965, 6388];
const VISITORS_LAST_YEAR = [3870, 4102, 3991, 4227, 4410, 4298, 4516, 4802, 4675, 4933, 5120, 5047];
const PAGE_VIEWS_30_DAYS = [
  5210, 5340, 5122, 5580, 5725, 5410, 5012, 4870, 5190, 5462, 5701, 5893, 5620, 5380, 5230, 5610, 5845, 6012, 5790,
  5520, 5305, 5688, 5920, 6105, 5970, 5745, 5660, 5935, 6210, 6350,
];
const VISITORS_30_DAYS = [
  2410, 2475, 2390, 2560, 2640, 2510, 2302, 2250, 2398, 2515, 2630, 2702, 2590, 2480, 2405, 2580, 2695, 2760, 2668,
  2545, 2440, 2610, 2720, 2810, 2746, 2650, 2600, 2730, 2855, 2920,
];
const UNIQUE_VISITORS = 46_085;

export function seedAnalytics(now: number): AnalyticsDashboard {
  const week = lastSevenDays(now);
  return {
    visitors: {
      series: {
        thisYear: [series('Visitors', VISITORS_THIS_YEAR, monthly(now))],
        lastYear: [series('Visitors', VISITORS_LAST_YEAR, monthly(now, 12))],
      },
    },
    conversions: amountChart('Conversions', week, [602, 588, 611, 573, 624, 579, 546]),
    impressions: amountChart('Impressions', week, [12750, 13318, 12896, 13970, 14211, 13607, 12580]),
    visits: amountChart('Visits', week, [1843, 1911, 1786, 2050, 2124, 1998, 1902]),
    visitorsVsPageViews: {
      overallScore: 472,
      averageRatio: 45,
      predictedRatio: 55,
      series: [series('Page Views', PAGE_VIEWS_30_DAYS, daily(now)), series('Visitors', VISITORS_30_DAYS, daily(now))],
    },
    newVsReturning: { uniqueVisitors: UNIQUE_VISITORS, labels: ['New', 'Returning'], series: [80, 20] },
    gender: { uniqueVisitors: UNIQUE_VISITORS, labels: ['Female', 'Male', 'Not stated'], series: [48, 45, 7] },
    age: { uniqueVisitors: UNIQUE_VISITORS, labels: ['Under 30', '30 to 50', 'Over 50'], series: [35, 47, 18] },
    language: { uniqueVisitors: UNIQUE_VISITORS, labels: ['Spanish', 'English', 'Other'], series: [52, 38, 10] },
  };
}

// --------------------------------------------------------------------------------------------- crypto

/** Bitcoin, one price a minute over the last hour (oldest first). */
const BTC_PRICES = [
  67193.67, 67098.91, 67144.17, 67027.45, 67040.5, 67005.89, 66885.13, 66890.22, 66763.72, 66748.14, 66630.7, 66519.1,
  66500.96, 66595.48, 66493.14, 66418.65, 66457.33, 66585.69, 66610.28, 66584.35, 66720.7, 66596.74, 66700.12, 66644.21,
  66547.6, 66443.58, 66392.95, 66484.47, 66398.07, 66423.92, 66465.82, 66433.09, 66449.46, 66330.04, 66209.73, 66130.39,
  66183.91, 66166.63, 66117.59, 66144.55, 66134.44, 66081.38, 66166.8, 66225.52, 66156.87, 66180.71, 66190.76, 66298.8,
  66366.05, 66309.67, 66447.12, 66343.18, 66323.25, 66398.25, 66303.8, 66303.71, 66177.69, 66227.79, 66304.87, 66328.32,
];

/** Every 10 minutes over the last 4 hours (oldest first). */
const WATCHLIST: { title: string; iso: CryptoIso; prices: number[] }[] = [
  {
    title: 'Ethereum',
    iso: 'ETH',
    prices: [
      3492.72, 3485.21, 3491.44, 3494.04, 3496.12, 3493.74, 3505.18, 3520.39, 3518.65, 3523.76, 3507.15, 3513.6, 3518.1,
      3535.05, 3545.84, 3537.28, 3532.37, 3537.64, 3519.66, 3517.48, 3504.73, 3490.14, 3473.47, 3482.32, 3468.18,
    ],
  },
  {
    title: 'Bitcoin Cash',
    iso: 'BCH',
    prices: [
      470.28, 469.71, 472.98, 469.92, 469.82, 470.51, 473.88, 476.73, 479.95, 478.47, 478.1, 477.27, 480.64, 484.6,
      482.11, 479.82, 477.97, 476.14, 476.32, 477.33, 475.74, 472.07, 471.72, 470.97, 471.81,
    ],
  },
  {
    title: 'XRP',
    iso: 'XRP',
    prices: [
      0.5906, 0.5917, 0.5915, 0.592, 0.593, 0.5891, 0.5919, 0.5937, 0.5963, 0.5983, 0.597, 0.5958, 0.5922, 0.5929,
      0.589, 0.5851, 0.5824, 0.5793, 0.5776, 0.5736, 0.5693, 0.5661, 0.5625, 0.561, 0.5568,
    ],
  },
];

/** The wallets before any trade, in units of each coin. */
export function seedCryptoWallets(): CryptoDashboard['wallets'] {
  return { btc: 0.6237, eth: 4.1825, bch: 12.5, xrp: 3150 };
}

/** The cash before any trade, USD. */
export const SEED_CRYPTO_CASH = 25_000;

export function seedCrypto(now: number): CryptoDashboard {
  const watchlist: CryptoWatchItem[] = WATCHLIST.map(({ title, iso: code, prices }) => ({
    title,
    iso: code,
    amount: prices.at(-1)!,
    trend: trendOf(prices),
    series: [series(title, prices, everyMinutes(now, 10))],
  }));
  const latest = (code: CryptoIso) => watchlist.find((item) => item.iso === code)!.amount;
  const btc = BTC_PRICES.at(-1)!;
  return {
    btc: {
      amount: btc,
      trend: trendOf(BTC_PRICES),
      marketCap: 1_306_482_000_000,
      volume: 28_914_370_000,
      supply: 19_697_531,
      allTimeHigh: 73_750.07,
      price: { series: [series('Price', BTC_PRICES, everyMinutes(now, 1))] },
    },
    prices: { btc, eth: latest('ETH'), bch: latest('BCH'), xrp: latest('XRP') },
    wallets: seedCryptoWallets(),
    cash: SEED_CRYPTO_CASH,
    watchlist,
  };
}

// -------------------------------------------------------------------------------------------- finance

const BALANCE_PREDICTED = [43124, 44779, 45597, 46601, 47776, 48981, 49752, 51831, 54168, 55557, 56978, 57682];
const BALANCE_ACTUAL = [42890, 44103, 45860, 45912, 47020, 48735, 50411, 51290, 53602, 54988, 57305, 58129];

/**
 * The mean of the month-over-month growth rates, in per cent: what "average monthly growth" says. The
 * whole period's growth (first to last month) is about eleven months of it and reads as one.
 */
export function meanMonthlyGrowth(balances: readonly number[]): number {
  if (balances.length < 2) return 0;
  let sum = 0;
  for (let month = 1; month < balances.length; month += 1)
    sum += (balances[month]! - balances[month - 1]!) / balances[month - 1]!;
  return (sum / (balances.length - 1)) * 100;
}

/** How many of the newest transactions the dashboard's card shows. */
export const RECENT_TRANSACTIONS = 6;

/** Counterparties of the older transactions: a name and whether money comes in (+1) or goes out (-1). */
const COUNTERPARTIES: [string, 1 | -1][] = [
  ['Lucía Ferrer', 1],
  ['Office supplies, Papelera Sur', -1],
  ['Kenji Watanabe', 1],
  ['Electricity, Iberluz', -1],
  ['Fatima Al-Sayed', 1],
  ['Coworking rent, Espacio Nido', -1],
  ['Oliver Brennan', 1],
  ['Travel, Rail Europa', -1],
  ['Chiara Romano', 1],
  ['Design tools, yearly', -1],
  ['Mateo Salvatierra', 1],
  ['Courier, Rápido Express', -1],
];

/**
 * Every transaction, newest first: the six the dashboard shows, then older ones, about one every day
 * and a half over two months (amounts drawn once from a fixed sequence; the oldest are all completed).
 */
export function seedFinanceTransactions(now: number): FinanceTransaction[] {
  const transaction = (
    id: string,
    transactionId: string,
    name: string,
    amount: number,
    status: FinanceTransaction['status'],
    daysAgo: number,
  ): FinanceTransaction => ({ id, transactionId, name, amount, status, date: iso(now - daysAgo * DAY) });
  const recent = [
    transaction('7d3c2f4a-1b9e-4a57-9c2d-5e8f1a6b3c70', '528651571NT', 'Marisol Ibáñez', 1358.75, 'completed', 0.2),
    transaction(
      '0b6e8d21-3c4f-4e1a-8b7d-9f2a5c6e1d84',
      '421436904YT',
      'Harbor Lane Studio',
      -1042.82,
      'completed',
      1.4,
    ),
    transaction('e5a1c9b3-7d2f-4c68-a0e4-3b9d8f7c2a15', '685377421YT', 'Tobias Lindqvist', 1828.16, 'pending', 2.6),
    transaction('4f9b2e7d-6a1c-4d35-b8e2-0c7f3a9d5b61', '884960091RT', 'Northwind Printing', -158.34, 'completed', 4.1),
    transaction('a2d7f6c1-9e3b-4b82-8d4a-6f1e0b5c7a39', '361402213NT', 'Amara Osei', 1706.12, 'completed', 6.3),
    transaction(
      'c8e3b5a9-2f7d-4e16-9a0c-1d6b4f8e2c57',
      '207958144RT',
      'Cloud hosting, monthly',
      -289.9,
      'pending',
      8.7,
    ),
  ];
  const older = Array.from({ length: 40 }, (_, index) => {
    const [name, sign] = COUNTERPARTIES[index % COUNTERPARTIES.length]!;
    // A fixed, spread-out sequence (a multiplicative step modulo a prime): every list is the same.
    const draw = ((index + 7) * 7_919) % 2_003;
    const amount = round2(sign * (sign > 0 ? 600 + draw * 0.61 : 40 + draw * 0.23));
    const number = String(100_000_000 + (((index + 3) * 48_271 * 7_919) % 899_999_999));
    const suffix = ['NT', 'YT', 'RT'][index % 3]!;
    const status = index % 9 === 4 && index < 20 ? 'pending' : 'completed';
    const id = `f1a0c3e2-5b7d-4c19-8e6a-${String(index + 1).padStart(12, '0')}`;
    return transaction(id, `${number}${suffix}`, name, amount, status, 9.5 + index * 1.5);
  });
  return [...recent, ...older];
}

export function seedFinance(now: number): FinanceDashboard {
  return {
    accountBalance: {
      growRate: round2(meanMonthlyGrowth(BALANCE_ACTUAL)),
      ami: 6478,
      series: [series('Predicted', BALANCE_PREDICTED, monthly(now)), series('Actual', BALANCE_ACTUAL, monthly(now))],
    },
    budget: {
      expenses: 17_663,
      expensesLimit: EXPENSES_LIMIT,
      savings: 132_482,
      savingsGoal: SAVINGS_GOAL,
      bills: 791,
      billsLimit: BILLS_LIMIT,
    },
    previousStatement: {
      status: 'paid',
      date: iso(dayStart(now, 26)),
      limit: STATEMENT_LIMIT,
      spent: 27_221.21,
      minimum: 7_331.94,
    },
    currentStatement: {
      status: 'pending',
      date: iso(dayStart(now, -4)),
      limit: STATEMENT_LIMIT,
      spent: 29_431.52,
      minimum: 8_255.07,
    },
    recentTransactions: seedFinanceTransactions(now).slice(0, RECENT_TRANSACTIONS),
  };
}

// -------------------------------------------------------------------------------------------- project

/** A row with its percentages derived from the amounts (rounded to two decimals). */
function budgetRow(type: string, total: number, expensesAmount: number): BudgetDetailsRow {
  const expensesPercentage = round2((expensesAmount / total) * 100);
  return {
    type,
    total,
    expensesAmount,
    expensesPercentage,
    remainingAmount: round2(total - expensesAmount),
    remainingPercentage: round2(100 - expensesPercentage),
  };
}

const TEAM: [string, string, string, string, string, number][] = [
  [
    '6b1f0e2d-8c4a-4f37-9d15-2a7e3c9b0f61',
    'Inés Valverde',
    'ines.valverde@atrium.dev',
    '+34 612 480 375',
    'Project manager',
    12,
  ],
  [
    '9a3c7e15-2d6b-4c80-8f4e-1b5a9d7c3e02',
    'Kwame Asante',
    'kwame.asante@atrium.dev',
    '+44 7700 900412',
    'Backend developer',
    148,
  ],
  [
    '2e8d4b6f-0a1c-4e93-b7d2-5f3c8a1e9b74',
    'Yuki Tanabe',
    'yuki.tanabe@atrium.dev',
    '+81 90 1234 5617',
    'Product designer',
    331,
  ],
  [
    'f4c2a8e6-5b9d-4a17-8c3e-7d1f0b6a2e98',
    'Rafael Quintero',
    'rafael.quintero@atrium.dev',
    '+52 55 1834 2290',
    'Frontend developer',
    205,
  ],
  [
    '5d9e1c7a-3f2b-4d68-a4e0-8c6b2f9d1a53',
    'Sofie Brandt',
    'sofie.brandt@atrium.dev',
    '+45 20 71 38 64',
    'Quality engineer',
    96,
  ],
  [
    '8b0a6d3f-4e7c-4b25-9f1d-3a8e5c2b7d16',
    'Omar Haddad',
    'omar.haddad@atrium.dev',
    '+971 50 318 2247',
    'Data analyst',
    268,
  ],
  [
    '1c7f3b9e-6d2a-4f84-b0c5-9e4d7a1f8c27',
    'Lena Petrova',
    'lena.petrova@atrium.dev',
    '+359 88 742 1596',
    'Technical writer',
    40,
  ],
  [
    '3a5e9d1b-7c4f-4e62-8b3a-0f2d6e9c4b85',
    'Tomás Ferreira',
    'tomas.ferreira@atrium.dev',
    '+351 912 604 873',
    'DevOps engineer',
    182,
  ],
];

/**
 * The projects of the selector. Each scales the first project's counts and money by its own factor
 * (rounded), and has its own slice of the team, so the figures differ per project and stay the same
 * on every call.
 */
export const PROJECTS: (ProjectSummary & { scale: number; team: number[] })[] = [
  { id: 'acme-backend', name: 'ACME Corp. Backend App', scale: 1, team: [0, 1, 2, 3, 4, 5, 6, 7] },
  { id: 'dmb-mobile', name: 'DMB Mobile App', scale: 0.6, team: [0, 2, 3, 6] },
  { id: 'nimbus-portal', name: 'Nimbus Customer Portal', scale: 1.45, team: [0, 1, 3, 4, 5, 7] },
];

const STATS: ProjectStats = {
  dueTasks: {
    yesterday: { value: 21, secondary: 6 },
    today: { value: 17, secondary: 4 },
    tomorrow: { value: 24, secondary: 0 },
  },
  overdue: {
    yesterday: { value: 9, secondary: 3 },
    today: { value: 7, secondary: 2 },
    tomorrow: { value: 11, secondary: 7 },
  },
  issues: {
    yesterday: { value: 32, secondary: 13 },
    today: { value: 24, secondary: 19 },
    tomorrow: { value: 28, secondary: 0 },
  },
  features: {
    yesterday: { value: 42, secondary: 8 },
    today: { value: 38, secondary: 16 },
    tomorrow: { value: 45, secondary: 0 },
  },
};

/** The dashboard of one project (the first when no id is given); undefined for an unknown id. */
export function seedProject(projectId?: string): ProjectDashboard | undefined {
  const project = projectId === undefined ? PROJECTS[0]! : PROJECTS.find((one) => one.id === projectId);
  if (!project) return undefined;
  const base = seedFirstProject();
  const n = (value: number) => Math.round(value * project.scale);
  const money = (value: number) => round2(value * project.scale);
  const scaleAll = (values: number[]) => values.map(n);
  const scaleRecord = <K extends string>(record: Record<K, number>) =>
    Object.fromEntries(Object.entries<number>(record).map(([key, value]) => [key, n(value)])) as Record<K, number>;
  const scaledChart = (chart: AmountChart) =>
    amountChart(chart.series[0]!.name, chart.labels, chart.series[0]!.data.map(money));
  const scaledPeriods = (periods: ExpensesByPeriod): ExpensesByPeriod => ({
    current: scaledChart(periods.current),
    previous: scaledChart(periods.previous),
    beforePrevious: scaledChart(periods.beforePrevious),
  });
  const { githubIssues, taskDistribution } = base;
  const stats = Object.fromEntries(
    Object.entries(STATS).map(([card, periods]) => [
      card,
      Object.fromEntries(
        Object.entries(periods).map(([period, figures]) => [
          period,
          { value: n(figures.value), secondary: n(figures.secondary) },
        ]),
      ),
    ]),
  ) as ProjectStats;
  return {
    projects: PROJECTS.map(({ id, name }) => ({ id, name })),
    projectId: project.id,
    stats,
    githubIssues: {
      overview: {
        thisWeek: scaleRecord(githubIssues.overview.thisWeek),
        lastWeek: scaleRecord(githubIssues.overview.lastWeek),
      },
      labels: githubIssues.labels,
      series: {
        thisWeek: githubIssues.series.thisWeek.map((one) => ({ name: one.name, data: scaleAll(one.data) })),
        lastWeek: githubIssues.series.lastWeek.map((one) => ({ name: one.name, data: scaleAll(one.data) })),
      },
    },
    taskDistribution: {
      overview: {
        thisWeek: scaleRecord(taskDistribution.overview.thisWeek),
        lastWeek: scaleRecord(taskDistribution.overview.lastWeek),
      },
      labels: taskDistribution.labels,
      series: {
        thisWeek: scaleAll(taskDistribution.series.thisWeek),
        lastWeek: scaleAll(taskDistribution.series.lastWeek),
      },
    },
    schedule: base.schedule,
    budgetDistribution: base.budgetDistribution,
    weeklyExpenses: scaledPeriods(base.weeklyExpenses),
    monthlyExpenses: scaledPeriods(base.monthlyExpenses),
    yearlyExpenses: scaledPeriods(base.yearlyExpenses),
    budgetDetails: {
      columns: base.budgetDetails.columns,
      rows: base.budgetDetails.rows.map((row) => budgetRow(row.type, money(row.total), money(row.expensesAmount))),
    },
    teamMembers: project.team.map((index) => base.teamMembers[index]!),
  };
}

/** The first project's figures, which the others scale. */
function seedFirstProject(): Omit<ProjectDashboard, 'projects' | 'projectId' | 'stats'> {
  const teamMembers: TeamMember[] = TEAM.map(([id, name, email, phone, title, hue]) => ({
    id,
    avatar: avatar(
      name
        .split(' ')
        .map((part) => part[0])
        .join(''),
      hue,
    ),
    name,
    email,
    phone,
    title,
  }));
  return {
    githubIssues: {
      overview: {
        thisWeek: { newIssues: 214, closedIssues: 75, fixed: 3, wontFix: 4, reOpened: 8, needsTriage: 6 },
        lastWeek: { newIssues: 197, closedIssues: 72, fixed: 6, wontFix: 11, reOpened: 6, needsTriage: 5 },
      },
      labels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      series: {
        thisWeek: [
          { name: 'New issues', data: [42, 28, 43, 34, 20, 25, 22] },
          { name: 'Closed issues', data: [11, 10, 8, 11, 8, 10, 17] },
        ],
        lastWeek: [
          { name: 'New issues', data: [37, 32, 39, 27, 18, 24, 20] },
          { name: 'Closed issues', data: [9, 8, 10, 12, 7, 11, 15] },
        ],
      },
    },
    taskDistribution: {
      overview: { thisWeek: { new: 594, completed: 287 }, lastWeek: { new: 526, completed: 260 } },
      labels: ['API', 'Backend', 'Frontend', 'Issues'],
      series: { thisWeek: [15, 20, 38, 27], lastWeek: [19, 16, 42, 23] },
    },
    schedule: {
      today: [
        { title: 'Group meeting', time: '10:00', location: 'Conference room 1B' },
        { title: 'Coffee break', time: '10:30', location: null },
        { title: 'Public beta release', time: '11:00', location: null },
        { title: 'Lunch', time: '12:10', location: null },
        { title: 'Dinner with the design team', time: '21:30', location: 'Casa Marta' },
        { title: 'Nadia’s birthday party', time: '23:00', location: 'The Lighthouse' },
      ],
      tomorrow: [
        { title: 'Marketing meeting', time: '08:00', location: 'Conference room 1A' },
        { title: 'Public announcement', time: '11:00', location: null },
        { title: 'Meeting with the beta testers', time: '15:00', location: 'Conference room 2C' },
        { title: 'Quarterly planning', time: null, location: 'Online' },
      ],
    },
    budgetDistribution: {
      categories: ['Concept', 'Design', 'Development', 'Extras', 'Marketing'],
      series: [{ name: 'Budget', data: [12, 20, 42, 8, 18] }],
    },
    weeklyExpenses: expensesByPeriod('Expenses', ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], {
      current: [2320, 1845, 3102, 2560, 2910, 480, 318],
      previous: [2105, 2460, 2718, 1990, 3240, 612, 205],
      beforePrevious: [1870, 2215, 2390, 2845, 2630, 390, 410],
    }),
    monthlyExpenses: expensesByPeriod('Expenses', ['Week 1', 'Week 2', 'Week 3', 'Week 4'], {
      current: [11450, 13620, 12780, 14335],
      previous: [12980, 11875, 14210, 13060],
      beforePrevious: [10740, 12315, 13490, 11905],
    }),
    yearlyExpenses: expensesByPeriod(
      'Expenses',
      ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      {
        current: [48210, 45875, 52340, 50610, 55025, 53980, 49870, 44310, 56240, 58115, 54790, 61020],
        previous: [43870, 41960, 47215, 46330, 50185, 49640, 45210, 40875, 51330, 53760, 50120, 55940],
        beforePrevious: [39820, 38410, 42960, 41575, 45830, 44915, 41230, 37690, 46810, 48925, 45470, 50860],
      },
    ),
    budgetDetails: {
      columns: ['type', 'total', 'expensesAmount', 'expensesPercentage', 'remainingAmount', 'remainingPercentage'],
      rows: [
        budgetRow('Concept', 14_880, 14_000),
        budgetRow('Design', 21_080, 17_240.34),
        budgetRow('Development', 34_720, 3_518),
        budgetRow('Extras', 18_600, 0),
        budgetRow('Marketing', 34_720, 19_859.84),
      ],
    },
    teamMembers,
  };
}
