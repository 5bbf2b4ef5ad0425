export { PageShell } from './PageShell';
