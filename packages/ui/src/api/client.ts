/**
 * The one API client every server call goes through. It adds the Bearer token, waits for the
 * API to be ready (the in-browser mock starts on the first call), and turns a non-2xx
 * answer into an ApiError carrying the body's `error` field.
 */
import type { RequestTracker } from './tracker';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The HTTP status, or 0 when the request never got an answer. */
    readonly status: number,
    /** The body's `error` field when it has one. */
    readonly error: string | undefined,
    /** The parsed body as the server sent it. */
    readonly body: unknown,
  ) {
    super(error ?? `Request failed with status ${status}`);
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Tracked requests show the top loading bar; on by default. */
  track?: boolean;
}

export interface ApiClientOptions {
  /** Where the API lives: '' for same origin (the in-browser mock), or a server's URL. */
  baseUrl?: string;
  /** The current access token, if any. */
  getToken?: () => string | null | undefined;
  /**
   * Resolves when the API can answer; every request waits for it. A function is called on each request
   * (the app's mock starts on the first call), a promise is awaited as it is.
   */
  ready?: Promise<unknown> | (() => Promise<unknown>);
  /** Called on a 401 answer (the shell signs the user out). */
  onUnauthorized?: (error: ApiError) => void;
  tracker?: RequestTracker;
  fetch?: typeof fetch;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string, query?: Record<string, QueryValue>): Promise<T>;
  /**
   * A call whose answer streams as NDJSON (one JSON value a line): yields each value as its line arrives.
   * A non-2xx answer throws the ApiError `request` would; aborting `signal` ends the stream with the
   * abort's error. POST by default. The loading bar is shown until the answer starts, not while it streams.
   */
  stream<T>(path: string, options?: RequestOptions): AsyncGenerator<T, void, undefined>;
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.replace(/\/+$/, '');
  const clean = path.replace(/^\/+/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}/${clean}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorField(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body;
    return typeof error === 'string' ? error : undefined;
  }
  return undefined;
}

export function createApiClient({
  baseUrl = '',
  getToken = () => null,
  ready = Promise.resolve(),
  onUnauthorized,
  tracker,
  fetch: fetchImpl = (...args) => fetch(...args),
}: ApiClientOptions = {}): ApiClient {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', body, query, signal, track = true } = options;
    const url = buildUrl(baseUrl, path, query);
    if (track) tracker?.start(url);
    try {
      await (typeof ready === 'function' ? ready() : ready);
      const headers = new Headers({ Accept: 'application/json' });
      const token = getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      let payload: BodyInit | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        headers.set('Content-Type', 'application/json');
        payload = JSON.stringify(body);
      }
      let response: Response;
      try {
        response = await fetchImpl(url, { method, headers, body: payload, signal });
      } catch (cause) {
        if (signal?.aborted) throw cause;
        throw new ApiError(0, undefined, cause);
      }
      const data = await readBody(response);
      if (!response.ok) {
        const error = new ApiError(response.status, errorField(data), data);
        if (response.status === 401) onUnauthorized?.(error);
        throw error;
      }
      return data as T;
    } finally {
      if (track) tracker?.finish(url);
    }
  }

  async function* stream<T>(path: string, options: RequestOptions = {}): AsyncGenerator<T, void, undefined> {
    const { method = 'POST', body, query, signal, track = true } = options;
    const url = buildUrl(baseUrl, path, query);
    let response: Response;
    if (track) tracker?.start(url);
    try {
      await (typeof ready === 'function' ? ready() : ready);
      const headers = new Headers({ Accept: 'application/x-ndjson' });
      const token = getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if (body !== undefined) headers.set('Content-Type', 'application/json');
      try {
        response = await fetchImpl(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
      } catch (cause) {
        if (signal?.aborted) throw cause;
        throw new ApiError(0, undefined, cause);
      }
      if (!response.ok) {
        const data = await readBody(response);
        const error = new ApiError(response.status, errorField(data), data);
        if (response.status === 401) onUnauthorized?.(error);
        throw error;
      }
    } finally {
      if (track) tracker?.finish(url);
    }
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const parse = (line: string): T => {
      try {
        return JSON.parse(line) as T;
      } catch (cause) {
        throw new ApiError(response.status, 'The stream held a line that is not JSON', cause);
      }
    };
    let finished = false;
    try {
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (cause) {
          if (signal?.aborted) throw cause;
          // The connection broke mid-answer.
          throw new ApiError(0, undefined, cause);
        }
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end = buffer.indexOf('\n');
        while (end !== -1) {
          const line = buffer.slice(0, end).trim();
          buffer = buffer.slice(end + 1);
          if (line !== '') yield parse(line);
          end = buffer.indexOf('\n');
        }
      }
      finished = true;
      const rest = (buffer + decoder.decode()).trim();
      if (rest !== '') yield parse(rest);
    } finally {
      // A consumer that stops early (or an error) lets the connection go.
      if (!finished) void reader.cancel().catch(() => undefined);
      reader.releaseLock();
    }
  }

  return {
    request,
    stream,
    get: (path, query, signal) => request(path, { query, signal }),
    post: (path, body) => request(path, { method: 'POST', body }),
    patch: (path, body) => request(path, { method: 'PATCH', body }),
    put: (path, body) => request(path, { method: 'PUT', body }),
    delete: (path, query) => request(path, { method: 'DELETE', query }),
  };
}
