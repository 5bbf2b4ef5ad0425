/**
 * The documentation's pages: Markdown files in `content/<language>/<page>.md`, each a file of its own
 * beside the app, fetched as text when its page is opened. Only their addresses are in the view's chunk
 * (`?url&no-inline`, so no file is inlined into the JS). They are fetched rather than imported as modules
 * (`?raw`) so that Retry works: a browser keeps a failed module import failed for the life of the page,
 * while a failed fetch can be made again.
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

const urls = import.meta.glob<string>('./content/*/*.md', { query: '?url&no-inline', import: 'default', eager: true });

/** The pages' files' addresses, keyed `<language>/<page>`. */
export const docFileUrls: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(urls).map(([path, url]) => [path.slice('./content/'.length, -'.md'.length), url]),
);

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

export const docFiles: DocFiles = Object.fromEntries(
  Object.entries(docFileUrls).map(([key, url]) => [key, () => fetchText(url)]),
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
