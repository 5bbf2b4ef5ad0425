/** Placeholder until the page lands. */
export function DocsView() {
  return null;
}
