import { useEffect, useId, useRef, useState } from 'react';
import {
  ArrowLeft,
  ChevronDown,
  FilePen,
  ChevronUp,
  EllipsisVertical,
  Forward,
  MailX,
  Reply,
  ReplyAll,
  Star,
  Tag,
  TriangleAlert,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MailFolder, MailLabel, MailWithCounts } from '@atrium/mock-api';
import { GuardedButton } from '../../../access/GuardedButton';
import { useAccess } from '../../../access/useAccess';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/Dialog';
import { IconButton } from '../../../primitives/IconButton';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from '../../../primitives/Menu';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../../primitives/StatusMessage';
import { useMail } from '../api/mailbox';
import { contactName, fileSize, fileTypeTag, longDate } from '../format';
import { ComposeDialog } from './ComposeDialog';
import {
  ComposeFields,
  isDirty,
  useComposeForm,
  useSendMail,
  useValidateAddresses,
  type ComposeValues,
} from './compose';
import { TagChips } from '../../../primitives/TagPicker';
import { MailBody, mailHtml, textToHtml } from './MailBody';
import { useMailActions } from './useMailActions';
import * as styles from '../Mailbox.css';

type ReplyMode = 'reply' | 'replyAll' | 'forward';

export interface MailReaderProps {
  id: string;
  folders: MailFolder[] | undefined;
  labels: MailLabel[] | undefined;
  /** Back to the list (the reader covers it on narrow screens). */
  onBack: () => void;
}

/** What the inline editor opens with for a reply, a reply to all or a forward. */
function replyValues(
  mode: ReplyMode,
  mail: MailWithCounts,
  fromMe: boolean,
  prefixes: { re: string; fwd: string },
  quote: string,
): ComposeValues {
  const subject = (prefix: string) =>
    mail.subject.toLowerCase().startsWith(prefix.toLowerCase()) ? mail.subject : `${prefix} ${mail.subject}`;
  if (mode === 'forward')
    return { to: '', cc: '', bcc: '', subject: subject(prefixes.fwd), body: `<p><br></p>${quote}` };
  // Replying to a mail we wrote answers its recipients; otherwise its sender.
  return {
    to: fromMe ? mail.to : mail.from.contact,
    cc: mode === 'replyAll' ? mail.cc.join(', ') : '',
    bcc: '',
    subject: subject(prefixes.re),
    body: '',
  };
}

/** What the composer opens with to finish a saved draft. */
function draftValues(mail: MailWithCounts): ComposeValues {
  return {
    to: mail.to,
    cc: mail.cc.join(', '),
    bcc: mail.bcc.join(', '),
    subject: mail.subject,
    body: mailHtml(mail),
  };
}

/** The editor under a mail: reply, reply to all or forward; Discard and Send. Leaving it half-written keeps a draft. */
function InlineReply({ initial, mode, onClose }: { initial: ComposeValues; mode: ReplyMode; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useComposeForm(initial);
  const validate = useValidateAddresses();
  const mail = useSendMail();
  const headingId = useId();
  const dirty = isDirty(form.values, initial);
  const latest = useRef({ values: form.values, dirty: false, saveDraft: mail.saveDraft });
  useEffect(() => {
    latest.current = { values: form.values, dirty, saveDraft: mail.saveDraft };
  });
  // Gone with something written (another mail opened, another folder): kept in Drafts rather than lost.
  useEffect(
    () => () => {
      if (latest.current.dirty) latest.current.saveDraft(latest.current.values);
    },
    [],
  );
  return (
    <section className={styles.replyBox} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t(`mailbox.reply.${mode}Title`)}
      </h3>
      <ComposeFields form={form} showSubject={mode === 'forward'} />
      <div className={styles.endActions}>
        <Button
          variant="flat"
          onPress={() => {
            latest.current.dirty = false;
            onClose();
          }}
        >
          {t('mailbox.compose.discard')}
        </Button>
        <Button
          isDisabled={!mail.ready}
          onPress={() => {
            const errors = validate(form.values);
            form.setErrors(errors);
            if (Object.keys(errors).length > 0) return;
            mail.send(form.values);
            latest.current.dirty = false;
            onClose();
          }}
        >
          {t('mailbox.compose.send')}
        </Button>
      </div>
    </section>
  );
}

function Attachments({ mail }: { mail: MailWithCounts }) {
  const { t, i18n } = useTranslation();
  if (mail.attachments.length === 0) return null;
  return (
    <section aria-label={t('mailbox.reader.attachments', { count: mail.attachments.length })}>
      <p className={styles.muted}>{t('mailbox.reader.attachments', { count: mail.attachments.length })}</p>
      <ul className={styles.attachments}>
        {mail.attachments.map((file, index) => (
          <li key={`${file.name}-${index}`} className={styles.attachment}>
            {file.type.startsWith('image/') && file.preview.startsWith('data:image/') ? (
              <img className={styles.attachmentThumb} src={file.preview} alt="" />
            ) : (
              <span className={styles.fileType} aria-hidden="true">
                {fileTypeTag(file.type, file.name)}
              </span>
            )}
            <span className={styles.attachmentText}>
              <span className={styles.ellipsis}>{file.name}</span>
              <span className={styles.muted}>
                {fileTypeTag(file.type, file.name)} · {fileSize(file.size, i18n.language)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The open mail: toolbar, subject with label chips, the message card, attachments, reply / reply all / forward. */
export function MailReader({ id, folders, labels, onBack }: MailReaderProps) {
  const { t, i18n } = useTranslation();
  const mailQuery = useMail(id);
  const { update, remove } = useMailActions();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [reply, setReply] = useState<{ mode: ReplyMode; key: number } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const detailsId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mail = mailQuery.data;
  const access = useAccess();
  // Writing needs mail:write (spec 4 §1): without it every control that changes a mail says so, disabled.
  const refused = access.ready ? access.reason('mail:write') : null;
  const canWrite = access.ready && refused === null;
  const opened = useRef<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [draftOpenedFor, setDraftOpenedFor] = useState<string | null>(null);
  const drafts = folders?.find((folder) => folder.slug === 'drafts');
  const isDraft = mail !== undefined && mail !== null && drafts !== undefined && mail.folder === drafts.id;
  const openable = mail !== undefined && mail !== null && canWrite && !mail.id.startsWith('pending-');

  // A saved draft opens in the composer, to be finished (once: closed, it stays in the reader).
  if (mail && openable && isDraft && draftOpenedFor !== mail.id) {
    setDraftOpenedFor(mail.id);
    setEditing(0);
  }
  // Opening a mail reads it (at once; back with a toast if the call fails), once: marked unread again from
  // here, it stays unread.
  useEffect(() => {
    if (!mail || !openable || opened.current === mail.id) return;
    opened.current = mail.id;
    if (mail.unread) update({ ids: [mail.id], mail: { unread: false } });
  }, [mail, update, openable]);
  const loaded = mail !== undefined && mail !== null;
  useEffect(() => {
    if (loaded) headingRef.current?.focus({ preventScroll: true });
  }, [id, loaded]);

  const folderOf = (slug: string) => folders?.find((folder) => folder.slug === slug);
  const folderName = (folder: MailFolder) => t(`mailbox.folders.${folder.slug}`, { defaultValue: folder.title });

  let body;
  if (mailQuery.isPending) {
    body = <LoadingMessage>{t('mailbox.reader.loading')}</LoadingMessage>;
  } else if (mailQuery.isError && mail === undefined) {
    body = <ErrorMessage onRetry={() => void mailQuery.refetch()}>{t('mailbox.reader.loadFailed')}</ErrorMessage>;
  } else if (!mail) {
    body = (
      <EmptyMessage icon={<MailX className={messageIcon} aria-hidden="true" />} title={t('mailbox.reader.notFound')}>
        <Button variant="secondary" onPress={onBack}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('mailbox.reader.backToList')}
        </Button>
      </EmptyMessage>
    );
  }

  const spam = folderOf('spam');
  const inbox = folderOf('inbox');
  const trash = folderOf('trash');
  const inSpam = mail !== undefined && mail !== null && mail.folder === spam?.id;
  const inTrash = mail !== undefined && mail !== null && mail.folder === trash?.id;
  const moveTo = (folderId: string) => {
    if (!mail) return;
    update({ ids: [mail.id], mail: { folder: folderId } });
    onBack();
  };
  const fromMe =
    mail !== undefined &&
    mail !== null &&
    (mail.folder === folderOf('sent')?.id || mail.folder === folderOf('drafts')?.id);
  const sender = mail ? contactName(mail.from.contact) : '';
  const quote = mail
    ? textToHtml(
        [
          t('mailbox.reply.forwardHeader'),
          `${t('mailbox.details.from')}: ${mail.from.contact}`,
          `${t('mailbox.details.date')}: ${longDate(mail.date, i18n.language)}`,
          `${t('mailbox.details.subject')}: ${mail.subject}`,
          `${t('mailbox.details.to')}: ${mail.to}`,
        ].join('\n'),
      ) + `<blockquote>${mailHtml(mail)}</blockquote>`
    : '';

  return (
    <section
      className={styles.readerPane}
      aria-label={mail ? mail.subject || t('mailbox.noSubject') : t('mailbox.reader.label')}
    >
      <div className={styles.readerToolbar} role="toolbar" aria-label={t('mailbox.reader.toolbar')}>
        <IconButton
          className={styles.backButton}
          label={t('mailbox.reader.back')}
          icon={<ArrowLeft size={20} />}
          onPress={onBack}
        />
        <span className={styles.grow} />
        {mail && refused !== null && (
          <>
            {[
              { label: t('mailbox.reader.labels'), icon: <Tag size={18} aria-hidden="true" /> },
              {
                label: mail.important ? t('mailbox.actions.unimportant') : t('mailbox.actions.important'),
                icon: (
                  <TriangleAlert
                    size={18}
                    aria-hidden="true"
                    className={mail.important ? styles.importantIcon : undefined}
                  />
                ),
              },
              {
                label: mail.starred ? t('mailbox.actions.unstar') : t('mailbox.actions.star'),
                icon: <Star size={18} aria-hidden="true" className={mail.starred ? styles.starOn : undefined} />,
              },
              { label: t('common.more'), icon: <EllipsisVertical size={18} aria-hidden="true" /> },
            ].map(({ label, icon }) => (
              <GuardedButton key={label} permission="mail:write" variant="icon" aria-label={label}>
                {icon}
              </GuardedButton>
            ))}
          </>
        )}
        {mail && refused === null && (
          <>
            <MenuTrigger>
              <IconButton label={t('mailbox.reader.labels')} icon={<Tag size={18} />} />
              <Menu
                aria-label={t('mailbox.reader.labels')}
                placement="bottom end"
                items={labels ?? []}
                selectionMode="multiple"
                selectedKeys={mail.labels}
                onSelectionChange={(keys) =>
                  update({
                    ids: [mail.id],
                    mail: { labels: keys === 'all' ? (labels ?? []).map((l) => l.id) : [...keys].map(String) },
                  })
                }
              >
                {(label) => <MenuItem id={label.id}>{label.title}</MenuItem>}
              </Menu>
            </MenuTrigger>
            <IconButton
              label={mail.important ? t('mailbox.actions.unimportant') : t('mailbox.actions.important')}
              aria-pressed={mail.important}
              icon={<TriangleAlert size={18} className={mail.important ? styles.importantIcon : undefined} />}
              onPress={() => update({ ids: [mail.id], mail: { important: !mail.important } })}
            />
            <IconButton
              label={mail.starred ? t('mailbox.actions.unstar') : t('mailbox.actions.star')}
              aria-pressed={mail.starred}
              icon={<Star size={18} className={mail.starred ? styles.starOn : undefined} />}
              onPress={() => update({ ids: [mail.id], mail: { starred: !mail.starred } })}
            />
            <MenuTrigger>
              <IconButton label={t('common.more')} icon={<EllipsisVertical size={18} />} />
              <Menu aria-label={t('common.more')} placement="bottom end">
                <MenuItem
                  onAction={() => {
                    update({ ids: [mail.id], mail: { unread: !mail.unread } });
                    if (!mail.unread) onBack();
                  }}
                >
                  {mail.unread ? t('mailbox.actions.markRead') : t('mailbox.actions.markUnread')}
                </MenuItem>
                {spam && inbox && (
                  <MenuItem onAction={() => moveTo(inSpam ? inbox.id : spam.id)}>
                    {inSpam ? t('mailbox.actions.notSpam') : t('mailbox.actions.spam')}
                  </MenuItem>
                )}
                <SubmenuTrigger>
                  <MenuItem>{t('mailbox.actions.moveTo')}</MenuItem>
                  <Menu
                    aria-label={t('mailbox.actions.moveTo')}
                    items={(folders ?? []).filter((f) => f.id !== mail.folder)}
                    onAction={(key) => moveTo(String(key))}
                  >
                    {(folder) => <MenuItem id={folder.id}>{folderName(folder)}</MenuItem>}
                  </Menu>
                </SubmenuTrigger>
                <MenuSeparator />
                <MenuSection aria-label={t('mailbox.actions.delete')}>
                  <MenuItem onAction={() => (inTrash ? setConfirmDelete(true) : trash && moveTo(trash.id))}>
                    {inTrash ? t('mailbox.actions.deleteForever') : t('mailbox.actions.delete')}
                  </MenuItem>
                </MenuSection>
              </Menu>
            </MenuTrigger>
          </>
        )}
      </div>
      <div className={styles.readerBody}>
        {body ??
          (mail && (
            <>
              <h2 ref={headingRef} tabIndex={-1} className={styles.subject}>
                {mail.subject || t('mailbox.noSubject')}
              </h2>
              <TagChips tags={labels ?? []} ids={mail.labels} label={t('mailbox.reader.labels')} />
              <article className={styles.card} aria-label={t('mailbox.reader.message', { sender })}>
                <div className={styles.senderRow}>
                  <Avatar name={sender} src={mail.from.avatar ?? undefined} aria-hidden="true" />
                  <div className={styles.senderText}>
                    <span className={styles.senderName}>{sender}</span>
                    <span className={styles.muted}>
                      {t('mailbox.reader.toLine', { to: contactName(mail.to) || t('mailbox.reader.nobody') })}
                      {mail.ccCount + mail.bccCount > 0 &&
                        ` ${t('mailbox.reader.more', { count: mail.ccCount + mail.bccCount })}`}
                    </span>
                    <Button
                      variant="flat"
                      size="small"
                      className={styles.detailsToggle}
                      aria-expanded={detailsOpen}
                      aria-controls={detailsOpen ? detailsId : undefined}
                      onPress={() => setDetailsOpen((open) => !open)}
                    >
                      {detailsOpen ? t('mailbox.reader.hideDetails') : t('mailbox.reader.showDetails')}
                      {detailsOpen ? (
                        <ChevronUp size={16} aria-hidden="true" />
                      ) : (
                        <ChevronDown size={16} aria-hidden="true" />
                      )}
                    </Button>
                  </div>
                </div>
                {detailsOpen && (
                  <dl id={detailsId} className={styles.details}>
                    <dt>{t('mailbox.details.from')}</dt>
                    <dd>{mail.from.contact}</dd>
                    <dt>{t('mailbox.details.to')}</dt>
                    <dd>{mail.to || '—'}</dd>
                    {mail.cc.length > 0 && (
                      <>
                        <dt>{t('mailbox.details.cc')}</dt>
                        <dd>{mail.cc.join(', ')}</dd>
                      </>
                    )}
                    {mail.bcc.length > 0 && (
                      <>
                        <dt>{t('mailbox.details.bcc')}</dt>
                        <dd>{mail.bcc.join(', ')}</dd>
                      </>
                    )}
                    <dt>{t('mailbox.details.date')}</dt>
                    <dd>
                      <time dateTime={mail.date}>{longDate(mail.date, i18n.language)}</time>
                    </dd>
                    <dt>{t('mailbox.details.subject')}</dt>
                    <dd>{mail.subject || t('mailbox.noSubject')}</dd>
                  </dl>
                )}
                <MailBody mail={mail} />
                <Attachments mail={mail} />
              </article>
              {reply ? (
                <InlineReply
                  key={reply.key}
                  mode={reply.mode}
                  initial={replyValues(
                    reply.mode,
                    mail,
                    fromMe,
                    { re: t('mailbox.reply.re'), fwd: t('mailbox.reply.fwd') },
                    quote,
                  )}
                  onClose={() => setReply(null)}
                />
              ) : isDraft ? (
                <div className={styles.actions}>
                  <GuardedButton permission="mail:write" onPress={() => setEditing(Date.now())}>
                    <FilePen size={16} aria-hidden="true" />
                    {t('mailbox.reader.continueDraft')}
                  </GuardedButton>
                </div>
              ) : (
                <div className={styles.actions}>
                  {(
                    [
                      ['reply', <Reply key="icon" size={16} aria-hidden="true" />],
                      ['replyAll', <ReplyAll key="icon" size={16} aria-hidden="true" />],
                      ['forward', <Forward key="icon" size={16} aria-hidden="true" />],
                    ] as const
                  ).map(([mode, icon]) => (
                    <GuardedButton
                      key={mode}
                      permission="mail:write"
                      variant="secondary"
                      onPress={() => setReply({ mode, key: Date.now() })}
                    >
                      {icon}
                      {t(`mailbox.reply.${mode}`)}
                    </GuardedButton>
                  ))}
                </div>
              )}
            </>
          ))}
      </div>
      {mail && isDraft && editing !== null && (
        <ComposeDialog
          key={editing}
          draftId={mail.id}
          initial={draftValues(mail)}
          onClose={() => setEditing(null)}
          onSent={onBack}
        />
      )}
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('mailbox.deleteForever.title', { count: 1 })}
        confirmLabel={t('mailbox.deleteForever.confirm')}
        destructive
        onConfirm={() => {
          remove([id]);
          onBack();
        }}
      >
        {t('mailbox.deleteForever.body', { count: 1 })}
      </ConfirmDialog>
    </section>
  );
}
