/** Placeholder until the page lands. */
export function ExampleView() {
  return null;
}
