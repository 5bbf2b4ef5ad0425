import { useId, useRef, useState } from 'react';
import { Plus, Tags, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContactTag } from '@atrium/mock-api';
import { Button } from '../../../primitives/Button';
import { Checkbox, CheckboxGroup } from '../../../primitives/Checkbox';
import { ConfirmDialog } from '../../../primitives/Dialog';
import { IconButton } from '../../../primitives/IconButton';
import { Popover, PopoverTrigger } from '../../../primitives/Popover';
import { TextField } from '../../../primitives/TextField';
import { useToast } from '../../../primitives/Toast';
import { useCreateTag, useDeleteTag, useTags, useUpdateTag } from '../api/tags';
import { chip, chips } from './ContactPanel.css';
import { chipsRow, editRow, field, grow, label as labelClass, muted, options, panel, panelFoot } from './TagsField.css';

export interface TagsFieldProps {
  /** The ids of the tags the contact has. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

/** A tag's name, saved when the field loses focus or on Enter (only if it changed). */
function RenameTag({ tag, onDelete }: { tag: ContactTag; onDelete: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const rename = useUpdateTag();
  const [title, setTitle] = useState(tag.title);
  const save = () => {
    const next = title.trim();
    if (next === '' || next === tag.title) return setTitle(tag.title);
    const body = { id: tag.id, tag: { title: next } };
    const attempt = (): void =>
      rename.mutate(body, {
        onError: () =>
          toast.show({
            title: t('contacts.tags.failed'),
            variant: 'error',
            action: { label: t('common.retry'), onAction: attempt },
          }),
      });
    attempt();
  };
  return (
    <li className={editRow}>
      <TextField
        className={grow}
        aria-label={t('contacts.tags.rename', { title: tag.title })}
        value={title}
        onChange={setTitle}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          // react-aria stops key events at a handler by default: let Escape reach the panel.
          else event.continuePropagation();
        }}
      />
      <IconButton
        label={t('contacts.tags.delete', { title: tag.title })}
        icon={<Trash2 size={16} aria-hidden="true" />}
        onPress={onDelete}
      />
    </li>
  );
}

/**
 * The contact's tags as chips, and a panel to choose them: a filter that can also create a tag,
 * a checkbox list, and a mode to rename or delete tags in place (deleting asks first, and the tag
 * leaves every contact).
 */
export function TagsField({ value, onChange }: TagsFieldProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const labelId = useId();
  const tags = useTags();
  const create = useCreateTag();
  const remove = useDeleteTag();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<ContactTag | null>(null);
  const filterRef = useRef<HTMLInputElement>(null);

  const all = tags.data ?? [];
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle ? all.filter((tag) => tag.title.toLocaleLowerCase().includes(needle)) : all;
  const exists = all.some((tag) => tag.title.toLocaleLowerCase() === needle);
  const chosen = value.map((id) => all.find((tag) => tag.id === id)).filter((tag): tag is ContactTag => !!tag);

  const createFromFilter = () => {
    const title = filter.trim();
    if (!title) return;
    create.mutate(title, {
      onSuccess: (tag) => {
        onChange([...value, tag.id]);
        setFilter('');
      },
      onError: () =>
        toast.show({
          title: t('contacts.tags.failed'),
          variant: 'error',
          action: { label: t('common.retry'), onAction: createFromFilter },
        }),
      // The create button goes (or was disabled) under the focus: back to the filter, so the
      // focus stays in the panel and Escape still closes it.
      onSettled: () => filterRef.current?.focus(),
    });
  };

  return (
    <div className={field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={labelClass}>
        {t('contacts.fields.tags')}
      </span>
      <div className={chipsRow}>
        {chosen.length > 0 ? (
          <ul className={chips}>
            {chosen.map((tag) => (
              <li key={tag.id} className={chip}>
                {tag.title}
              </li>
            ))}
          </ul>
        ) : (
          <p className={muted}>{t('contacts.tags.none')}</p>
        )}
        <PopoverTrigger>
          <Button variant="flat" size="small">
            <Tags size={16} aria-hidden="true" />
            {t('contacts.tags.manage')}
          </Button>
          <Popover title={t('contacts.tags.panel')} placement="bottom start">
            <div className={panel}>
              <TextField
                label={t('contacts.tags.filter')}
                inputRef={filterRef}
                value={filter}
                onChange={setFilter}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !exists) createFromFilter();
                  // react-aria stops key events at a handler by default: let Escape reach the panel.
                  else event.continuePropagation();
                }}
              />
              {shown.length === 0 && <p className={muted}>{t('contacts.tags.noMatches')}</p>}
              {editing ? (
                <ul className={options}>
                  {shown.map((tag) => (
                    <RenameTag key={tag.id} tag={tag} onDelete={() => setDeleting(tag)} />
                  ))}
                </ul>
              ) : (
                shown.length > 0 && (
                  <CheckboxGroup aria-label={t('contacts.tags.panel')} value={[...value]} onChange={onChange}>
                    <div className={options}>
                      {shown.map((tag) => (
                        <Checkbox key={tag.id} value={tag.id}>
                          {tag.title}
                        </Checkbox>
                      ))}
                    </div>
                  </CheckboxGroup>
                )
              )}
              <div className={panelFoot}>
                {needle !== '' && !exists ? (
                  // Not `isPending`: the button goes once the tag exists, and a pending button that
                  // unmounts leaves react-aria's live announcer pointing at nothing (an axe error).
                  <Button variant="secondary" size="small" onPress={createFromFilter} isDisabled={create.isPending}>
                    <Plus size={16} aria-hidden="true" />
                    {t('contacts.tags.create', { title: filter.trim() })}
                  </Button>
                ) : (
                  <span />
                )}
                <Button variant="flat" size="small" onPress={() => setEditing((on) => !on)}>
                  {editing ? t('contacts.tags.chooseMode') : t('contacts.tags.editMode')}
                </Button>
              </div>
            </div>
          </Popover>
        </PopoverTrigger>
      </div>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('contacts.tags.deleteTitle')}
        confirmLabel={t('contacts.delete.confirm')}
        destructive
        onConfirm={() => {
          if (!deleting) return;
          const id = deleting.id;
          onChange(value.filter((tagId) => tagId !== id));
          const attempt = (): void =>
            remove.mutate(id, {
              onError: () =>
                toast.show({
                  title: t('contacts.tags.deleteFailed'),
                  variant: 'error',
                  action: { label: t('common.retry'), onAction: attempt },
                }),
              // The deleted tag's row (the dialog's trigger) is gone: keep the focus in the panel.
              onSettled: () => filterRef.current?.focus(),
            });
          attempt();
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        {t('contacts.tags.deleteBody', { title: deleting?.title ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
