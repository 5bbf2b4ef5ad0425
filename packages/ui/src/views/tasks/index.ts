export { TasksApp, TaskDrawer, TASK_DRAWER_WIDTH } from './TasksView';
export { TasksList, remainingTasks, type TasksListProps } from './TasksList';
export { TaskDetails, type TaskDetailsProps } from './TaskDetails';
export { tasksKeys } from './api/keys';
export {
  tasksQueryOptions,
  taskQueryOptions,
  useTasks,
  useTask,
  useCreateTask,
  useUpdateTask,
  useDeleteTask,
  useReorderTasks,
} from './api/tasks';
export { taskTagsQueryOptions, useTaskTags, useCreateTaskTag, useRenameTaskTag, useDeleteTaskTag } from './api/tags';
