/**
 * Every component folder of the design system has a Docs page in Storybook, and the visual plan shoots
 * stories only, never Docs pages. Reads the built Storybook's `index.json` (the project's global setup
 * builds storybook-static/, or reuses it with VISUAL_REUSE_BUILD=1).
 *
 * A component folder is a folder of `packages/ui/src` that holds React components (a `.tsx` module other
 * than a test, anywhere inside it), at the level the design system documents them:
 * - each folder in `primitives/`, `toolbar/`, `navigation/` and `views/` (one per primitive, toolbar widget,
 *   navigation component and app), except `toolbar/shared` (the panel frame and helpers the widgets are
 *   built from, shown through every widget's stories); a folder without components is none (`primitives/
 *   Skeleton` holds only a style). `views/dashboards` gathers several boards, so each of its folders counts
 *   (analytics, crypto, finance, project, and the cards and page frame they share);
 * - every other top-level folder as one unit: `layouts`, `charts`, `access`, `pages` (the visitor pages,
 *   sign-in and the others with their previews: Storybook's Pages section, whose files do not mirror the
 *   subfolders), and the providers of `auth`, `api` and `i18n`, whose stories show what the provider does
 *   (sign in and out, a failed call, a language change);
 * - `theme` has no components but is the Foundations section: it maps to `stories/foundations` (the
 *   tokens page);
 * - `shell` is left out: an app-config provider and the icon lookup, plumbing with no screen of its own
 *   that every layout and toolbar story renders through.
 *
 * A folder's stories follow the stories/ mirror of packages/ui: `<folder>.stories.tsx` beside its
 * parent's mirror (`primitives/Button` → `stories/primitives/Button.stories.tsx`) and every stories or
 * MDX file under `stories/<folder>/` (`views/contacts` → `stories/views/contacts/**`). ALIASES names the
 * few that differ. Each of those files must have a Docs page: an entry of type `docs` whose importPath is
 * the file (autodocs, from the `autodocs` tag every story gets in preview.tsx; an MDX page) or that
 * attaches it (`storiesImports`, an MDX page with `<Meta of={...}>`). A folder with no stories file fails
 * too: it has nothing to document.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, inject, test } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..');
const uiSrc = join(repoRoot, 'packages', 'ui', 'src');
const storiesDir = join(repoRoot, 'stories');

/** Folders whose subfolders are the documented units. */
const GROUPS = ['primitives', 'toolbar', 'navigation', 'views', 'views/dashboards'];
/** Folders that are not component folders (see the comment above). */
const EXCLUDED = new Set(['toolbar/shared', 'shell']);
/** Folders whose stories do not sit at the mirror's path (paths under stories/). */
const ALIASES: Record<string, string[]> = {
  // The settings drawer is the widget's one component.
  'toolbar/Settings': ['toolbar/SettingsDrawer.stories.tsx'],
  // The feed panel is what the notifications and messages widgets render, and their stories show it.
  'toolbar/Feed': ['toolbar/Notifications.stories.tsx', 'toolbar/Messages.stories.tsx'],
  // The Mock API panel is the widget's one component.
  'toolbar/MockApi': ['toolbar/MockApiPanel.stories.tsx'],
  // The palette and the keyboard help it opens.
  'toolbar/CommandPalette': ['toolbar/CommandPalette.stories.tsx', 'toolbar/KeyboardHelp.stories.tsx'],
  // The visitor pages (sign-in and the others, and their previews) are Storybook's Pages section.
  pages: ['pages'],
  // The theme contract and tokens are the Foundations section.
  theme: ['foundations'],
};

const isComponentModule = (name: string) => name.endsWith('.tsx') && !/\.test\.tsx$/.test(name);

/** Whether a folder holds a component module, at any depth. */
function hasComponents(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? hasComponents(join(dir, entry.name)) : isComponentModule(entry.name),
  );
}

const subfolders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every component folder, as a path relative to packages/ui/src. */
function componentFolders(): string[] {
  const folders: string[] = [];
  const visit = (folder: string) => {
    if (EXCLUDED.has(folder)) return;
    if (GROUPS.includes(folder)) {
      for (const name of subfolders(join(uiSrc, folder))) visit(`${folder}/${name}`);
    } else if (folder === 'theme' || hasComponents(join(uiSrc, folder))) {
      folders.push(folder);
    }
  };
  for (const name of subfolders(uiSrc)) visit(name);
  return folders.sort();
}

const isStoriesOrDocs = (name: string) => /\.stories\.tsx?$/.test(name) || name.endsWith('.mdx');

/** Every stories or MDX file at or under a path of stories/, relative to the repository. */
function storiesAt(path: string): string[] {
  const absolute = join(storiesDir, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative(repoRoot, absolute)];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? storiesAt(join(path, entry.name))
      : isStoriesOrDocs(entry.name)
        ? [relative(repoRoot, join(absolute, entry.name))]
        : [],
  );
}

/** The stories and MDX files that document a component folder. */
function storiesOf(folder: string): string[] {
  const paths = ALIASES[folder] ?? [`${folder}.stories.tsx`, `${folder}.stories.ts`, folder];
  return [...new Set(paths.flatMap(storiesAt))].sort();
}

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  importPath: string;
  storiesImports?: string[];
}

function readIndex(): IndexEntry[] {
  const index = JSON.parse(readFileSync(join(inject('storybookDir'), 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries);
}

/** Repository-relative paths of the files that have a Docs page. */
function documentedFiles(entries: IndexEntry[]): Set<string> {
  const files = new Set<string>();
  const normalize = (path: string) => path.replace(/^\.\//, '');
  for (const entry of entries) {
    if (entry.type !== 'docs') continue;
    files.add(normalize(entry.importPath));
    for (const path of entry.storiesImports ?? []) files.add(normalize(path));
  }
  return files;
}

describe('Storybook docs', () => {
  test('every component folder of packages/ui has a Docs page', () => {
    const entries = readIndex();
    const documented = documentedFiles(entries);
    const folders = componentFolders();
    // The walk found the design system (guards against a moved source folder making this pass empty).
    expect(folders).toEqual(
      expect.arrayContaining(['primitives/Button', 'toolbar/UserMenu', 'layouts', 'views/contacts']),
    );

    const problems: string[] = [];
    for (const folder of folders) {
      const files = storiesOf(folder);
      if (files.length === 0) {
        problems.push(`${folder}: no stories (looked for ${(ALIASES[folder] ?? [folder]).join(', ')} under stories/)`);
        continue;
      }
      const missing = files.filter((file) => !documented.has(file));
      if (missing.length > 0) problems.push(`${folder}: no Docs page for ${missing.join(', ')}`);
    }
    expect(problems, `component folders without a Docs page:\n  - ${problems.join('\n  - ')}\n`).toEqual([]);
  });

  test('the visual plan shoots stories, not Docs pages', () => {
    const entries = readIndex();
    const stories = new Set(entries.filter((entry) => entry.type === 'story').map((entry) => entry.id));
    const shots = inject('visualShots');
    expect(shots.length).toBeGreaterThan(0);
    const notStories = [...new Set(shots.map((shot) => shot.storyId).filter((id) => !stories.has(id)))];
    expect(notStories, 'shots of entries that are not stories').toEqual([]);
  });
});
