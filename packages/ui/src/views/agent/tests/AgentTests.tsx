/** The assistant console's Tests tab (spec 4-areas §8). */
export function AgentTests() {
  return null;
}
