import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectDashboard, TeamMember } from '@atrium/mock-api';
import { DashboardCard, hasShape, isArrayOf, isString, useSection, type SectionSource } from '../shared/index';
import * as css from './ProjectDashboard.css';

type Source = SectionSource<Partial<ProjectDashboard>>;

const isMember = hasShape<TeamMember>({
  id: isString,
  avatar: isString,
  name: isString,
  email: isString,
  phone: isString,
  title: isString,
});

/** A grid of member cards: photo, name, title, and a footer to e-mail or call. */
export function TeamTab({ query }: { query: Source }) {
  const { t } = useTranslation();
  const section = useSection(query, (data) => data.teamMembers, isArrayOf(isMember));
  const members = section.data ?? [];
  return (
    <DashboardCard
      title={t('dashboards.project.team.title')}
      status={section.status}
      onRetry={section.onRetry}
      skeleton="list"
      isEmpty={section.data !== undefined && members.length === 0}
      emptyText={t('dashboards.project.team.empty')}
    >
      <ul className={css.team}>
        {members.map((member) => (
          <li key={member.id} className={css.member}>
            <img className={css.memberPhoto} src={member.avatar} alt="" />
            <h3 className={css.memberName}>{member.name}</h3>
            <p className={css.memberTitle}>{member.title}</p>
            <div className={css.memberFooter}>
              <a
                className={css.memberLink}
                href={`mailto:${member.email}`}
                aria-label={t('dashboards.project.team.emailTo', { name: member.name })}
              >
                <Mail className={css.smallIcon} aria-hidden="true" />
                {t('dashboards.project.team.email')}
              </a>
              <a
                className={css.memberLink}
                href={`tel:${member.phone.replace(/\s+/g, '')}`}
                aria-label={t('dashboards.project.team.callTo', { name: member.name })}
              >
                <Phone className={css.smallIcon} aria-hidden="true" />
                {t('dashboards.project.team.call')}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
