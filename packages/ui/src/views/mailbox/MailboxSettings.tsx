import { useState } from 'react';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MailLabel, MailLabelColor, MailSettings } from '@atrium/mock-api';
import { useAccess } from '../../access/useAccess';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { IconButton } from '../../primitives/IconButton';
import { Select, SelectItem } from '../../primitives/Select';
import { ErrorMessage, LoadingMessage } from '../../primitives/StatusMessage';
import { tagTone } from '../../primitives/TagPicker';
import { TextField } from '../../primitives/TextField';
import { useToast } from '../../primitives/Toast';
import { tagColors } from '../../theme/names';
import {
  useCreateLabel,
  useDeleteLabel,
  useMailLabels,
  useMailSettings,
  useUpdateLabel,
  useUpdateMailSettings,
} from './api/mailbox';
import { useMailboxPaths } from './components/navigation';
import { labelSlug, uniqueLabelSlug } from './labels';
import * as styles from './Mailbox.css';

function ColorSelect({
  value,
  onChange,
  label,
}: {
  value: MailLabelColor;
  onChange: (color: MailLabelColor) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      className={styles.colorSelect}
      label={label}
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(key as MailLabelColor)}
      items={tagColors.map((color) => ({ id: color }))}
    >
      {(item) => (
        <SelectItem id={item.id} textValue={t(`mailbox.colors.${item.id}`)}>
          <span className={styles.optionRow}>
            <span className={`${styles.swatch} ${tagTone(item.id)}`} aria-hidden="true" />
            {t(`mailbox.colors.${item.id}`)}
          </span>
        </SelectItem>
      )}
    </Select>
  );
}

/** What a title is wrong with, or undefined: empty, or nothing left once the slug rules drop its characters. */
function useTitleError() {
  const { t } = useTranslation();
  return (title: string): string | undefined => {
    if (title.trim() === '') return t('mailbox.settings.titleRequired');
    if (labelSlug(title.trim()).replace(/-/g, '') === '') return t('mailbox.settings.titleNoSlug');
    return undefined;
  };
}

/** The slug a title will get, and why it differs from the plain one when another label has it. */
function SlugPreview({ title, labels, ownId }: { title: string; labels: MailLabel[]; ownId?: string }) {
  const { t } = useTranslation();
  const plain = labelSlug(title.trim());
  const slug = uniqueLabelSlug(title.trim(), labels, ownId);
  if (plain === '') return null;
  return (
    <>
      {t('mailbox.settings.slug')} <span className={styles.slugPreview}>{slug}</span>
      {slug !== plain && ` ${t('mailbox.settings.slugTaken', { slug: plain })}`}
    </>
  );
}

function LabelRow({ label, labels }: { label: MailLabel; labels: MailLabel[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleError = useTitleError();
  const [title, setTitle] = useState(label.title);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateLabel({
    onError: (_error, body) =>
      toast.show({
        title: t('mailbox.settings.updateFailed', { title: label.title }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => update.mutate(body) },
      }),
  });
  const remove = useDeleteLabel({
    onError: (_error, failed) =>
      toast.show({
        title: t('mailbox.settings.deleteFailed', { title: failed.title }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => remove.mutate(failed) },
      }),
  });
  const rename = () => {
    const next = title.trim();
    if (next === label.title) return;
    const problem = titleError(next);
    setError(problem);
    if (!problem) update.mutate({ id: label.id, label: { title: next } });
  };
  return (
    <li className={styles.labelRow}>
      <TextField
        className={styles.labelTitle}
        label={t('mailbox.settings.title')}
        value={title}
        onChange={(value) => {
          setTitle(value);
          setError(undefined);
        }}
        onBlur={rename}
        onKeyDown={(event) => event.key === 'Enter' && rename()}
        isInvalid={error !== undefined}
        errorMessage={error}
        description={<SlugPreview title={title} labels={labels} ownId={label.id} />}
      />
      <ColorSelect
        label={t('mailbox.settings.color')}
        value={label.color}
        onChange={(color) => update.mutate({ id: label.id, label: { color } })}
      />
      <IconButton
        className={styles.besideField}
        label={t('mailbox.settings.delete', { title: label.title })}
        icon={<Trash2 size={18} />}
        onPress={() => setConfirming(true)}
      />
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('mailbox.settings.deleteTitle', { title: label.title })}
        confirmLabel={t('mailbox.settings.deleteConfirm')}
        destructive
        onConfirm={() => remove.mutate(label)}
      >
        {t('mailbox.settings.deleteBody')}
      </ConfirmDialog>
    </li>
  );
}

function CreateLabel({ labels }: { labels: MailLabel[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleError = useTitleError();
  const [title, setTitle] = useState('');
  const [color, setColor] = useState<MailLabelColor>('blue');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateLabel({
    onError: (_error, label) =>
      toast.show({
        title: t('mailbox.settings.createFailed', { title: label.title }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => create.mutate(label) },
      }),
  });
  return (
    <form
      className={styles.labelRow}
      aria-label={t('mailbox.settings.create')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = titleError(title);
        setError(problem);
        if (problem) return;
        create.mutate({ title: title.trim(), color });
        setTitle('');
      }}
    >
      <TextField
        className={styles.labelTitle}
        label={t('mailbox.settings.newTitle')}
        value={title}
        onChange={(value) => {
          setTitle(value);
          setError(undefined);
        }}
        isInvalid={error !== undefined}
        errorMessage={error}
        description={<SlugPreview title={title} labels={labels} />}
      />
      <ColorSelect label={t('mailbox.settings.color')} value={color} onChange={setColor} />
      <Button type="submit" className={styles.besideField}>
        {t('mailbox.settings.create')}
      </Button>
    </form>
  );
}

/** The labels as they are, for a user who may not change them. */
function ReadOnlyLabels({ labels }: { labels: MailLabel[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.labelRows} aria-label={t('mailbox.settings.labels')}>
      {labels.map((label) => (
        <li key={label.id} className={styles.optionRow}>
          <span className={`${styles.swatch} ${tagTone(label.color)}`} aria-hidden="true" />
          {label.title}
          <span className={styles.muted}>{t(`mailbox.colors.${label.color}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Labels (create, rename, recolour, delete) and the message layout; read-only without mail:write. */
export function MailboxSettingsView() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const paths = useMailboxPaths();
  const labels = useMailLabels();
  const settings = useMailSettings();
  const access = useAccess();
  const refused = access.ready ? access.reason('mail:write') : null;
  const updateSettings = useUpdateMailSettings({
    onError: (_error, patch) =>
      toast.show({
        title: t('mailbox.settings.layoutFailed'),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => updateSettings.mutate(patch) },
      }),
  });

  let labelsBody;
  if (labels.isPending) labelsBody = <LoadingMessage>{t('mailbox.settings.loading')}</LoadingMessage>;
  else if (labels.isError && !labels.data)
    labelsBody = <ErrorMessage onRetry={() => void labels.refetch()}>{t('mailbox.settings.loadFailed')}</ErrorMessage>;
  else {
    const list = labels.data ?? [];
    labelsBody = refused ? (
      <ReadOnlyLabels labels={list} />
    ) : (
      <>
        <CreateLabel labels={list} />
        <ul className={styles.labelRows} aria-label={t('mailbox.settings.labels')}>
          {list.map((label) => (
            <LabelRow key={label.id} label={label} labels={list} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className={styles.settingsPane} aria-labelledby="mailbox-settings-title">
      <div className={styles.settingsHeader}>
        <IconButton
          label={t('mailbox.settings.back')}
          icon={<ArrowLeft size={20} />}
          onPress={() => void navigate(paths.scopePath({ kind: 'folder', slug: 'inbox' }))}
        />
        <h2 id="mailbox-settings-title" className={styles.listTitle}>
          {t('mailbox.settings.heading')}
        </h2>
      </div>
      {refused && (
        <p className={`${styles.settingsSection} ${styles.muted}`} role="note">
          {t('mailbox.settings.readOnly', { reason: refused })}
        </p>
      )}
      <div className={styles.settingsSection}>
        <h3 className={styles.sectionTitle}>{t('mailbox.settings.layout')}</h3>
        {settings.data ? (
          <Select
            label={t('mailbox.settings.layoutLabel')}
            isDisabled={refused !== null}
            selectedKey={settings.data.messageLayout}
            onSelectionChange={(key) =>
              key !== null && updateSettings.mutate({ messageLayout: key as MailSettings['messageLayout'] })
            }
            items={[{ id: 'right' }, { id: 'full' }]}
          >
            {(item) => <SelectItem id={item.id}>{t(`mailbox.settings.layouts.${item.id}`)}</SelectItem>}
          </Select>
        ) : settings.isError ? (
          <ErrorMessage onRetry={() => void settings.refetch()}>{t('mailbox.settings.loadFailed')}</ErrorMessage>
        ) : (
          <LoadingMessage>{t('mailbox.settings.loading')}</LoadingMessage>
        )}
      </div>
      <div className={styles.settingsSection}>
        <h3 className={styles.sectionTitle}>{t('mailbox.settings.labels')}</h3>
        {labelsBody}
      </div>
    </section>
  );
}
