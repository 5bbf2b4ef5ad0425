import { useContext, useEffect, useId, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import type {
  AgentConfig,
  AgentConfigVersion,
  AgentLanguage,
  AgentTone,
  AgentToolName,
  FaqCategoryWithFaqs,
} from '@atrium/mock-api';
import { GuardedButton, permissionKey, useAccess } from '../../../access';
import { useLocalize } from '../../../i18n/localized';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { Checkbox, CheckboxGroup } from '../../../primitives/Checkbox';
import { ConfirmDialog } from '../../../primitives/Dialog';
import { ErrorMessage, LoadingMessage } from '../../../primitives/StatusMessage';
import { Select, SelectItem } from '../../../primitives/Select';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { describeAgentRefusal } from '../approvals/refusal';
import { useConfigVersions, useCurrentConfig, useKnowledgeSources, useRestoreVersion, useSaveConfig } from './api';
import * as css from './AgentConfigure.css';
import { configDiff, sameConfig, type ConfigDifference } from './diff';

const TONES: readonly AgentTone[] = ['friendly', 'neutral', 'formal'];
const LANGUAGES: readonly AgentLanguage[] = ['es', 'en'];
const TOOLS: readonly AgentToolName[] = [
  'handoff',
  'propose_change',
  'order_lookup',
  'customer_lookup',
  'contact_lookup',
  'counts',
  'help_center',
];
/** The API's limits. */
const LIMITS = { instructions: 4000, greeting: 300, topic: 100, topics: 50, note: 200 } as const;

/**
 * The assistant console's Configure tab (spec 4-areas §8): instructions and greeting, tone, language,
 * guardrails, knowledge sources and tools. Each save is a new version; the versions list compares any
 * version with the current one, field by field, and restores it as a new version. Without
 * `agent:configure` the configuration is read only. Unsaved changes stay when a save fails, and leaving
 * with them asks first.
 */
export function AgentConfigure() {
  const { t } = useTranslation();
  const current = useCurrentConfig();
  const versions = useConfigVersions();
  const knowledge = useKnowledgeSources();
  // The permissions decide whether the form is editable: wait for them rather than flash it read only.
  const access = useAccess();

  if (current.isPending || knowledge.isPending || (!access.ready && !access.failed))
    return <LoadingMessage>{t('agent.configure.loading')}</LoadingMessage>;
  if (current.isError || knowledge.isError)
    return (
      <ErrorMessage
        onRetry={() => {
          if (current.isError) void current.refetch();
          if (knowledge.isError) void knowledge.refetch();
        }}
      >
        {t('agent.configure.loadFailed')}
      </ErrorMessage>
    );
  return (
    <div className={css.page}>
      {/* A new version (saved or restored) is the form's new starting point. */}
      <ConfigForm key={current.data.version} current={current.data} categories={knowledge.data} />
      <VersionsPanel current={current.data} versions={versions} categories={knowledge.data} />
    </div>
  );
}

function ConfigForm({ current, categories }: { current: AgentConfigVersion; categories: FaqCategoryWithFaqs[] }) {
  const { t } = useTranslation();
  const access = useAccess();
  const localize = useLocalize();
  const canEdit = access.ready && access.can('agent:configure');
  const [draft, setDraft] = useState<AgentConfig>(current.config);
  const [note, setNote] = useState('');
  const [topic, setTopic] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveConfig();
  const dirty = !sameConfig(draft, current.config) || note.trim() !== '';
  const titleId = useId();
  const leaveBlocker = useUnsavedWarning(dirty);

  const change = <K extends keyof AgentConfig>(field: K, value: AgentConfig[K]) =>
    setDraft((config) => ({ ...config, [field]: value }));

  const trimmedTopic = topic.trim();
  const topicTaken = draft.guardrails.some((item) => item.toLowerCase() === trimmedTopic.toLowerCase());
  const canAddTopic = trimmedTopic !== '' && !topicTaken && draft.guardrails.length < LIMITS.topics;
  const addTopic = () => {
    if (!canAddTopic) return;
    change('guardrails', [...draft.guardrails, trimmedTopic]);
    setTopic('');
  };

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canEdit || !dirty) return;
    setFailure(null);
    save.mutate(
      { config: draft, ...(note.trim() ? { note: note.trim() } : {}) },
      { onError: (error) => setFailure(describeAgentRefusal(t, error)) },
    );
  }

  return (
    <section className={css.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.panelTitle}>
        {t('agent.configure.title', { version: current.version })}
      </h2>
      {access.ready && !canEdit && (
        <p className={css.notice}>
          {t('agent.configure.readOnly', {
            permission: t(`${permissionKey('agent:configure')}.label`),
          })}
        </p>
      )}
      <form className={css.form} onSubmit={submit} noValidate>
        <TextArea
          label={t('agent.configure.instructions')}
          description={t('agent.configure.instructionsHint')}
          value={draft.instructions}
          onChange={(value) => change('instructions', value)}
          maxLength={LIMITS.instructions}
          rows={4}
          isReadOnly={!canEdit}
        />
        <TextField
          label={t('agent.configure.greeting')}
          description={t('agent.configure.greetingHint')}
          value={draft.greeting}
          onChange={(value) => change('greeting', value)}
          maxLength={LIMITS.greeting}
          isReadOnly={!canEdit}
        />
        <div className={css.row}>
          <Select
            label={t('agent.configure.tone')}
            selectedKey={draft.tone}
            onSelectionChange={(key) => change('tone', String(key) as AgentTone)}
            isDisabled={!canEdit}
          >
            {TONES.map((tone) => (
              <SelectItem key={tone} id={tone}>
                {t(`agent.configure.tones.${tone}`)}
              </SelectItem>
            ))}
          </Select>
          <Select
            label={t('agent.configure.language')}
            selectedKey={draft.language}
            onSelectionChange={(key) => change('language', String(key) as AgentLanguage)}
            isDisabled={!canEdit}
          >
            {LANGUAGES.map((language) => (
              <SelectItem key={language} id={language}>
                {t(`agent.configure.languages.${language}`)}
              </SelectItem>
            ))}
          </Select>
        </div>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t('agent.configure.guardrails')}</legend>
          <p className={css.muted}>{t('agent.configure.guardrailsHint')}</p>
          {draft.guardrails.length === 0 ? (
            <p className={css.muted}>{t('agent.configure.noGuardrails')}</p>
          ) : (
            <ul className={css.chips} aria-label={t('agent.configure.guardrails')}>
              {draft.guardrails.map((item) => (
                <li key={item} className={canEdit ? css.chip : [css.chip, css.chipReadOnly].join(' ')}>
                  {item}
                  {canEdit && (
                    <Button
                      variant="icon"
                      size="small"
                      aria-label={t('agent.configure.removeTopic', { topic: item })}
                      onPress={() =>
                        change(
                          'guardrails',
                          draft.guardrails.filter((other) => other !== item),
                        )
                      }
                    >
                      <X size={14} aria-hidden="true" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {canEdit && (
            <div className={css.addRow}>
              <TextField
                className={css.grow}
                label={t('agent.configure.newTopic')}
                value={topic}
                onChange={setTopic}
                maxLength={LIMITS.topic}
                isInvalid={topicTaken && trimmedTopic !== ''}
                errorMessage={t('agent.configure.topicTaken')}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addTopic();
                  }
                }}
              />
              <Button variant="secondary" onPress={addTopic} isDisabled={!canAddTopic}>
                {t('agent.configure.addTopic')}
              </Button>
            </div>
          )}
        </fieldset>
        <CheckboxGroup
          label={t('agent.configure.knowledge')}
          description={t('agent.configure.knowledgeHint')}
          value={draft.knowledge}
          onChange={(value) => change('knowledge', value)}
          isReadOnly={!canEdit}
        >
          {categories.map((category) => (
            <Checkbox key={category.id} value={category.id}>
              {localize(category.title)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <CheckboxGroup
          label={t('agent.configure.tools')}
          description={t('agent.configure.toolsHint')}
          value={TOOLS.filter((tool) => draft.tools[tool])}
          onChange={(on) =>
            change('tools', Object.fromEntries(TOOLS.map((tool) => [tool, on.includes(tool)])) as AgentConfig['tools'])
          }
          isReadOnly={!canEdit}
        >
          {TOOLS.map((tool) => (
            <Checkbox key={tool} value={tool}>
              {t(`agent.tools.${tool}`)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        {canEdit && (
          <TextField label={t('agent.configure.note')} value={note} onChange={setNote} maxLength={LIMITS.note} />
        )}
        {failure && (
          <div className={css.failure} role="alert">
            <p className={css.failureText}>{t('agent.configure.saveFailed', { reason: failure })}</p>
            <Button variant="secondary" size="small" onPress={() => submit()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        <div className={css.actions}>
          {/* Disabled, not pending, while saving: the form is drawn afresh from the saved version, and a
              pending button removed mid-announcement leaves react-aria's announcer pointing at nothing. */}
          <GuardedButton permission="agent:configure" type="submit" isDisabled={!dirty || save.isPending}>
            {t('agent.configure.save')}
          </GuardedButton>
          {canEdit && dirty && (
            <Button
              variant="secondary"
              onPress={() => {
                setDraft(current.config);
                setNote('');
                setFailure(null);
              }}
            >
              {t('agent.configure.discard')}
            </Button>
          )}
          <p className={css.saved} role="status">
            {dirty ? t('agent.configure.unsaved') : ''}
          </p>
        </div>
      </form>
      {leaveBlocker}
    </section>
  );
}

/** The browser asks before the page unloads with unsaved changes; the router, before leaving the tab. */
function useUnsavedWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  // useBlocker works only under a data router (the app's); stories render in a memory router.
  return inDataRouter ? <LeaveBlocker dirty={dirty} /> : null;
}

function LeaveBlocker({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title={t('agent.configure.leaveTitle')}
      confirmLabel={t('agent.configure.leaveConfirm')}
      cancelLabel={t('agent.configure.leaveKeep')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('agent.configure.leaveBody')}
    </ConfirmDialog>
  );
}

function useFormatDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function VersionsPanel({
  current,
  versions,
  categories,
}: {
  current: AgentConfigVersion;
  versions: ReturnType<typeof useConfigVersions>;
  categories: FaqCategoryWithFaqs[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const restore = useRestoreVersion();
  const [asking, setAsking] = useState<AgentConfigVersion | null>(null);
  const [failure, setFailure] = useState<{ version: number; message: string } | null>(null);
  const run = (version: number) => {
    setFailure(null);
    restore.mutate(version, { onError: (error) => setFailure({ version, message: describeAgentRefusal(t, error) }) });
  };
  let body;
  if (versions.isPending) body = <LoadingMessage>{t('agent.configure.versionsLoading')}</LoadingMessage>;
  else if (versions.isError)
    body = <ErrorMessage onRetry={() => void versions.refetch()}>{t('agent.configure.versionsFailed')}</ErrorMessage>;
  else
    body = (
      <ul className={css.versions}>
        {versions.data.map((version) => (
          <VersionItem
            key={version.version}
            version={version}
            current={current}
            categories={categories}
            onRestore={() => setAsking(version)}
          />
        ))}
      </ul>
    );
  return (
    <section className={css.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.panelTitle}>
        {t('agent.configure.versions')}
      </h2>
      {failure && (
        <div className={css.failure} role="alert">
          <p className={css.failureText}>
            {t('agent.configure.restoreFailed', { version: failure.version, reason: failure.message })}
          </p>
          <Button variant="secondary" size="small" onPress={() => run(failure.version)}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {body}
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('agent.configure.restoreTitle', { version: asking?.version ?? 0 })}
        confirmLabel={t('agent.configure.restore')}
        onConfirm={() => {
          if (asking) run(asking.version);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      >
        {t('agent.configure.restoreBody', { version: asking?.version ?? 0, next: current.version + 1 })}
      </ConfirmDialog>
    </section>
  );
}

function VersionItem({
  version,
  current,
  categories,
  onRestore,
}: {
  version: AgentConfigVersion;
  current: AgentConfigVersion;
  categories: FaqCategoryWithFaqs[];
  onRestore: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatDate();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const diffId = useId();
  const isCurrent = version.version === current.version;
  return (
    <li className={css.version}>
      <div className={css.versionHeader}>
        <h3 id={titleId} className={css.versionTitle}>
          {t('agent.configure.version', { version: version.version })}
        </h3>
        {isCurrent && <Badge variant="success">{t('agent.configure.current')}</Badge>}
      </div>
      <p className={css.muted}>
        {t('agent.configure.savedBy', { name: version.savedBy.name })} ·{' '}
        <time dateTime={version.savedAt}>{format(version.savedAt)}</time>
      </p>
      {version.restoredFrom !== null && (
        <p className={css.muted}>{t('agent.configure.restoredFrom', { version: version.restoredFrom })}</p>
      )}
      {version.note && version.note !== 'restored' && <p className={css.muted}>{version.note}</p>}
      {!isCurrent && (
        <>
          <div className={css.actions}>
            <Button
              variant="secondary"
              size="small"
              aria-expanded={open}
              aria-controls={open ? diffId : undefined}
              onPress={() => setOpen((value) => !value)}
            >
              {t(open ? 'agent.configure.hideDiff' : 'agent.configure.showDiff', { version: version.version })}
            </Button>
            <GuardedButton permission="agent:configure" variant="secondary" size="small" onPress={onRestore}>
              {t('agent.configure.restoreVersion', { version: version.version })}
            </GuardedButton>
          </div>
          {open && (
            <div id={diffId}>
              <DiffTable from={version} to={current} categories={categories} />
            </div>
          )}
        </>
      )}
    </li>
  );
}

/** The fields that differ between a version and the current one, each with both values in words. */
function DiffTable({
  from,
  to,
  categories,
}: {
  from: AgentConfigVersion;
  to: AgentConfigVersion;
  categories: FaqCategoryWithFaqs[];
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const differences = configDiff(from.config, to.config);
  if (differences.length === 0) return <p className={css.muted}>{t('agent.configure.noDifferences')}</p>;
  const categoryName = (id: string) => {
    const category = categories.find((candidate) => candidate.id === id);
    return category ? localize(category.title) : id;
  };
  const none = t('agent.configure.none');
  const list = (items: string[]) => (items.length === 0 ? none : items.join(', '));
  const value = (difference: ConfigDifference, side: 'from' | 'to'): string => {
    switch (difference.field) {
      case 'tone':
        return t(`agent.configure.tones.${difference[side]}`);
      case 'language':
        return t(`agent.configure.languages.${difference[side]}`);
      case 'instructions':
      case 'greeting':
        return difference[side] === '' ? none : difference[side];
      case 'guardrails':
        return list(difference[side]);
      case 'knowledge':
        return list(difference[side].map(categoryName));
      case 'tools':
        return t(difference[side] ? 'agent.configure.on' : 'agent.configure.off');
    }
  };
  const label = (difference: ConfigDifference) =>
    difference.field === 'tools'
      ? t('agent.configure.toolField', { tool: t(`agent.tools.${difference.tool}`) })
      : t(`agent.configure.fields.${difference.field}`);
  return (
    <table className={css.diffTable}>
      <caption className={css.caption}>
        {t('agent.configure.diffCaption', { version: from.version, current: to.version })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('agent.configure.field')}</th>
          <th scope="col">{t('agent.configure.inVersion', { version: from.version })}</th>
          <th scope="col">{t('agent.configure.inCurrent', { version: to.version })}</th>
        </tr>
      </thead>
      <tbody>
        {differences.map((difference) => (
          <tr key={difference.field === 'tools' ? `tools-${difference.tool}` : difference.field}>
            <th scope="row">{label(difference)}</th>
            <td>{value(difference, 'from')}</td>
            <td>{value(difference, 'to')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
