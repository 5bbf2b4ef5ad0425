// The global stylesheet and the shipped web font (no network fonts: screenshots must not
// depend on the machine's fonts). A `.css.ts` file cannot import CSS itself, hence this module.
import '@fontsource-variable/inter/wght.css';
import './global.css';
