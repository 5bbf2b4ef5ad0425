import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSummary, BulkAnswer } from '@atrium/mock-api';
import { useAccess, useMe } from '../../../access';
import { ConfirmDialog } from '../../../primitives/Dialog';
import { useToast } from '../../../primitives/Toast';
import { useRoles, useUserAction, type UserActionRequest } from '../api/users';
import { OWNER_ROLE, type UserActionKind } from '../guards';
import { useBulkSummary, useRefusalText } from '../messages';
import { DeleteDialog } from './DeleteDialog';
import { RolesDialog } from './RolesDialog';
import { SuspendDialog } from './SuspendDialog';

/** An action asked for: on these users, one by one or as the bulk bar's selection. */
interface Pending {
  kind: UserActionKind;
  users: AccountSummary[];
  bulk: boolean;
  onDone?: () => void;
}

/** Actions that ask something first (a dialog); the others run at once. */
const ASKS: readonly UserActionKind[] = ['suspend', 'roles', 'delete', 'revoke-invite', 'sign-out-everywhere'];

export interface UserActions {
  /** Starts an action: opens its dialog, or runs it. `onDone` runs once the API has agreed. */
  start: (kind: UserActionKind, users: AccountSummary[], options?: { bulk?: boolean; onDone?: () => void }) => void;
  /** The dialogs; render them once, anywhere in the page. */
  dialogs: ReactNode;
  /** The roles' names for chips (the id when the roles can not be read). */
  roleName: (id: string) => string;
}

/**
 * Every write on users, from a row's menu, the detail page or the bulk bar: the dialogs that ask for
 * what the action needs, the call (optimistic for one user), and what came of it in a toast — done,
 * refused in words (and put back), or "8 done, 2 skipped" with each reason.
 */
export function useUserActions(): UserActions {
  const { t } = useTranslation();
  const toast = useToast();
  const me = useMe();
  const access = useAccess();
  const roles = useRoles();
  const refusal = useRefusalText();
  const summary = useBulkSummary();
  const [pending, setPending] = useState<Pending | null>(null);
  const [names, setNames] = useState(new Map<string, string>());

  const nameOf = (id: string) => names.get(id) ?? id;
  const roleName = (id: string) => roles.data?.find((role) => role.id === id)?.name ?? id;

  const action = useUserAction({
    onError: (error, request) =>
      toast.show({
        title: t(`users.failed.${request.action}`, { name: nameOf(request.ids[0] ?? '') }),
        description: refusal(error),
        variant: 'error',
      }),
  });

  function run(request: UserActionRequest, users: AccountSummary[], onDone?: () => void) {
    const known = new Map(names);
    for (const user of users) known.set(user.id, user.name);
    setNames(known);
    const name = users[0]?.name ?? '';
    action.mutate(request, {
      onSuccess: (answer: BulkAnswer) => {
        if (request.bulk) {
          const { title, description } = summary(answer, (id) => known.get(id) ?? id);
          toast.show({ title, description, variant: answer.failed.length > 0 ? 'info' : 'success' });
        } else {
          toast.show({ title: t(`users.done.${request.action}`, { name }), variant: 'success' });
        }
        onDone?.();
      },
    });
  }

  const start: UserActions['start'] = (kind, users, { bulk = false, onDone } = {}) => {
    if (users.length === 0) return;
    if (ASKS.includes(kind)) {
      setPending({ kind, users, bulk, onDone });
      return;
    }
    run({ action: kind, ids: users.map((user) => user.id), bulk }, users, onDone);
  };

  const close = (isOpen: boolean) => {
    if (!isOpen) setPending(null);
  };
  const ids = pending?.users.map((user) => user.id) ?? [];
  const single = pending && !pending.bulk ? pending.users[0] : undefined;
  const submit = (body: Record<string, unknown> = {}) => {
    if (!pending) return;
    run({ action: pending.kind, ids, bulk: pending.bulk, body }, pending.users, pending.onDone);
  };
  const iAmOwner = me.data?.user.roles.includes(OWNER_ROLE) ?? false;
  const rolesUnavailable = roles.isError ? (access.reason('roles:view') ?? t('users.errors.roles')) : null;

  let dialogs: ReactNode = null;
  if (pending?.kind === 'suspend') {
    dialogs = (
      <SuspendDialog
        isOpen
        onOpenChange={close}
        name={single?.name}
        count={pending.users.length}
        onSubmit={(values) => submit({ ...values })}
      />
    );
  } else if (pending?.kind === 'roles') {
    dialogs = (
      <RolesDialog
        isOpen
        onOpenChange={close}
        name={single?.name}
        count={pending.users.length}
        initial={single?.roles ?? []}
        roles={roles.data}
        rolesUnavailable={rolesUnavailable}
        canTouchOwner={iAmOwner}
        onSubmit={(chosen) => submit({ roles: chosen })}
      />
    );
  } else if (pending?.kind === 'delete' && single) {
    dialogs = (
      <DeleteDialog
        isOpen
        onOpenChange={close}
        name={single.name}
        email={single.email}
        onSubmit={(confirm) => submit({ confirm })}
      />
    );
  } else if (pending) {
    // Deleting several, revoking an invitation, signing out everywhere: a plain confirmation.
    const count = pending.users.length;
    const name = single?.name ?? '';
    dialogs = (
      <ConfirmDialog
        isOpen
        onOpenChange={close}
        title={t(`users.confirm.${pending.kind}.title`, { name, count })}
        confirmLabel={t(`users.confirm.${pending.kind}.action`, { count })}
        destructive={pending.kind !== 'sign-out-everywhere'}
        onConfirm={() => submit()}
      >
        {t(`users.confirm.${pending.kind}.body`, { name, count })}
      </ConfirmDialog>
    );
  }

  return { start, dialogs, roleName };
}
