/**
 * A tiny runtime checker for request bodies and stored data. Each check either returns the value typed
 * (copied, with unknown object keys dropped) or throws a {@link BadRequest} that names the field, so a
 * handler validates everything before it touches the database and a bad request never corrupts it.
 */

/** Thrown for input the mock refuses; the route wrapper answers 400 `{ error: message }`. */
export class BadRequest extends Error {
  override name = 'BadRequest';
}

export type Check<T> = (value: unknown, path: string) => T;

/** One check per field of T (optional fields included). */
export type Shape<T> = { [K in keyof T]-?: Check<T[K]> };

function fail(path: string, expected: string): never {
  throw new BadRequest(`${path} must be ${expected}`);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export const string: Check<string> = (value, path) => (typeof value === 'string' ? value : fail(path, 'a string'));

/** Text a person reads: one string, or the same text in Spanish and English (seed data). */
export const localizedText: Check<string | { es: string; en: string }> = (value, path) => {
  if (typeof value === 'string') return value;
  if (isPlainObject(value) && typeof value.es === 'string' && typeof value.en === 'string') {
    return { es: value.es, en: value.en };
  }
  return fail(path, 'a string or an object with es and en strings');
};

export const boolean: Check<boolean> = (value, path) => (typeof value === 'boolean' ? value : fail(path, 'a boolean'));

export const number: Check<number> = (value, path) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail(path, 'a finite number');

export const integer: Check<number> = (value, path) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : fail(path, 'an integer');

export function oneOf<const T extends readonly (string | number)[]>(options: T): Check<T[number]> {
  return (value, path) =>
    options.includes(value as T[number]) ? (value as T[number]) : fail(path, `one of ${options.join(', ')}`);
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path) => (value === null ? null : check(value, path));
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path) => (value === undefined ? undefined : check(value, path));
}

export function array<T>(check: Check<T>): Check<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) fail(path, 'an array');
    return value.map((item, index) => check(item, `${path}[${index}]`));
  };
}

export function record<T>(check: Check<T>): Check<Record<string, T>> {
  return (value, path) => {
    if (!isPlainObject(value)) fail(path, 'an object');
    const out: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === '__proto__') continue;
      out[key] = check(item, `${path}.${key}`);
    }
    return out;
  };
}

/** An object with exactly the shape's fields (undefined optional fields are left out; extra keys dropped). */
export function object<T>(shape: Shape<T>): Check<T> {
  return (value, path) => {
    if (!isPlainObject(value)) fail(path, 'an object');
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const checked = shape[key](value[key], `${path}.${key}`);
      if (checked !== undefined) out[key] = checked;
    }
    return out as T;
  };
}

/**
 * A patch of T: only the fields present are checked and kept; `omit` names fields the caller may not
 * change (such as `id`), which are dropped silently like unknown keys.
 */
export function partial<T, K extends keyof T = never>(
  shape: Shape<T>,
  omit: readonly K[] = [],
): Check<Partial<Omit<T, K>>> {
  return (value, path) => {
    if (!isPlainObject(value)) fail(path, 'an object');
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      if ((omit as readonly PropertyKey[]).includes(key) || !Object.hasOwn(value, key)) continue;
      const checked = shape[key](value[key], `${path}.${key}`);
      if (checked !== undefined) out[key] = checked;
    }
    return out as Partial<Omit<T, K>>;
  };
}

/** A string that is not empty after trimming. */
export const text: Check<string> = (value, path) => {
  const s = string(value, path);
  return s.trim() === '' ? fail(path, 'a non-empty string') : s;
};

/** An ISO date-time string (anything `Date.parse` reads). */
export const isoDate: Check<string> = (value, path) => {
  const s = string(value, path);
  return Number.isNaN(Date.parse(s)) ? fail(path, 'an ISO date-time string') : s;
};
