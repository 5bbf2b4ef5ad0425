/**
 * Dashboards (spec 2, sections 3 and 7): analytics, crypto, finance and project, each one read-only
 * answer. Charts come in two forms: time series of `{ x, y }` points (x an ISO date-time relative to
 * now) and categorical series (`labels` with one `data` value per label). Money is in US dollars.
 */

/** One point of a time series; x is an ISO date-time. */
export interface TimePoint {
  x: string;
  y: number;
}

export interface TimeSeries {
  name: string;
  data: TimePoint[];
}

/** A categorical series: one value per label of the chart it belongs to. */
export interface CategorySeries {
  name: string;
  data: number[];
}

/** A small chart with a headline figure and its series over `labels`. */
export interface AmountChart {
  amount: number;
  labels: string[];
  series: CategorySeries[];
}

/** A split (pie or donut): one value per label, the values adding up to 100 (per cent). */
export interface Split {
  uniqueVisitors: number;
  labels: string[];
  series: number[];
}

export type TrendDirection = 'up' | 'down';

export interface Trend {
  dir: TrendDirection;
  /** Per cent. */
  amount: number;
}

// ------------------------------------------------------------------------------------------ analytics

export interface AnalyticsDashboard {
  /** Visitors per month, this year and last year. */
  visitors: { series: { thisYear: TimeSeries[]; lastYear: TimeSeries[] } };
  conversions: AmountChart;
  impressions: AmountChart;
  visits: AmountChart;
  visitorsVsPageViews: {
    overallScore: number;
    /** Per cent. */
    averageRatio: number;
    /** Per cent. */
    predictedRatio: number;
    /** 'Page Views' and 'Visitors', one point a day. */
    series: TimeSeries[];
  };
  newVsReturning: Split;
  gender: Split;
  age: Split;
  language: Split;
}

// --------------------------------------------------------------------------------------------- crypto

/** The currencies of the crypto dashboard, by ISO-like code. */
export type CryptoIso = 'BTC' | 'ETH' | 'BCH' | 'XRP';

/** A wallet (and its coin) by lower-case key. */
export type CryptoWallet = 'btc' | 'eth' | 'bch' | 'xrp';

export interface CryptoDashboard {
  btc: {
    /** The price now, USD. */
    amount: number;
    trend: Trend;
    marketCap: number;
    volume: number;
    supply: number;
    allTimeHigh: number;
    /** One 'Price' series, one point a minute over the last hour. */
    price: { series: TimeSeries[] };
  };
  /** The price of each currency now, USD. */
  prices: Record<CryptoWallet, number>;
  /** The operator's holdings, in units of each currency (changed by trades). */
  wallets: Record<CryptoWallet, number>;
  /** The operator's cash, USD (to the cent): a purchase spends it, a sale adds to it. */
  cash: number;
  watchlist: CryptoWatchItem[];
}

export type CryptoTradeAction = 'buy' | 'sell';

/**
 * Body of `POST api/dashboards/crypto/trade`: buy or sell `amount` of `currency`, which is US dollars
 * or the wallet's own coin. `amount` is a finite number above 0; a purchase may not cost more than the
 * cash (400 "amount costs more than the cash balance"), a sale may not take more than the wallet holds.
 */
export interface CryptoTradeRequest {
  action: CryptoTradeAction;
  wallet: CryptoWallet;
  amount: number;
  currency: 'usd' | CryptoWallet;
}

/** The trade as done, at the price of the moment. */
export interface CryptoTradeAnswer {
  action: CryptoTradeAction;
  wallet: CryptoWallet;
  /** Coin units bought or sold (8 decimals at most). */
  units: number;
  /** Their value, USD (to the cent). */
  usd: number;
  /** The price used, USD per unit. */
  price: number;
  /** The wallet's balance after the trade, in units. */
  balance: number;
  /** The cash after the trade, USD. */
  cash: number;
}

export interface CryptoWatchItem {
  title: string;
  iso: CryptoIso;
  /** The price now, USD. */
  amount: number;
  trend: Trend;
  /** One series, one point every 10 minutes over the last 4 hours. */
  series: TimeSeries[];
}

// -------------------------------------------------------------------------------------------- finance

export type StatementStatus = 'paid' | 'pending';
export type TransactionStatus = 'completed' | 'pending';

export interface FinanceStatement {
  status: StatementStatus;
  /** ISO date-time. */
  date: string;
  limit: number;
  spent: number;
  minimum: number;
}

export interface FinanceTransaction {
  id: string;
  transactionId: string;
  name: string;
  /** USD; negative for money going out. */
  amount: number;
  status: TransactionStatus;
  /** ISO date-time. */
  date: string;
}

export interface FinanceDashboard {
  accountBalance: {
    /** The mean month-over-month growth of the actual balance, per cent. */
    growRate: number;
    /** Average monthly income. */
    ami: number;
    /** 'Predicted' and 'Actual', one point a month. */
    series: TimeSeries[];
  };
  budget: {
    expenses: number;
    expensesLimit: number;
    savings: number;
    savingsGoal: number;
    bills: number;
    billsLimit: number;
  };
  previousStatement: FinanceStatement;
  currentStatement: FinanceStatement;
  /** The latest six, newest first (the whole list: `GET api/dashboards/finance/transactions`). */
  recentTransactions: FinanceTransaction[];
}

/** What the transactions list sorts by; ties fall back to the newest first. */
export type FinanceTransactionSort = 'transactionId' | 'date' | 'name' | 'amount' | 'status';

/**
 * `GET api/dashboards/finance/transactions`: every transaction, a page at a time. `status` keeps one
 * status; `sort` (default `date`) with `order` (`asc` | `desc`, default `desc`); `page` from 1 and
 * `size` 1-100 (default 25). Anything else is a 400 naming the parameter.
 */
export interface FinanceTransactionsQuery {
  status?: TransactionStatus;
  sort?: FinanceTransactionSort;
  order?: 'asc' | 'desc';
  page?: number;
  size?: number;
}

export interface FinanceTransactionsAnswer {
  items: FinanceTransaction[];
  /** How many match, across pages. */
  total: number;
  page: number;
  size: number;
}

// -------------------------------------------------------------------------------------------- project

export interface IssueOverview {
  newIssues: number;
  closedIssues: number;
  fixed: number;
  wontFix: number;
  reOpened: number;
  needsTriage: number;
}

export interface ScheduleEntry {
  title: string;
  /** Local time of day, 24-hour 'HH:mm'; null for an all-day entry. */
  time: string | null;
  /** null when it has no place. */
  location: string | null;
}

export interface BudgetDetailsRow {
  type: string;
  total: number;
  expensesAmount: number;
  /** Per cent of the total. */
  expensesPercentage: number;
  remainingAmount: number;
  /** Per cent of the total. */
  remainingPercentage: number;
}

export interface TeamMember {
  id: string;
  /** A `data:` URL. */
  avatar: string;
  name: string;
  email: string;
  phone: string;
  title: string;
}

/** A project the dashboard can show (the selector's choices). */
export interface ProjectSummary {
  id: string;
  name: string;
}

/** The periods of the expenses cards' menus: the week, month or year in course and the two before it. */
export type ExpensesPeriod = 'current' | 'previous' | 'beforePrevious';

/** An expenses card's chart for each period of its menu (the labels are the same in each). */
export type ExpensesByPeriod = Record<ExpensesPeriod, AmountChart>;

/** The periods of the stat cards' menus. */
export type ProjectStatPeriod = 'yesterday' | 'today' | 'tomorrow';

/** A stat card's figures for one period: the big number and the small secondary one. */
export interface ProjectStatFigures {
  value: number;
  secondary: number;
}

/**
 * The four stat cards (spec 3 §6.1), each with its figures per period: due tasks (secondary: completed),
 * overdue tasks (secondary: from the day before), issues (secondary: closed), features (secondary:
 * implemented).
 */
export type ProjectStats = Record<
  'dueTasks' | 'overdue' | 'issues' | 'features',
  Record<ProjectStatPeriod, ProjectStatFigures>
>;

/** `GET api/dashboards/project?project=<id>`: without `project`, the first project; an unknown id is a 404. */
export interface ProjectDashboardQuery {
  project?: string;
}

export interface ProjectDashboard {
  /** Every project, in the selector's order. */
  projects: ProjectSummary[];
  /** The id of the project these figures are for. */
  projectId: string;
  stats: ProjectStats;
  githubIssues: {
    overview: { thisWeek: IssueOverview; lastWeek: IssueOverview };
    /** Weekday names, Monday first. */
    labels: string[];
    /** 'New issues' and 'Closed issues', one value per weekday. */
    series: { thisWeek: CategorySeries[]; lastWeek: CategorySeries[] };
  };
  taskDistribution: {
    overview: { thisWeek: { new: number; completed: number }; lastWeek: { new: number; completed: number } };
    labels: string[];
    /** Tasks per label. */
    series: { thisWeek: number[]; lastWeek: number[] };
  };
  schedule: { today: ScheduleEntry[]; tomorrow: ScheduleEntry[] };
  budgetDistribution: { categories: string[]; series: CategorySeries[] };
  /** By weekday, Monday first: this week, last week and the week before. */
  weeklyExpenses: ExpensesByPeriod;
  /** By week of the month: this month, last month and the month before. */
  monthlyExpenses: ExpensesByPeriod;
  /** By month: this year, last year and the year before. */
  yearlyExpenses: ExpensesByPeriod;
  budgetDetails: {
    /** The keys of a row, in display order. */
    columns: (keyof BudgetDetailsRow)[];
    rows: BudgetDetailsRow[];
  };
  teamMembers: TeamMember[];
}
