import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TagChips, TagPicker } from '../../../primitives/TagPicker';
import { useToast } from '../../../primitives/Toast';
import { useCreateTag, useDeleteTag, useTags, useUpdateTag } from '../api/tags';
import { chipsRow, field, label as labelClass, muted } from './TagsField.css';

export interface TagsFieldProps {
  /** The ids of the tags the contact has. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

/**
 * The contact's tags as chips (each can be taken off), and the design system's tag picker over the
 * contacts' tag list: choose, create from the filter, rename or delete in place (deleting asks
 * first, and the tag leaves every contact). A failed save says so with a Retry.
 */
export function TagsField({ value, onChange }: TagsFieldProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const labelId = useId();
  const tags = useTags();
  const create = useCreateTag();
  const rename = useUpdateTag();
  const remove = useDeleteTag();
  // The ids as they are when a slow create answers, not as they were when it was asked.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const all = tags.data ?? [];

  const failed = (title: string, retry: () => void) =>
    toast.show({ title, variant: 'error', action: { label: t('common.retry'), onAction: retry } });

  const createTag = (title: string) =>
    create.mutateAsync(title).then(
      (tag) => onChange([...latest.current, tag.id]),
      (error: unknown) => {
        failed(t('contacts.tags.failed'), () => void createTag(title).catch(() => undefined));
        throw error;
      },
    );

  const renameTag = (id: string, title: string) =>
    rename.mutate(
      { id, tag: { title } },
      { onError: () => failed(t('contacts.tags.failed'), () => renameTag(id, title)) },
    );

  const deleteTag = (id: string) =>
    remove.mutate(id, { onError: () => failed(t('contacts.tags.deleteFailed'), () => deleteTag(id)) });

  return (
    <div className={field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={labelClass}>
        {t('contacts.fields.tags')}
      </span>
      <div className={chipsRow}>
        {value.some((id) => all.some((tag) => tag.id === id)) ? (
          <TagChips
            tags={all}
            ids={value}
            size="small"
            onRemove={(id) => onChange(value.filter((tagId) => tagId !== id))}
          />
        ) : (
          <p className={muted}>{t('contacts.tags.none')}</p>
        )}
        <TagPicker
          label={t('contacts.tags.panel')}
          triggerLabel={t('contacts.tags.manage')}
          tags={all}
          selectedIds={value}
          onSelectionChange={onChange}
          onCreate={createTag}
          onRename={renameTag}
          onDelete={(id) => {
            onChange(value.filter((tagId) => tagId !== id));
            deleteTag(id);
          }}
          deleteMessage={(tag) => t('contacts.tags.deleteBody', { title: tag.title })}
          isLoading={tags.isPending}
        />
      </div>
    </div>
  );
}
