import type * as z from 'zod/mini';
import {
  collectionEnvelopeSchema,
  receivedErrorEnvelopeSchema,
  singleEnvelopeSchema,
  type Cursor,
  type Pagination,
} from '../../../contract';
import { ApiError } from './api-error';
import { readTextTellingPagination } from './early-pagination';
import { notifyUnauthorized } from './unauthorized';

/** `{base_url}` of the spec: the API at the console's own origin, unless configured otherwise. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue | readonly string[]>;
  signal?: AbortSignal;
}

export interface WriteOptions extends RequestOptions {
  /** The ETag of the version being replaced; sent as `If-Match`. */
  ifMatch?: string;
}

export interface Resource<T> {
  data: T;
  etag: string | null;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export interface PageOptions extends RequestOptions {
  cursor?: Cursor | null;
  limit?: number;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

const MESSAGES = {
  network: 'Could not reach the service. Check your connection and try again.',
  malformed: 'The service sent a response the console could not understand.',
  unauthorized: 'Your session has ended. Sign in again to continue.',
  forbidden: 'You lack permission to do this.',
  server: 'The service had a problem. Try again in a moment.',
} as const;

async function readJson(response: Response, readText?: (response: Response) => Promise<string>): Promise<unknown> {
  const text = await (readText ? readText(response) : response.text());
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFromResponse(response: Response, body: unknown): ApiError {
  const requestId = response.headers.get('X-Request-Id');
  const envelope = receivedErrorEnvelopeSchema.safeParse(body);
  if (envelope.success) {
    const [first] = envelope.data.errors;
    return new ApiError({
      status: response.status,
      errorCode: first!.errorCode,
      message: first!.errorMessage,
      target: first!.target ?? null,
      errors: envelope.data.errors,
      requestId,
    });
  }
  const { status } = response;
  if (status === 401)
    return new ApiError({ status, errorCode: 'unauthorized', message: MESSAGES.unauthorized, requestId });
  if (status === 403) return new ApiError({ status, errorCode: 'forbidden', message: MESSAGES.forbidden, requestId });
  if (status >= 500) return new ApiError({ status, errorCode: 'internal_error', message: MESSAGES.server, requestId });
  return new ApiError({ status, errorCode: 'malformed_response', message: MESSAGES.malformed, requestId });
}

interface SendInit extends WriteOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** `Accept`, when it offers more than the spec's JSON (see `getPageOffering`). */
  accept?: string;
  /** Reads a successful response's text, when it is read otherwise than whole (see `getPageOffering`). */
  readText?: (response: Response) => Promise<string>;
}

/** Sends one request and returns the successful response's parsed body; throws ApiError otherwise. */
async function send(path: string, init: SendInit): Promise<{ body: unknown; response: Response }> {
  const headers: Record<string, string> = { Accept: init.accept ?? 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.ifMatch !== undefined) headers['If-Match'] = init.ifMatch;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, init.query), {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      // `include`: the same as same-origin on the console's own origin, and what sends the session
      // cookie when VITE_API_BASE puts the API on another origin.
      credentials: 'include',
      signal: init.signal,
    });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError({ status: 0, errorCode: 'network_error', message: MESSAGES.network });
  }
  const body = await readJson(response, response.ok ? init.readText : undefined);
  if (!response.ok) {
    const error = errorFromResponse(response, body);
    if (response.status === 401) notifyUnauthorized();
    throw error;
  }
  return { body, response };
}

function parse<T>(schema: z.ZodMiniType<T>, body: unknown, response: Response): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError({
    status: response.status,
    errorCode: 'malformed_response',
    message: MESSAGES.malformed,
    requestId: response.headers.get('X-Request-Id'),
  });
}

/** Reads one resource (`{result, errors}`), with the ETag header when the server sends one. */
export async function getResource<T>(
  path: string,
  schema: z.ZodMiniType<T>,
  options: RequestOptions = {},
): Promise<Resource<T>> {
  const { body, response } = await send(path, { ...options, method: 'GET' });
  const envelope = parse(singleEnvelopeSchema(schema), body, response);
  return { data: envelope.result as T, etag: response.headers.get('ETag') };
}

/** Reads one page of a collection; `cursor` is passed back exactly as the server gave it. */
export async function getPage<T>(
  path: string,
  itemSchema: z.ZodMiniType<T>,
  { cursor, limit, ...options }: PageOptions = {},
): Promise<Page<T>> {
  const query = { ...options.query, cursor: cursor ?? undefined, limit };
  const { body, response } = await send(path, { ...options, query, method: 'GET' });
  const envelope = parse(collectionEnvelopeSchema(itemSchema), body, response);
  return { items: envelope.results as T[], pagination: envelope.pagination };
}

/** A form of a collection's pages other than the spec's JSON: its media type, and the page's shape in it. */
export interface PageForm<F> {
  mediaType: string;
  schema: z.ZodMiniType<F>;
}

/** What `getPageOffering` read: the page in the form offered, or, from a service without it, the spec's. */
export type OfferedPage<T, F> = { form: 'offered'; page: F } | { form: 'json'; page: Page<T> };

const mediaTypeOf = (response: Response) =>
  response.headers.get('Content-Type')?.split(';')[0]!.trim().toLowerCase() ?? null;

/**
 * Reads one page of a collection, offering the service `offered` in `Accept` before the spec's JSON
 * (an assumed extension, see contract/assumed.ts). The response's `Content-Type` says which came:
 * a service that does not know the form answers the spec's JSON, read as `getPage` reads it.
 * `onPagination` is told the page's pagination once: as soon as it has arrived where the offered
 * form starts with it, else once the page is read.
 */
export async function getPageOffering<T, F extends { pagination: Pagination }>(
  path: string,
  itemSchema: z.ZodMiniType<T>,
  offered: PageForm<F>,
  {
    cursor,
    limit,
    onPagination,
    ...options
  }: PageOptions & { onPagination?: (pagination: Pagination, form: OfferedPage<T, F>['form']) => void } = {},
): Promise<OfferedPage<T, F>> {
  const query = { ...options.query, cursor: cursor ?? undefined, limit };
  const accept = `${offered.mediaType}, application/json;q=0.9`;
  let told = false;
  const tell = (pagination: Pagination, form: OfferedPage<T, F>['form']) => {
    if (told) return;
    told = true;
    onPagination?.(pagination, form);
  };
  const readText = (response: Response) =>
    onPagination && mediaTypeOf(response) === offered.mediaType
      ? readTextTellingPagination(response, (pagination) => tell(pagination, 'offered'))
      : response.text();
  const { body, response } = await send(path, { ...options, query, method: 'GET', accept, readText });
  if (mediaTypeOf(response) === offered.mediaType) {
    const page = parse(offered.schema, body, response);
    tell(page.pagination, 'offered');
    return { form: 'offered', page };
  }
  const envelope = parse(collectionEnvelopeSchema(itemSchema), body, response);
  tell(envelope.pagination, 'json');
  return { form: 'json', page: { items: envelope.results as T[], pagination: envelope.pagination } };
}

export interface WriteRequest<T> extends WriteOptions {
  /** Parses `result` of the response; without it the response body is ignored (e.g. a 204). */
  schema?: z.ZodMiniType<T>;
}

/** Sends a write; never retried here (a repeated write could apply twice or break If-Match). */
export async function write<T = undefined>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  { schema, ...options }: WriteRequest<T> = {},
): Promise<Resource<T>> {
  const { body: responseBody, response } = await send(path, { ...options, method, body });
  const etag = response.headers.get('ETag');
  if (!schema || response.status === 204) return { data: undefined as T, etag };
  const envelope = parse(singleEnvelopeSchema(schema), responseBody, response);
  return { data: envelope.result as T, etag };
}

export interface RawRequest {
  method: 'GET' | 'PUT' | 'OPTIONS';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawResponse {
  status: number;
  header: (name: string) => string | null;
  text: string;
}

/**
 * One request exactly as given, the answer as it came: no envelope parsing, no retry, and a 401
 * does not sign the user out (the service check sends a bad key on purpose). Throws when the
 * request does not get an answer (network, CORS).
 */
export async function raw(request: RawRequest): Promise<RawResponse> {
  const response = await fetch(`${API_BASE}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    credentials: 'include',
    cache: 'no-store',
  });
  const text = await response.text();
  return { status: response.status, header: (name) => response.headers.get(name), text };
}

export const http = {
  raw,
  get: getResource,
  getPage,
  post: <T = undefined>(path: string, body?: unknown, request?: WriteRequest<T>) => write('POST', path, body, request),
  put: <T = undefined>(path: string, body: unknown, request?: WriteRequest<T>) => write('PUT', path, body, request),
  delete: (path: string, request?: WriteOptions) => write('DELETE', path, undefined, request),
};
