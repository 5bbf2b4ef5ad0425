import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SupportRequestDraft } from '@atrium/mock-api';
import { ApiError } from '../../api/client';
import { Button } from '../../primitives/Button';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { useSendSupportRequest } from './api/helpCenter';
import { useHelpCenterPaths } from './components/navigation';
import { BackLink, PageHeader } from './components/parts';
import * as css from './HelpCenter.css';

type Field = keyof SupportRequestDraft;
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];

/** The longest each field may be (the mock API refuses longer ones the same way). */
export const SUPPORT_LIMITS: Record<Field, number> = { name: 100, email: 254, subject: 150, message: 5000 };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where a half-written request waits while the reader looks elsewhere (this tab only). */
const DRAFT_KEY = 'atrium.help-center.support-draft';

const EMPTY: SupportRequestDraft = { name: '', email: '', subject: '', message: '' };

function readDraft(): SupportRequestDraft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<SupportRequestDraft> | null;
    if (!stored || typeof stored !== 'object') return EMPTY;
    return Object.fromEntries(
      FIELDS.map((field) => [field, typeof stored[field] === 'string' ? stored[field] : '']),
    ) as unknown as SupportRequestDraft;
  } catch {
    return EMPTY;
  }
}

function writeDraft(draft: SupportRequestDraft | null) {
  try {
    if (draft && FIELDS.some((field) => draft[field] !== '')) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or blocked: the draft lives as long as the page.
  }
}

type Problem = 'required' | 'email' | 'tooLong';

/** What is wrong with a field's value, if anything. */
function problemOf(field: Field, value: string): Problem | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (text.length > SUPPORT_LIMITS[field]) return 'tooLong';
  if (field === 'email' && !EMAIL.test(text)) return 'email';
  return null;
}

/**
 * The support form: name, e-mail, subject and message, every one required. Sending with mistakes puts a
 * message beside each field and the focus in the first; a failed send keeps everything and offers Retry;
 * a sent request shows a confirmation. What is typed is kept as a draft while the reader goes elsewhere.
 */
export function SupportPage() {
  const { t } = useTranslation();
  const paths = useHelpCenterPaths();
  const [draft, setDraft] = useState<SupportRequestDraft>(readDraft);
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendSupportRequest();
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const confirmation = useRef<HTMLDivElement>(null);

  useEffect(() => writeDraft(sent ? null : draft), [draft, sent]);
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const change = (field: Field) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A field already marked wrong is checked again as it is fixed; others wait for the next send.
    if (problems[field]) setProblems((current) => ({ ...current, [field]: problemOf(field, value) ?? undefined }));
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    const found: Partial<Record<Field, Problem>> = {};
    for (const field of FIELDS) {
      const problem = problemOf(field, draft[field]);
      if (problem) found[field] = problem;
    }
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    send.mutate(draft, {
      onSuccess: (request) => {
        setSent(request.subject);
        setDraft(EMPTY);
        setProblems({});
      },
      onError: (error) => {
        // The server's own check names a field: the message goes beside it, like ours.
        const field = error instanceof ApiError ? (error.body as { field?: unknown } | null)?.field : undefined;
        if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) {
          const named = field as Field;
          setProblems({ [named]: problemOf(named, draft[named]) ?? 'required' });
          send.reset();
          inputs.current[named]?.focus();
        }
      },
    });
  };

  const clear = () => {
    setDraft(EMPTY);
    setProblems({});
    send.reset();
    inputs.current.name?.focus();
  };

  const message = (field: Field) => {
    const problem = problems[field];
    if (!problem) return undefined;
    if (problem === 'tooLong') return t('helpCenter.support.errors.tooLong', { max: SUPPORT_LIMITS[field] });
    if (problem === 'email') return t('helpCenter.support.errors.email');
    return t(`helpCenter.support.errors.${field}`);
  };

  const header = (
    <PageHeader
      back={<BackLink to={paths.home}>{t('helpCenter.backToHome')}</BackLink>}
      title={t('helpCenter.support.title')}
      lead={t('helpCenter.support.lead')}
    />
  );

  if (sent !== null) {
    return (
      <div className={css.page}>
        {header}
        <div
          ref={confirmation}
          tabIndex={-1}
          role="status"
          className={[css.alert, css.alertSuccess].join(' ')}
          aria-labelledby="support-sent-title"
        >
          <CircleCheck className={css.thanksIcon} size={24} aria-hidden="true" />
          <div className={css.alertBody}>
            <p id="support-sent-title" className={css.alertTitle}>
              {t('helpCenter.support.sentTitle')}
            </p>
            <p className={css.alertText}>{t('helpCenter.support.sentText', { subject: sent })}</p>
            <div>
              <Button variant="secondary" onPress={() => setSent(null)}>
                {t('helpCenter.support.another')}
              </Button>
            </div>
          </div>
        </div>
      </div>
    );
  }

  const failed = send.isError;
  return (
    <div className={css.page}>
      {header}
      <section className={css.formCard} aria-labelledby="support-form-title">
        <div className={css.pageHeader}>
          <h2 id="support-form-title" className={css.sectionHeading}>
            {t('helpCenter.support.formTitle')}
          </h2>
          <p className={css.muted}>{t('helpCenter.support.formText')}</p>
        </div>
        {failed && (
          <div role="alert" className={[css.alert, css.alertError].join(' ')}>
            <CircleAlert size={24} aria-hidden="true" />
            <div className={css.alertBody}>
              <p className={css.alertTitle}>{t('helpCenter.support.failedTitle')}</p>
              <p className={css.alertText}>{t('helpCenter.support.failedText')}</p>
              <div>
                <Button variant="secondary" onPress={() => submit()}>
                  {t('common.retry')}
                </Button>
              </div>
            </div>
          </div>
        )}
        <form className={css.form} onSubmit={submit} noValidate aria-labelledby="support-form-title">
          <div className={css.formRow}>
            <TextField
              label={t('helpCenter.support.name')}
              value={draft.name}
              onChange={change('name')}
              isRequired
              isInvalid={!!problems.name}
              errorMessage={message('name')}
              autoComplete="name"
              validationBehavior="aria"
              inputRef={(element) => {
                inputs.current.name = element;
              }}
            />
            <TextField
              label={t('helpCenter.support.email')}
              type="email"
              value={draft.email}
              onChange={change('email')}
              isRequired
              isInvalid={!!problems.email}
              errorMessage={message('email')}
              autoComplete="email"
              validationBehavior="aria"
              inputRef={(element) => {
                inputs.current.email = element;
              }}
            />
          </div>
          <TextField
            label={t('helpCenter.support.subject')}
            value={draft.subject}
            onChange={change('subject')}
            isRequired
            isInvalid={!!problems.subject}
            errorMessage={message('subject')}
            validationBehavior="aria"
            inputRef={(element) => {
              inputs.current.subject = element;
            }}
          />
          <TextArea
            label={t('helpCenter.support.message')}
            value={draft.message}
            onChange={change('message')}
            isRequired
            isInvalid={!!problems.message}
            errorMessage={message('message')}
            rows={6}
            maxRows={16}
            validationBehavior="aria"
            textAreaRef={(element) => {
              inputs.current.message = element;
            }}
          />
          <div className={css.formActions}>
            <Button variant="flat" onPress={clear}>
              {t('helpCenter.support.clear')}
            </Button>
            {/* Not react-aria's isPending: its announcement names the button, which is gone once sent. */}
            <Button type="submit">
              <Send size={16} aria-hidden="true" />
              {send.isPending ? t('helpCenter.support.sending') : t('helpCenter.support.send')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
