import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgentApproval, AgentChange, Permission } from '@atrium/mock-api';
import { GuardedButton, useAccess } from '../../../access';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../../primitives/StatusMessage';
import { TextArea } from '../../../primitives/TextArea';
import { useApprovals, useDecideApproval, type Decision } from './api';
import * as css from './AgentApprovals.css';
import { describeAgentRefusal } from './refusal';

/** The longest reason a rejection takes (the API's limit). */
export const REASON_MAX_LENGTH = 500;

/** The permission a change needs besides `agent:approve`. */
const changePermission = (change: AgentChange): Permission =>
  change.kind === 'refund' ? 'orders:refund' : 'orders:cancel';

function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    money: (value: number, currency: string) =>
      new Intl.NumberFormat(language, { style: 'currency', currency }).format(value),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  };
}

/** The proposed change in words: "Refund €120.00 of order 10234", "Cancel order 10234 (now Pending)". */
function useChangeInWords() {
  const { t } = useTranslation();
  const format = useFormats();
  return (change: AgentChange) =>
    change.kind === 'refund'
      ? t('agent.approvals.change.refund', {
          amount: format.money(change.amount, change.currency),
          number: change.orderNumber,
        })
      : t('agent.approvals.change.cancel', { number: change.orderNumber, from: t(`orders.status.${change.from}`) });
}

/**
 * The assistant console's Approvals tab (spec 4-areas §8): the changes the assistant proposed, waiting for
 * a person, and the ones decided. Approving (`agent:approve` and the change's own permission) makes the
 * change; rejecting asks for a reason. Both move the approval at once and put it back if the API refuses.
 */
export function AgentApprovals() {
  const { t } = useTranslation();
  const approvals = useApprovals();
  const words = useChangeInWords();
  const [failure, setFailure] = useState<{ decision: Decision; message: string } | null>(null);
  const [rejecting, setRejecting] = useState<AgentApproval | null>(null);
  const decide = useDecideApproval({
    onError: (error, decision) => {
      const approval = approvals.data?.find((candidate) => candidate.id === decision.id);
      const what = approval ? words(approval.change) : '';
      const key = decision.decision === 'approve' ? 'agent.approvals.failedApprove' : 'agent.approvals.failedReject';
      setFailure({ decision, message: t(key, { change: what, reason: describeAgentRefusal(t, error) }) });
    },
  });
  const run = (decision: Decision) => {
    setFailure(null);
    decide.mutate(decision);
  };

  if (approvals.isPending) return <LoadingMessage>{t('agent.approvals.loading')}</LoadingMessage>;
  if (approvals.isError)
    return <ErrorMessage onRetry={() => void approvals.refetch()}>{t('agent.approvals.loadFailed')}</ErrorMessage>;

  const waiting = approvals.data.filter((approval) => approval.status === 'pending');
  const decided = approvals.data.filter((approval) => approval.status !== 'pending');
  return (
    <div className={css.page}>
      {failure && (
        <div className={css.failure} role="alert">
          <p className={css.failureText}>{failure.message}</p>
          <Button variant="secondary" size="small" onPress={() => run(failure.decision)}>
            {t('common.retry')}
          </Button>
          <Button variant="flat" size="small" onPress={() => setFailure(null)}>
            {t('common.dismiss')}
          </Button>
        </div>
      )}
      <ApprovalSection title={t('agent.approvals.waiting', { count: waiting.length })}>
        {waiting.length === 0 ? (
          <EmptyMessage title={t('agent.approvals.noneWaiting')}>{t('agent.approvals.noneWaitingHint')}</EmptyMessage>
        ) : (
          <ul className={css.list}>
            {waiting.map((approval) => (
              <li key={approval.id}>
                <ApprovalCard approval={approval}>
                  <div className={css.actions}>
                    <ApproveButton
                      approval={approval}
                      onApprove={() => run({ id: approval.id, decision: 'approve' })}
                    />
                    <GuardedButton
                      permission="agent:approve"
                      variant="secondary"
                      onPress={() => setRejecting(approval)}
                    >
                      {t('agent.approvals.reject')}
                    </GuardedButton>
                  </div>
                </ApprovalCard>
              </li>
            ))}
          </ul>
        )}
      </ApprovalSection>
      <ApprovalSection title={t('agent.approvals.decided')}>
        {decided.length === 0 ? (
          <EmptyMessage title={t('agent.approvals.noneDecided')} />
        ) : (
          <ul className={css.list}>
            {decided.map((approval) => (
              <li key={approval.id}>
                <ApprovalCard approval={approval}>
                  <Decided approval={approval} />
                </ApprovalCard>
              </li>
            ))}
          </ul>
        )}
      </ApprovalSection>
      <RejectDialog
        approval={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(approval, reason) => run({ id: approval.id, decision: 'reject', reason })}
      />
    </div>
  );
}

function ApprovalSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={css.section} aria-labelledby={id}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One proposed change: what, for which order, who asked and when, and the words they used. */
function ApprovalCard({ approval, children }: { approval: AgentApproval; children: ReactNode }) {
  const { t } = useTranslation();
  const words = useChangeInWords();
  const format = useFormats();
  const titleId = useId();
  const number = approval.change.orderNumber;
  return (
    <article className={css.card} aria-labelledby={titleId}>
      <div className={css.cardHeader}>
        <h3 id={titleId} className={css.cardTitle}>
          {words(approval.change)}
        </h3>
        <StatusBadge approval={approval} />
      </div>
      <p className={css.meta}>
        {t('agent.approvals.askedBy', { name: approval.requestedBy.name })} ·{' '}
        <time dateTime={approval.createdAt}>{format.dateTime(approval.createdAt)}</time>
      </p>
      {approval.message.trim() !== '' && (
        <blockquote className={css.quote} aria-label={t('agent.approvals.message')}>
          {approval.message}
        </blockquote>
      )}
      <Link className={css.link} to={`/orders/${number}`}>
        {t('agent.approvals.openOrder', { number })}
      </Link>
      {children}
    </article>
  );
}

function StatusBadge({ approval }: { approval: AgentApproval }) {
  const { t } = useTranslation();
  const variant = approval.status === 'approved' ? 'success' : approval.status === 'rejected' ? 'warn' : 'primary';
  return <Badge variant={variant}>{t(`agent.approvals.status.${approval.status}`)}</Badge>;
}

/** Who decided, when, and the reason of a rejection. */
function Decided({ approval }: { approval: AgentApproval }) {
  const { t } = useTranslation();
  const format = useFormats();
  const by = approval.decidedBy?.name ?? t('agent.approvals.someone');
  return (
    <>
      <p className={css.meta}>
        {t(approval.status === 'approved' ? 'agent.approvals.approvedBy' : 'agent.approvals.rejectedBy', { name: by })}
        {approval.decidedAt && (
          <>
            {' · '}
            <time dateTime={approval.decidedAt}>{format.dateTime(approval.decidedAt)}</time>
          </>
        )}
      </p>
      {approval.reason && <p className={css.quote}>{t('agent.approvals.reason', { reason: approval.reason })}</p>}
    </>
  );
}

/** Approve needs `agent:approve` and the change's own permission; the tooltip names the one missing. */
function ApproveButton({ approval, onApprove }: { approval: AgentApproval; onApprove: () => void }) {
  const { t } = useTranslation();
  const access = useAccess();
  const other = access.ready ? access.reason(changePermission(approval.change)) : null;
  return (
    <GuardedButton permission="agent:approve" reason={other} onPress={onApprove}>
      {t('agent.approvals.approve')}
    </GuardedButton>
  );
}

/** Reject asks why: a reason is required, at most 500 characters. */
function RejectDialog({
  approval,
  onClose,
  onReject,
}: {
  approval: AgentApproval | null;
  onClose: () => void;
  onReject: (approval: AgentApproval, reason: string) => void;
}) {
  const { t } = useTranslation();
  const words = useChangeInWords();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = reason.trim();
  const invalid = trimmed === '' || trimmed.length > REASON_MAX_LENGTH;
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (invalid || !approval) return;
    onReject(approval, trimmed);
    close();
  }

  return (
    <Dialog
      isOpen={approval !== null}
      onOpenChange={(open) => !open && close()}
      title={approval ? t('agent.approvals.rejectTitle', { change: words(approval.change) }) : ''}
      actions={
        <>
          <Button variant="secondary" onPress={close}>
            {t('common.cancel')}
          </Button>
          <Button variant="warn" type="submit" form="agent-reject-form">
            {t('agent.approvals.reject')}
          </Button>
        </>
      }
    >
      <form id="agent-reject-form" className={css.form} onSubmit={submit} noValidate>
        <p>{t('agent.approvals.rejectExplain')}</p>
        <TextArea
          label={t('agent.approvals.reasonLabel')}
          description={t('agent.approvals.reasonHint', { count: REASON_MAX_LENGTH })}
          value={reason}
          onChange={setReason}
          isRequired
          isInvalid={tried && invalid}
          errorMessage={
            trimmed === ''
              ? t('agent.approvals.reasonRequired')
              : t('agent.approvals.reasonTooLong', { count: REASON_MAX_LENGTH })
          }
          maxLength={REASON_MAX_LENGTH}
        />
      </form>
    </Dialog>
  );
}
