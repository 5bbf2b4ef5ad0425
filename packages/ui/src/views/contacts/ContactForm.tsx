import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Plus, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import type { Contact, ContactEmail, ContactPhoneNumber, Country } from '@atrium/mock-api';
import { Flag } from '../../primitives/Flag';
import { Button } from '../../primitives/Button';
import { ComboBox, ComboBoxItem } from '../../primitives/ComboBox';
import { DatePicker } from '../../primitives/DatePicker';
import { ConfirmDialog, DialogTrigger } from '../../primitives/Dialog';
import { IconButton } from '../../primitives/IconButton';
import { Select, SelectItem } from '../../primitives/Select';
import { RichTextEditor, sanitizeRichText } from '../../primitives/RichText';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { useToast } from '../../primitives/Toast';
import { MAX_AVATAR_BYTES, useUpdateContact, useUploadAvatar } from './api/contacts';
import { AvatarEditor } from './components/AvatarEditor';
import { ContactAvatarRow, ContactCover } from './components/ContactCover';
import {
  addLink,
  avatarError,
  bar,
  barEnd,
  countryOption,
  fieldset,
  form as formClass,
  legend,
  narrow,
  repeatRow,
  wide,
} from './components/ContactForm.css';
import { content, panel } from './components/ContactPanel.css';
import { useReportUnsavedEdits } from './components/navigation';
import { TagsField } from './components/TagsField';
import {
  birthdayDate,
  birthdayIso,
  draftOf,
  emailLabels,
  patchOf,
  phoneLabels,
  sameDraft,
  type ContactDraft,
} from './draft';

export interface ContactFormProps {
  contact: Contact;
  countries?: readonly Country[];
  /** Called once the save has started (it is optimistic): show the contact. */
  onSaved: () => void;
  /** Cancel: the caller asks before unsaved edits are lost. */
  onCancel: () => void;
  /** The close button on the cover: the caller asks before unsaved edits are lost. */
  onClose: () => void;
  /** The contact is to be deleted (the user confirmed). */
  onDelete: () => void;
}

function LabelSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly string[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const items = (choices.includes(value) ? choices : [...choices, value]).map((id) => ({ id }));
  return (
    <Select
      className={narrow}
      aria-label={label}
      items={items}
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
    >
      {(item) => <SelectItem id={item.id}>{t(`contacts.labels.${item.id}`, { defaultValue: item.id })}</SelectItem>}
    </Select>
  );
}

/** A fieldset of rows the user adds and removes (e-mails, phone numbers), each with its remove button. */
function RepeatedFields<T>({
  legend: legendText,
  items,
  onChange,
  blank,
  addLabel,
  removeLabel,
  children,
}: {
  legend: string;
  items: T[];
  onChange: (items: T[]) => void;
  /** A new, empty row. */
  blank: () => T;
  addLabel: string;
  /** The remove button's name for row `n` (counting from 1). */
  removeLabel: (n: number) => string;
  /** The row's fields; `n` counts from 1, for their names. */
  children: (item: T, index: number, n: number) => ReactNode;
}) {
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{legendText}</legend>
      {items.map((item, index) => (
        <div key={index} className={repeatRow}>
          {children(item, index, index + 1)}
          <IconButton
            label={removeLabel(index + 1)}
            icon={<X size={18} aria-hidden="true" />}
            onPress={() => onChange(items.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <Button className={addLink} variant="flat" size="small" onPress={() => onChange([...items, blank()])}>
        <Plus size={16} aria-hidden="true" />
        {addLabel}
      </Button>
    </fieldset>
  );
}

/**
 * The contact in edit mode: every field, repeatable e-mails and phones, tags, notes, the picture
 * (uploaded or removed at once) and a bar with Delete, Cancel and Save. Saving is optimistic: the
 * caller shows the contact straight away and a failure puts it back with a message.
 */
export function ContactForm({ contact, countries, onSaved, onCancel, onClose, onDelete }: ContactFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [initial] = useState(() => draftOf(contact));
  const [draft, setDraft] = useState<ContactDraft>(initial);
  const [avatarProblem, setAvatarProblem] = useState<string | null>(null);
  const dirty = !sameDraft(draft, initial);
  useReportUnsavedEdits(dirty, contact.name);
  const nameRef = useRef<HTMLInputElement>(null);
  // The user asked to edit (or to add): the name is where typing starts.
  useEffect(() => nameRef.current?.focus(), []);

  const update = useUpdateContact({
    onError: (_error, variables) =>
      toast.show({
        title: t('contacts.form.saveFailed', { name: variables.contact.name ?? contact.name }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => update.mutate(variables) },
      }),
  });
  const removeAvatar = useUpdateContact({
    onError: (_error, variables) =>
      toast.show({
        title: t('contacts.avatar.removeFailed'),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => removeAvatar.mutate(variables) },
      }),
  });
  const upload = useUploadAvatar();

  const set = <K extends keyof ContactDraft>(key: K, value: ContactDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setEmail = (index: number, change: Partial<ContactEmail>) =>
    set(
      'emails',
      draft.emails.map((email, at) => (at === index ? { ...email, ...change } : email)),
    );
  const setPhone = (index: number, change: Partial<ContactPhoneNumber>) =>
    set(
      'phoneNumbers',
      draft.phoneNumbers.map((phone, at) => (at === index ? { ...phone, ...change } : phone)),
    );

  const chooseAvatar = (file: File) => {
    if (!file.type.startsWith('image/')) {
      setAvatarProblem(t('contacts.avatar.notImage', { name: file.name }));
      return;
    }
    if (file.size > MAX_AVATAR_BYTES) {
      setAvatarProblem(t('contacts.avatar.tooBig', { name: file.name }));
      return;
    }
    setAvatarProblem(null);
    upload.mutate({ id: contact.id, file }, { onError: () => setAvatarProblem(t('contacts.avatar.uploadFailed')) });
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ id: contact.id, contact: patchOf(draft, sanitizeRichText) });
    onSaved();
  };

  const defaultCountry = countries?.find((country) => country.iso === 'ES')?.iso ?? countries?.[0]?.iso ?? 'ES';

  return (
    <article className={panel} aria-label={t('contacts.form.title')}>
      <ContactCover contact={contact} onClose={onClose} />
      <div className={content}>
        <ContactAvatarRow
          contact={contact}
          overlay={
            <AvatarEditor
              hasAvatar={contact.avatar !== null}
              isPending={upload.isPending}
              onSelect={chooseAvatar}
              onRemove={() => {
                setAvatarProblem(null);
                removeAvatar.mutate({ id: contact.id, contact: { avatar: null } });
              }}
            />
          }
        />
        {avatarProblem && (
          <p className={avatarError} role="alert">
            {avatarProblem}
          </p>
        )}
        <Form className={formClass} onSubmit={save}>
          <TextField
            label={t('contacts.fields.name')}
            value={draft.name}
            onChange={(name) => set('name', name)}
            isRequired
            inputRef={nameRef}
            validate={(value) => (value.trim() === '' ? t('contacts.form.nameRequired') : null)}
          />
          <TagsField value={draft.tags} onChange={(tags) => set('tags', tags)} />
          <TextField label={t('contacts.fields.title')} value={draft.title} onChange={(title) => set('title', title)} />
          <TextField
            label={t('contacts.fields.company')}
            value={draft.company}
            onChange={(company) => set('company', company)}
          />

          <RepeatedFields
            legend={t('contacts.fields.emails')}
            items={draft.emails}
            onChange={(emails) => set('emails', emails)}
            blank={() => ({ email: '', label: 'Personal' })}
            addLabel={t('contacts.form.addEmail')}
            removeLabel={(n) => t('contacts.form.removeEmail', { index: n })}
          >
            {(email, index, n) => (
              <>
                <TextField
                  className={wide}
                  aria-label={t('contacts.fields.email', { index: n })}
                  type="email"
                  value={email.email}
                  onChange={(value) => setEmail(index, { email: value })}
                  errorMessage={t('contacts.form.emailInvalid')}
                />
                <LabelSelect
                  label={t('contacts.fields.emailLabel', { index: n })}
                  value={email.label}
                  choices={emailLabels}
                  onChange={(label) => setEmail(index, { label })}
                />
              </>
            )}
          </RepeatedFields>

          <RepeatedFields
            legend={t('contacts.fields.phones')}
            items={draft.phoneNumbers}
            onChange={(phoneNumbers) => set('phoneNumbers', phoneNumbers)}
            blank={() => ({ country: defaultCountry, phoneNumber: '', label: 'Mobile' })}
            addLabel={t('contacts.form.addPhone')}
            removeLabel={(n) => t('contacts.form.removePhone', { index: n })}
          >
            {(phone, index, n) => (
              <>
                <ComboBox
                  className={wide}
                  aria-label={t('contacts.fields.country', { index: n })}
                  items={countries ?? []}
                  selectedKey={phone.country}
                  onSelectionChange={(key) => key !== null && setPhone(index, { country: String(key) })}
                >
                  {(country) => (
                    <ComboBoxItem id={country.iso} textValue={`${country.name} ${country.code}`}>
                      <span className={countryOption}>
                        <Flag iso={country.iso} />
                        {`${country.name} ${country.code}`}
                      </span>
                    </ComboBoxItem>
                  )}
                </ComboBox>
                <TextField
                  className={wide}
                  aria-label={t('contacts.fields.phone', { index: n })}
                  type="tel"
                  value={phone.phoneNumber}
                  onChange={(value) => setPhone(index, { phoneNumber: value })}
                />
                <LabelSelect
                  label={t('contacts.fields.phoneLabel', { index: n })}
                  value={phone.label}
                  choices={phoneLabels}
                  onChange={(label) => setPhone(index, { label })}
                />
              </>
            )}
          </RepeatedFields>

          <TextArea
            label={t('contacts.fields.address')}
            value={draft.address ?? ''}
            onChange={(address) => set('address', address)}
          />
          <DatePicker
            label={t('contacts.fields.birthday')}
            value={birthdayDate(draft.birthday)}
            onChange={(date) => set('birthday', birthdayIso(date))}
          />
          <RichTextEditor
            label={t('contacts.fields.notes')}
            value={draft.notes ?? ''}
            resetKey={contact.id}
            minHeight="small"
            onChange={(notes) => set('notes', notes === '' ? null : notes)}
          />

          <div className={bar}>
            <DialogTrigger>
              <Button variant="warn">
                <Trash2 size={16} aria-hidden="true" />
                {t('contacts.form.delete')}
              </Button>
              <ConfirmDialog
                title={t('contacts.delete.title')}
                confirmLabel={t('contacts.delete.confirm')}
                destructive
                onConfirm={onDelete}
              >
                {t('contacts.delete.body', { name: contact.name })}
              </ConfirmDialog>
            </DialogTrigger>
            <div className={barEnd}>
              <Button variant="secondary" onPress={onCancel}>
                {t('contacts.form.cancel')}
              </Button>
              <Button type="submit">{t('contacts.form.save')}</Button>
            </div>
          </div>
        </Form>
      </div>
    </article>
  );
}
