import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { setElementVars } from '@vanilla-extract/dynamic';
import { Check, Copy, FileQuestion, Languages, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../primitives/Button';
import { copyText } from '../../primitives/clipboard';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../primitives/StatusMessage';
import {
  docFiles,
  docPageAt,
  docPath,
  loadDocSource,
  type DocFiles,
  type DocLanguage,
  type DocPageId,
} from './content';
import { readDocument, type DocBlock, type DocHeading } from './markdown';
import * as styles from './DocsView.css';

/** A table of contents is drawn for pages with at least this many sections. */
const TOC_MIN_HEADINGS = 3;
/** How long "copied" stays beside a code block's button. */
const COPIED_FOR_MS = 4000;

const docsKeys = {
  all: ['docs'] as const,
  page: (page: DocPageId, language: DocLanguage) => [...docsKeys.all, page, language] as const,
};

const asDocLanguage = (language: string | undefined): DocLanguage => (language?.startsWith('en') ? 'en' : 'es');

function HeadingBlock({ heading }: { heading: DocHeading }) {
  const { t } = useTranslation();
  const Tag = `h${heading.depth}` as 'h2' | 'h3' | 'h4';
  return (
    <div className={styles.headingRow} data-depth={heading.depth}>
      {/* tabIndex -1: a link to the section moves the focus here, so reading goes on from it. */}
      <Tag id={heading.id} tabIndex={-1} className={styles.heading}>
        {/* Safe: sanitizeDocHtml keeps only text markup. */}
        <span dangerouslySetInnerHTML={{ __html: heading.html }} />
      </Tag>
      <Link to={{ hash: heading.id }} className={styles.anchor} aria-label={t('docs.anchor', { title: heading.text })}>
        <Link2 aria-hidden="true" focusable="false" size={16} />
      </Link>
    </div>
  );
}

function CodeBlock({ code, language }: { code: string; language: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    setState('idle');
    setState((await copyText(code)) ? 'copied' : 'failed');
  };
  return (
    <div className={styles.code}>
      <div className={styles.codeBar}>
        <span className={styles.codeLanguage}>{language}</span>
        <span role="status" className={state === 'failed' ? styles.copyFailed : styles.copyStatus}>
          {state === 'copied' && t('docs.copied')}
          {state === 'failed' && t('docs.copyFailed')}
        </span>
        <Button variant="flat" size="small" className={styles.copyButton} onPress={() => void copy()}>
          {state === 'copied' ? <Check aria-hidden="true" size={14} /> : <Copy aria-hidden="true" size={14} />}
          {t('docs.copy')}
        </Button>
      </div>
      {/* Focusable, so a keyboard can scroll a long line sideways. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className={styles.pre} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </div>
  );
}

function Block({ block }: { block: DocBlock }) {
  if (block.kind === 'heading') return <HeadingBlock heading={block} />;
  if (block.kind === 'code') return <CodeBlock code={block.code} language={block.language} />;
  // Safe: sanitizeDocHtml keeps only text markup and web, mail, in-app and in-page links.
  return <div className={styles.prose} data-doc-html="" dangerouslySetInnerHTML={{ __html: block.html }} />;
}

function TableOfContents({ headings, language }: { headings: DocHeading[]; language: DocLanguage }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.toc} aria-labelledby="docs-toc-title">
      <h2 id="docs-toc-title" className={styles.tocTitle}>
        {t('docs.toc')}
      </h2>
      <ol className={styles.tocList} lang={language}>
        {headings.map((heading) => (
          <li key={heading.id} className={heading.depth > 2 ? styles.tocSubItem : undefined}>
            <Link to={{ hash: heading.id }} className={styles.tocLink}>
              {heading.text}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Links inside the page's own text (sanitized HTML) go through the router: no full page load. */
function useRoutedLinks(root: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (event.altKey || !(event.target instanceof Element)) return;
      const link = event.target.closest('[data-doc-html] a[href]');
      if (!link || link.hasAttribute('target')) return;
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('#')) {
        event.preventDefault();
        void navigate({ hash: href });
      } else if (href.startsWith('/') && !href.startsWith('//')) {
        event.preventDefault();
        void navigate(href);
      }
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [root, navigate]);
}

/**
 * Measures the layout's bars that stay at the top of the window (a sticky or fixed header outside the
 * page), so a section scrolled to and the sticky table of contents start below them, whatever the layout.
 */
function useStickyBarsHeight(root: RefObject<HTMLElement | null>) {
  // A layout effect: measured before the page's own effects scroll to a section.
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const measure = () => {
      let height = 0;
      for (const header of Array.from(document.querySelectorAll('header'))) {
        if (element.contains(header)) continue;
        const { position } = getComputedStyle(header);
        if (position === 'sticky' || position === 'fixed') height = Math.max(height, header.offsetHeight);
      }
      setElementVars(element, { [styles.stickyTop]: `${height}px` });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [root]);
}

/** With the page drawn, the section the address names (`#id`) is scrolled to and takes the focus. */
function useScrollToHash(ready: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready, hash, key]);
}

function DocArticle({ markdown, language, wanted }: { markdown: string; language: DocLanguage; wanted: DocLanguage }) {
  const { t } = useTranslation();
  const doc = useMemo(() => readDocument(markdown), [markdown]);
  const root = useRef<HTMLElement>(null);
  useRoutedLinks(root);
  useScrollToHash(true);
  const withToc = doc.headings.length >= TOC_MIN_HEADINGS;
  return (
    <article ref={root} className={styles.article} aria-labelledby="docs-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('docs.section')}</p>
        <h1 id="docs-title" className={styles.title} lang={language}>
          {doc.title}
        </h1>
        {language !== wanted && (
          <p className={styles.fallback}>
            <Languages aria-hidden="true" size={18} className={styles.fallbackIcon} />
            {t('docs.fallback', { wanted: t(`docs.languages.${wanted}`), shown: t(`docs.languages.${language}`) })}
          </p>
        )}
      </header>
      <div className={withToc ? styles.columnsWithToc : styles.columns}>
        {withToc && <TableOfContents headings={doc.headings} language={language} />}
        <div className={styles.body} lang={language}>
          {doc.blocks.map((block, index) => (
            <Block key={block.kind === 'heading' ? block.id : index} block={block} />
          ))}
        </div>
      </div>
    </article>
  );
}

/** The page's frame while its file loads or after it failed: the title from the translations. */
function DocPlaceholder({ page, children }: { page: DocPageId; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.article}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('docs.section')}</p>
        <h1 className={styles.title}>{t(`docs.pages.${page}`)}</h1>
      </header>
      {children}
    </div>
  );
}

function DocPage({ page, files }: { page: DocPageId; files: DocFiles }) {
  const { t, i18n } = useTranslation();
  const language = asDocLanguage(i18n.language);
  const query = useQuery({
    queryKey: docsKeys.page(page, language),
    queryFn: () => loadDocSource(page, language, files),
    staleTime: Infinity,
  });
  if (query.isPending)
    return (
      <DocPlaceholder page={page}>
        <LoadingMessage>{t('docs.loading')}</LoadingMessage>
      </DocPlaceholder>
    );
  if (query.isError)
    return (
      <DocPlaceholder page={page}>
        <ErrorMessage onRetry={() => void query.refetch()}>{t('docs.error')}</ErrorMessage>
      </DocPlaceholder>
    );
  return <DocArticle markdown={query.data.markdown} language={query.data.language} wanted={language} />;
}

function DocsNotFound() {
  const { t } = useTranslation();
  return (
    <div className={styles.article}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('docs.section')}</h1>
      </header>
      <EmptyMessage icon={<FileQuestion className={messageIcon} aria-hidden="true" />} title={t('docs.notFound.title')}>
        <p className={styles.notFoundHint}>{t('docs.notFound.hint')}</p>
        <ul className={styles.notFoundLinks}>
          <li>
            <Link className={styles.textLink} to={docPath('introduction')}>
              {t('docs.groups.gettingStarted')} › {t('docs.pages.introduction')}
            </Link>
          </li>
          <li>
            <Link className={styles.textLink} to={docPath('changelog')}>
              {t('docs.pages.changelog')}
            </Link>
          </li>
        </ul>
      </EmptyMessage>
    </div>
  );
}

export interface DocsViewProps {
  /** The pages' files; the repository's own by default (stories hand in missing or failing ones). */
  files?: DocFiles;
}

/**
 * The in-app documentation under /docs/*: the page the address names, read from its Markdown file in the
 * active language (or the other one, said so, while it is not translated), with anchors on its sections,
 * a copy button on its code and, on long pages, a table of contents.
 */
export function DocsView({ files = docFiles }: DocsViewProps) {
  const params = useParams();
  const page = docPageAt(params['*'] ?? '');
  const root = useRef<HTMLDivElement>(null);
  useStickyBarsHeight(root);
  return (
    <div ref={root} className={styles.page}>
      {page === null ? <DocsNotFound /> : <DocPage key={page} page={page} files={files} />}
    </div>
  );
}
