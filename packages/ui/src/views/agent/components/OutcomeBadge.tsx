import { useTranslation } from 'react-i18next';
import type { AgentRunStatus } from '@atrium/mock-api';
import { Badge, type BadgeVariant } from '../../../primitives/Badge';

const VARIANT: Record<AgentRunStatus, BadgeVariant> = {
  resolved: 'success',
  handed_over: 'primary',
  approval: 'primary',
  error: 'warn',
  cancelled: 'neutral',
  running: 'neutral',
};

/** How a run ended, as a word (never a colour alone). */
export function OutcomeBadge({ status }: { status: AgentRunStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={VARIANT[status]} data-outcome={status}>
      {t(`agent.outcome.${status}`)}
    </Badge>
  );
}
