import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../../i18n/localized';
import type { Role, RoleWithCount } from '@atrium/mock-api';
import { GuardedButton } from '../../../access';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { Select, SelectItem } from '../../../primitives/Select';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { useCreateRole } from '../api/roles';
import { fieldError, refusalMessage } from '../errors';
import { fields, formActions, formError as formErrorClass } from '../RolesView.css';

export const ROLE_NAME_MAX = 60;
export const ROLE_DESCRIPTION_MAX = 300;
const EMPTY = 'empty';

export interface CreateRoleDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  roles: readonly RoleWithCount[];
  /** A duplicate starts from this role, with its name and "(copy)". */
  copyOf?: RoleWithCount | null;
  onCreated: (role: Role) => void;
}

/** Create a role: name, description, and empty or starting from another role's permissions. */
export function CreateRoleDialog({ isOpen, onOpenChange, ...props }: CreateRoleDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={props.copyOf ? t('roles.create.duplicateTitle', { name: props.copyOf.name }) : t('roles.create.title')}
    >
      {({ close }) => <CreateRoleForm {...props} close={close} />}
    </Dialog>
  );
}

function CreateRoleForm({
  roles,
  copyOf,
  onCreated,
  close,
}: Omit<CreateRoleDialogProps, 'isOpen' | 'onOpenChange'> & { close: () => void }) {
  const { t } = useTranslation();
  const create = useCreateRole();
  const [name, setName] = useState(copyOf ? t('roles.create.copyName', { name: copyOf.name }) : '');
  const localize = useLocalize();
  // A copy starts from the description as the user reads it, in the language in use.
  const [description, setDescription] = useState(copyOf ? localize(copyOf.description) : '');
  const [start, setStart] = useState<string>(copyOf?.id ?? EMPTY);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(t('roles.form.nameRequired'));
      return;
    }
    if (roles.some((role) => role.name.localeCompare(trimmed, undefined, { sensitivity: 'base' }) === 0)) {
      setNameError(t('roles.form.nameTaken'));
      return;
    }
    setNameError(null);
    setFormError(null);
    create.mutate(
      {
        role: { name: trimmed, description: description.trim(), ...(start === EMPTY ? { permissions: [] } : {}) },
        ...(start === EMPTY ? {} : { copyOf: start }),
      },
      {
        onSuccess: (role) => {
          close();
          onCreated(role);
        },
        onError: (error) => {
          // What was typed stays; the message says what to change.
          if (fieldError(error)?.field === 'name') setNameError(t('roles.form.nameTaken'));
          else setFormError(refusalMessage(t, error));
        },
      },
    );
  };

  return (
    <form id="roles-create-form" className={fields} onSubmit={submit} noValidate>
      <TextField
        label={t('roles.form.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          setNameError(null);
        }}
        isRequired
        maxLength={ROLE_NAME_MAX}
        isInvalid={nameError !== null}
        errorMessage={nameError}
      />
      <TextArea
        label={t('roles.form.description')}
        value={description}
        onChange={setDescription}
        maxLength={ROLE_DESCRIPTION_MAX}
        rows={2}
      />
      <Select
        label={t('roles.form.start')}
        selectedKey={start}
        onSelectionChange={(key) => setStart(String(key))}
        items={[{ id: EMPTY, name: t('roles.form.startEmpty') }, ...roles]}
      >
        {(role) => <SelectItem id={role.id}>{role.name}</SelectItem>}
      </Select>
      {formError && (
        <p role="alert" className={formErrorClass}>
          {formError}
        </p>
      )}
      <CreateActions pending={create.isPending} onCancel={close} />
    </form>
  );
}

function CreateActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={formActions}>
      <Button variant="secondary" onPress={onCancel}>
        {t('common.cancel')}
      </Button>
      {/* Disabled, not pending: the dialog closes on success, and a pending button that leaves the page
          leaves react-aria's announcement pointing at nothing. */}
      <GuardedButton permission="roles:manage" type="submit" isDisabled={pending}>
        {t('roles.create.submit')}
      </GuardedButton>
    </div>
  );
}
