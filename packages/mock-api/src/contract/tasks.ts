/** Tasks (spec 2, sections 3 and 7). */

export interface SubTask {
  id: string;
  title: string;
  completed: boolean;
}

export interface Task {
  id: string;
  type: 'task' | 'section';
  title: string;
  notes: string | null;
  completed: boolean;
  /** ISO date-time or null. */
  dueDate: string | null;
  priority: 0 | 1 | 2;
  /** Ids of {@link TaskTag}s. */
  tags: string[];
  /** Id of a contact, or null. */
  assignedTo: string | null;
  subTasks: SubTask[];
  order: number;
}

export interface TaskTag {
  id: string;
  title: string;
}

export interface CreateTaskRequest {
  /** Default 'task'. */
  type?: Task['type'];
}

export interface UpdateTaskRequest {
  id: string;
  task: Partial<Omit<Task, 'id'>>;
}

/** The tasks in their new order (only `id` is read); orders become the indexes, unlisted tasks follow. */
export interface ReorderTasksRequest {
  tasks: { id: string }[];
}

export interface CreateTaskTagRequest {
  tag: { title: string };
}

export interface UpdateTaskTagRequest {
  id: string;
  tag: Partial<Omit<TaskTag, 'id'>>;
}
