import type { Task } from '@atrium/mock-api';

/** Seed ids the stories open (from the mock API's seed). */
export const LANDING_PAGE_ID = 'd5f89bf8-2e8c-41a1-b7e4-88973f86e9be';
export const SIGN_IN_REDIRECT_ID = '0e1a91d5-79ef-412a-875d-bb0f7c9744f1';

/** Three tasks under a section, for flows that reorder them. */
export function fewTasks(): Task[] {
  const base = { notes: null, dueDate: null, tags: [], assignedTo: null, subTasks: [] };
  return [
    { ...base, id: 'section-1', type: 'section', title: 'Esta semana', completed: false, priority: 1, order: 0 },
    { ...base, id: 'task-a', type: 'task', title: 'Alfa', completed: false, priority: 2, order: 1 },
    { ...base, id: 'task-b', type: 'task', title: 'Beta', completed: true, priority: 1, order: 2 },
    { ...base, id: 'task-c', type: 'task', title: 'Gamma', completed: false, priority: 0, order: 3 },
  ];
}
