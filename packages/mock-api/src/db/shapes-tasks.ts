/**
 * The tasks's stored entities: they check patches in its handlers and its stored data on load. A module of
 * its own, so these checks load with the domain and never with the mock's first chunk.
 */
import type { SubTask, Task, TaskTag } from '../contract/tasks.ts';
import type { Shape } from '../schema.ts';
import { array, boolean, integer, isoDate, nullable, object, oneOf, string } from '../schema.ts';

export const subTaskShape: Shape<SubTask> = { id: string, title: string, completed: boolean };

export const taskShape: Shape<Task> = {
  id: string,
  type: oneOf(['task', 'section'] as const),
  title: string,
  notes: nullable(string),
  completed: boolean,
  dueDate: nullable(isoDate),
  priority: oneOf([0, 1, 2] as const),
  tags: array(string),
  assignedTo: nullable(string),
  subTasks: array(object(subTaskShape)),
  order: integer,
};

export const taskTagShape: Shape<TaskTag> = { id: string, title: string };
