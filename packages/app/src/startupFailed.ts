// The one message shown without the translation files: it appears exactly when they could not
// be loaded, so it carries both languages itself.
export const STARTUP_FAILED = 'No se pudo iniciar Atrium. / Atrium could not start.';
