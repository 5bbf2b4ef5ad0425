/**
 * Tasks (spec 2 §7, base api/apps/tasks): tasks and sections, tags, order and search. Reading needs
 * `tasks:view` and every write `tasks:write`, as the UI guards them (403 naming the permission).
 */
import type { HttpHandler } from 'msw';
import type { Task, TaskTag } from '../contract/tasks.ts';
import { taskShape, taskTagShape } from '../db/shapes-tasks.ts';
import { array, object, oneOf, optional, partial, string, text } from '../schema.ts';
import type { Context, Resolve } from './http.ts';
import { bodyId, query, readBody, removeById, route as plainRoute, uuid } from './http.ts';
import { refusal } from './permission.ts';

const BASE = 'apps/tasks';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The title HTML-escaped with every case-insensitive match of the query wrapped in `<mark>`. */
export function markTitle(title: string, needle: string): string {
  const pattern = new RegExp(escapeRegExp(escapeHtml(needle)), 'gi');
  return escapeHtml(title).replace(pattern, (match) => `<mark>${match}</mark>`);
}

export function blankTask(type: Task['type']): Task {
  return {
    id: uuid(),
    type,
    title: '',
    notes: null,
    completed: false,
    dueDate: null,
    priority: 1,
    tags: [],
    assignedTo: null,
    subTasks: [],
    order: 0,
  };
}

function byOrder(tasks: Task[]): Task[] {
  return [...tasks].sort((a, b) => a.order - b.order);
}

/** Orders become 0..n-1 following the current order (ties keep the list order). */
function renumber(tasks: Task[]): void {
  byOrder(tasks).forEach((task, index) => {
    task.order = index;
  });
}

export function tasksHandlers(ctx: Context): HttpHandler[] {
  /** A route whose reads need `tasks:view` and whose writes need `tasks:write`. */
  const route = (method: Parameters<typeof plainRoute>[0], path: string, resolve: Resolve) =>
    plainRoute(
      method,
      path,
      async (request, url) =>
        (await refusal(ctx, request, method === 'get' ? 'tasks:view' : 'tasks:write')) ?? resolve(request, url),
    );
  const taskPatch = partial(taskShape, ['id']);
  const tagPatch = partial(taskTagShape, ['id']);
  const newTag = object<{ title: string }>({ title: text });
  const newType = optional(oneOf(['task', 'section'] as const));
  const orderList = array(object<{ id: string }>({ id: string }));
  const findTask = (id: string | null | undefined) => ctx.db.tasks.find((task) => task.id === id) ?? null;

  return [
    route('get', `${BASE}/tags`, () => ctx.db.taskTags),
    route('post', `${BASE}/tag`, async (request) => {
      const input = newTag((await readBody(request)).tag, 'tag');
      const tag: TaskTag = { id: uuid(), title: input.title };
      ctx.db.taskTags.unshift(tag);
      ctx.commit();
      return tag;
    }),
    route('patch', `${BASE}/tag`, async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = tagPatch(body.tag, 'tag');
      const tag = ctx.db.taskTags.find((candidate) => candidate.id === id);
      if (!tag) return null;
      Object.assign(tag, patch);
      ctx.commit();
      return tag;
    }),
    route('delete', `${BASE}/tag`, (_request, url) => {
      const id = query(url, 'id');
      if (id === null) return true;
      let changed = removeById(ctx.db.taskTags, id);
      for (const task of ctx.db.tasks) {
        if (task.tags.includes(id)) {
          task.tags = task.tags.filter((tagId) => tagId !== id);
          changed = true;
        }
      }
      if (changed) ctx.commit();
      return true;
    }),

    route('get', `${BASE}/all`, () => byOrder(ctx.db.tasks)),
    route('get', `${BASE}/search`, (_request, url) => {
      const needle = (query(url, 'query') ?? '').trim();
      if (needle === '') return null;
      const lower = needle.toLowerCase();
      return byOrder(ctx.db.tasks)
        .filter((task) => task.title.toLowerCase().includes(lower) || task.notes?.toLowerCase().includes(lower))
        .map((task) => ({ ...task, title: markTitle(task.title, needle) }));
    }),
    route('patch', `${BASE}/order`, async (request) => {
      const list = orderList((await readBody(request)).tasks, 'tasks');
      const position = new Map<string, number>();
      list.forEach(({ id }, index) => {
        if (!position.has(id)) position.set(id, index);
      });
      const rest = byOrder(ctx.db.tasks).filter((task) => !position.has(task.id));
      const listed = ctx.db.tasks
        .filter((task) => position.has(task.id))
        .sort((a, b) => position.get(a.id)! - position.get(b.id)!);
      [...listed, ...rest].forEach((task, index) => {
        task.order = index;
      });
      ctx.commit();
      return byOrder(ctx.db.tasks);
    }),

    route('get', `${BASE}/task`, (_request, url) => findTask(query(url, 'id'))),
    route('post', `${BASE}/task`, async (request) => {
      const type = newType((await readBody(request)).type, 'type') ?? 'task';
      const task = blankTask(type);
      for (const other of ctx.db.tasks) other.order += 1;
      ctx.db.tasks.unshift(task);
      renumber(ctx.db.tasks);
      ctx.commit();
      return task;
    }),
    route('patch', `${BASE}/task`, async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = taskPatch(body.task, 'task');
      const task = findTask(id);
      if (!task) return null;
      Object.assign(task, patch);
      if (patch.order !== undefined) renumber(ctx.db.tasks);
      ctx.commit();
      return task;
    }),
    route('delete', `${BASE}/task`, (_request, url) => {
      if (removeById(ctx.db.tasks, query(url, 'id'))) {
        renumber(ctx.db.tasks);
        ctx.commit();
      }
      return true;
    }),
  ];
}
