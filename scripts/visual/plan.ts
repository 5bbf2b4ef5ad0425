/**
 * Which screenshots to take. Each story's shots are its
 * `parameters.chromatic.modes` (a mode gives the `scheme` global and the `viewport` size; a mode
 * with `disable: true` is left out), read from the built Storybook itself. preview.tsx gives every
 * story light + dark at desktop size and layout stories add the mobile modes (.storybook/modes.ts).
 * A story without modes falls back to light + dark at desktop, plus mobile for titles starting
 * with 'Layouts/'. A story with `parameters.chromatic.disableSnapshot` is not shot (a '!visual' tag
 * would not do: Storybook drops negated tags from a story's list). The local run shoots the dark modes
 * of views and pages only for their main screens (`darkStories`); Chromatic takes every mode.
 */
import type { Browser } from 'playwright-core';
import { VIEWPORTS, type Shot } from './shoot.ts';

/** A story as the plan needs it, extracted in the page (everything JSON-safe). */
export interface ExtractedStory {
  id: string;
  title: string;
  name: string;
  tags: string[];
  disableSnapshot: boolean;
  /**
   * `parameters.visual.ownDarkRender`: the story's dark shot is a render of its own, not the light render
   * switched to dark (a story whose screen moves on by itself between the two shots, as a countdown does).
   */
  ownDarkRender?: boolean;
  modes: Record<string, unknown> | null;
  /**
   * The size the Storybook UI shows the story at: its `viewport` global (`globals: { viewport: { value:
   * 'mobile' } }`) looked up in `parameters.viewport.options`; null when it names none.
   */
  viewport: { width?: unknown; height?: unknown } | null;
}

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      storyStoreValue?: unknown;
      extract(options?: { includeDocsOnly?: boolean }): Promise<Record<string, unknown>>;
    };
  }
}

function toPixels(value: unknown): number | undefined {
  const pixels = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : NaN;
  return Number.isFinite(pixels) && pixels > 0 ? pixels : undefined;
}

/** A mode's `viewport` (Chromatic accepts a width, or { width, height }, numbers or '375px'). */
function sizeOf(viewport: unknown): { width: number; height: number } {
  if (viewport === undefined) return VIEWPORTS.desktop;
  if (typeof viewport === 'object' && viewport !== null) {
    const { width, height } = viewport as { width?: unknown; height?: unknown };
    return {
      width: toPixels(width) ?? VIEWPORTS.desktop.width,
      height: toPixels(height) ?? VIEWPORTS.desktop.height,
    };
  }
  return { width: toPixels(viewport) ?? VIEWPORTS.desktop.width, height: VIEWPORTS.desktop.height };
}

/** 'desktop' or 'mobile' for the two standard sizes, else '<width>x<height>'. */
function viewportName({ width, height }: { width: number; height: number }): string {
  const named = Object.entries(VIEWPORTS).find(([, size]) => size.width === width && size.height === height);
  return named ? named[0] : `${width}x${height}`;
}

/**
 * A story that is not shot is still played once, light, at the size the Storybook UI shows it: the size its
 * `viewport` global names (as the story tests size their page too), else desktop. A phone story's play
 * function checks the phone layout wherever it runs.
 */
export function playOf(story: ExtractedStory): Shot[] {
  if (!story.disableSnapshot) return [];
  const size = story.viewport ? sizeOf(story.viewport) : VIEWPORTS.desktop;
  return [
    { storyId: story.id, title: story.title, name: story.name, scheme: 'light', size, viewport: viewportName(size) },
  ];
}

/**
 * The dark scheme is shot where a designer reviews it: every story of the design system's pieces
 * (primitives, charts, layouts, navigation, access), and the main screen of each view, page and toolbar
 * panel: its `Default`, `Mobile` and `Phone` stories, or, in a file with none of these, its first shot story
 * (a mailbox's Inbox, a docs page's Introduction, the quick chat's rail). Their other scenarios (empty,
 * error, a dialog open, a flow's end) show the same pieces with other content: their dark colours are
 * those pieces', already shot dark.
 */
const MAIN_SCREENS = new Set(['Default', 'Mobile', 'Phone']);
const isScreen = (title: string) => /^(Views|Pages|Toolbar)\//.test(title);

/** The ids of the stories shot dark (see above), from every story in the Storybook's order. */
export function darkStories(stories: readonly ExtractedStory[]): Set<string> {
  const dark = new Set<string>();
  const shot = stories.filter((story) => !story.disableSnapshot);
  const titles = new Set(shot.map((story) => story.title));
  for (const title of titles) {
    const inFile = shot.filter((story) => story.title === title);
    const main = isScreen(title) ? inFile.filter((story) => MAIN_SCREENS.has(story.name)) : inFile;
    for (const story of main.length > 0 ? main : inFile.slice(0, 1)) dark.add(story.id);
  }
  return dark;
}

export function shotsOf(story: ExtractedStory, dark: ReadonlySet<string>): Shot[] {
  if (story.disableSnapshot) return [];
  return allShotsOf(story).filter((shot) => shot.scheme === 'light' || dark.has(story.id));
}

function allShotsOf(story: ExtractedStory): Shot[] {
  const base = { storyId: story.id, title: story.title, name: story.name };
  const modes = story.modes ? Object.values(story.modes) : null;
  if (!modes || modes.length === 0) {
    const sizes = story.title.startsWith('Layouts/') ? [VIEWPORTS.desktop, VIEWPORTS.mobile] : [VIEWPORTS.desktop];
    return sizes.flatMap((size) =>
      (['light', 'dark'] as const).map((scheme) => ({ ...base, scheme, size, viewport: viewportName(size) })),
    );
  }
  const shots = new Map<string, Shot>();
  for (const mode of modes) {
    if (typeof mode !== 'object' || mode === null) continue;
    const { disable, scheme, viewport } = mode as { disable?: unknown; scheme?: unknown; viewport?: unknown };
    if (disable === true) continue;
    const size = sizeOf(viewport);
    const shot: Shot = {
      ...base,
      scheme: scheme === 'dark' ? 'dark' : 'light',
      size,
      viewport: viewportName(size),
    };
    shots.set(`${shot.scheme}-${shot.viewport}`, shot);
  }
  return [...shots.values()];
}

/**
 * A story's light and dark shots at one size become one light shot marked `alsoDark`: the dark one is
 * taken from the same render (see `ShotPool.shootPair`). A dark shot with no light one at its size stays.
 */
export function pairShots(shots: readonly Shot[], ownDarkRender: ReadonlySet<string> = new Set()): Shot[] {
  const key = (shot: Shot) => `${shot.storyId}\u0000${shot.viewport}`;
  const pairable = shots.filter((shot) => !ownDarkRender.has(shot.storyId));
  const lights = new Set(pairable.filter((shot) => shot.scheme === 'light').map(key));
  const darks = new Set(pairable.filter((shot) => shot.scheme === 'dark').map(key));
  return shots.flatMap((shot) => {
    if (shot.scheme === 'dark') return lights.has(key(shot)) ? [] : [shot];
    return [darks.has(key(shot)) ? { ...shot, alsoDark: true } : shot];
  });
}

/**
 * Loads every CSF file in one page of the static Storybook and plans each story's shots, and the plays
 * of the stories that are not shot.
 */
export async function planShots(browser: Browser, baseUrl: string): Promise<{ shots: Shot[]; plays: Shot[] }> {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}/iframe.html`);
    await page.waitForFunction(() => Boolean(window.__STORYBOOK_PREVIEW__?.storyStoreValue), undefined, {
      timeout: 60_000,
    });
    const stories = await page.evaluate(async (): Promise<ExtractedStory[]> => {
      const extracted = await window.__STORYBOOK_PREVIEW__!.extract();
      return Object.values(extracted).map((value) => {
        const story = value as {
          id: string;
          title: string;
          name: string;
          tags?: string[];
          globals?: { viewport?: { value?: unknown } };
          parameters?: {
            visual?: { ownDarkRender?: boolean };
            chromatic?: { modes?: Record<string, unknown>; disableSnapshot?: boolean };
            viewport?: { options?: Record<string, { styles?: { width?: unknown; height?: unknown } }> };
          };
        };
        const chromatic = story.parameters?.chromatic;
        const chosen = story.globals?.viewport?.value;
        const styles = typeof chosen === 'string' ? story.parameters?.viewport?.options?.[chosen]?.styles : undefined;
        return {
          id: story.id,
          title: story.title,
          name: story.name,
          tags: story.tags ?? [],
          disableSnapshot: chromatic?.disableSnapshot === true,
          ownDarkRender: story.parameters?.visual?.ownDarkRender === true,
          // Modes are plain data (globals and sizes): a JSON round trip drops anything else.
          modes: chromatic?.modes ? (JSON.parse(JSON.stringify(chromatic.modes)) as Record<string, unknown>) : null,
          viewport: styles ? { width: styles.width, height: styles.height } : null,
        };
      });
    });
    const dark = darkStories(stories);
    const ownDarkRender = new Set(stories.filter((story) => story.ownDarkRender).map((story) => story.id));
    return {
      shots: pairShots(
        stories.flatMap((story) => shotsOf(story, dark)),
        ownDarkRender,
      ),
      plays: stories.flatMap(playOf),
    };
  } finally {
    await page.close();
  }
}
