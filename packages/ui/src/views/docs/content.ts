/**
 * The documentation's pages: Markdown files in `content/<language>/<page>.md`, each a chunk of its own
 * fetched when its page is opened (`?raw`: the file's text, nothing run at build time).
 */

/** The pages there are, by the address under /docs/ that shows each. */
export const DOC_PAGES = {
  introduction: 'guides/getting-started/introduction',
  changelog: 'changelog',
} as const;

export type DocPageId = keyof typeof DOC_PAGES;
export type DocLanguage = 'es' | 'en';

/** Lazy loaders of the pages' files, keyed `<language>/<page>` (e.g. `en/changelog`). */
export type DocFiles = Readonly<Record<string, () => Promise<string>>>;

const globbed = import.meta.glob<string>('./content/*/*.md', { query: '?raw', import: 'default' });

export const docFiles: DocFiles = Object.fromEntries(
  Object.entries(globbed).map(([path, load]) => [path.slice('./content/'.length, -'.md'.length), load]),
);

/** The page an address under /docs/ shows (the part after `/docs/`), or null when there is none. */
export function docPageAt(path: string): DocPageId | null {
  const clean = path.replace(/^\/+|\/+$/g, '');
  const found = (Object.keys(DOC_PAGES) as DocPageId[]).find((id) => DOC_PAGES[id] === clean);
  return found ?? null;
}

/** The address of a page. */
export const docPath = (page: DocPageId) => `/docs/${DOC_PAGES[page]}`;

export interface DocSource {
  markdown: string;
  /** The language of the file shown: the other one when the page is missing in the one asked for. */
  language: DocLanguage;
}

/** A page's Markdown in the language asked for, or in the other one when it has not been written in it yet. */
export async function loadDocSource(page: DocPageId, language: DocLanguage, files: DocFiles): Promise<DocSource> {
  const order: DocLanguage[] = language === 'en' ? ['en', 'es'] : ['es', 'en'];
  for (const candidate of order) {
    const load = files[`${candidate}/${page}`];
    if (load) return { markdown: await load(), language: candidate };
  }
  throw new Error(`The documentation has no page "${page}"`);
}
