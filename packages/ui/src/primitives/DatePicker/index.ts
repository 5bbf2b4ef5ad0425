export { DatePicker, type DatePickerProps } from './DatePicker';
export {
  formatDateInput,
  formatDateDisplay,
  formatDateTimeInput,
  formatDateTimeDisplay,
  formatMonthYear,
} from './formats';
