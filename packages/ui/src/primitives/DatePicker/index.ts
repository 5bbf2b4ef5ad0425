export { DatePicker, type DatePickerProps } from './DatePicker';
export { DueDateField, type DueDateFieldProps } from './DueDateField';
export {
  formatDateInput,
  formatDateDisplay,
  formatDateTimeInput,
  formatDateTimeDisplay,
  formatMonthYear,
} from './formats';
