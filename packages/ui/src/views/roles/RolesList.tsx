import { useState } from 'react';
import { Copy, Lock, Plus, ShieldPlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/localized';
import { Link } from 'react-router';
import type { RoleWithCount } from '@atrium/mock-api';
import { GuardedButton } from '../../access';
import { Badge } from '../../primitives/Badge';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../primitives/Table';
import { useToast } from '../../primitives/Toast';
import { useDeleteRole, usePermissionCatalogue, useRoles } from './api/roles';
import { CheckAccess } from './components/CheckAccess';
import { CreateRoleDialog } from './components/CreateRoleDialog';
import { DeleteRoleDialog } from './components/DeleteRoleDialog';
import { useRolesNavigation } from './components/navigation';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../primitives/StatusMessage';
import { refusalMessage } from './errors';
import { actionsCell, descriptionCell, nameCell } from './RolesList.css';
import { header, link, page, subtitle, title, titleBlock, visuallyHidden } from './RolesView.css';

/** `/roles`: the roles with their holders and permission counts; create, duplicate, delete; check access. */
export function RolesList() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const toast = useToast();
  const { go, rolePath } = useRolesNavigation();
  const roles = useRoles();
  const catalogue = usePermissionCatalogue();
  const [creating, setCreating] = useState<{ copyOf: RoleWithCount | null } | null>(null);
  const [deleting, setDeleting] = useState<RoleWithCount | null>(null);
  const remove = useDeleteRole({
    onError: (error, { id }) =>
      toast.show({
        title: t('roles.delete.failed', { name: roles.data?.find((role) => role.id === id)?.name ?? '' }),
        description: refusalMessage(t, error),
        variant: 'error',
      }),
  });
  const total = catalogue.data?.length ?? 0;
  const list = roles.data ?? [];

  let body;
  if (roles.isPending) {
    body = <LoadingMessage>{t('roles.list.loading')}</LoadingMessage>;
  } else if (roles.isError) {
    body = <ErrorMessage onRetry={() => void roles.refetch()}>{t('roles.list.loadFailed')}</ErrorMessage>;
  } else if (list.length === 0) {
    body = (
      <EmptyMessage icon={<ShieldPlus className={messageIcon} aria-hidden="true" />} title={t('roles.list.empty')}>
        {t('roles.list.emptyHint')}
      </EmptyMessage>
    );
  } else {
    body = (
      <Table aria-label={t('roles.list.label')}>
        <TableHeader>
          <Column isRowHeader>{t('roles.list.name')}</Column>
          <Column>{t('roles.list.description')}</Column>
          <Column>{t('roles.list.users')}</Column>
          <Column>{t('roles.list.permissions')}</Column>
          <Column>
            <span className={visuallyHidden}>{t('roles.list.actions')}</span>
          </Column>
        </TableHeader>
        {/* react-aria keeps a row drawn while its item is the same object: the rows depend on the catalogue
            (answered apart, often after the roles) and on the language as well. */}
        <TableBody items={list} dependencies={[total, t, localize, rolePath]}>
          {(role) => (
            <Row id={role.id}>
              <Cell>
                <span className={nameCell}>
                  <Link className={link} to={rolePath(role.id)}>
                    {role.name}
                  </Link>
                  {role.system && (
                    <Badge variant="neutral">
                      <Lock size={12} aria-hidden="true" /> {t('roles.system')}
                    </Badge>
                  )}
                </span>
              </Cell>
              <Cell>
                <span className={descriptionCell}>{localize(role.description)}</span>
              </Cell>
              <Cell>
                <Link className={link} to={`/users?role=${encodeURIComponent(role.id)}`}>
                  {t('roles.list.userCount', { count: role.userCount })}
                </Link>
              </Cell>
              <Cell>
                {/* The total is the catalogue's size: never "9 / 0" while the catalogue is loading. */}
                {total > 0 && (
                  <>
                    <span aria-hidden="true">
                      {role.permissions.length} / {total}
                    </span>
                    <span className={visuallyHidden}>
                      {t('roles.list.permissionCount', { count: role.permissions.length, total })}
                    </span>
                  </>
                )}
              </Cell>
              <Cell>
                <span className={actionsCell}>
                  <GuardedButton
                    permission="roles:manage"
                    variant="flat"
                    size="small"
                    aria-label={t('roles.list.duplicate', { name: role.name })}
                    onPress={() => setCreating({ copyOf: role })}
                  >
                    <Copy size={14} aria-hidden="true" />
                    <span aria-hidden="true">{t('roles.actions.duplicate')}</span>
                  </GuardedButton>
                  {!role.system && (
                    <GuardedButton
                      permission="roles:manage"
                      variant="flat"
                      size="small"
                      aria-label={t('roles.list.delete', { name: role.name })}
                      onPress={() => setDeleting(role)}
                    >
                      <Trash2 size={14} aria-hidden="true" />
                      <span aria-hidden="true">{t('roles.actions.delete')}</span>
                    </GuardedButton>
                  )}
                </span>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    );
  }

  return (
    <div className={page}>
      <div className={header}>
        <div className={titleBlock}>
          <h1 className={title}>{t('roles.title')}</h1>
          <p className={subtitle}>{t('roles.list.intro')}</p>
        </div>
        <GuardedButton permission="roles:manage" onPress={() => setCreating({ copyOf: null })}>
          <Plus size={16} aria-hidden="true" />
          {t('roles.create.open')}
        </GuardedButton>
      </div>
      {body}
      {roles.isSuccess && catalogue.isSuccess && <CheckAccess catalogue={catalogue.data} roles={list} />}
      <CreateRoleDialog
        isOpen={creating !== null}
        onOpenChange={(open) => !open && setCreating(null)}
        roles={list}
        copyOf={creating?.copyOf}
        onCreated={(role) => {
          toast.show({ title: t('roles.create.done', { name: role.name }), variant: 'success' });
          go(rolePath(role.id));
        }}
      />
      <DeleteRoleDialog
        role={deleting}
        roles={list}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={(role, moveTo) => {
          setDeleting(null);
          remove.mutate(
            { id: role.id, moveTo },
            { onSuccess: () => toast.show({ title: t('roles.delete.done', { name: role.name }), variant: 'success' }) },
          );
        }}
      />
    </div>
  );
}
