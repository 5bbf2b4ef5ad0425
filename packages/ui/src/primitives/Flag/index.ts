export { Flag, flagUrl, type FlagProps } from './Flag';
