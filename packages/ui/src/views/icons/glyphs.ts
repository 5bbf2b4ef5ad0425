/**
 * The icon library the app ships is lucide (a fork of feather): this module finds the lucide glyph for a
 * set's icon name. It imports every lucide icon, so only the icon pages' chunk may import it.
 */
// The icons' own module, not the package's entry: the entry is shared with every chunk that draws an icon,
// and reading it as a whole would pull all of lucide into the chunk the sign-in page loads.
import * as lucide from 'lucide-react/icons/index';
import type { LucideIcon } from 'lucide-react';

/** `arrow-down-circle` and `arrow_downward` to `ArrowDownCircle` and `ArrowDownward`. */
export const componentName = (name: string) =>
  name
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

const library = lucide as unknown as Record<string, LucideIcon | undefined>;

/** Former lucide names (feather's spelling) that the icons' module no longer carries, to their current names. */
const FORMER_NAMES: Readonly<Record<string, string>> = {
  AlertCircle: 'CircleExclamationPoint',
  AlertOctagon: 'OctagonExclamationPoint',
  AlertTriangle: 'TriangleExclamationPoint',
  AlignCenter: 'TextAlignCenter',
  AlignJustify: 'TextAlignJustify',
  AlignLeft: 'TextAlignStart',
  AlignRight: 'TextAlignEnd',
  ArrowDownCircle: 'CircleArrowDown',
  ArrowLeftCircle: 'CircleArrowLeft',
  ArrowRightCircle: 'CircleArrowRight',
  ArrowUpCircle: 'CircleArrowUp',
  BarChart: 'ChartNoAxesColumnIncreasing',
  BarChart2: 'ChartNoAxesColumn',
  Bold: 'LetterB',
  CheckCircle: 'CircleCheckBig',
  CheckSquare: 'SquareCheckBig',
  Columns: 'Columns2',
  DivideCircle: 'CircleDivide',
  DivideSquare: 'SquareDivide',
  DownloadCloud: 'CloudDownload',
  Edit: 'SquarePen',
  Edit2: 'Pen',
  Edit3: 'PenLine',
  Filter: 'Funnel',
  Frown: 'FaceSlightlyFrowning',
  GitCommit: 'GitCommitHorizontal',
  Grid: 'Grid3x3',
  HelpCircle: 'CircleQuestionMark',
  Home: 'House',
  Layout: 'PanelsTopLeft',
  Meh: 'FaceNeutral',
  MinusCircle: 'CircleMinus',
  MinusSquare: 'SquareMinus',
  MoreHorizontal: 'Ellipsis',
  MoreVertical: 'EllipsisVertical',
  Music: 'EighthNotes',
  PauseCircle: 'CirclePause',
  PieChart: 'ChartPie',
  PlayCircle: 'CirclePlay',
  PlusCircle: 'CirclePlus',
  PlusSquare: 'SquarePlus',
  Sidebar: 'PanelLeft',
  Sliders: 'SlidersVertical',
  Smile: 'FaceSlightlySmiling',
  StopCircle: 'CircleStop',
  Trash2: 'Trash',
  Unlock: 'LockOpen',
  UploadCloud: 'CloudUpload',
  XCircle: 'CircleX',
  XOctagon: 'OctagonX',
  XSquare: 'SquareX',
  UserCircle: 'CircleUser',
  History: 'RotateCcwClock',
  Verified: 'BadgeCheck',
};

/** The lucide component of that name (its current name or a former one, as feather's), and its current name; or null. */
export function findGlyph(name: string): { component: LucideIcon; exportName: string } | null {
  const given = componentName(name);
  const exportName = FORMER_NAMES[given] ?? given;
  const component = library[exportName];
  // Every icon is a forwardRef object; the module also exports helpers (createLucideIcon, icons) that are not.
  if (component === undefined || typeof component !== 'object' || !('render' in component)) return null;
  return { component, exportName };
}

/** How to draw the icon in Atrium: with the Icon primitive at its three sizes, or the lucide component itself. */
export function usageSnippet(namespace: string, name: string, size: number): string {
  const glyph = findGlyph(name);
  if (glyph === null) return namespace === '' ? name : `${namespace}:${name}`;
  const named = { 16: 'sm', 20: 'md', 24: 'lg' }[size];
  if (named !== undefined)
    return [
      `import { ${glyph.exportName} } from 'lucide-react';`,
      `import { Icon } from '@atrium/ui';`,
      '',
      `<Icon icon={${glyph.exportName}} size="${named}" />`,
    ].join('\n');
  return [
    `import { ${glyph.exportName} } from 'lucide-react';`,
    '',
    `<${glyph.exportName} size={${size}} aria-hidden="true" />`,
  ].join('\n');
}
