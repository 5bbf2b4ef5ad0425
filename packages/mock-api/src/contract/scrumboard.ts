/** Scrumboard (spec 2, sections 3 and 7, base api/apps/scrumboard). Positions step by 65536. */

export interface ScrumboardMember {
  id: string;
  name: string;
  avatar: string | null;
}

export interface ScrumboardBoard {
  id: string;
  title: string;
  description: string;
  /** A lucide icon name. */
  icon: string;
  /** ISO date-time. */
  lastActivity: string;
  /** Member ids. */
  members: string[];
}

export interface ScrumboardList {
  id: string;
  boardId: string;
  position: number;
  title: string;
}

export interface ScrumboardCard {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string;
  /** Label ids. */
  labels: string[];
  dueDate: string | null;
}

export interface ScrumboardLabel {
  id: string;
  boardId: string;
  title: string;
}

export interface ScrumboardBoardSummary extends Omit<ScrumboardBoard, 'members'> {
  members: ScrumboardMember[];
}

export interface ScrumboardListWithCards extends ScrumboardList {
  cards: ScrumboardCard[];
}

export interface ScrumboardBoardDetail extends ScrumboardBoardSummary {
  lists: ScrumboardListWithCards[];
  labels: ScrumboardLabel[];
}

export interface CreateScrumboardListRequest {
  list: { boardId: string; title: string; position?: number };
}

export interface UpdateScrumboardListRequest {
  list: Partial<Omit<ScrumboardList, 'boardId'>> & { id: string };
}

export interface UpdateScrumboardListsRequest {
  lists: (Partial<Omit<ScrumboardList, 'boardId'>> & { id: string })[];
}

export interface CreateScrumboardCardRequest {
  card: Partial<Omit<ScrumboardCard, 'id'>> & { listId: string; title: string };
}

export interface UpdateScrumboardCardRequest {
  id: string;
  card: Partial<Omit<ScrumboardCard, 'id' | 'boardId'>>;
}

export interface UpdateScrumboardCardsRequest {
  cards: (Partial<Omit<ScrumboardCard, 'boardId'>> & { id: string })[];
}

/**
 * The cards of one list in their new order; each card's position becomes its index. A card that
 * carries a `listId` moves to that list too (a card dropped from another list), in the same call.
 */
export interface UpdateScrumboardCardPositionsRequest {
  cards: { id: string; listId?: string }[];
}

/** A new board: the title given, the rest empty unless given; it starts with no lists. */
export interface CreateScrumboardBoardRequest {
  board: { title: string; description?: string; icon?: string; members?: string[] };
}

/** Board settings: any of title, description, icon and members (member ids). */
export interface UpdateScrumboardBoardRequest {
  id: string;
  board: Partial<Pick<ScrumboardBoard, 'title' | 'description' | 'icon' | 'members'>>;
}

export interface CreateScrumboardLabelRequest {
  label: { boardId: string; title: string };
}

export interface UpdateScrumboardLabelRequest {
  id: string;
  label: { title?: string };
}
