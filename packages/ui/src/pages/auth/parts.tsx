/**
 * What the auth pages share: the alert above a form, the password field with its eye toggle, the
 * e-mail field, the submit button, text links and the hook that runs a call and maps its failure
 * to a clear message. Kept small: the sign-in page is on the app's first screen.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CircleAlert, CircleCheck, Eye, EyeOff, Info, LoaderCircle } from 'lucide-react';
import {
  FieldError,
  Group,
  Input,
  Label,
  Link as AriaLink,
  Text,
  TextField as AriaTextField,
  type LinkProps as AriaLinkProps,
  type ValidationResult,
} from 'react-aria-components';
import { ApiError } from '../../api/client';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { TextField } from '../../primitives/TextField';
import {
  description as descriptionStyle,
  errorText,
  field,
  input,
  inputBox,
  label as labelStyle,
} from '../../primitives/field.css';
import { textInput } from '../../primitives/TextField/TextField.css';
import * as styles from './auth.css';
import { useAuthSession } from '../../auth/AuthProvider';
import { useAuthHref, useAuthPreview, type AuthCalls } from './preview';

// ---------------------------------------------------------------------------------------- alerts

export type AuthAlertTone = 'error' | 'success' | 'info';

const alertIcons = { error: CircleAlert, success: CircleCheck, info: Info } as const;
// Errors interrupt (alert), confirmations wait their turn (status), a hint is just a note.
const alertRoles = { error: 'alert', success: 'status', info: 'note' } as const;

/** The outlined alert above a form; an error one shakes when it appears. */
export function AuthAlert({ tone, children }: { tone: AuthAlertTone; children: ReactNode }) {
  const Glyph = alertIcons[tone];
  return (
    <div role={alertRoles[tone]} className={styles.alert[tone]}>
      <Glyph className={styles.alertIcon[tone]} size={20} aria-hidden="true" focusable="false" />
      <div className={styles.alertBody}>{children}</div>
    </div>
  );
}

// ----------------------------------------------------------------------------------------- links

/** A text link that navigates through the router (react-aria's RouterProvider, see AuthLayout). */
export function AuthLink({ className, ...props }: AriaLinkProps) {
  return <AriaLink {...props} className={[styles.link, className].filter(Boolean).join(' ')} />;
}

/** "Return to sign in", the footer line of most auth pages. */
export function BackToSignIn() {
  const { t } = useTranslation();
  const href = useAuthHref();
  return (
    <p className={styles.footerLine}>
      {t('auth.backTo')} <AuthLink href={href('sign-in')}>{t('auth.backToSignIn')}</AuthLink>
    </p>
  );
}

// ---------------------------------------------------------------------------------------- fields

type Messages = Partial<Record<'valueMissing' | 'typeMismatch', string>>;

/** Picks the message for react-aria's validation result: a custom error first, then the native checks. */
function messageFor(validation: ValidationResult, messages: Messages): string | undefined {
  const { validationDetails, validationErrors } = validation;
  if (validationDetails.customError) return validationErrors.join(' ');
  if (validationDetails.valueMissing && messages.valueMissing) return messages.valueMissing;
  if (validationDetails.typeMismatch && messages.typeMismatch) return messages.typeMismatch;
  return validationErrors.join(' ');
}

export function EmailField({
  isDisabled,
  value,
  onChange,
}: {
  isDisabled?: boolean;
  /** Controlled value (the sign-in page's demo accounts fill it in). */
  value?: string;
  onChange?: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      name="email"
      type="email"
      autoComplete="email"
      label={t('auth.fields.email')}
      isRequired
      isDisabled={isDisabled}
      value={value}
      onChange={onChange}
      errorMessage={(validation) =>
        messageFor(validation, {
          valueMissing: t('auth.validation.emailRequired'),
          typeMismatch: t('auth.validation.emailInvalid'),
        })
      }
    />
  );
}

export interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  isDisabled?: boolean;
  /** Shown when the field is left empty. */
  requiredMessage: string;
  value?: string;
  onChange?: (value: string) => void;
  /** A custom check (the confirmation's mismatch); return the message when it fails. */
  validate?: (value: string) => string | null | undefined;
  description?: ReactNode;
}

/** A required password input with an eye toggle that shows or hides what was typed. */
export function PasswordField({
  label,
  requiredMessage,
  description,
  isDisabled,
  validate,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={visible ? 'text' : 'password'}
      isRequired
      isDisabled={isDisabled}
      validate={validate}
      className={field}
    >
      <Label className={labelStyle}>{label}</Label>
      <Group className={inputBox}>
        <Input className={[input, textInput].join(' ')} />
        <IconButton
          size="small"
          className={styles.revealButton}
          label={visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
          icon={visible ? <EyeOff /> : <Eye />}
          isDisabled={isDisabled}
          onPress={() => setVisible((shown) => !shown)}
        />
      </Group>
      {description != null && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError className={errorText}>
        {(validation) => messageFor(validation, { valueMissing: requiredMessage })}
      </FieldError>
    </AriaTextField>
  );
}

// ---------------------------------------------------------------------------------------- submit

/** The large full-width primary button; pending, it keeps its name, shows a spinner and ignores presses. */
export function SubmitButton({ isPending, children }: { isPending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" isPending={isPending} className={styles.submit}>
      {isPending && <LoaderCircle className={styles.spinner} aria-hidden="true" focusable="false" />}
      {children}
    </Button>
  );
}

// --------------------------------------------------------------------------------- running calls

/** The clear message for a failed auth call: wrong pair, server error (with its status) or network. */
export function authErrorMessage(error: unknown, t: TFunction, wrongPairKey = 'auth.errors.wrongPair'): string {
  if (error instanceof ApiError) {
    if (error.status === 404 && error.body === false) return t(wrongPairKey);
    if (error.status === 0) return t('auth.errors.network');
    return t('auth.errors.server', { status: error.status });
  }
  return t('auth.errors.unexpected');
}

export type AuthCallState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success' }
  | { status: 'error'; error: unknown; attempt: number };

/**
 * The failed call's alert, keyed by the attempt so a repeated failure is announced again. Nothing
 * while the call has not failed. `wrongPairKey` names the wrong-credentials message.
 */
export function AuthCallError({ state, wrongPairKey }: { state: AuthCallState; wrongPairKey?: string }) {
  const { t } = useTranslation();
  if (state.status !== 'error') return null;
  return (
    <AuthAlert key={state.attempt} tone="error">
      {authErrorMessage(state.error, t, wrongPairKey)}
    </AuthAlert>
  );
}

/** The success alert once the call has succeeded; nothing before. */
export function AuthSuccess({ state, children }: { state: AuthCallState; children: ReactNode }) {
  return state.status === 'success' ? <AuthAlert tone="success">{children}</AuthAlert> : null;
}

/**
 * Runs one auth call at a time and remembers how it ended. `attempt` changes on every failure, so
 * the error alert can be keyed by it: it is announced and shakes again on a repeated failure.
 *
 * The call gets the calls to make: the session's, or in a preview (`preview` true) look-alikes that
 * leave the session as it is; a preview also skips `onSuccess` (it never leaves the page).
 */
export function useAuthCall() {
  const session = useAuthSession();
  const preview = useAuthPreview();
  const [state, setState] = useState<AuthCallState>({ status: 'idle' });
  const attempts = useRef(0);
  const run = useCallback(
    async (call: (calls: AuthCalls) => Promise<unknown>, onSuccess?: () => void) => {
      setState({ status: 'pending' });
      try {
        await call(preview?.calls ?? session);
      } catch (error) {
        attempts.current += 1;
        setState({ status: 'error', error, attempt: attempts.current });
        return;
      }
      setState({ status: 'success' });
      if (!preview) onSuccess?.();
    },
    [session, preview],
  );
  return { state, run, isPending: state.status === 'pending', preview: !!preview };
}

/** Reads a text field of the submitted form. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
