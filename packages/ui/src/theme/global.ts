// The global stylesheet and the shipped web font, latin subset (no network fonts: screenshots must not
// depend on the machine's fonts). A `.css.ts` file cannot import CSS itself, hence this module.
import './font.css';
import './global.css';
