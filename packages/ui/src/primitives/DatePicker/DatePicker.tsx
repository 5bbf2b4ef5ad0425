import { useRef } from 'react';
import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  composeRenderProps,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Label,
  Popover,
  Text,
  useLocale,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
  type ValidationResult,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton';
import {
  calendar,
  calendarHeader,
  calendarHeading,
  cell,
  clearButton,
  datePicker,
  dialog,
  directionalIcon,
  errorText,
  field,
  grid,
  headerCell,
  helpText,
  input,
  label as labelStyle,
  popover,
  segment,
} from './DatePicker.css';
import {
  formatDateDisplay,
  formatDateInput,
  formatDateTimeDisplay,
  formatDateTimeInput,
  formatMonthYear,
} from './formats';

export interface DatePickerProps<T extends DateValue> extends Omit<AriaDatePickerProps<T>, 'children'> {
  /** The visible label. Without one, give the picker an `aria-label`. */
  label?: string;
  /** Help shown under the field, before the chosen date written out in full. */
  description?: string;
  /**
   * Replaces the validation message. By default it comes from i18n (out of range, unavailable, missing),
   * because react-aria words these in the browser's language rather than the app's.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Adds a clear button inside the field ("Borrar fecha") while it holds a date; it sets the value
   * to null through `onChange` and puts the focus on the first segment.
   */
  isClearable?: boolean;
}

/**
 * A date field on react-aria: the date typed segment by segment in the locale's short format ('D'),
 * or picked from a calendar popover headed by month and year ('LLL yyyy'); the chosen date is
 * confirmed in full under the field ('DDD'). Dates are @internationalized/date values
 * (`parseDate('2026-11-21')`), so no time zone shifts the day. While no date is chosen, the calendar
 * opens on `placeholderValue` (today by default).
 *
 * With `granularity="minute"` (or hour, second) and a CalendarDateTime or ZonedDateTime value
 * (`parseDateTime('2026-11-21T09:30')`), the field adds the time's segments in the locale's clock;
 * the calendar picks the day and keeps the time, and the help text writes both out.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  isClearable = false,
  className,
  ...props
}: DatePickerProps<T>) {
  const { locale } = useLocale();
  const { t } = useTranslation();
  const { minValue, maxValue } = props;
  const groupRef = useRef<HTMLDivElement>(null);
  const withTime = (value: DateValue) => 'hour' in value && props.granularity !== 'day';
  const short = (value: DateValue) =>
    withTime(value) ? formatDateTimeInput(value, locale) : formatDateInput(value, locale);

  function defaultErrorMessage({ validationDetails, validationErrors }: ValidationResult): string {
    if (validationDetails.customError) return validationErrors.join(' ');
    if (validationDetails.valueMissing) return t('datePicker.valueMissing');
    if (validationDetails.rangeUnderflow && minValue) {
      return t('datePicker.rangeUnderflow', { min: short(minValue) });
    }
    if (validationDetails.rangeOverflow && maxValue) {
      return t('datePicker.rangeOverflow', { max: short(maxValue) });
    }
    if (validationDetails.badInput) return t('datePicker.unavailable');
    return validationErrors.join(' ');
  }

  return (
    <AriaDatePicker
      {...props}
      className={composeRenderProps(className, (custom) => [datePicker, custom].filter(Boolean).join(' '))}
    >
      {({ state }) => {
        const chosen = state.value
          ? state.hasTime
            ? formatDateTimeDisplay(state.value, locale)
            : formatDateDisplay(state.value, locale)
          : undefined;
        return (
          <>
            {label && <Label className={labelStyle}>{label}</Label>}
            <Group className={field} ref={groupRef}>
              <DateInput className={input}>
                {(dateSegment) => <DateSegment segment={dateSegment} className={segment} />}
              </DateInput>
              {isClearable && state.value !== null && (
                <IconButton
                  // Out of the picker's button context, which would make this a second calendar trigger.
                  slot={null}
                  className={clearButton}
                  size="small"
                  label={t('datePicker.clear')}
                  icon={<X aria-hidden="true" />}
                  isDisabled={props.isDisabled || props.isReadOnly}
                  onPress={() => {
                    state.setValue(null);
                    // The button leaves with the date: the focus goes to the first segment, not the page.
                    groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
                  }}
                />
              )}
              <Button variant="icon" size="small">
                <Icon icon={CalendarDays} size="sm" />
              </Button>
            </Group>
            {(description || chosen) && (
              <Text slot="description" className={helpText}>
                {[description, chosen].filter(Boolean).join(' · ')}
              </Text>
            )}
            <FieldError className={errorText}>{errorMessage ?? defaultErrorMessage}</FieldError>
            <Popover className={popover}>
              <Dialog className={dialog}>
                <Calendar className={calendar}>
                  {({ state: calendarState }) => (
                    <>
                      <header className={calendarHeader}>
                        <Button slot="previous" variant="icon" size="small">
                          <Icon icon={ChevronLeft} className={directionalIcon} />
                        </Button>
                        {/* react-aria's Heading would impose its own title; this one follows the spec's 'LLL yyyy'.
                            Hidden from assistive technology, as react-aria's: the calendar already
                            announces the month through a visually hidden heading and the grid's label. */}
                        <h2 className={calendarHeading} aria-hidden="true">
                          {formatMonthYear(calendarState.visibleRange.start, locale)}
                        </h2>
                        <Button slot="next" variant="icon" size="small">
                          <Icon icon={ChevronRight} className={directionalIcon} />
                        </Button>
                      </header>
                      <CalendarGrid className={grid}>
                        <CalendarGridHeader>
                          {(day) => <CalendarHeaderCell className={headerCell}>{day}</CalendarHeaderCell>}
                        </CalendarGridHeader>
                        <CalendarGridBody>{(date) => <CalendarCell date={date} className={cell} />}</CalendarGridBody>
                      </CalendarGrid>
                    </>
                  )}
                </Calendar>
              </Dialog>
            </Popover>
          </>
        );
      }}
    </AriaDatePicker>
  );
}
