/** The assistant console's Configure tab (spec 4-areas §8). */
export function AgentConfigure() {
  return null;
}
