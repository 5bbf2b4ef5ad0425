/** One choice of the command palette: a page, a record found by the search, or an action. */
export interface PaletteCommand {
  /** Unique across groups (`pages:/dashboard`, `contacts:123`, `action:scheme-dark`). */
  id: string;
  group: 'recent' | 'actions' | 'pages' | 'contacts' | 'orders' | 'users' | 'tasks';
  label: string;
  /** A second line: where a page sits, what a record is. */
  detail?: string;
  /** Words that find it besides its label (an action's other names). */
  keywords?: string;
  /** Where it goes; or `run`, what it does. */
  link?: string;
  run?: () => void;
}

/** What is kept of a recent choice (links only: an action is found again by its id). */
export interface RecentCommand {
  id: string;
  group: PaletteCommand['group'];
  label: string;
  detail?: string;
  link?: string;
}

export const RECENT_KEY = 'atrium.palette.recent';
export const RECENT_LIMIT = 5;

export function readRecent(storage: Pick<Storage, 'getItem'> | undefined): RecentCommand[] {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(RECENT_KEY) ?? '[]');
    if (!Array.isArray(kept)) return [];
    return kept
      .filter(
        (entry): entry is RecentCommand =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as RecentCommand).id === 'string' &&
          typeof (entry as RecentCommand).label === 'string' &&
          ((entry as RecentCommand).link === undefined ||
            (typeof (entry as RecentCommand).link === 'string' && (entry as RecentCommand).link!.startsWith('/'))),
      )
      .slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
}

/** The recent list with `command` first (once), at most {@link RECENT_LIMIT}. */
export function withRecent(recent: readonly RecentCommand[], command: PaletteCommand): RecentCommand[] {
  const entry: RecentCommand = {
    id: command.id,
    group: command.group === 'recent' ? 'actions' : command.group,
    label: command.label,
    ...(command.detail !== undefined && { detail: command.detail }),
    ...(command.link !== undefined && { link: command.link }),
  };
  return [entry, ...recent.filter((each) => each.id !== command.id)].slice(0, RECENT_LIMIT);
}
