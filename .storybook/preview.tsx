// Before anything that reads the date: every story sees the same calendar (see clock.ts).
import './startClock';
import type { Decorator, Parameters, Preview, StoryContext } from '@storybook/react-vite';
import {
  Anchor,
  Canvas,
  Controls,
  Description,
  DocsContext,
  Primary,
  Stories,
  Subheading,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker, type SetupWorker } from 'msw/browser';
import {
  createAccessToken,
  createMockApi,
  createScenarioStore,
  lengthenText,
  scenarioGate,
  type MockScenario,
} from '@atrium/mock-api';
import { withWorkerUpdatesHandled } from '@atrium/mock-api/browser';
import {
  ApiProvider,
  LanguageProvider,
  applyTheme,
  createApiClient,
  createRequestTracker,
  createI18n,
  themeNames,
  type AtriumI18n,
  type Scheme,
  type ThemeName,
} from '@atrium/ui';
import '@atrium/ui/theme/global.ts';
import { configure } from 'storybook/test';
import { assertNoClippedText } from './clippedText';
import { defaultModes } from './modes';

// findBy… and waitFor wait up to 5 s rather than 1 s: on two shared cores running four story pages at
// once, an answer of the mock and its render can take longer than a second. A passing check still
// returns as soon as it holds; only a failure waits the whole time.
configure({ asyncUtilTimeout: 5000 });

// The product's "auto" scheme: the browser's preference decides the first scheme, so the
// dark test project (a dark browser context) renders every story dark.
const initialScheme: Scheme =
  typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

// Screenshot and test runs switch motion off (see global.css.ts).
const automated = typeof navigator !== 'undefined' && navigator.webdriver;
if (automated) document.documentElement.dataset.motion = 'off';

// One mock API for the whole Storybook, back to its seed data before every story; a story's own
// handlers (`parameters.msw.handlers`) take precedence over it. Its calls act as the Owner, said here: the
// mock answers 401 to a call without a token otherwise. A story acting as someone else says so with
// `parameters: { actor: 'viewer' }` (a seed role's sign-in account, or an account id): its views then
// call the mock with that account's token (see `actorApi`), and the mock applies that account's rules.
//
// The toolbar's "Mock API" choice (`globals.mockScenario`) has the mock answer any story slow, failing,
// offline or with empty lists, without a story of its own: the same scenarios as the app's Mock API panel.
const scenario = createScenarioStore({ defaults: { latency: 'none', live: false } });
const mockApi = createMockApi({ delays: false, actor: 'owner', scenario });

/** The toolbar's Mock API choices, as the scenario each one sets. */
const MOCK_SCENARIOS = {
  default: {},
  slow: { latency: 'slow' },
  failing: { failureRate: 50 },
  'all-failing': { failureRate: 100 },
  offline: { offline: true },
  empty: { empty: true },
} as const satisfies Record<string, Partial<MockScenario>>;
type MockScenarioChoice = keyof typeof MOCK_SCENARIOS;
const isScenarioChoice = (value: unknown): value is MockScenarioChoice =>
  typeof value === 'string' && value in MOCK_SCENARIOS;

const startWorker = async () => {
  const worker = setupWorker(...mockApi.handlers);
  await withWorkerUpdatesHandled(() =>
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: './mockServiceWorker.js' },
    }),
  );
  return worker;
};

const answerStories = mswLoader(startWorker);

/** The views' API client for a story's `parameters.actor`, or null to act as the Owner. */
async function actorApi(actor: unknown) {
  if (typeof actor !== 'string' || actor === 'owner') return null;
  const token = await createAccessToken(undefined, actor.startsWith('usr-') ? actor : `usr-${actor}`);
  const tracker = createRequestTracker();
  return { tracker, client: createApiClient({ tracker, getToken: () => token }) };
}

let i18nPromise: Promise<AtriumI18n> | undefined;
const loadI18n = () => (i18nPromise ??= createI18n());

function Providers({
  children,
  theme,
  scheme,
  language,
  i18n,
  queryClient,
  route,
  api,
}: {
  api: Awaited<ReturnType<typeof actorApi>>;
  children: ReactNode;
  theme: ThemeName;
  scheme: Scheme;
  language: string;
  i18n: AtriumI18n;
  queryClient: QueryClient;
  /** `null`: no memory router, for a story that brings its own data router. */
  route: string | null;
}) {
  const [ready, setReady] = useState(i18n.i18n.language === language);
  useEffect(() => {
    applyTheme(theme, scheme);
  }, [theme, scheme]);
  useEffect(() => {
    let current = true;
    void i18n.changeLanguage(language).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [i18n, language]);
  if (!ready) return null;
  // A story acting as someone other than the mock's default actor gets a client carrying their token.
  const content = api ? (
    <ApiProvider client={api.client} tracker={api.tracker}>
      {children}
    </ApiProvider>
  ) : (
    children
  );
  return (
    <LanguageProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {route === null ? content : <MemoryRouter initialEntries={[route]}>{content}</MemoryRouter>}
      </QueryClientProvider>
    </LanguageProvider>
  );
}

/** The one decorator: theme and scheme classes, i18n, a fresh QueryClient per story, a memory router. */
const withProviders: Decorator = (Story, { id, globals, loaded, parameters }) => {
  const { i18n, queryClient, api } = loaded as {
    i18n: AtriumI18n;
    queryClient: QueryClient;
    api: Awaited<ReturnType<typeof actorApi>>;
  };
  const theme = (themeNames as readonly string[]).includes(String(globals.theme))
    ? (globals.theme as ThemeName)
    : 'default';
  const scheme: Scheme = globals.scheme === 'dark' ? 'dark' : 'light';
  const language = globals.language === 'en' ? 'en' : 'es';
  // `route: false`: the story brings its own data router (a route's error element needs one).
  const route = parameters.route === false ? null : typeof parameters.route === 'string' ? parameters.route : '/';
  // Keyed by the story: a story switched to in place (the sidebar, the screenshot run) mounts afresh, so
  // no router location, toast or component state carries over from the story before it.
  return (
    <Providers
      key={id}
      theme={theme}
      scheme={scheme}
      language={language}
      i18n={i18n}
      queryClient={queryClient}
      route={route}
      api={api}
    >
      <Story />
    </Providers>
  );
};

/** Two frames: what a language change re-renders is on screen by then. */
const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

// Story tests (Vitest's browser runner) and the visual run's light pass (the `clippedText: 'both'` global in
// its address) check clipped text in both languages; the Storybook UI checks the language shown, without
// switching it under the viewer.
const inStoryTests = typeof window !== 'undefined' && '__vitest_browser_runner__' in window;

/**
 * Resolves once the page's DOM has not changed for a short while (at most `limit` ms in all).
 *
 * Story tests render a story inside React's `act()`, which runs every effect, and the renders they
 * cause, before the play function starts. A built Storybook runs a production React, which has no
 * `act()`: the play function would start right after the first commit, while react-aria's collections
 * (a table's rows, a list's items, a combo box's chosen item) are still being built. So outside the
 * story tests, a story is mounted and then left to settle, as the story tests see it.
 */
function untilSettled(root: Node, limit = 1000): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    let changed = true;
    const observer = new MutationObserver(() => {
      changed = true;
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    const check = () => {
      if (!changed || performance.now() - started > limit) {
        observer.disconnect();
        resolve();
        return;
      }
      changed = false;
      setTimeout(check, 20);
    };
    check();
  });
}

/**
 * After every story's play function: no button, link, tab, radio, menu item, option, label or heading
 * shows its text cut or spilling (see clippedText.ts), in the story's language and, in story tests and the
 * visual run's light pass, in the other one too. A story opts out with `parameters: { clippedText: false }`.
 */
async function expectNoClippedText({ parameters, loaded, globals }: StoryContext) {
  if (parameters.clippedText === false) return;
  const { i18n } = loaded as { i18n: AtriumI18n };
  const shown = globals.language === 'en' ? 'en' : 'es';
  const both = inStoryTests || globals.clippedText === 'both';
  const languages = both ? [shown, shown === 'es' ? 'en' : 'es'] : [shown];
  const problems: string[] = [];
  try {
    for (const language of languages) {
      if (i18n.i18n.language !== language) {
        await i18n.changeLanguage(language);
        await nextPaint();
      }
      try {
        assertNoClippedText(document.body, `[${language}] `);
      } catch (error) {
        problems.push(...(error as Error).message.split('\n  - ').slice(1));
      }
    }
  } finally {
    if (i18n.i18n.language !== shown) {
      await i18n.changeLanguage(shown);
      await nextPaint();
    }
  }
  if (problems.length > 0) throw new Error(`Clipped text:\n  - ${problems.join('\n  - ')}`);
}

/**
 * react-aria's live announcer outlives a story (the story files share one page): an announcement the
 * story before made is kept for 7 s and may name an element that story has since removed, which axe
 * would then blame on the next one. Each story starts with the announcer's logs empty.
 */
function clearStaleAnnouncements() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}

/** Whether a story answers the mock API its own way (`parameters.msw.handlers`). */
function overridesHandlers(parameters: Parameters): boolean {
  const msw: unknown = parameters.msw;
  if (msw == null) return false;
  const handlers: unknown = Array.isArray(msw) ? msw : (msw as { handlers?: unknown }).handlers;
  if (handlers == null) return false;
  const groups = Array.isArray(handlers) ? handlers : Object.values(handlers as Record<string, unknown>);
  return groups.flat().some((handler) => handler != null);
}

/** The toolbar's choices as Storybook's `globals` URL parameter, e.g. `scheme:dark;theme:rose;language:en`. */
function globalsParameter(globals: Record<string, unknown>): string {
  return ['scheme', 'theme', 'language', 'mockScenario']
    .filter((key) => typeof globals[key] === 'string')
    .map((key) => `${key}:${String(globals[key])}`)
    .join(';');
}

/** Storybook opens a framed Docs story at PREVIEW_URL (iframe.html by default) plus its id. */
function framedStoriesUse(globals: Record<string, unknown>) {
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = `iframe.html?globals=${globalsParameter(globals)}`;
}

/**
 * The Docs page of every stories file: title, description, the first story with its controls and the props
 * table, then every story. The stories of a page share one mock API worker, and each story's
 * `parameters.msw.handlers` replace that worker's overrides: drawn side by side, every scenario would get
 * the handlers of the one loaded last (Default would show Error's data). So where any story overrides
 * handlers, the first story is drawn in the page and every story below it in a frame of its own (its own
 * worker client, handlers and QueryClient), opened with the toolbar's scheme, theme and language.
 */
function DocsPage() {
  const context = useContext(DocsContext);
  const stories = context.componentStories().filter((story) => story.tags.includes('autodocs') && !story.usesMount);
  const first = stories[0];
  const isolated = first !== undefined && stories.some((story) => overridesHandlers(story.parameters));
  // Storybook builds a framed story's address from PREVIEW_URL: carry the toolbar's choices into it.
  if (isolated) framedStoriesUse((context.getStoryContext(first) as { globals: Record<string, unknown> }).globals);
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      {isolated ? (
        <>
          <Subheading>Stories</Subheading>
          <p>Each scenario below answers the mock API its own way, so each is drawn in a frame of its own.</p>
          {stories.map((story) => (
            <Anchor key={story.id} storyId={story.id}>
              <Subheading>{story.name}</Subheading>
              <Description of={story.moduleExport as unknown} />
              <Canvas
                of={story.moduleExport as unknown}
                story={{
                  inline: false,
                  height: story.parameters.layout === 'fullscreen' ? '720px' : '360px',
                }}
              />
            </Anchor>
          ))}
        </>
      ) : (
        <Stories />
      )}
    </>
  );
}

const preview: Preview = {
  // The renderer's own mount (render the story, hand the canvas over), then, outside the story tests,
  // wait for the story to settle (see untilSettled) before the play function goes on.
  mount: (context) => async (ui?: unknown) => {
    if (ui != null) context.originalStoryFn = () => ui as ReturnType<typeof context.originalStoryFn>;
    // Typed loosely by Storybook: it renders the decorated story into the canvas.
    await (context.renderToCanvas as () => Promise<void>)();
    if (!inStoryTests) await untilSettled(document.body);
    return context.canvas;
  },
  // Every stories file gets a Docs page: the component's JSDoc (or `parameters.docs.description.component`),
  // its props table from the TypeScript types (react-docgen-typescript, see main.ts) and its stories.
  tags: ['autodocs'],
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoClippedText,
  loaders: [
    // One loader, in this order: the story's own handlers first, then the toolbar's scenario in front of
    // them (Storybook runs separate loaders side by side).
    async (context) => {
      const loaded = await answerStories(context);
      const choice = isScenarioChoice(context.globals.mockScenario) ? context.globals.mockScenario : 'default';
      scenario.set({ latency: 'none', failureRate: 0, offline: false, empty: false, expire: false });
      scenario.set(MOCK_SCENARIOS[choice]);
      // The loader leaves the story's worker on the context.
      if (choice !== 'default') (context as { msw?: SetupWorker }).msw?.use(scenarioGate(scenario));
      return loaded;
    },
    ({ parameters }) => {
      mockApi.reset();
      // `mockData: 'long-text'`: the seed with a long unbroken word in every name, title and address, for the
      // views' LongText stories (see stories/views/longTextStories.ts).
      if (parameters.mockData === 'long-text') {
        lengthenText(mockApi.db);
        mockApi.reindex();
      }
      return {};
    },
    async ({ parameters }) => ({
      api: await actorApi(parameters.actor),
      i18n: await loadI18n(),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
    }),
  ],
  decorators: [withProviders],
  // `clippedText`: 'shown' checks the language on screen after a play function; 'both' checks the other one too.
  initialGlobals: {
    scheme: initialScheme,
    theme: 'default',
    language: 'es',
    clippedText: 'shown',
    mockScenario: 'default',
  },
  globalTypes: {
    mockScenario: {
      description: 'How the mock API answers (as the app’s Mock API panel)',
      toolbar: {
        title: 'Mock API',
        icon: 'lightning',
        items: [
          { value: 'default', title: 'As the story says' },
          { value: 'slow', title: 'Slow network (+2 s a call)' },
          { value: 'failing', title: 'Half the calls fail (500)' },
          { value: 'all-failing', title: 'Every call fails (500)' },
          { value: 'offline', title: 'Offline (network errors)' },
          { value: 'empty', title: 'Empty lists' },
        ],
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'es', title: 'Español' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    docs: { page: DocsPage },
    a11y: { test: 'error' },
    // Chromatic shoots every story in light and dark (layouts add mobile: see modes.ts).
    chromatic: { modes: defaultModes },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Primitives',
          'Charts',
          'Layouts',
          'Navigation',
          'Toolbar',
          'Views',
          'Pages',
        ],
      },
    },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
