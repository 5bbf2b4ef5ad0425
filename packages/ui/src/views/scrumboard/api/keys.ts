/** Query keys of the scrumboard, in one place: the boards, one board (its lists, cards and labels), the members. */
export const scrumboardKeys = {
  all: ['scrumboard'] as const,
  boards: () => [...scrumboardKeys.all, 'boards'] as const,
  board: (id: string) => [...scrumboardKeys.all, 'board', id] as const,
  members: () => [...scrumboardKeys.all, 'members'] as const,
  /** Mutation key of a board's writes, so overlapping ones can tell when they are the last. */
  writes: (id: string) => [...scrumboardKeys.all, 'write', id] as const,
};
