import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import type { ScrumboardBoardDetail } from '@atrium/mock-api';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { Dialog } from '../../../primitives/Dialog';
import { LoadingMessage } from '../../../primitives/StatusMessage';
import { ErrorMessage } from '../../../primitives/StatusMessage';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { useToast } from '../../../primitives/Toast';
import { useMembers, useUpdateBoard } from '../api/scrumboard';
import { BOARD_ICONS } from '../icons';
import { iconChoice, iconChoices, memberChoice, memberChoices, settingsForm, settingsLabel } from '../BoardView.css';

/** Board settings: title, description, icon (from a small set) and members (ticked from everyone). */
export function BoardSettings({ board, onClose }: { board: ScrumboardBoardDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const members = useMembers();
  const update = useUpdateBoard(board.id, members.data ?? [], {
    onError: (_error, variables) =>
      toast.show({
        title: t('scrumboard.settings.saveFailed'),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => update.mutate(variables) },
      }),
  });
  const [title, setTitle] = useState(board.title);
  const [description, setDescription] = useState(board.description);
  const [icon, setIcon] = useState(board.icon);
  const [memberIds, setMemberIds] = useState(board.members.map((member) => member.id));
  const [titleProblem, setTitleProblem] = useState<string | null>(null);

  const save = () => {
    if (title.trim() === '') {
      setTitleProblem(t('scrumboard.settings.titleRequired'));
      return;
    }
    update.mutate({ title: title.trim(), description: description.trim(), icon, members: memberIds });
    onClose();
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('scrumboard.settings.title')}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onPress={save}>{t('common.save')}</Button>
        </>
      }
    >
      <form
        className={settingsForm}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          label={t('scrumboard.settings.boardTitle')}
          value={title}
          onChange={(next) => {
            setTitle(next);
            if (titleProblem && next.trim() !== '') setTitleProblem(null);
          }}
          isInvalid={titleProblem !== null}
          errorMessage={titleProblem}
        />
        <TextArea label={t('scrumboard.settings.description')} rows={2} value={description} onChange={setDescription} />
        <RadioGroup value={icon} onChange={setIcon} orientation="horizontal">
          <Label className={settingsLabel}>{t('scrumboard.settings.icon')}</Label>
          <div className={iconChoices}>
            {Object.entries(BOARD_ICONS).map(([name, Icon]) => (
              <Radio key={name} value={name} className={iconChoice} aria-label={t(`scrumboard.icons.${name}`)}>
                <Icon size={20} aria-hidden="true" />
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <CheckboxGroup value={memberIds} onChange={setMemberIds}>
          <Label className={settingsLabel}>{t('scrumboard.settings.members')}</Label>
          {members.isPending ? (
            <LoadingMessage>{t('scrumboard.settings.membersLoading')}</LoadingMessage>
          ) : members.isError ? (
            <ErrorMessage onRetry={() => void members.refetch()}>{t('scrumboard.settings.membersFailed')}</ErrorMessage>
          ) : (
            <div className={memberChoices}>
              {members.data.map((member) => (
                <Checkbox key={member.id} value={member.id} className={memberChoice}>
                  <Avatar name={member.name} src={member.avatar ?? undefined} size="sm" aria-hidden="true" />
                  {member.name}
                </Checkbox>
              ))}
            </div>
          )}
        </CheckboxGroup>
      </form>
    </Dialog>
  );
}
