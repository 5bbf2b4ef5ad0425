/**
 * The scrumboard's stored entities: they check patches in its handlers and its stored data on load. A module of
 * its own, so these checks load with the domain and never with the mock's first chunk.
 */
import type { ScrumboardBoard, ScrumboardCard, ScrumboardLabel, ScrumboardList } from '../contract/scrumboard.ts';
import type { Shape } from '../schema.ts';
import { array, isoDate, nullable, number, string, text } from '../schema.ts';

export const scrumboardBoardShape: Shape<ScrumboardBoard> = {
  id: string,
  title: string,
  description: string,
  icon: string,
  lastActivity: isoDate,
  members: array(string),
};

export const scrumboardListShape: Shape<ScrumboardList> = {
  id: string,
  boardId: string,
  position: number,
  title: string,
};

export const scrumboardCardShape: Shape<ScrumboardCard> = {
  id: string,
  boardId: string,
  listId: string,
  position: number,
  title: string,
  description: string,
  labels: array(string),
  dueDate: nullable(isoDate),
};

export const scrumboardLabelShape: Shape<ScrumboardLabel> = { id: string, boardId: string, title: text };
