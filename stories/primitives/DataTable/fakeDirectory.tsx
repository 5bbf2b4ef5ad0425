import { useEffect, useRef, useState } from 'react';
import type { DataTableSort } from '@atrium/ui';

/** A person of the fake directory the DataTable stories page through. */
export interface Person {
  id: string;
  name: string;
  email: string;
  role: 'Administración' | 'Ventas' | 'Soporte' | 'Lectura';
  status: 'Activo' | 'Invitado' | 'Suspendido';
  orders: number;
}

const firstNames: [string, ...string[]] = [
  'Lucía',
  'Álvaro',
  'Marta',
  'Bruno',
  'Inés',
  'Hugo',
  'Sara',
  'Pablo',
  'Elena',
  'Diego',
  'Nora',
];
const lastNames: [string, ...string[]] = [
  'Fernández',
  'Ruiz',
  'Gómez',
  'Díaz',
  'Moreno',
  'Navarro',
  'Castro',
  'Ortega',
  'Vidal',
  'Serrano',
];
const roles: [Person['role'], ...Person['role'][]] = ['Administración', 'Ventas', 'Soporte', 'Lectura'];
const statuses: [Person['status'], ...Person['status'][]] = ['Activo', 'Activo', 'Invitado', 'Suspendido'];

function pick<T>(list: readonly [T, ...T[]], index: number): T {
  return list[index % list.length] ?? list[0];
}

/** Deterministic: person `index` is always the same one. */
export function personAt(index: number): Person {
  const first = pick(firstNames, index);
  const last = pick(lastNames, Math.floor(index / firstNames.length));
  const number = String(index + 1).padStart(6, '0');
  return {
    id: `p${number}`,
    name: `${first} ${last} ${number}`,
    email: `${first
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')}.${number}@atrium.dev`,
    role: pick(roles, index * 7),
    status: pick(statuses, index * 3),
    orders: (index * 37) % 250,
  };
}

const directories = new Map<number, Person[]>();
export function directoryOf(count: number): Person[] {
  let people = directories.get(count);
  if (!people) {
    people = Array.from({ length: count }, (_, index) => personAt(index));
    directories.set(count, people);
  }
  return people;
}

export interface FakeQuery {
  page: number;
  size: number;
  sort?: DataTableSort;
  filters?: { status?: string; q?: string };
}

export interface FakePage {
  rows: Person[];
  total: number;
}

/** What the server does: filter, sort, then cut the page. */
export function serve(people: Person[], { page, size, sort, filters = {} }: FakeQuery): FakePage {
  let matches = people;
  if (filters.status) matches = matches.filter((person) => person.status === filters.status);
  if (filters.q) {
    const q = filters.q.toLowerCase();
    matches = matches.filter((person) => person.name.toLowerCase().includes(q));
  }
  if (sort) {
    const key = sort.column as keyof Person;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    matches = [...matches].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
  }
  return { rows: matches.slice((page - 1) * size, page * size), total: matches.length };
}

export type FakeMode = 'normal' | 'pending' | 'failOnce' | 'empty';

interface Answer {
  request: string;
  status: 'error' | 'success';
  data?: FakePage;
}

/**
 * A query against the fake server, with react-query's shape: `pending` before the first answer,
 * the previous page kept (`isFetching`) while the next one comes, `error` with `refetch`.
 */
export function useFakeQuery(people: Person[], query: FakeQuery, mode: FakeMode = 'normal') {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer>();
  const failures = useRef(0);
  const key = JSON.stringify(query);
  const request = `${key}#${attempt}`;

  useEffect(() => {
    if (mode === 'pending') return;
    const timer = setTimeout(() => {
      if (mode === 'failOnce' && failures.current === 0) {
        failures.current += 1;
        setAnswer({ request, status: 'error' });
        return;
      }
      const data = serve(mode === 'empty' ? [] : people, JSON.parse(key) as FakeQuery);
      setAnswer({ request, status: 'success', data });
    }, 30);
    return () => clearTimeout(timer);
  }, [people, key, mode, request]);

  const isFetching = answer?.request !== request;
  // After an error, a retry shows the loading state again; a new page keeps the old rows meanwhile.
  const status = !answer || (answer.status === 'error' && isFetching) ? 'pending' : answer.status;
  return {
    status,
    data: answer?.data,
    isFetching,
    refetch: () => setAttempt((count) => count + 1),
  } as const;
}
