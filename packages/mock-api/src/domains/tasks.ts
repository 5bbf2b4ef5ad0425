/** Tasks: tasks and sections, and their tags. */
import { array, object } from '../schema.ts';
import { seedTasks, taskTags } from '../db/seed/tasks.ts';
import { taskShape, taskTagShape } from '../db/shapes-tasks.ts';
import { tasksHandlers } from '../handlers/tasks.ts';
import type { Database } from '../db/database.ts';
import { defineDomain } from './domain.ts';

type Data = Pick<Database, 'tasks' | 'taskTags'>;

export const domain = defineDomain<Data>({
  name: 'tasks',
  seed: (now) => structuredClone({ tasks: seedTasks(now), taskTags: [...taskTags] }),
  check: object<Data>({ tasks: array(object(taskShape)), taskTags: array(object(taskTagShape)) }),
  handlers: tasksHandlers,
});
