/** The assistant console's Overview tab (spec 4-areas §8). */
export function AgentOverview() {
  return null;
}
