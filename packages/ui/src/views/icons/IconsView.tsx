import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { ChevronRight, Copy, SearchX, Shapes } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GridLayout, GridList, GridListItem, Size, Virtualizer, type Key, type Selection } from 'react-aria-components';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { IconSetId } from '@atrium/mock-api';
import { Button } from '../../primitives/Button';
import { visuallyHidden } from '../../primitives/field.css';
import { SearchField } from '../../primitives/SearchField';
import { Select, SelectItem } from '../../primitives/Select';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../primitives/StatusMessage';
import { ToastProvider, useToast } from '../../primitives/Toast';
import { useIconSet } from './api/icons';
import { copyText } from '../../primitives/clipboard';
import { Glyph } from './glyphs/Glyph';
import { useGlyphSet } from './glyphs/load';
import type { GlyphSet } from './glyphs/model';
import { usageSnippet } from './snippets';
import { ICON_SET_IDS, ICON_SIZES, defaultSize, filterIcons, isIconSetId, type IconPreviewSize } from './sets';
import * as styles from './IconsView.css';

/** The chosen icon lives in the URL, so a shared link opens on it. */
export const ICON_PARAM = 'icon';

/** Tiles of 144 × 120 px at least, as many as fit a row. */
const layoutOptions = { minItemSize: new Size(144, 120), maxItemSize: new Size(220, 120), minSpace: new Size(8, 8) };

const IconTile = memo(function IconTile({
  name,
  size,
  glyphs,
}: {
  name: string;
  size: IconPreviewSize;
  glyphs: GlyphSet;
}) {
  const { t } = useTranslation();
  const shapes = glyphs.icons[name];
  return (
    <GridListItem id={name} textValue={name} className={styles.tile}>
      {shapes === undefined ? (
        <Shapes size={size} aria-hidden="true" focusable="false" className={styles.placeholder} />
      ) : (
        <Glyph set={glyphs} shapes={shapes} size={size} />
      )}
      <span className={styles.tileName}>{name}</span>
      {shapes === undefined && <span className={visuallyHidden}>{t('icons.noGlyph')}</span>}
    </GridListItem>
  );
});

/** The grid of tiles: virtualized (a set can hold over a thousand icons), arrow keys move in two dimensions. */
const IconsGrid = memo(function IconsGrid({
  names,
  size,
  glyphs,
  selected,
  onSelect,
  onCopy,
  label,
}: {
  names: string[];
  size: IconPreviewSize;
  glyphs: GlyphSet;
  selected: string | null;
  onSelect: (name: string | null) => void;
  onCopy: (name: string) => void;
  label: string;
}) {
  // Items carry their id, so the collection keys each tile by its name across searches.
  const items = useMemo(() => names.map((name) => ({ id: name })), [names]);
  const onSelectionChange = useCallback(
    (keys: Selection) => {
      if (keys === 'all') return;
      const [first] = keys;
      onSelect(first === undefined ? null : String(first));
    },
    [onSelect],
  );
  return (
    <Virtualizer layout={GridLayout} layoutOptions={layoutOptions}>
      <GridList
        aria-label={label}
        layout="grid"
        className={styles.grid}
        items={items}
        dependencies={[size]}
        selectionMode="single"
        selectionBehavior="replace"
        disallowEmptySelection={false}
        selectedKeys={selected === null ? [] : [selected]}
        onSelectionChange={onSelectionChange}
        onAction={(key: Key) => onCopy(String(key))}
      >
        {(item) => <IconTile name={item.id} size={size} glyphs={glyphs} />}
      </GridList>
    </Virtualizer>
  );
});

function Usage({
  setId,
  glyphs,
  name,
  size,
  onCopy,
}: {
  setId: IconSetId;
  glyphs: GlyphSet;
  name: string | null;
  size: number;
  onCopy: () => void;
}) {
  const { t } = useTranslation();
  if (name === null) return <p className={styles.hint}>{t('icons.usage.choose')}</p>;
  const snippet = usageSnippet(setId, name, size);
  return (
    <div className={styles.usage}>
      <pre className={styles.code} aria-label={t('icons.usage.code', { name })}>
        <code>{snippet}</code>
      </pre>
      {glyphs.icons[name] === undefined && <p className={styles.hint}>{t('icons.usage.noGlyph')}</p>}
      <div>
        <Button variant="secondary" onPress={onCopy}>
          <Copy size={16} aria-hidden="true" />
          {t('icons.usage.copy')}
        </Button>
      </div>
    </div>
  );
}

/** Links to every set: the way out of an address that names no set. */
function SetLinks() {
  const { t } = useTranslation();
  return (
    <ul className={styles.setLinks}>
      {ICON_SET_IDS.map((id) => (
        <li key={id}>
          <Link className={styles.link} to={`/ui/icons/${id}`}>
            {t(`icons.sets.${id}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Header({ setId, title }: { setId: IconSetId | null; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <nav aria-label={t('icons.breadcrumb')}>
        <ol className={styles.breadcrumb}>
          <li>{t('icons.userInterface')}</li>
          <li aria-hidden="true">
            <ChevronRight size={14} />
          </li>
          <li>{t('icons.icons')}</li>
        </ol>
      </nav>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {setId !== null && (
          <Select
            className={styles.setSelect}
            label={t('icons.set')}
            selectedKey={setId}
            onSelectionChange={(key) => {
              if (key !== null && key !== setId) void navigate(`/ui/icons/${String(key)}`);
            }}
          >
            {ICON_SET_IDS.map((id) => (
              <SelectItem key={id} id={id}>
                {t(`icons.sets.${id}`)}
              </SelectItem>
            ))}
          </Select>
        )}
      </div>
    </header>
  );
}

function IconSetPage({ setId }: { setId: IconSetId }) {
  const { t } = useTranslation();
  const toast = useToast();
  const query = useIconSet(setId);
  const glyphs = useGlyphSet(setId);
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [chosenSize, setChosenSize] = useState<IconPreviewSize | null>(null);
  const set = query.data;
  const size = chosenSize ?? (set ? defaultSize(set.grid) : 24);
  const names = useMemo(() => (set ? filterIcons(set.list, deferredSearch) : []), [set, deferredSearch]);
  const selectedParam = params.get(ICON_PARAM);
  const selected =
    set !== undefined && selectedParam !== null && set.list.includes(selectedParam) ? selectedParam : null;

  const select = useCallback(
    (name: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (name === null) next.delete(ICON_PARAM);
          else next.set(ICON_PARAM, name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const copy = useCallback(
    async (name: string) => {
      if (!set) return;
      select(name);
      const copied = await copyText(usageSnippet(setId, name, size));
      if (copied) toast.show({ title: t('icons.copied', { name }), variant: 'success' });
      else toast.show({ title: t('icons.copyFailed'), description: t('icons.copyFailedHint'), variant: 'error' });
    },
    [set, setId, size, select, toast, t],
  );

  let body;
  if (query.isError || glyphs.isError)
    body = (
      <ErrorMessage
        onRetry={() => {
          if (query.isError) void query.refetch();
          if (glyphs.isError) void glyphs.refetch();
        }}
      >
        {t('icons.error')}
      </ErrorMessage>
    );
  else if (query.isPending || glyphs.isPending) body = <LoadingMessage>{t('icons.loading')}</LoadingMessage>;
  else if (query.data.list.length === 0)
    body = (
      <EmptyMessage icon={<Shapes className={messageIcon} aria-hidden="true" />} title={t('icons.empty.title')}>
        {t('icons.empty.hint')}
      </EmptyMessage>
    );
  else
    body = (
      <>
        <section className={styles.card} aria-labelledby="icons-usage">
          <h2 id="icons-usage" className={styles.heading}>
            {t('icons.usage.title')}
          </h2>
          <Usage
            setId={setId}
            glyphs={glyphs.data}
            name={selected}
            size={size}
            onCopy={() => selected !== null && void copy(selected)}
          />
        </section>
        <section className={styles.card} aria-labelledby="icons-list">
          <h2 id="icons-list" className={styles.heading}>
            {t('icons.icons')}
          </h2>
          <div className={styles.tools}>
            <SearchField
              className={styles.search}
              label={t('icons.search')}
              placeholder={t('icons.searchPlaceholder')}
              value={search}
              onChange={setSearch}
            />
            <Select
              className={styles.sizeSelect}
              label={t('icons.size')}
              selectedKey={String(size)}
              onSelectionChange={(key) => setChosenSize(Number(key) as IconPreviewSize)}
            >
              {ICON_SIZES.map((px) => (
                <SelectItem key={px} id={String(px)}>
                  {t('icons.pixels', { count: px })}
                </SelectItem>
              ))}
            </Select>
          </div>
          <p className={styles.count} role="status">
            {t('icons.count', { count: names.length, total: query.data.list.length })}
          </p>
          {names.length === 0 ? (
            <EmptyMessage
              icon={<SearchX className={messageIcon} aria-hidden="true" />}
              title={t('icons.noMatch.title')}
            >
              {t('icons.noMatch.hint')}
            </EmptyMessage>
          ) : (
            <IconsGrid
              names={names}
              size={size}
              glyphs={glyphs.data}
              selected={selected}
              onSelect={select}
              onCopy={(name) => void copy(name)}
              label={t('icons.gridLabel', { set: query.data.name })}
            />
          )}
        </section>
      </>
    );

  return (
    <div className={styles.page}>
      <Header setId={setId} title={set?.name ?? t(`icons.sets.${setId}`)} />
      <div className={styles.content}>{body}</div>
    </div>
  );
}

/** `/ui/icons/:set`: one page per icon set; an unknown set shows links to the seven. */
export function IconsView() {
  const { t } = useTranslation();
  const { set } = useParams();
  if (!isIconSetId(set))
    return (
      <div className={styles.page}>
        <Header setId={null} title={t('icons.icons')} />
        <div className={styles.content}>
          <section className={styles.card}>
            <EmptyMessage
              icon={<SearchX className={messageIcon} aria-hidden="true" />}
              title={t('icons.unknown.title')}
            >
              {t('icons.unknown.hint')}
            </EmptyMessage>
            <SetLinks />
          </section>
        </div>
      </div>
    );
  return (
    <ToastProvider>
      {/* Keyed: each set starts with its own search, size and scroll. */}
      <IconSetPage key={set} setId={set} />
    </ToastProvider>
  );
}
