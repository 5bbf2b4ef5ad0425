import { useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import {
  FieldError,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
  composeRenderProps,
  useLocale,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { description as descriptionStyle, errorText, field, input, inputBox, label as labelStyle } from '../field.css';
import { affix as affixStyle, numberInput } from './NumberField.css';
import { formatNumberText, parseNumber, type NumberProblem, type NumberReading } from './parseNumber';

export interface NumberFieldProps extends Omit<
  AriaNumberFieldProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'children'
  | 'className'
  | 'formatOptions'
  | 'minValue'
  | 'maxValue'
  | 'step'
  | 'validate'
  | 'validationBehavior'
> {
  label?: ReactNode;
  /** Help shown under the input and linked to it as its description. */
  description?: ReactNode;
  /** The number the field holds; NaN while it is empty or holds text that is not a number. */
  value: number;
  /** Every change of the text: the number it reads as (NaN when none) and how it was read. */
  onChange: (value: number, reading: NumberReading) => void;
  /** An ISO 4217 code: the field is money, keeps at most two decimals and shows the currency's symbol. */
  currency?: string;
  /** The number is a percentage (30 means 30 %); the sign is shown beside it. */
  unit?: 'percent';
  /** Decimals the field keeps: more are refused, never rounded. Default 2 for money, else 0 (whole numbers). */
  maximumFractionDigits?: number;
  /** Whether a negative number is allowed. Default false: amounts, prices and quantities are 0 or more. */
  allowNegative?: boolean;
  /** The caller's own rule, shown while `isInvalid` (text that is not a number says so first). */
  errorMessage?: ReactNode;
  placeholder?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** How the number is announced (react-aria's format options) and drawn around (symbol before or after). */
interface Presentation {
  formatOptions: Intl.NumberFormatOptions;
  before: string | null;
  after: string | null;
  affixes: string[];
}

const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/**
 * The one number field of the product: money, quantities, percentages. Read in the active language
 * (react-aria's I18nProvider): "1.000,50" in Spanish, "1,000.50" in English.
 *
 * What the person typed stays in the field exactly as typed. Text that is not a number in the language,
 * could be read two ways ("1.000.5"), is scientific ("1e3") or has more decimals than the field keeps is
 * refused with a message beside the field, never blocked keystroke by keystroke, snapped or rounded on
 * blur, nor read as another number when pasted (react-aria's NumberField does all three on its own).
 */
export function NumberField({
  label,
  description,
  value,
  onChange,
  currency,
  unit,
  maximumFractionDigits,
  allowNegative = false,
  errorMessage,
  isInvalid,
  placeholder,
  className,
  inputRef,
  onBlur,
  ...props
}: NumberFieldProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const digits = maximumFractionDigits ?? (currency ? 2 : 0);
  const minimumDigits = currency ? Math.min(2, digits) : 0;

  const { formatOptions, before, after, affixes } = useMemo((): Presentation => {
    if (currency) {
      const options = { style: 'currency', currency, maximumFractionDigits: digits } as const;
      const parts = new Intl.NumberFormat(locale, options).formatToParts(1);
      const symbol = parts.find((part) => part.type === 'currency')?.value ?? currency;
      const first = parts.findIndex((part) => part.type === 'currency' || part.type === 'integer');
      const narrow = new Intl.NumberFormat(locale, { ...options, currencyDisplay: 'narrowSymbol' })
        .formatToParts(1)
        .find((part) => part.type === 'currency')?.value;
      const prefix = parts[first]?.type === 'currency';
      return {
        formatOptions: options,
        before: prefix ? symbol : null,
        after: prefix ? null : symbol,
        affixes: [symbol, currency, narrow ?? symbol],
      };
    }
    if (unit === 'percent') {
      return {
        formatOptions: { style: 'unit', unit: 'percent', maximumFractionDigits: digits },
        before: null,
        after: '%',
        affixes: ['%'],
      };
    }
    return { formatOptions: { maximumFractionDigits: digits }, before: null, after: null, affixes: [] };
  }, [currency, unit, digits, locale]);

  const show = (number: number) =>
    formatNumberText(number, locale, { minimumFractionDigits: minimumDigits, maximumFractionDigits: digits });
  const read = (text: string) => parseNumber(text, locale, { maximumFractionDigits: digits, allowNegative, affixes });

  const [text, setText] = useState(() => show(value));
  const [seen, setSeen] = useState({ value, locale });
  const reading = read(text);
  const readValue = reading.kind === 'number' ? reading.value : Number.NaN;
  if (!Object.is(seen.value, value) || seen.locale !== locale) {
    // The number changed from outside (a computed price, a cleared form) or the language did: show it,
    // unless the text already says exactly that number.
    setSeen({ value, locale });
    if (!Object.is(readValue, value) || (seen.locale !== locale && reading.kind === 'number')) setText(show(value));
  }

  // Shown once the person leaves the field, pastes, or the caller asks (after a submit).
  const [told, setTold] = useState(false);
  const problem: NumberProblem | null = reading.kind === 'invalid' ? reading.problem : null;
  const ownMessage = problem !== null && (told || isInvalid) ? messageFor(problem) : null;

  function messageFor(which: NumberProblem): string {
    const example = new Intl.NumberFormat(locale, {
      minimumFractionDigits: Math.min(2, digits),
      maximumFractionDigits: Math.min(2, digits),
      useGrouping: 'always',
    }).format(1234.5);
    if (which === 'scientific') return t('formControls.numberField.scientific', { example });
    if (which === 'negative') return t('formControls.numberField.negative');
    if (which === 'decimals')
      return digits === 0
        ? t('formControls.numberField.whole')
        : t('formControls.numberField.decimals', { count: digits });
    return t('formControls.numberField.format', { example });
  }

  const pasting = useRef(false);
  const change = (next: string) => {
    setText(next);
    // A paste is told at once; typing is told when the person leaves the field.
    setTold(pasting.current);
    pasting.current = false;
    const nextReading = read(next);
    const nextValue = nextReading.kind === 'number' ? nextReading.value : Number.NaN;
    setSeen({ value: nextValue, locale });
    onChange(nextValue, nextReading);
  };

  // react-aria's NumberField refuses keystrokes it cannot parse (so "1e3" typed would silently become
  // "13") and reads a whole-field paste at once ("1e3" pasted became 1000). Those events stop at the
  // group, before they reach the input's own listeners; the browser still inserts the text, and the
  // reading above says what is wrong with it.
  const groupRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const group = groupRef.current;
    if (!group) return undefined;
    const stop = (event: Event) => event.stopPropagation();
    const pasted = (event: Event) => {
      event.stopPropagation();
      pasting.current = true;
    };
    group.addEventListener('beforeinput', stop, true);
    group.addEventListener('compositionend', stop, true);
    group.addEventListener('paste', pasted, true);
    return () => {
      group.removeEventListener('beforeinput', stop, true);
      group.removeEventListener('compositionend', stop, true);
      group.removeEventListener('paste', pasted, true);
    };
  }, []);

  // Arrow keys step the number through react-aria; any other change it reports (its own reading on
  // blur) is not ours to take.
  const stepping = useRef(false);

  return (
    <AriaNumberField
      {...props}
      className={composeRenderProps(className, (custom) => [field, custom].filter(Boolean).join(' '))}
      value={reading.kind === 'number' ? reading.value : Number.NaN}
      formatOptions={formatOptions}
      isWheelDisabled
      validationBehavior="aria"
      isInvalid={ownMessage !== null || Boolean(isInvalid)}
      onChange={(next) => {
        if (!stepping.current || reading.kind === 'invalid' || !Number.isFinite(next)) return;
        if (!allowNegative && next < 0) return;
        change(show(next));
      }}
      onBlur={(event) => {
        setTold(true);
        onBlur?.(event);
      }}
    >
      {label != null && <Label className={labelStyle}>{label}</Label>}
      <Group
        ref={groupRef}
        className={inputBox}
        onKeyDownCapture={(event) => {
          stepping.current = STEP_KEYS.has(event.key);
          setTimeout(() => {
            stepping.current = false;
          });
        }}
      >
        {before != null && (
          <span className={affixStyle} aria-hidden="true">
            {before}
          </span>
        )}
        <Input
          ref={inputRef}
          className={[input, numberInput].join(' ')}
          placeholder={placeholder}
          value={text}
          onChange={(event) => change(event.target.value)}
        />
        {after != null && (
          <span className={affixStyle} aria-hidden="true">
            {after}
          </span>
        )}
      </Group>
      {description != null && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError className={errorText}>{ownMessage ?? errorMessage}</FieldError>
    </AriaNumberField>
  );
}
