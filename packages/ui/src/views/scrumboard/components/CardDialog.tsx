import { useEffect, useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ScrumboardBoardDetail, ScrumboardCard, UpdateScrumboardCardRequest } from '@atrium/mock-api';
import { GuardedButton } from '../../../access/GuardedButton';
import { DueDateField } from '../../../primitives/DatePicker';
import { ConfirmDialog, Dialog } from '../../../primitives/Dialog';
import { RichTextEditor, RichTextView, sanitizeRichText } from '../../../primitives/RichText';
import { TagChips, TagPanel, type TagOption } from '../../../primitives/TagPicker';
import { TextField } from '../../../primitives/TextField';
import { useToast } from '../../../primitives/Toast';
import { useCreateLabel, useDeleteCard, useUpdateCard } from '../api/scrumboard';
import { dueDateOf, dueDay } from '../format';
import { DueChip } from './CardTile';
import { dialogBody, dialogColumns, dialogSide, readOnlyDescription, sideGroup, sideHeading } from '../BoardView.css';

/** How long the description waits after the last key before it is saved. */
const DESCRIPTION_SAVE_DELAY = 800;

export interface CardDialogProps {
  board: ScrumboardBoardDetail;
  card: ScrumboardCard;
  labels: readonly TagOption[];
  /** False without scrumboard:write: the card is shown as it is, its fields read-only. */
  canWrite?: boolean;
  onClose: () => void;
}

/**
 * A card opened: its title, its description (rich text, sanitized before it is saved and when it is
 * shown), its labels (filter, tick, create), its due date (clearable; when past, said in red and in
 * words) and deleting it after a confirmation. Every change is saved as it is made; the description
 * a moment after typing stops and when the dialog closes, a typed due date once it is committed
 * (leaving the field, Enter, or the dialog closing), never the years it passes on the way.
 */
export function CardDialog({ board, card, labels, canWrite = true, onClose }: CardDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateCard(board.id, {
    onError: (_error, variables) =>
      toast.show({
        title: t('scrumboard.card.updateFailed', { title: card.title }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => update.mutate(variables) },
      }),
  });
  const remove = useDeleteCard(board.id, {
    onError: (_error, id) =>
      toast.show({
        title: t('scrumboard.card.deleteFailed', { title: card.title }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => remove.mutate(id) },
      }),
  });
  const createLabel = useCreateLabel(board.id);
  const change = (patch: UpdateScrumboardCardRequest['card']) => update.mutate({ id: card.id, card: patch });

  const [title, setTitle] = useState(card.title);
  const [titleProblem, setTitleProblem] = useState<string | null>(null);
  const saveTitle = () => {
    if (title.trim() === '') {
      setTitleProblem(t('scrumboard.card.titleRequired'));
      return;
    }
    setTitleProblem(null);
    if (title.trim() !== card.title) change({ title: title.trim() });
  };

  // The description as typed, saved after a pause and on closing (never lost when the dialog shuts).
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const flushDescription = () => {
    clearTimeout(timer.current);
    const html = pending.current;
    pending.current = null;
    if (html !== null && html !== card.description) change({ description: sanitizeRichText(html) });
  };
  const flushRef = useRef(flushDescription);
  useEffect(() => {
    flushRef.current = flushDescription;
  });
  useEffect(() => () => flushRef.current(), []);

  const [confirming, setConfirming] = useState(false);
  const close = () => {
    flushDescription();
    onClose();
  };

  return (
    <>
      <Dialog
        isOpen
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={t('scrumboard.card.dialogTitle')}
        size="lg"
      >
        <div className={dialogColumns}>
          <div className={dialogBody}>
            <TextField
              label={t('scrumboard.card.title')}
              value={title}
              isReadOnly={!canWrite}
              onChange={(next) => {
                setTitle(next);
                if (titleProblem && next.trim() !== '') setTitleProblem(null);
              }}
              isInvalid={titleProblem !== null}
              errorMessage={titleProblem}
              onBlur={saveTitle}
              onKeyDown={(event) => {
                if (event.key === 'Enter') saveTitle();
                // Escape must still reach the dialog to close it.
                event.continuePropagation();
              }}
            />
            {canWrite ? (
              <RichTextEditor
                label={t('scrumboard.card.description')}
                placeholder={t('scrumboard.card.descriptionPlaceholder')}
                value={card.description}
                onChange={(html) => {
                  pending.current = html;
                  clearTimeout(timer.current);
                  timer.current = setTimeout(flushDescription, DESCRIPTION_SAVE_DELAY);
                }}
              />
            ) : (
              <div className={readOnlyDescription}>
                <h3 className={sideHeading}>{t('scrumboard.card.description')}</h3>
                {card.description.trim() === '' ? (
                  <span>{t('scrumboard.card.noDescription')}</span>
                ) : (
                  <RichTextView html={card.description} />
                )}
              </div>
            )}
          </div>
          <div className={dialogSide}>
            <div className={sideGroup}>
              <DueDateField
                label={t('scrumboard.card.dueDate')}
                value={dueDay(card.dueDate)}
                isReadOnly={!canWrite}
                onCommit={(day) => change({ dueDate: dueDateOf(day) })}
              />
              {card.dueDate ? <DueChip dueDate={card.dueDate} /> : <span>{t('scrumboard.card.noDueDate')}</span>}
            </div>
            <div className={sideGroup}>
              <h3 className={sideHeading}>{t('scrumboard.card.labels')}</h3>
              <TagChips tags={labels} ids={card.labels} label={t('scrumboard.card.chosenLabels')} />
              {canWrite && (
                <TagPanel
                  label={t('scrumboard.card.labels')}
                  tags={labels}
                  selectedIds={card.labels}
                  // The dialog puts the focus on its first field; the panel must not take it.
                  // eslint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus={false}
                  onSelectionChange={(ids) => change({ labels: ids })}
                  onCreate={async (labelTitle) => {
                    try {
                      const label = await createLabel.mutateAsync(labelTitle);
                      change({ labels: [...card.labels, label.id] });
                    } catch (error) {
                      // The panel keeps the typed title; the message says why nothing was created.
                      toast.show({ title: t('scrumboard.card.labelFailed', { title: labelTitle }), variant: 'error' });
                      throw error;
                    }
                  }}
                />
              )}
            </div>
            <GuardedButton permission="scrumboard:write" variant="warn" onPress={() => setConfirming(true)}>
              <Trash2 size={18} aria-hidden="true" />
              {t('scrumboard.card.delete')}
            </GuardedButton>
          </div>
        </div>
      </Dialog>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('scrumboard.card.deleteTitle')}
        confirmLabel={t('scrumboard.card.deleteConfirm')}
        destructive
        onConfirm={() => {
          pending.current = null;
          remove.mutate(card.id);
          onClose();
        }}
      >
        {t('scrumboard.card.deleteBody', { title: card.title })}
      </ConfirmDialog>
    </>
  );
}
