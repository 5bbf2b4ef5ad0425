import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocsView } from '@atrium/ui/views/docs/DocsView.tsx';
import { docFiles, type DocFiles } from '@atrium/ui/views/docs/content.ts';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { CHANGELOG, DocsFrame, INTRODUCTION } from './DocsFrame';
import { stubClipboard } from '../../clipboard';

const writeText = fn((_text: string) => Promise.resolve());

/** The repository's pages without one file. */
const without = (key: string): DocFiles =>
  Object.fromEntries(Object.entries(docFiles).filter(([name]) => name !== key));

/** The introduction's file fails to load the first time (the network dropped, a deploy replaced it), then loads. */
function failingFirst(): DocFiles {
  let calls = 0;
  const real = docFiles['es/introduction']!;
  return {
    ...docFiles,
    'es/introduction': () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : real();
    },
  };
}

const meta = {
  title: 'Views/Docs/Page',
  component: DocsFrame,
  subcomponents: { DocsView },
  parameters: { route: INTRODUCTION, layout: 'fullscreen' },
} satisfies Meta<typeof DocsFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's title once its file is drawn (while it loads, the title stands alone, outside the article). */
const findTitle = async (canvasElement: HTMLElement, name: string) => {
  const article = await within(canvasElement).findByRole('article', { name }, { timeout: 5000 });
  return within(article).getByRole('heading', { level: 1, name });
};

const address = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Ruta actual' });

/** Whether an element's top is inside the window (a section scrolled to). */
const inView = (element: Element) => {
  const { top } = element.getBoundingClientRect();
  return top >= 0 && top < window.innerHeight;
};

/** Getting started › Introduction: title, table of contents, sections with their anchors, code with copy buttons. */
export const Introduction: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Introducción');
    await expect(canvas.getByText('Documentación')).toBeVisible();
    const toc = canvas.getByRole('navigation', { name: 'En esta página' });
    for (const [name, hash] of [
      ['Empezar', '#empezar'],
      ['Un backend real', '#un-backend-real'],
      ['Pruebas', '#pruebas'],
    ] as const) {
      await expect(within(toc).getByRole('link', { name })).toHaveAttribute('href', `${INTRODUCTION}${hash}`);
    }
    await expect(canvas.getByRole('heading', { level: 2, name: 'Empezar' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Un backend real' })).toHaveAttribute(
      'id',
      'un-backend-real',
    );
    await expect(canvas.getByRole('link', { name: 'Enlace a la sección «Empezar»' })).toHaveAttribute(
      'href',
      `${INTRODUCTION}#empezar`,
    );
    await expect(canvas.getByText(/npm install\s+npm start/)).toBeVisible();
    await expect(canvas.getByText(/export const usesMockApi = !configured;/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Copiar código' }).length).toBeGreaterThanOrEqual(4);
    await expect(canvas.getByRole('link', { name: 'Las novedades' })).toHaveAttribute('href', CHANGELOG);
  },
};

/** A code block's button puts its code on the clipboard and says so politely. */
export const CopiesCode: Story = {
  name: 'Copies a code block',
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: () => {
    writeText.mockClear();
    return stubClipboard(writeText);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Introducción');
    const [first, second] = canvas.getAllByRole('button', { name: 'Copiar código' });
    await userEvent.click(first!);
    await expect(writeText).toHaveBeenCalledWith('npm install\nnpm start');
    const status = canvas.getAllByRole('status').find((element) => element.textContent === 'Código copiado');
    await expect(status).toBeVisible();
    await userEvent.click(second!);
    await expect(writeText).toHaveBeenLastCalledWith('npm test');
  },
};

/** The browser refuses the clipboard: the block says so, and how to copy by hand. */
export const CopyFails: Story = {
  name: 'Copy fails',
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: () => stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Introducción');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Copiar código' })[0]!);
    await expect(
      await canvas.findByText('No se ha podido copiar: selecciona el código y cópialo a mano.'),
    ).toBeVisible();
    await expect(canvas.queryByText('Código copiado')).not.toBeInTheDocument();
  },
};

/** The table of contents and a heading's anchor lead to their sections: the address names it, the focus goes there. */
export const FollowsTableOfContents: Story = {
  name: 'Follows the table of contents',
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Introducción');
    const toc = canvas.getByRole('navigation', { name: 'En esta página' });
    await userEvent.click(within(toc).getByRole('link', { name: 'Pruebas' }));
    // The address changes in a transition, and the page may scroll smoothly to the section.
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`${INTRODUCTION}#pruebas`));
    const tests = canvas.getByRole('heading', { level: 3, name: 'Pruebas' });
    await waitFor(() => expect(tests).toHaveFocus());
    await waitFor(() => expect(inView(tests)).toBe(true));

    await userEvent.click(canvas.getByRole('link', { name: 'Enlace a la sección «Empezar»' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`${INTRODUCTION}#empezar`));
    const start = canvas.getByRole('heading', { level: 2, name: 'Empezar' });
    await waitFor(() => expect(start).toHaveFocus());
    await waitFor(() => expect(inView(start)).toBe(true));

    // A link in the text goes through the router, to the changelog.
    await userEvent.click(canvas.getByRole('link', { name: 'Las novedades' }));
    await findTitle(canvasElement, 'Novedades');
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(CHANGELOG));
  },
};

/** An address naming a section opens the page scrolled to it. */
export const OpensAtSection: Story = {
  name: 'Opens at a section',
  parameters: { chromatic: { disableSnapshot: true }, route: `${INTRODUCTION}#un-backend-real` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Introducción');
    const heading = canvas.getByRole('heading', { level: 3, name: 'Un backend real' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(inView(heading)).toBe(true);
  },
};

/** From lg up, the table of contents sits beside the text and stays in view while it scrolls. */
export const TableOfContentsBeside: Story = {
  name: 'Table of contents beside the text',
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Introducción');
    const toc = canvas.getByRole('navigation', { name: 'En esta página' });
    const text = canvas.getByRole('heading', { level: 2, name: 'Empezar' }).parentElement!.parentElement!;
    await waitFor(() => expect(toc.getBoundingClientRect().left).toBeGreaterThan(text.getBoundingClientRect().right));
    await expect(getComputedStyle(toc).position).toBe('sticky');
  },
};

/** The changelog: each version newest first, with its date and what it added. */
export const Changelog: Story = {
  parameters: { route: CHANGELOG },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Novedades');
    const article = canvas.getByRole('article', { name: 'Novedades' });
    const versions = within(article)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent ?? '')
      .filter((name) => /^\d/.test(name));
    await expect(versions[0]).toBe('2.5 — Documentación, portada y variantes de acceso');
    await expect(versions.at(-1)).toBe('1.0 — El sistema de diseño y el panel');
    const numbers = versions.map((name) => Number(name.split(' ')[0]));
    await expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
    await expect(canvas.getByText('27 de noviembre de 2026')).toBeVisible();
    const toc = canvas.getByRole('navigation', { name: 'En esta página' });
    await expect(
      within(toc).getByRole('link', { name: '2.4 — Inventario, archivos, actividad e iconos' }),
    ).toHaveAttribute('href', `${CHANGELOG}#24-inventario-archivos-actividad-e-iconos`);
  },
};

/** In English: the English file, and the page's own words in English. */
export const English: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvasElement, 'Introduction');
    await expect(canvas.getByText('Documentation')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Link to the section “A real backend”' })).toHaveAttribute(
      'href',
      `${INTRODUCTION}#a-real-backend`,
    );
    await expect(canvas.getAllByRole('button', { name: 'Copy code' }).length).toBeGreaterThanOrEqual(4);
    await expect(canvas.queryByText(/is not in English yet/)).not.toBeInTheDocument();
  },
};

/** A page not yet written in Spanish shows the English file, says so, and marks its text as English. */
export const LanguageFallback: Story = {
  name: 'Language fallback',
  parameters: { route: CHANGELOG },
  args: { files: without('es/changelog') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await findTitle(canvasElement, 'Changelog');
    await expect(title).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('Esta página aún no está en español: se muestra en inglés.')).toBeVisible();
    const version = canvas.getByRole('heading', {
      level: 2,
      name: '2.5 — Documentation, public home and sign-in variants',
    });
    await expect(version.closest('[lang]')).toHaveAttribute('lang', 'en');
    // The page's own words stay in the reader's language.
    await expect(canvas.getByRole('navigation', { name: 'En esta página' })).toBeVisible();
  },
};

/** The page's file fails to load: a message with Retry, which loads it. */
export const LoadError: Story = {
  name: 'Error',
  parameters: { chromatic: { disableSnapshot: true } },
  args: { files: failingFirst() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar esta página de la documentación.');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Introducción' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('navigation', { name: 'En esta página' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** While the file loads, the title and a polite loading message hold the page. */
export const Loading: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: { files: { 'es/introduction': () => new Promise<string>(() => {}) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: '' })).toHaveTextContent('Cargando la página…');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Introducción' })).toBeVisible();
  },
};

/** An address under /docs/ that names no page: said plainly, with links to the pages there are. */
export const NotFound: Story = {
  name: 'Unknown page',
  parameters: { chromatic: { disableSnapshot: true }, route: '/docs/guides/getting-started/no-such-page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Esta página de la documentación no existe')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Novedades' })).toHaveAttribute('href', CHANGELOG);
    await userEvent.click(canvas.getByRole('link', { name: 'Primeros pasos › Introducción' }));
    await findTitle(canvasElement, 'Introducción');
  },
};

/** Markdown carrying script, event handlers, frames and a javascript: link: none of it runs or stays. */
export const HostileMarkdown: Story = {
  name: 'Hostile Markdown runs nothing',
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    files: {
      'es/introduction': () =>
        Promise.resolve(
          [
            '# Hostil',
            '',
            'Texto <img src="x" onerror="window.__docsXss = 1"> <script>window.__docsXss = 2</script>',
            '[un enlace que ejecuta](javascript:window.__docsXss=3) y [un enlace web](https://example.com/).',
            '',
            '<iframe srcdoc="<script>parent.__docsXss = 4</script>"></iframe>',
            '',
            '<p onmouseover="window.__docsXss = 5" style="color: red">Pasa por aquí</p>',
            '',
            '## Sección <img src=x onerror="window.__docsXss = 6">',
          ].join('\n'),
        ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article', { name: 'Hostil' });
    await userEvent.hover(canvas.getByText('Pasa por aquí'));
    await expect(article.querySelector('img, script, iframe, [onerror], [onmouseover], [style]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'un enlace que ejecuta' })).not.toBeInTheDocument();
    await expect(canvas.getByText(/un enlace que ejecuta/)).toBeVisible();
    const web = canvas.getByRole('link', { name: 'un enlace web' });
    await expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(web).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sección' })).toBeVisible();
    await expect((window as { __docsXss?: unknown }).__docsXss).toBeUndefined();
  },
};
