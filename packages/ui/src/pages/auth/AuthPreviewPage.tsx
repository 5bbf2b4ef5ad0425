/** Placeholder until the page lands. */
export function AuthPreviewPage() {
  return null;
}
