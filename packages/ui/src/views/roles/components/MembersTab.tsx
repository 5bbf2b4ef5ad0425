import { useState } from 'react';
import { UserMinus, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '@atrium/mock-api';
import { GuardedButton, useAccess } from '../../../access';
import { Badge } from '../../../primitives/Badge';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../primitives/Table';
import { useToast } from '../../../primitives/Toast';
import { useChangeMembers, type RoleDetail } from '../api/roles';
import { failureMessage, refusalMessage } from '../errors';
import { card, muted, sectionTitle, visuallyHidden } from '../RolesView.css';
import { EmptyMessage, messageIcon } from '../../../primitives/StatusMessage';
import { UserPicker } from './UserPicker';
import { addRow, email } from './MembersTab.css';

/** The users holding a role: add some (searching `api/users`), remove one; refusals are put back and said. */
export function MembersTab({ role }: { role: RoleDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const access = useAccess();
  const [picked, setPicked] = useState<AccountSummary | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  // Members change through the users' roles: the API asks for users:edit besides roles:manage.
  const permission = access.can('roles:manage') ? 'users:edit' : 'roles:manage';
  const members = useChangeMembers({
    onError: (error) =>
      toast.show({ title: t('roles.members.failed'), description: refusalMessage(t, error), variant: 'error' }),
    onRefused: (answer, { add = [], remove = [] }) => {
      const nameOf = (id: string) => [...add, ...remove].find((user) => user.id === id)?.name ?? id;
      for (const { id, reason } of answer.failed) {
        toast.show({
          title: t('roles.members.refusedFor', { name: nameOf(id) }),
          description: failureMessage(t, reason),
          variant: 'error',
        });
      }
    },
  });

  const add = () => {
    if (!picked) return;
    const user = picked;
    setPicked(null);
    setPickerKey((key) => key + 1);
    members.mutate(
      { id: role.id, add: [user] },
      {
        onSuccess: (answer) => {
          if (answer.succeeded.includes(user.id))
            toast.show({ title: t('roles.members.added', { name: user.name, role: role.name }), variant: 'success' });
        },
      },
    );
  };

  return (
    <div className={card}>
      <h2 className={sectionTitle}>{t('roles.members.title', { count: role.members.length })}</h2>
      <div className={addRow}>
        <UserPicker
          key={pickerKey}
          label={t('roles.members.pick')}
          selected={picked}
          onSelect={setPicked}
          exclude={role.members.map((member) => member.id)}
        />
        <GuardedButton permission={permission} isDisabled={picked === null} onPress={add}>
          <UserPlus size={16} aria-hidden="true" />
          {t('roles.members.add')}
        </GuardedButton>
      </div>
      {role.members.length === 0 ? (
        <EmptyMessage icon={<Users className={messageIcon} aria-hidden="true" />} title={t('roles.members.empty')} />
      ) : (
        <Table aria-label={t('roles.members.label', { name: role.name })}>
          <TableHeader>
            <Column isRowHeader>{t('roles.members.name')}</Column>
            <Column>{t('roles.members.status')}</Column>
            <Column>
              <span className={visuallyHidden}>{t('roles.list.actions')}</span>
            </Column>
          </TableHeader>
          <TableBody items={role.members} dependencies={[t, permission, members.mutate, role.id]}>
            {(member) => (
              <Row id={member.id}>
                <Cell>
                  {member.name}
                  <span className={email}>{member.email}</span>
                </Cell>
                <Cell>
                  <Badge variant={member.status === 'active' ? 'success' : 'neutral'}>
                    {t(`roles.status.${member.status}`)}
                  </Badge>
                </Cell>
                <Cell>
                  <GuardedButton
                    permission={permission}
                    variant="flat"
                    size="small"
                    aria-label={t('roles.members.remove', { name: member.name })}
                    onPress={() => members.mutate({ id: role.id, remove: [member] })}
                  >
                    <UserMinus size={14} aria-hidden="true" />
                    <span aria-hidden="true">{t('roles.members.removeShort')}</span>
                  </GuardedButton>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      <p className={muted}>{t('roles.members.hint')}</p>
    </div>
  );
}
