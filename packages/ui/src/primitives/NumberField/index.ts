export { NumberField, type NumberFieldProps } from './NumberField';
export {
  formatNumberText,
  parseNumber,
  type NumberProblem,
  type NumberReadOptions,
  type NumberReading,
} from './parseNumber';
