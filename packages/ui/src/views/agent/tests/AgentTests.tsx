import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AgentOutcome,
  AgentTest,
  AgentTestDifference,
  AgentTestDraft,
  AgentTestExpectation,
  AgentToolName,
} from '@atrium/mock-api';
import { GuardedButton, useMe } from '../../../access';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { DataTable, type DataTableColumn } from '../../../primitives/DataTable';
import { ConfirmDialog, Dialog } from '../../../primitives/Dialog';
import { Select, SelectItem } from '../../../primitives/Select';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { describeAgentRefusal } from '../approvals/refusal';
import { useAgentTests, useCreateTest, useDeleteTest, useRunTests, useUpdateTest } from './api';
import * as css from './AgentTests.css';

const TOOLS: readonly AgentToolName[] = [
  'handoff',
  'propose_change',
  'order_lookup',
  'customer_lookup',
  'contact_lookup',
  'counts',
  'help_center',
];
const OUTCOMES: readonly AgentOutcome[] = ['resolved', 'handed_over', 'approval', 'error', 'cancelled'];
/** The select's choice for "any tool" / "any outcome". */
const ANY = 'any';

/** A failed write or run, said above the table, with Retry. */
interface Failure {
  message: string;
  retry: () => void;
}

/**
 * The assistant console's Tests tab (spec 4-areas §8): saved prompts with what the reply must do (a tool,
 * an outcome, a fragment of text). Run one or all against the configuration in force; a failing test shows
 * what was expected and what came. Writing tests needs `agent:configure`, running them `agent:playground`.
 */
export function AgentTests() {
  const { t } = useTranslation();
  const me = useMe();
  const tests = useAgentTests();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [editing, setEditing] = useState<AgentTest | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AgentTest | null>(null);
  /** The id of the test running, or 'all'. */
  const [running, setRunning] = useState<string | null>(null);
  const fail = (key: string, error: Error, retry: () => void, values: Record<string, string> = {}) =>
    setFailure({ message: t(key, { ...values, reason: describeAgentRefusal(t, error) }), retry });

  const runTests = useRunTests();
  const create = useCreateTest();
  const update = useUpdateTest({
    onError: (error, body) => fail('agent.tests.failedSave', error, () => saveEdit(body.id, body.test)),
  });
  const remove = useDeleteTest({
    onError: (error, test) => fail('agent.tests.failedDelete', error, () => deleteTest(test), { name: test.name }),
  });

  function run(id?: string) {
    setFailure(null);
    setRunning(id ?? 'all');
    runTests.mutate(id, {
      onError: (error) => fail('agent.tests.failedRun', error, () => run(id)),
      onSettled: () => setRunning(null),
    });
  }
  function saveEdit(id: string, test: AgentTestDraft) {
    setFailure(null);
    update.mutate({ id, test });
  }
  function saveNew(test: AgentTestDraft) {
    setFailure(null);
    create.mutate(test, { onError: (error) => fail('agent.tests.failedSave', error, () => saveNew(test)) });
  }
  function deleteTest(test: AgentTest) {
    setFailure(null);
    remove.mutate(test);
  }

  const columns: DataTableColumn<AgentTest>[] = [
    {
      id: 'name',
      header: t('agent.tests.columns.name'),
      isRowHeader: true,
      minWidth: 180,
      cell: (test) => (
        <span className={css.cellStack}>
          <span className={css.name}>{test.name}</span>
          <span className={css.muted}>{test.message}</span>
        </span>
      ),
    },
    {
      id: 'expect',
      header: t('agent.tests.columns.expect'),
      minWidth: 200,
      cell: (test) => <Expectation expect={test.expect} />,
    },
    {
      id: 'result',
      header: t('agent.tests.columns.result'),
      minWidth: 220,
      cell: (test) => <Result test={test} />,
    },
    {
      id: 'actions',
      header: t('agent.tests.columns.actions'),
      hideHeader: true,
      hideable: false,
      minWidth: 260,
      cell: (test) => (
        <span className={css.rowActions}>
          <GuardedButton
            permission="agent:playground"
            variant="secondary"
            size="small"
            aria-label={t('agent.tests.runOne', { name: test.name })}
            isPending={running === test.id || running === 'all'}
            onPress={() => run(test.id)}
          >
            {t('agent.tests.run')}
          </GuardedButton>
          <GuardedButton
            permission="agent:configure"
            variant="secondary"
            size="small"
            aria-label={t('agent.tests.editOne', { name: test.name })}
            onPress={() => setEditing(test)}
          >
            {t('agent.tests.edit')}
          </GuardedButton>
          <GuardedButton
            permission="agent:configure"
            variant="secondary"
            size="small"
            aria-label={t('agent.tests.deleteOne', { name: test.name })}
            onPress={() => setDeleting(test)}
          >
            {t('agent.tests.delete')}
          </GuardedButton>
        </span>
      ),
    },
  ];

  const rows = tests.data;
  const passed = rows?.filter((test) => test.lastResult?.passed).length ?? 0;
  const ran = rows?.filter((test) => test.lastResult !== null).length ?? 0;
  return (
    <div className={css.page}>
      <div className={css.toolbar}>
        <GuardedButton
          permission="agent:playground"
          isPending={running === 'all'}
          isDisabled={!rows || rows.length === 0}
          onPress={() => run()}
        >
          {t('agent.tests.runAll')}
        </GuardedButton>
        <GuardedButton permission="agent:configure" variant="secondary" onPress={() => setEditing('new')}>
          {t('agent.tests.add')}
        </GuardedButton>
        {rows && rows.length > 0 && (
          <p className={css.muted} role="status">
            {ran === 0 ? t('agent.tests.notRunYet') : t('agent.tests.summary', { passed, count: ran })}
          </p>
        )}
      </div>
      {failure && (
        <div className={css.failure} role="alert">
          <p className={css.failureText}>{failure.message}</p>
          <Button variant="secondary" size="small" onPress={failure.retry}>
            {t('common.retry')}
          </Button>
          <Button variant="flat" size="small" onPress={() => setFailure(null)}>
            {t('common.dismiss')}
          </Button>
        </div>
      )}
      <DataTable<AgentTest>
        id="agent-tests"
        userId={me.data?.user.id}
        aria-label={t('agent.tests.table')}
        columns={columns}
        rows={rows}
        getRowId={(test) => test.id}
        total={rows?.length}
        page={1}
        size={Math.max(rows?.length ?? 0, 10)}
        onPageChange={() => undefined}
        sizeOptions={[Math.max(rows?.length ?? 0, 10)]}
        status={tests.status}
        onRetry={() => void tests.refetch()}
        isFetching={tests.isFetching && !tests.isPending}
        emptyText={t('agent.tests.empty')}
      />
      {editing !== null && (
        <TestDialog
          test={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={(draft) => (editing === 'new' ? saveNew(draft) : saveEdit(editing.id, draft))}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('agent.tests.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('agent.tests.delete')}
        destructive
        onConfirm={() => {
          if (deleting) deleteTest(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        {t('agent.tests.deleteBody')}
      </ConfirmDialog>
    </div>
  );
}

function useWords() {
  const { t } = useTranslation();
  const tool = (name: string) => ((TOOLS as readonly string[]).includes(name) ? t(`agent.tools.${name}`) : name);
  return {
    tool,
    tools: (names: string) =>
      names.trim() === ''
        ? t('agent.tests.noTool')
        : names
            .split(',')
            .map((name) => tool(name.trim()))
            .join(', '),
    outcome: (name: string) => ((OUTCOMES as readonly string[]).includes(name) ? t(`agent.outcome.${name}`) : name),
  };
}

/** What the reply must do, in words; a part left open reads "any". */
function Expectation({ expect }: { expect: AgentTestExpectation }) {
  const { t } = useTranslation();
  const words = useWords();
  const any = t('agent.tests.any');
  return (
    <span className={css.cellStack}>
      <span>{t('agent.tests.expectTool', { tool: expect.tool ? words.tool(expect.tool) : any })}</span>
      <span>{t('agent.tests.expectOutcome', { outcome: expect.outcome ? words.outcome(expect.outcome) : any })}</span>
      <span>{expect.text ? t('agent.tests.expectText', { text: expect.text }) : t('agent.tests.expectAnyText')}</span>
    </span>
  );
}

/** Passed, failed (with each difference: expected and got) or not run yet. */
function Result({ test }: { test: AgentTest }) {
  const { t } = useTranslation();
  const result = test.lastResult;
  if (!result) return <Badge variant="neutral">{t('agent.tests.notRun')}</Badge>;
  return (
    <span className={css.cellStack}>
      <span>
        <Badge variant={result.passed ? 'success' : 'warn'}>
          {t(result.passed ? 'agent.tests.passed' : 'agent.tests.failed')}
        </Badge>
      </span>
      {!result.passed && (
        <ul className={css.list} aria-label={t('agent.tests.differences', { name: test.name })}>
          {result.differences.map((difference) => (
            <li key={difference.field}>
              <Difference difference={difference} />
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}

function Difference({ difference }: { difference: AgentTestDifference }) {
  const { t } = useTranslation();
  const words = useWords();
  const show = (value: string) =>
    difference.field === 'tool'
      ? words.tools(value)
      : difference.field === 'outcome'
        ? words.outcome(value)
        : value === ''
          ? t('agent.tests.emptyReply')
          : `«${value}»`;
  return (
    <p className={css.difference}>
      {t('agent.tests.difference', {
        field: t(`agent.tests.fields.${difference.field}`),
        expected: show(difference.expected),
        actual: show(difference.actual),
      })}
    </p>
  );
}

/** Add or edit a test: a name, the message, and what the reply must do. */
function TestDialog({
  test,
  onClose,
  onSave,
}: {
  test: AgentTest | null;
  onClose: () => void;
  onSave: (draft: AgentTestDraft) => void;
}) {
  const { t } = useTranslation();
  const words = useWords();
  const [name, setName] = useState(test?.name ?? '');
  const [message, setMessage] = useState(test?.message ?? '');
  const [tool, setTool] = useState<string>(test?.expect.tool ?? ANY);
  const [outcome, setOutcome] = useState<string>(test?.expect.outcome ?? ANY);
  const [text, setText] = useState(test?.expect.text ?? '');
  const [tried, setTried] = useState(false);
  const missingName = name.trim() === '';
  const missingMessage = message.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (missingName || missingMessage) return;
    onSave({
      name: name.trim(),
      message,
      expect: {
        tool: tool === ANY ? null : (tool as AgentToolName),
        outcome: outcome === ANY ? null : (outcome as AgentOutcome),
        text: text.trim() === '' ? null : text.trim(),
      },
    });
    onClose();
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={test ? t('agent.tests.editTitle', { name: test.name }) : t('agent.tests.addTitle')}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="agent-test-form">
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="agent-test-form" className={css.form} onSubmit={submit} noValidate>
        <TextField
          label={t('agent.tests.name')}
          value={name}
          onChange={setName}
          maxLength={120}
          isRequired
          isInvalid={tried && missingName}
          errorMessage={t('agent.tests.nameRequired')}
        />
        <TextArea
          label={t('agent.tests.message')}
          value={message}
          onChange={setMessage}
          maxLength={4000}
          isRequired
          isInvalid={tried && missingMessage}
          errorMessage={t('agent.tests.messageRequired')}
        />
        <div className={css.pair}>
          <Select
            label={t('agent.tests.fields.tool')}
            selectedKey={tool}
            onSelectionChange={(key) => setTool(String(key))}
          >
            {[ANY, ...TOOLS].map((id) => (
              <SelectItem key={id} id={id}>
                {id === ANY ? t('agent.tests.any') : words.tool(id)}
              </SelectItem>
            ))}
          </Select>
          <Select
            label={t('agent.tests.fields.outcome')}
            selectedKey={outcome}
            onSelectionChange={(key) => setOutcome(String(key))}
          >
            {[ANY, ...OUTCOMES].map((id) => (
              <SelectItem key={id} id={id}>
                {id === ANY ? t('agent.tests.any') : words.outcome(id)}
              </SelectItem>
            ))}
          </Select>
        </div>
        <TextField
          label={t('agent.tests.fields.text')}
          description={t('agent.tests.textHint')}
          value={text}
          onChange={setText}
          maxLength={300}
        />
      </form>
    </Dialog>
  );
}
