import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Archive, NotebookPen, Pencil, Plus, SearchX, StickyNote, Tag, Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { NoteLabel, NoteWithLabels } from '@atrium/mock-api';
import { GuardedButton } from '../../access/GuardedButton';
import { useAccess } from '../../access/useAccess';
import { Drawer } from '../../primitives/Drawer';
import { IconButton } from '../../primitives/IconButton';
import { Masonry } from '../../primitives/Masonry';
import { SearchField, useDebouncedUrlText } from '../../primitives/SearchField';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../primitives/StatusMessage';
import { ToastProvider, useToast } from '../../primitives/Toast';
import {
  useCreateNote,
  useCreateNoteLabel,
  useDeleteNote,
  useDeleteNoteLabel,
  useNoteLabels,
  useNotes,
  useRenameNoteLabel,
  useUpdateNote,
  type NoteChanges,
  type UpdateNoteVariables,
} from './api/notes';
import { LabelEditor } from './components/LabelEditor';
import { NoteCard } from './components/NoteCard';
import { emptyDraft, NoteEditor, type NoteDraft } from './components/NoteEditor';
import { listNotes, visibleNotes, type ListedNote, type NotesFilter } from './model';
import {
  dockedFilters,
  drawerToggle,
  filterIcon,
  filterLink,
  filterList,
  header,
  heading,
  main,
  newLabel,
  root,
  search as searchClass,
} from './NotesView.css';

/** The search text and the open note live in the address: `?q=` and `?note=<key>` (`new` for a new note). */
export const NOTES_SEARCH_PARAM = 'q';
export const NOTES_OPEN_PARAM = 'note';
export const NEW_NOTE = 'new';
const SEARCH_DEBOUNCE_MS = 250;
/** A half-written new note is kept here until it is saved or discarded (it survives leaving the page). */
const DRAFT_KEY = 'atrium.notes.newDraft';

function useMountPath(): string {
  const { pathname } = useLocation();
  const { '*': splat = '' } = useParams();
  const segments = pathname.replace(/\/+$/, '').split('/');
  const own = splat.split('/').filter(Boolean).length;
  return segments.slice(0, segments.length - own).join('/') || '/';
}

/** The filter the address names: `` (notes), `archive`, or `labels/<id>`. */
function useFilter(): NotesFilter {
  const { '*': splat = '' } = useParams();
  const [first, second] = splat.split('/').filter(Boolean);
  if (first === 'archive') return { kind: 'archive' };
  if (first === 'labels' && second) return { kind: 'label', labelId: decodeURIComponent(second) };
  return { kind: 'notes' };
}

function filterPath(base: string, filter: NotesFilter): string {
  const prefix = base === '/' ? '' : base;
  if (filter.kind === 'archive') return `${prefix}/archive`;
  if (filter.kind === 'label') return `${prefix}/labels/${encodeURIComponent(filter.labelId)}`;
  return prefix || '/';
}

function readDraft(): NoteDraft | undefined {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as NoteDraft) : undefined;
  } catch {
    return undefined;
  }
}

function writeDraft(draft: NoteDraft | null) {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or refused: the draft is only lost if the page is left.
  }
}

interface FiltersProps {
  base: string;
  filter: NotesFilter;
  labels: NoteLabel[];
  search: string;
  /** Opens the label editor; null when the user may not change labels (the row is left out). */
  onEditLabels: (() => void) | null;
  onNavigate?: () => void;
}

/** The drawer's rows: notes, archive, each label, and edit labels; the current one is marked. */
function NotesFilters({ base, filter, labels, search, onEditLabels, onNavigate }: FiltersProps) {
  const { t } = useTranslation();
  const query = search ? `?${NOTES_SEARCH_PARAM}=${encodeURIComponent(search)}` : '';
  const row = (target: NotesFilter, icon: React.ReactNode, text: string, key: string) => {
    const current =
      target.kind === filter.kind &&
      (target.kind !== 'label' || (filter.kind === 'label' && filter.labelId === target.labelId));
    return (
      <li key={key}>
        <Link
          className={filterLink}
          to={`${filterPath(base, target)}${query}`}
          aria-current={current ? 'page' : undefined}
          onClick={onNavigate}
        >
          {icon}
          {text}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={t('notes.filters.label')}>
      <ul className={filterList}>
        {row(
          { kind: 'notes' },
          <StickyNote className={filterIcon} aria-hidden="true" />,
          t('notes.filters.notes'),
          'notes',
        )}
        {row(
          { kind: 'archive' },
          <Archive className={filterIcon} aria-hidden="true" />,
          t('notes.filters.archive'),
          'archive',
        )}
        {labels.map((label) =>
          row(
            { kind: 'label', labelId: label.id },
            <Tag className={filterIcon} aria-hidden="true" />,
            label.title,
            label.id,
          ),
        )}
        {onEditLabels && (
          <li>
            <button type="button" className={filterLink} onClick={onEditLabels}>
              <Pencil className={filterIcon} aria-hidden="true" />
              {t('notes.filters.editLabels')}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The app's screen: drawer of filters, search, new-note button, the masonry of cards, and its dialogs. */
function NotesScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const base = useMountPath();
  const filter = useFilter();
  const [params, setParams] = useSearchParams();
  const search = params.get(NOTES_SEARCH_PARAM) ?? '';
  const open = params.get(NOTES_OPEN_PARAM);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [editingLabels, setEditingLabels] = useState(false);

  const notes = useNotes();
  const labels = useNoteLabels();
  const access = useAccess();
  // Without notes:write the notes are read as they are: no new note or label editing, a note opens
  // read-only. While the permissions load, nothing is refused (the server has the last word).
  const refused = access.ready ? access.reason('notes:write') : null;

  const commitSearch = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim() === '') next.delete(NOTES_SEARCH_PARAM);
          else next.set(NOTES_SEARCH_PARAM, value.trim());
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const [text, setText] = useDebouncedUrlText(search, commitSearch, SEARCH_DEBOUNCE_MS);
  // The grid follows the field at once (the filter runs on the client); typing stays responsive.
  const deferredText = useDeferredValue(text);

  const listed = useMemo(() => listNotes(notes.data ?? []), [notes.data]);
  const shown = useMemo(() => visibleNotes(listed, filter, deferredText), [listed, filter, deferredText]);
  const openNote = open && open !== NEW_NOTE ? (listed.find((entry) => entry.key === open) ?? null) : null;

  const hrefOf = useCallback(
    (key: string) => {
      const next = new URLSearchParams(params);
      next.set(NOTES_OPEN_PARAM, key);
      return `?${next.toString()}`;
    },
    [params],
  );
  const closeEditor = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(NOTES_OPEN_PARAM);
      return next;
    });

  const failed = (title: string, retry: () => void) =>
    toast.show({ title, variant: 'error', action: { label: t('common.retry'), onAction: retry } });

  const create = useCreateNote({
    onError: (_error, changes) => failed(t('notes.failed.create'), () => create.mutate(changes)),
  });
  const update = useUpdateNote({
    onError: (_error, variables: UpdateNoteVariables) =>
      failed(
        variables.changes.archived === undefined
          ? t('notes.failed.update')
          : variables.changes.archived
            ? t('notes.failed.archive')
            : t('notes.failed.unarchive'),
        () => update.mutate(variables),
      ),
  });
  const remove = useDeleteNote({ onError: (_error, id) => failed(t('notes.failed.delete'), () => remove.mutate(id)) });
  const createLabel = useCreateNoteLabel({
    onError: (_error, title) =>
      failed(t('notes.failed.createLabel', { label: title }), () => createLabel.mutate(title)),
  });
  const renameLabel = useRenameNoteLabel({
    onError: (_error, label) =>
      failed(t('notes.failed.renameLabel', { label: label.title }), () => renameLabel.mutate(label)),
  });
  const deleteLabel = useDeleteNoteLabel({
    onError: (_error, id) => failed(t('notes.failed.deleteLabel'), () => deleteLabel.mutate(id)),
  });

  const labelList = labels.data ?? [];
  const currentLabel = filter.kind === 'label' ? labelList.find((label) => label.id === filter.labelId) : undefined;
  const title =
    filter.kind === 'archive'
      ? t('notes.filters.archive')
      : filter.kind === 'label'
        ? (currentLabel?.title ?? t('notes.filters.unknownLabel'))
        : t('notes.title');

  const renderCard = useCallback(
    (entry: ListedNote) => <NoteCard note={entry.note} href={hrefOf(entry.key)} />,
    [hrefOf],
  );

  let content;
  if (notes.isPending) {
    content = <LoadingMessage>{t('notes.loading')}</LoadingMessage>;
  } else if (notes.isError && !notes.data) {
    content = <ErrorMessage onRetry={() => void notes.refetch()}>{t('notes.loadFailed')}</ErrorMessage>;
  } else if (shown.length === 0) {
    const searching = deferredText.trim() !== '';
    content = (
      <EmptyMessage
        icon={
          searching ? (
            <SearchX className={messageIcon} aria-hidden="true" />
          ) : (
            <NotebookPen className={messageIcon} aria-hidden="true" />
          )
        }
        title={
          searching
            ? t('notes.empty.search', { search: deferredText.trim() })
            : filter.kind === 'archive'
              ? t('notes.empty.archive')
              : filter.kind === 'label'
                ? t('notes.empty.label')
                : t('notes.empty.notes')
        }
      />
    );
  } else {
    content = (
      <Masonry
        as="ul"
        aria-label={t('notes.grid', { count: shown.length })}
        items={shown}
        getKey={keyOf}
        renderItem={renderCard}
      />
    );
  }

  const filters = (onNavigate?: () => void) => (
    <NotesFilters
      base={base}
      filter={filter}
      labels={labelList}
      search={search}
      onEditLabels={
        refused === null
          ? () => {
              onNavigate?.();
              setEditingLabels(true);
            }
          : null
      }
      onNavigate={onNavigate}
    />
  );

  return (
    <div className={root}>
      <aside className={dockedFilters}>{filters()}</aside>
      <Drawer
        isOpen={drawerOpen}
        onOpenChange={setDrawerOpen}
        side="start"
        width="min(288px, 66vw)"
        title={t('notes.title')}
      >
        {filters(() => setDrawerOpen(false))}
      </Drawer>
      <section className={main} aria-labelledby="notes-heading">
        <header className={header}>
          <IconButton
            className={drawerToggle}
            label={t('notes.filters.open')}
            icon={<MenuIcon size={20} aria-hidden="true" />}
            onPress={() => setDrawerOpen(true)}
          />
          <h1 id="notes-heading" className={heading}>
            {title}
          </h1>
          <SearchField
            className={searchClass}
            label={t('notes.search')}
            hideLabel
            placeholder={t('notes.searchPlaceholder')}
            value={text}
            onChange={setText}
          />
          <GuardedButton
            permission="notes:write"
            onPress={() =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.set(NOTES_OPEN_PARAM, NEW_NOTE);
                return next;
              })
            }
          >
            <Plus size={18} aria-hidden="true" />
            <span className={newLabel}>{t('notes.new')}</span>
          </GuardedButton>
        </header>
        {content}
      </section>
      {open === NEW_NOTE && refused === null && (
        <NoteEditor
          listed={null}
          labels={labelList}
          initialDraft={readDraft() ?? (currentLabel ? emptyDraft(currentLabel.id) : undefined)}
          onDraftChange={writeDraft}
          onCreate={(changes: NoteChanges) => create.mutate(changes)}
          onCreateLabel={(labelTitle) => createLabel.mutateAsync(labelTitle)}
          onUpdate={() => undefined}
          onDelete={() => undefined}
          onClose={closeEditor}
        />
      )}
      {openNote && (
        <NoteEditor
          key={openNote.key}
          listed={openNote}
          labels={labelList}
          onCreate={() => undefined}
          onCreateLabel={(labelTitle) => createLabel.mutateAsync(labelTitle)}
          onUpdate={(id, changes) => update.mutate({ id, changes })}
          onDelete={(id) => remove.mutate(id)}
          onClose={closeEditor}
          refused={refused}
        />
      )}
      {editingLabels && refused === null && (
        <LabelEditor
          labels={labelList}
          onCreate={(labelTitle) => createLabel.mutate(labelTitle)}
          onRename={(label) => renameLabel.mutate(label)}
          onDelete={(label) => deleteLabel.mutate(label.id)}
          onClose={() => setEditingLabels(false)}
        />
      )}
    </div>
  );
}

const keyOf = (entry: ListedNote) => entry.key;

/**
 * The notes app. Mount it on a splat route (`<Route path="/apps/notes/*" element={<NotesApp />} />`):
 * the filter is the path under it (``, `archive`, `labels/<id>`), the search and the open note are in
 * the query. It brings its own toast region for failures.
 */
export function NotesApp() {
  return (
    <ToastProvider>
      <NotesScreen />
    </ToastProvider>
  );
}

export type { NoteWithLabels };
