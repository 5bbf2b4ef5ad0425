export { DatePicker, type DatePickerProps } from './DatePicker';
export { formatDateInput, formatDateDisplay, formatMonthYear } from './formats';
