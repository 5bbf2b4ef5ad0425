import { useId } from 'react';
import { ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgentApproval, AgentEvent } from '@atrium/mock-api';
import { useAccess } from '../../../access';
import { Badge } from '../../../primitives/Badge';
import { useApprovals } from '../api';
import { formatMoney } from './format';
import { useAgentPaths } from './paths';
import { icon, link, notice, noticeText, noticeTitle } from './agent.css';

const STATUS_VARIANT = { pending: 'primary', approved: 'success', rejected: 'warn' } as const;

/**
 * A change the assistant proposed, inline in its reply: what it is, where it stands now (Approvals decides
 * it, and this follows), and the way to Approvals.
 */
export function ApprovalNotice({ approval }: { approval: AgentApproval }) {
  const { t, i18n } = useTranslation();
  const paths = useAgentPaths();
  const access = useAccess();
  const titleId = useId();
  // The list's copy is newer than the event's once someone has decided it.
  const approvals = useApprovals(access.can('agent:view'));
  const current = approvals.data?.find((candidate) => candidate.id === approval.id) ?? approval;
  const { change } = current;
  const what =
    change.kind === 'refund'
      ? t('agent.approval.refund', {
          amount: formatMoney(change.amount, change.currency, i18n.language),
          number: change.orderNumber,
        })
      : t('agent.approval.cancel', { number: change.orderNumber });
  return (
    <section className={notice} aria-labelledby={titleId} data-approval={current.status}>
      <p id={titleId} className={noticeTitle}>
        <ShieldCheck className={icon} aria-hidden="true" />
        {t('agent.approval.title')}
        <Badge variant={STATUS_VARIANT[current.status]}>{t(`agent.approval.status.${current.status}`)}</Badge>
      </p>
      <p className={noticeText}>{what}</p>
      {current.status === 'rejected' && current.reason && (
        <p className={noticeText}>{t('agent.approval.reason', { reason: current.reason })}</p>
      )}
      <Link to={paths.tab('approvals')} className={link}>
        {t('agent.approval.open')}
      </Link>
    </section>
  );
}

/** The assistant handed the conversation to a person: said plainly, with the way to the chat. */
export function HandoffNotice({ handoff }: { handoff: Extract<AgentEvent, { type: 'handoff' }> }) {
  const { t } = useTranslation();
  const paths = useAgentPaths();
  const titleId = useId();
  return (
    <section className={notice} aria-labelledby={titleId} data-handoff={handoff.reason}>
      <p id={titleId} className={noticeTitle}>
        <UserRound className={icon} aria-hidden="true" />
        {t('agent.handoff.title')}
      </p>
      <p className={noticeText}>{t(`agent.handoff.${handoff.reason}`)}</p>
      {handoff.chatId ? (
        <Link to={paths.chat(handoff.chatId)} className={link}>
          {t('agent.handoff.open')}
        </Link>
      ) : (
        <p className={noticeText}>{t('agent.handoff.noChat')}</p>
      )}
    </section>
  );
}
