import type { Context, Handler } from 'hono';
import type * as z from 'zod/mini';
import type { Endpoint } from '../../contract';
import { checkBody, fieldOf, targetOf, type BodyValidation } from '../validation/body-rules';
import { expectNoBody, readJsonBody } from './body';
import type { AppEnv } from './context';
import { ApiError, badRequest } from './errors';
import { ifMatchAccepts, parseIfMatch, type IfMatch } from './if-match';

type AppContext = Context<AppEnv>;

/** The body a handler receives: the output of the endpoint's `body` schema (names trimmed, ...), or nothing. */
type BodyOf<E extends Endpoint> = E extends { body: infer S extends z.ZodMiniType } ? z.output<S> : undefined;

/** The If-Match a handler receives: always one where it is required, null where optional and not sent. */
type IfMatchOf<E extends Endpoint> = E extends { ifMatch: 'required' }
  ? IfMatch
  : E extends { ifMatch: 'optional' }
    ? IfMatch | null
    : undefined;

/** What the router checked, from the endpoint's entry in contract/endpoints.ts, before the handler runs. */
export interface CheckedInput<E extends Endpoint, Resource = undefined> {
  body: BodyOf<E>;
  ifMatch: IfMatchOf<E>;
  /** The resource the path names, as its `Versioned` found it (endpoints with If-Match). */
  resource: Resource;
}

export type EndpointHandler<E extends Endpoint, Resource = undefined> = (
  c: AppContext,
  input: CheckedInput<E, Resource>,
) => Response | Promise<Response>;

/** The resource an endpoint with If-Match names, and its current version. */
export interface Versioned<Resource> {
  /** What the resource is called in the 428 message ("segment"). */
  name: string;
  /** The resource, found before If-Match is read; throws when there is none or the caller may not change it. */
  current(c: AppContext): Resource;
  /** Its current strong ETag (the opaque part). */
  etagOf(resource: Resource): string;
  /** The 412 for an If-Match that names another version. */
  stale(): ApiError;
}

/** The first error of each field of a body that breaks the endpoint's rules (`bodyAt` at `now`, else `body`). */
export function checkEndpointBody<E extends Endpoint>(
  endpoint: E,
  body: unknown,
  now = new Date(),
): BodyValidation<BodyOf<E>> {
  const schema = endpoint.bodyAt?.(now) ?? endpoint.body;
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} takes no body`);
  const shape = (schema as { shape?: object }).shape;
  return checkBody<z.ZodMiniType<BodyOf<E>>>(
    schema as z.ZodMiniType<BodyOf<E>>,
    body,
    endpoint.invalidBody?.errorCode ?? 'validation_error',
    shape ? Object.keys(shape) : [],
    endpoint.invalidBody?.target === 'field' ? fieldOf : targetOf,
  );
}

const malformedIfMatch = () => badRequest('invalid_if_match', 'If-Match must be "*" or a list of quoted ETags.');

/**
 * The endpoint's handler behind the checks its contract entry declares, in this order (after
 * authentication and the permission): the resource its path names, If-Match (428 when required
 * and missing, 400 invalid_if_match when malformed, 412 when it names another version), then the
 * body (400 with each field's error, or any body at all where the endpoint takes none). The
 * handler receives the parsed body and If-Match and checks neither again.
 */
export function checkedHandler<E extends Endpoint, Resource>(
  endpoint: E,
  handle: EndpointHandler<E, Resource>,
  versioned: Versioned<Resource> | undefined,
  now: () => Date,
): Handler<AppEnv> {
  if (endpoint.ifMatch && !versioned) throw new Error(`${endpoint.method} ${endpoint.path}: If-Match needs a version`);
  return async (c) => {
    const resource = versioned?.current(c) as Resource;
    let ifMatch: IfMatch | null = null;
    if (endpoint.ifMatch && versioned) {
      const header = c.req.header('if-match');
      if (header === undefined && endpoint.ifMatch === 'required') {
        throw new ApiError(
          428,
          'precondition_required',
          `Send If-Match with the ETag of the ${versioned.name} you edited.`,
        );
      }
      if (header !== undefined) {
        ifMatch = parseIfMatch(header);
        if (!ifMatch) throw malformedIfMatch();
        if (!ifMatchAccepts(ifMatch, versioned.etagOf(resource))) throw versioned.stale();
      }
    }
    let body: unknown;
    if (endpoint.body) {
      const checked = checkEndpointBody(endpoint, await readJsonBody(c), now());
      if (!checked.ok) throw ApiError.many(400, checked.errors);
      body = checked.value;
    } else if (endpoint.method !== 'GET') {
      await expectNoBody(c);
    }
    const input = { body, ifMatch: endpoint.ifMatch ? ifMatch : undefined, resource };
    return handle(c, input as CheckedInput<E, Resource>);
  };
}
