import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

const noMotion = {
  [vars.motion.durationFast]: '0ms',
  [vars.motion.durationNormal]: '0ms',
  [vars.motion.durationSlow]: '0ms',
};

// `:root:root` outranks the theme class, so reduced motion wins over every theme.
globalStyle(':root:root', {
  '@media': { '(prefers-reduced-motion: reduce)': { vars: noMotion } },
});
// Screenshot runs switch motion off outright.
globalStyle(':root:root[data-motion="off"]', { vars: noMotion });
globalStyle(':root[data-motion="off"] *, :root[data-motion="off"] *::before, :root[data-motion="off"] *::after', {
  animationDuration: '0s !important',
  animationDelay: '0s !important',
  transitionDuration: '0s !important',
  transitionDelay: '0s !important',
  caretColor: 'transparent',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: 'light dark',
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  // A word longer than its box (a pasted link, an address, a file name without spaces) breaks where it must
  // rather than scroll the page sideways. `anywhere`, unlike `break-word`, also lets the boxes that size to
  // their content (table columns, flex and grid items) shrink below that word's width.
  overflowWrap: 'anywhere',
});

// A table sizes its columns from their content: with `anywhere`, a squeezed column would shrink to one letter
// a line. Cells keep their words whole; a cell of free text that may hold a long unbroken word opts back in,
// with a floor on its width (the order's item names, the roles' names and descriptions).
globalStyle('table', { overflowWrap: 'break-word' });

globalStyle('a', { color: vars.color.primaryText });

// Form controls take the page's font (browsers give them the system's, which differs between machines).
globalStyle('button, input, select, textarea', { font: 'inherit' });

// What react-aria would inject for pressable elements (no double-tap zoom delay), shipped here so
// the app runs under a CSP without inline styles.
globalStyle('[data-react-aria-pressable]', { touchAction: 'pan-x pan-y pinch-zoom' });
