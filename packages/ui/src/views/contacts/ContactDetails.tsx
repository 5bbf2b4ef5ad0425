import { useEffect, useId, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { Briefcase, Building2, Cake, Mail, MapPin, Pencil, Phone, StickyNote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from 'react-aria-components';
import type { Contact, ContactTag, Country } from '@atrium/mock-api';
import { Flag } from '../../primitives/Flag';
import { Button } from '../../primitives/Button';
import { formatDateDisplay } from '../../primitives/DatePicker/formats';
import { RichTextView, richTextToPlain } from '../../primitives/RichText';
import { TagChips } from '../../primitives/TagPicker';
import { visuallyHidden } from '../../primitives/field.css';
import { ContactAvatarRow, ContactCover } from './components/ContactCover';
import {
  content,
  fact,
  factIcon,
  factList,
  factValue,
  facts,
  link,
  muted,
  name as nameClass,
  panel,
} from './components/ContactPanel.css';
import { birthdayDate } from './draft';

export interface ContactDetailsProps {
  contact: Contact;
  /** The country list, for flags and dial codes (phones show the ISO code until it loads). */
  countries?: readonly Country[];
  /** The tag list, for the names of the contact's tags. */
  tags?: readonly ContactTag[];
  onEdit: () => void;
  onClose: () => void;
}

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<{ size?: number }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={fact}>
      <dt className={factIcon}>
        <span aria-hidden="true">
          <Icon size={20} />
        </span>
        <span className={visuallyHidden}>{label}</span>
      </dt>
      <dd className={factValue}>{children}</dd>
    </div>
  );
}

/**
 * The contact in view mode: cover, picture or initials, name, tags, job, e-mails, phones (flag and
 * dial code), address, birthday (long date) and notes (sanitized HTML).
 */
export function ContactDetails({ contact, countries, tags, onEdit, onClose }: ContactDetailsProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const label = (value: string) => t(`contacts.labels.${value}`, { defaultValue: value });
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const countryByIso = useMemo(() => new Map(countries?.map((country) => [country.iso, country])), [countries]);
  const birthday = birthdayDate(contact.birthday);
  const hasNotes = useMemo(() => richTextToPlain(contact.notes ?? '') !== '', [contact.notes]);

  // Opening a contact takes focus to its name, so a screen reader starts reading there.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [contact.id]);

  const hasFacts =
    contact.title ||
    contact.company ||
    contact.emails.length > 0 ||
    contact.phoneNumbers.length > 0 ||
    contact.address ||
    birthday ||
    hasNotes;

  return (
    <article className={panel} aria-labelledby={headingId}>
      <ContactCover contact={contact} onClose={onClose} />
      <div className={content}>
        <ContactAvatarRow contact={contact}>
          <Button variant="secondary" onPress={onEdit}>
            <Pencil size={16} aria-hidden="true" />
            {t('contacts.detail.edit')}
          </Button>
        </ContactAvatarRow>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={nameClass}>
          {contact.name}
        </h2>
        <TagChips tags={tags ?? []} ids={contact.tags} size="small" label={t('contacts.fields.tags')} />
        {hasFacts ? (
          <dl className={facts}>
            {contact.title && (
              <Fact icon={Briefcase} label={t('contacts.fields.title')}>
                {contact.title}
              </Fact>
            )}
            {contact.company && (
              <Fact icon={Building2} label={t('contacts.fields.company')}>
                {contact.company}
              </Fact>
            )}
            {contact.emails.length > 0 && (
              <Fact icon={Mail} label={t('contacts.fields.emails')}>
                <ul className={factList}>
                  {contact.emails.map((email, index) => (
                    <li key={index}>
                      <a className={link} href={`mailto:${email.email}`}>
                        {email.email}
                      </a>{' '}
                      <span className={muted}>· {label(email.label)}</span>
                    </li>
                  ))}
                </ul>
              </Fact>
            )}
            {contact.phoneNumbers.length > 0 && (
              <Fact icon={Phone} label={t('contacts.fields.phones')}>
                <ul className={factList}>
                  {contact.phoneNumbers.map((phone, index) => {
                    const country = countryByIso.get(phone.country);
                    return (
                      <li key={index}>
                        {country ? (
                          <>
                            <Flag iso={country.iso} label={country.name} /> {country.code}{' '}
                          </>
                        ) : (
                          `${phone.country} `
                        )}
                        {phone.phoneNumber} <span className={muted}>· {label(phone.label)}</span>
                      </li>
                    );
                  })}
                </ul>
              </Fact>
            )}
            {contact.address && (
              <Fact icon={MapPin} label={t('contacts.fields.address')}>
                {contact.address}
              </Fact>
            )}
            {birthday && (
              <Fact icon={Cake} label={t('contacts.fields.birthday')}>
                <time dateTime={birthday.toString()}>{formatDateDisplay(birthday, locale)}</time>
              </Fact>
            )}
            {hasNotes && contact.notes && (
              <Fact icon={StickyNote} label={t('contacts.fields.notes')}>
                <RichTextView html={contact.notes} />
              </Fact>
            )}
          </dl>
        ) : (
          <p className={muted}>{t('contacts.detail.noDetails')}</p>
        )}
      </div>
    </article>
  );
}
