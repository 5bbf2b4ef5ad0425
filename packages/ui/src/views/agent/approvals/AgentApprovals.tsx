/** The assistant console's Approvals tab (spec 4-areas §8). */
export function AgentApprovals() {
  return null;
}
