/** Placeholder until the page lands. */
export function PublicHomeView() {
  return null;
}
