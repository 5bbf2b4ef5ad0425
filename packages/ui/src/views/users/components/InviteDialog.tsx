import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RoleWithCount } from '@atrium/mock-api';
import { useApiClient } from '../../../api/context';
import { Button } from '../../../primitives/Button';
import { Checkbox, CheckboxGroup } from '../../../primitives/Checkbox';
import { Dialog } from '../../../primitives/Dialog';
import { Select, SelectItem } from '../../../primitives/Select';
import { TextArea } from '../../../primitives/TextArea';
import { emailTakenQueryOptions, type InviteInput } from '../api/users';
import { OWNER_ROLE } from '../guards';
import { chip, errorText, list, listItem, notice, stack } from '../UsersView.css';

/** The same rule as the API: one @, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EXPIRIES = [1, 7, 30] as const;
/** The API takes at most this many addresses at once. */
export const MAX_INVITES = 50;

export type AddressState = 'valid' | 'invalid' | 'duplicate' | 'exists' | 'checking';

export interface Address {
  email: string;
  state: AddressState;
}

/** The addresses typed, one per comma, semicolon, space or line, lower-cased as the API stores them. */
export const splitEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);

/** Waits until typing has paused before checking addresses against the users. */
function useSettled(value: string, ms = 400) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface InviteDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  roles: readonly RoleWithCount[] | undefined;
  rolesUnavailable: string | null;
  canTouchOwner: boolean;
  isPending: boolean;
  onSubmit: (input: InviteInput) => void;
}

/**
 * Invite several people at once (spec 4 §4): each address is checked as it is typed (the format, a
 * repeat, an existing user) and flagged before anything is sent; roles, a message and when the
 * invitation expires.
 */
export function InviteDialog({
  isOpen,
  onOpenChange,
  roles,
  rolesUnavailable,
  canTouchOwner,
  isPending,
  onSubmit,
}: InviteDialogProps) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [text, setText] = useState('');
  const [chosenRoles, setChosenRoles] = useState<string[]>(['viewer']);
  const [message, setMessage] = useState('');
  const [expiry, setExpiry] = useState<(typeof EXPIRIES)[number]>(7);
  const [tried, setTried] = useState(false);

  const settled = useSettled(text);
  const typed = useMemo(() => splitEmails(text), [text]);
  const toCheck = useMemo(() => [...new Set(splitEmails(settled).filter((email) => EMAIL.test(email)))], [settled]);
  const checks = useQueries({
    queries: toCheck.map((email) => ({ ...emailTakenQueryOptions(api, email), enabled: isOpen })),
  });
  const taken = new Map(toCheck.map((email, i) => [email, checks[i]]));

  const addresses: Address[] = typed.map((email, i) => {
    if (!EMAIL.test(email)) return { email, state: 'invalid' };
    if (typed.indexOf(email) !== i) return { email, state: 'duplicate' };
    const check = taken.get(email);
    if (check?.data === true) return { email, state: 'exists' };
    if (check?.data === false || check?.isError) return { email, state: 'valid' };
    return { email, state: 'checking' };
  });
  const blocking = addresses.filter((address) => address.state === 'invalid' || address.state === 'exists');
  const toSend = [
    ...new Set(addresses.filter((a) => a.state !== 'invalid' && a.state !== 'exists').map((a) => a.email)),
  ];

  let emailsError: string | null = null;
  if (typed.length === 0) emailsError = t('users.invite.errors.none');
  else if (blocking.length > 0) emailsError = t('users.invite.errors.flagged', { count: blocking.length });
  else if (toSend.length > MAX_INVITES) emailsError = t('users.invite.errors.tooMany', { max: MAX_INVITES });
  const rolesError = chosenRoles.length === 0 ? t('users.errors.fields.roles') : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (emailsError || rolesError || rolesUnavailable) return;
    onSubmit({
      emails: toSend,
      roles: chosenRoles,
      message: message.trim() || undefined,
      expiresInDays: expiry,
    });
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('users.invite.title')}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('common.cancel')}
          </Button>
          {/* Disabled, not pending: a pending button is announced by reference to its id, and the
              dialog (with the button) closes as soon as the invitations are sent. */}
          <Button type="submit" form="users-invite-form" isDisabled={isPending}>
            {t('users.invite.send', { count: Math.max(toSend.length, 1) })}
          </Button>
        </>
      )}
    >
      <form id="users-invite-form" className={stack} onSubmit={submit} noValidate>
        <TextArea
          label={t('users.invite.emails')}
          description={t('users.invite.emailsHint')}
          value={text}
          onChange={setText}
          rows={3}
          isRequired
          isInvalid={tried && emailsError !== null}
          errorMessage={emailsError ?? undefined}
        />
        {addresses.length > 0 && (
          <ul className={list} aria-label={t('users.invite.addresses')}>
            {addresses.map((address, i) => (
              <li key={`${address.email}-${i}`} className={listItem} data-state={address.state}>
                <span>{address.email}</span>
                <span className={address.state === 'valid' || address.state === 'checking' ? chip : errorText}>
                  {t(`users.invite.state.${address.state}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {rolesUnavailable !== null ? (
          <p className={notice}>{rolesUnavailable}</p>
        ) : (
          <CheckboxGroup
            label={t('users.columns.roles')}
            value={chosenRoles}
            onChange={setChosenRoles}
            isRequired
            isInvalid={tried && rolesError !== null}
            errorMessage={rolesError ?? undefined}
          >
            {(roles ?? []).map((role) => (
              <Checkbox key={role.id} value={role.id} isDisabled={role.id === OWNER_ROLE && !canTouchOwner}>
                {role.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
        <TextArea
          label={t('users.invite.message')}
          description={t('users.invite.messageHint')}
          value={message}
          onChange={setMessage}
          maxLength={1000}
        />
        <Select
          label={t('users.invite.expiry')}
          selectedKey={String(expiry)}
          onSelectionChange={(key) => setExpiry(Number(key) as (typeof EXPIRIES)[number])}
        >
          {EXPIRIES.map((days) => (
            <SelectItem key={days} id={String(days)}>
              {t('users.invite.days', { count: days })}
            </SelectItem>
          ))}
        </Select>
      </form>
    </Dialog>
  );
}
