export { CommandPalette } from './CommandPalette';
export { KeyboardHelp, type KeyboardHelpProps } from './KeyboardHelp';
