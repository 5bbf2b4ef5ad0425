import { useState } from 'react';
import { ArrowLeft, Copy, Info, Lock, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/localized';
import { useParams } from 'react-router';
import type { Permission, Role } from '@atrium/mock-api';
import { ApiError } from '../../api/client';
import { GuardedButton, useAccess } from '../../access';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { useToast } from '../../primitives/Toast';
import { usePermissionCatalogue, useRole, useRoles, useUpdateRole } from './api/roles';
import { CompareTab } from './components/CompareTab';
import { CreateRoleDialog } from './components/CreateRoleDialog';
import { MembersTab } from './components/MembersTab';
import { useReportUnsavedChanges, useRolesNavigation, type RoleTab } from './components/navigation';
import { PermissionMatrix } from './components/PermissionMatrix';
import { SaveBar } from './components/SaveBar';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../primitives/StatusMessage';
import { refusalMessage } from './errors';
import { changeOf } from './matrix';
import { header, note, noteIcon, page, row, stack, subtitle, title, titleBlock } from './RolesView.css';

const TABS: readonly RoleTab[] = ['permissions', 'members', 'compare'];

/** `/roles/:id` and its tabs (`/members`, `/compare`): the permission matrix, members, and a comparison. */
export function RoleEditor() {
  const { t } = useTranslation();
  const { id = '', '*': rest = '' } = useParams();
  const { go, listPath } = useRolesNavigation();
  const role = useRole(id);
  const catalogue = usePermissionCatalogue();

  let body;
  if (role.isPending || catalogue.isPending) {
    body = <LoadingMessage>{t('roles.editor.loading')}</LoadingMessage>;
  } else if (role.isError && role.error instanceof ApiError && role.error.status === 404) {
    body = (
      <EmptyMessage icon={<SearchX className={messageIcon} aria-hidden="true" />} title={t('roles.editor.notFound')}>
        <Button variant="secondary" onPress={() => go(listPath)}>
          {t('roles.editor.back')}
        </Button>
      </EmptyMessage>
    );
  } else if (role.isError || catalogue.isError) {
    body = (
      <ErrorMessage
        onRetry={() => {
          if (role.isError) void role.refetch();
          if (catalogue.isError) void catalogue.refetch();
        }}
      >
        {t('roles.editor.loadFailed')}
      </ErrorMessage>
    );
  } else {
    const tab = (TABS as readonly string[]).includes(rest) ? (rest as RoleTab) : 'permissions';
    // A new role starts with a fresh draft: the key drops the last role's unsaved changes.
    return <RoleEditorLoaded key={role.data.id} role={role.data} catalogue={catalogue.data} tab={tab} />;
  }
  return (
    <div className={page}>
      <BackButton />
      {body}
    </div>
  );
}

function BackButton() {
  const { t } = useTranslation();
  const { go, listPath } = useRolesNavigation();
  return (
    <div>
      <Button variant="flat" onPress={() => go(listPath)}>
        <ArrowLeft size={16} aria-hidden="true" />
        {t('roles.editor.back')}
      </Button>
    </div>
  );
}

function RoleEditorLoaded({
  role,
  catalogue,
  tab,
}: {
  role: NonNullable<ReturnType<typeof useRole>['data']>;
  catalogue: NonNullable<ReturnType<typeof usePermissionCatalogue>['data']>;
  tab: RoleTab;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const toast = useToast();
  const access = useAccess();
  const roles = useRoles();
  const { go, rolePath } = useRolesNavigation();
  const [draft, setDraft] = useState<Permission[] | null>(null);
  const [duplicating, setDuplicating] = useState(false);
  const update = useUpdateRole({
    onError: (error) =>
      toast.show({
        title: t('roles.save.failed', { name: role.name }),
        description: refusalMessage(t, error),
        variant: 'error',
      }),
  });
  const canManage = access.can('roles:manage');
  const readOnly = role.system || !canManage;
  const shown = draft ?? role.permissions;
  const change = changeOf(role.permissions, shown);
  const dirty = !readOnly && (change.added.length > 0 || change.removed.length > 0);
  useReportUnsavedChanges(dirty, role.name, rolePath(role.id));

  const save = () => {
    const permissions = shown;
    update.mutate(
      { id: role.id, role: { permissions } },
      {
        onSuccess: () => {
          setDraft(null);
          toast.show({ title: t('roles.save.done', { name: role.name }), variant: 'success' });
        },
      },
    );
  };

  const listed = roles.data?.find((candidate) => candidate.id === role.id);

  return (
    <div className={page}>
      <BackButton />
      <div className={header}>
        <div className={titleBlock}>
          <div className={row}>
            <h1 className={title}>{role.name}</h1>
            {role.system && (
              <Badge variant="neutral">
                <Lock size={12} aria-hidden="true" /> {t('roles.system')}
              </Badge>
            )}
          </div>
          {localize(role.description) && <p className={subtitle}>{localize(role.description)}</p>}
          <p className={subtitle}>
            {t('roles.editor.summary', {
              count: role.members.length,
              permissions: role.permissions.length,
              total: catalogue.length,
            })}
          </p>
        </div>
        <GuardedButton permission="roles:manage" variant="secondary" onPress={() => setDuplicating(true)}>
          <Copy size={16} aria-hidden="true" />
          {t('roles.actions.duplicate')}
        </GuardedButton>
      </div>

      <Tabs selectedKey={tab} onSelectionChange={(key) => go(rolePath(role.id, key as RoleTab))}>
        <TabList aria-label={t('roles.editor.tabs', { name: role.name })}>
          <Tab id="permissions">{t('roles.tabs.permissions')}</Tab>
          <Tab id="members">{t('roles.tabs.members')}</Tab>
          <Tab id="compare">{t('roles.tabs.compare')}</Tab>
        </TabList>
        <TabPanel id="permissions">
          <div className={stack}>
            {role.system ? (
              <p className={note}>
                <Lock className={noteIcon} aria-hidden="true" />
                {t('roles.editor.systemNote', { name: role.name })}
              </p>
            ) : (
              !canManage && (
                <p className={note}>
                  <Lock className={noteIcon} aria-hidden="true" />
                  {access.reason('roles:manage')}
                </p>
              )
            )}
            {!readOnly && (
              <p className={note}>
                <Info className={noteIcon} aria-hidden="true" />
                {t('roles.editor.viewRule')}
              </p>
            )}
            <PermissionMatrix
              roleName={role.name}
              catalogue={catalogue}
              value={shown}
              onChange={setDraft}
              isReadOnly={readOnly}
            />
            {dirty && (
              <SaveBar
                change={change}
                affected={role.members.length}
                isPending={update.isPending}
                onCancel={() => setDraft(null)}
                onSave={save}
              />
            )}
          </div>
        </TabPanel>
        <TabPanel id="members">
          <MembersTab role={role} />
        </TabPanel>
        <TabPanel id="compare">
          <CompareTab
            roleName={role.name}
            permissions={role.permissions}
            ownId={role.id}
            roles={roles.data ?? []}
            rolesReady={roles.isSuccess}
            catalogue={catalogue}
          />
        </TabPanel>
      </Tabs>
      <CreateRoleDialog
        isOpen={duplicating}
        onOpenChange={setDuplicating}
        roles={roles.data ?? []}
        copyOf={listed ?? { ...role, userCount: role.members.length }}
        onCreated={(created: Role) => {
          toast.show({ title: t('roles.create.done', { name: created.name }), variant: 'success' });
          go(rolePath(created.id));
        }}
      />
    </div>
  );
}
