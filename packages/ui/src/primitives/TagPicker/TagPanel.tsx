import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Plus, Tag, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GridListItem as AriaGridListItem, type Selection } from 'react-aria-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ConfirmDialog } from '../Dialog';
import { GridList } from '../GridList';
import { item as gridListItem } from '../GridList/GridList.css';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton';
import { TextField } from '../TextField';
import { tagTone } from './tagTone';
import type { TagOption } from './types';
import { foot, footEnd, grow, list, manageList, muted, panel, renameRow, rowLabel, swatch } from './TagPicker.css';

export interface TagPanelProps {
  /** The accessible name of the list (and of the picker's popover), e.g. "Etiquetas". */
  label: string;
  tags: readonly TagOption[];
  selectedIds: readonly string[];
  /** The new selection; ids not in `tags` are kept as they were. */
  onSelectionChange: (ids: string[]) => void;
  /**
   * Offers "Crear «x»" when the filter text matches no tag exactly. Return a promise to keep the text
   * until the tag exists (and keep it when the promise rejects); the caller chooses the new tag if it
   * wants it chosen.
   */
  onCreate?: (title: string) => void | Promise<unknown>;
  /** Offers renaming in the manage mode; the title is checked first (not empty, not another tag's). */
  onRename?: (id: string, title: string) => void;
  /** Offers deleting in the manage mode, after a confirmation; the caller drops the id from its selection. */
  onDelete?: (id: string) => void;
  /** The confirmation's sentence, to say where the tag goes from (default: "from everything that has it"). */
  deleteMessage?: (tag: TagOption) => ReactNode;
  isLoading?: boolean;
  isDisabled?: boolean;
  /** Puts the focus in the filter on mount (default true: right for a popover; an inline panel may not want it). */
  autoFocus?: boolean;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Why a title cannot be used, or null: it must not be empty nor another tag's (case aside). */
function useTitleProblem(tags: readonly TagOption[]) {
  const { t } = useTranslation();
  return (title: string, exceptId?: string): string | null => {
    if (title.trim() === '') return t('tagPicker.emptyName');
    const taken = tags.find((tag) => tag.id !== exceptId && same(tag.title, title));
    return taken ? t('tagPicker.duplicate', { title: taken.title }) : null;
  };
}

interface RenameRowProps {
  tag: TagOption;
  tags: readonly TagOption[];
  isDisabled?: boolean;
  onRename?: (id: string, title: string) => void;
  onDelete?: () => void;
}

/** A tag's name, saved on Enter or when the field loses focus, if it changed and is valid. */
function RenameRow({ tag, tags, isDisabled, onRename, onDelete }: RenameRowProps) {
  const { t } = useTranslation();
  const problemOf = useTitleProblem(tags);
  const [title, setTitle] = useState(tag.title);
  const [problem, setProblem] = useState<string | null>(null);
  // The name changed elsewhere (saved, or put back after a failed save): show it.
  const [shown, setShown] = useState(tag.title);
  if (shown !== tag.title) {
    setShown(tag.title);
    setTitle(tag.title);
    setProblem(null);
  }
  const save = () => {
    if (!onRename || title === tag.title) return;
    const next = problemOf(title, tag.id);
    setProblem(next);
    if (next === null && title.trim() !== tag.title) onRename(tag.id, title.trim());
  };
  return (
    <li className={renameRow}>
      {onRename ? (
        <TextField
          className={grow}
          aria-label={t('tagPicker.rename', { title: tag.title })}
          value={title}
          isDisabled={isDisabled}
          isInvalid={problem !== null}
          errorMessage={problem}
          onChange={(value) => {
            setTitle(value);
            if (problem) setProblem(null);
          }}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
            // react-aria stops key events at a handler by default: let Escape reach the popover.
            else event.continuePropagation();
          }}
        />
      ) : (
        <span className={grow}>{tag.title}</span>
      )}
      {onDelete && (
        <IconButton
          label={t('tagPicker.delete', { title: tag.title })}
          icon={<Trash2 aria-hidden="true" />}
          isDisabled={isDisabled}
          onPress={onDelete}
        />
      )}
    </li>
  );
}

/**
 * Tags to choose from: a filter (that can also create a tag), a checkbox list (arrow keys move,
 * Space ticks, typing jumps), and a manage mode to rename or delete tags in place (deleting asks
 * first). The filter takes the focus when the panel opens; ArrowDown goes from it to the list.
 */
export function TagPanel({
  label,
  tags,
  selectedIds,
  onSelectionChange,
  onCreate,
  onRename,
  onDelete,
  deleteMessage,
  isLoading = false,
  isDisabled = false,
  autoFocus = true,
}: TagPanelProps) {
  const { t } = useTranslation();
  const problemOf = useTitleProblem(tags);
  const [filter, setFilter] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState(false);
  // The tag in question stays set while the confirmation fades out, so its sentence does not blank.
  const [deleting, setDeleting] = useState<TagOption | null>(null);
  const [confirming, setConfirming] = useState(false);
  const deletedId = useRef<string | null>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle ? tags.filter((tag) => tag.title.toLocaleLowerCase().includes(needle)) : tags;
  const exact = needle !== '' && tags.some((tag) => same(tag.title, needle));
  const canManage = Boolean(onRename || onDelete);

  // A deleted tag's row took the focus with it: back to the filter, so Escape still closes a popover.
  useEffect(() => {
    const id = deletedId.current;
    if (id === null || tags.some((tag) => tag.id === id)) return;
    deletedId.current = null;
    // After the confirmation has handed the focus back (to the row's button, now gone).
    const frame = requestAnimationFrame(() => filterRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [tags]);

  const create = () => {
    if (!onCreate || creating) return;
    const next = problemOf(filter);
    setProblem(next);
    if (next !== null) return;
    const done = (created: boolean) => {
      setCreating(false);
      if (created) setFilter('');
      // The create button goes (or was disabled) under the focus: keep the focus in the panel.
      filterRef.current?.focus();
    };
    const result = onCreate(filter.trim());
    if (result instanceof Promise) {
      setCreating(true);
      result.then(
        () => done(true),
        () => done(false),
      );
    } else done(true);
  };

  const choose = (keys: Selection) => {
    // react-aria toggles within the whole controlled selection, so ids hidden by the filter stay,
    // in the order they were chosen; "all" (Ctrl+A) adds the tags in view.
    const next = keys === 'all' ? [...selectedIds, ...shown.map((tag) => tag.id)] : [...keys].map(String);
    onSelectionChange([...new Set(next)]);
  };

  const empty = isLoading ? (
    <p className={muted} role="status">
      {t('tagPicker.loading')}
    </p>
  ) : (
    <p className={muted}>{needle ? t('tagPicker.noMatches') : t('tagPicker.noTags')}</p>
  );

  return (
    <div className={panel}>
      <TextField
        label={onCreate ? t('tagPicker.filter') : t('tagPicker.filterOnly')}
        inputRef={filterRef}
        // The panel opens for choosing: the filter is where a person starts (typing narrows the list).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        value={filter}
        isDisabled={isDisabled}
        isInvalid={problem !== null}
        errorMessage={problem}
        onChange={(value) => {
          setFilter(value);
          if (problem) setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onCreate) create();
          else if (event.key === 'ArrowDown' && !managing) {
            // Focusing the grid puts react-aria's focus on its first (or last focused) row.
            listRef.current?.querySelector<HTMLElement>('[role="grid"]')?.focus();
          }
          // react-aria stops key events at a handler by default: let Escape reach the popover.
          else event.continuePropagation();
        }}
      />
      {shown.length === 0 && empty}
      {managing ? (
        shown.length > 0 && (
          <ul className={manageList} aria-label={label}>
            {shown.map((tag) => (
              <RenameRow
                key={tag.id}
                tag={tag}
                tags={tags}
                isDisabled={isDisabled}
                onRename={onRename}
                onDelete={
                  onDelete &&
                  (() => {
                    setDeleting(tag);
                    setConfirming(true);
                  })
                }
              />
            ))}
          </ul>
        )
      ) : (
        <div ref={listRef} hidden={shown.length === 0}>
          <GridList
            className={list}
            aria-label={label}
            items={shown}
            selectionMode="multiple"
            selectionBehavior="toggle"
            selectedKeys={selectedIds}
            onSelectionChange={choose}
            disabledKeys={isDisabled ? shown.map((tag) => tag.id) : undefined}
            // Escape belongs to the popover (close), never to "clear every tag".
            escapeKeyBehavior="none"
          >
            {(tag) => (
              <AriaGridListItem id={tag.id} textValue={tag.title} className={gridListItem}>
                <Checkbox slot="selection" className={rowLabel}>
                  {tag.color && (
                    <span className={`${swatch} ${tagTone(tag.color)}`} aria-hidden="true">
                      <Icon icon={Tag} size="sm" />
                    </span>
                  )}
                  {tag.title}
                </Checkbox>
              </AriaGridListItem>
            )}
          </GridList>
        </div>
      )}
      {(onCreate || canManage) && (
        <div className={foot}>
          {onCreate && needle !== '' && !exact && (
            // Not `isPending`: the button goes once the tag exists, and a pending button that
            // unmounts leaves react-aria's live announcer pointing at nothing (an axe error).
            <Button variant="secondary" size="small" onPress={create} isDisabled={isDisabled || creating}>
              <Plus size={16} aria-hidden="true" />
              {t('tagPicker.create', { title: filter.trim() })}
            </Button>
          )}
          {canManage && (
            <Button
              className={footEnd}
              variant="flat"
              size="small"
              isDisabled={isDisabled}
              onPress={() => setManaging((on) => !on)}
            >
              {managing ? t('tagPicker.choose') : t('tagPicker.manage')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('tagPicker.deleteTitle')}
        confirmLabel={t('tagPicker.deleteConfirm')}
        destructive
        onConfirm={() => {
          if (!deleting || !onDelete) return;
          deletedId.current = deleting.id;
          onDelete(deleting.id);
        }}
      >
        {deleting && (deleteMessage ? deleteMessage(deleting) : t('tagPicker.deleteBody', { title: deleting.title }))}
      </ConfirmDialog>
    </div>
  );
}
