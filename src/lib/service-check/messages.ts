// The descriptors alone (not `../i18n`, which loads the catalogues): the doctor runs this in Node.
import { defineMessages, type MessageDescriptor } from '../i18n/messages';

/**
 * Writes a message: on the console's page, its `t` (the user's language); in the doctor, the English
 * text of the code (`sayInEnglish`). Values are data and technical tokens (requests, status codes,
 * header and field names, error codes), never words to translate.
 */
export type Say = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

/** The words of the service check's rows: what was checked, and why it passed or failed. */
export const rowMessages = defineMessages({
  unreachable: {
    id: 'service-check.rows.unreachable',
    defaultMessage: 'unreachable: {error}',
    description: 'A request got no answer; error: what the browser or Node said (in English)',
  },
  unreachableShort: {
    id: 'service-check.rows.unreachableShort',
    defaultMessage: 'unreachable',
    description: 'The service did not answer at all; inside “not served (…)”',
  },
  absent: {
    id: 'service-check.rows.absent',
    defaultMessage: 'absent ({status}): {consoleUse}',
    description:
      'The service has no such endpoint. status: e.g. “HTTP 404 not_found”; consoleUse: what the console uses it for (in English)',
  },
  absentAssumed: {
    id: 'service-check.rows.absentAssumed',
    defaultMessage: 'absent ({status}); the console loses: {consoleUse}',
    description: 'status: e.g. “HTTP 404 not_found”; consoleUse: what the console uses the endpoint for (in English)',
  },
  absentOptional: {
    id: 'service-check.rows.absentOptional',
    defaultMessage: 'absent ({status}); optional: the console says the service has none. {consoleUse}',
    description:
      'An endpoint the console does without. status: e.g. “HTTP 404 not_found”; consoleUse: what the console uses it for (in English)',
  },
  unexpectedStatus: {
    id: 'service-check.rows.unexpectedStatus',
    defaultMessage: '{status}, expected {expected}',
    description:
      'status: the answer, e.g. “HTTP 500 internal_error”; expected: e.g. “200” or “412 precondition_failed”',
  },
  noContractMatch: {
    id: 'service-check.rows.noContractMatch',
    defaultMessage: 'does not match the contract',
    description: 'An answer is not what the API contract says, with no detail',
  },
  notSingleEnvelope: {
    id: 'service-check.rows.notSingleEnvelope',
    defaultMessage: 'not a single-resource envelope ({issue})',
    description: 'issue: the first problem found, e.g. “result: Invalid input” (in English)',
  },
  resultMismatch: {
    id: 'service-check.rows.resultMismatch',
    defaultMessage: 'result does not match the contract: {issue}',
    description: '“result” is the answer’s field name; issue: the first problem found (in English)',
  },
  notCollectionEnvelope: {
    id: 'service-check.rows.notCollectionEnvelope',
    defaultMessage: 'not a collection envelope{page, plural, =1 {} other { (page #)}}: {issue}',
    description: 'page: which page of the list (the first is not named); issue: the first problem found (in English)',
  },
  itemMismatch: {
    id: 'service-check.rows.itemMismatch',
    defaultMessage: 'item {item}{page, plural, =1 {} other { (page #)}} does not match the contract: {issue}',
    description:
      'item: its place in the list; page: which page (the first is not named); issue: the first problem found (in English)',
  },
  limitExceeded: {
    id: 'service-check.rows.limitExceeded',
    defaultMessage: '{field} {limit} exceeds the {asked} asked for',
    description: 'field: “pagination.limit”; limit: the page size the service answered; asked: the page size asked for',
  },
  nullCursor: {
    id: 'service-check.rows.nullCursor',
    defaultMessage: '{hasMore} is true but {nextCursor} is null{page, plural, =1 {} other { (page #)}}',
    description: 'hasMore, nextCursor: field names; page: which page (the first is not named)',
  },
  cursorRepeated: {
    id: 'service-check.rows.cursorRepeated',
    defaultMessage: '{nextCursor} {cursor} came back twice: the pages never end',
    description: 'nextCursor: the field name; cursor: its value',
  },
  emptyPage: {
    id: 'service-check.rows.emptyPage',
    defaultMessage: 'an empty page{page, plural, =1 {} other { (page #)}} says {hasMore}',
    description: 'hasMore: the field name (it says there are more pages); page: which page (the first is not named)',
  },
  totalMismatch: {
    id: 'service-check.rows.totalMismatch',
    defaultMessage: 'read {items, plural, one {# item} other {# items}} but {field} says {total, number}',
    description: 'field: “pagination.total”',
  },
  allRead: {
    id: 'service-check.rows.allRead',
    defaultMessage:
      '{items, plural, one {# item} other {# items}} in {pages, plural, one {# page} other {# pages}}, each valid; {nextCursor} passed back unchanged',
    description: 'A list read to its end. nextCursor: the field name',
  },
  capped: {
    id: 'service-check.rows.capped',
    defaultMessage:
      '{items, plural, one {# item} other {# items}} of {total, number} read in {pages, plural, one {# page} other {# pages}}, each valid; {nextCursor} passed back unchanged; stopped at the cap of {cap, plural, one {# page} other {# pages}}',
    description: 'A long list read up to the most pages the check reads. nextCursor: the field name',
  },
  notSignedIn: { id: 'service-check.rows.notSignedIn', defaultMessage: 'not checked: not signed in' },
  keyLacks: {
    id: 'service-check.rows.keyLacks',
    defaultMessage: 'not checked: the API key lacks {permission}; use a key with every scope',
    description: 'permission: e.g. “secrets:read”',
  },
  roleLacks: {
    id: 'service-check.rows.roleLacks',
    defaultMessage: 'not checked: your role lacks {permission}',
    description: 'permission: e.g. “secrets:read”',
  },
  needs: {
    id: 'service-check.rows.needs',
    defaultMessage: 'not checked: needs {permission}',
    description: 'permission: e.g. “segments:write”',
  },
  noSegment: { id: 'service-check.rows.noSegment', defaultMessage: 'not checked: the workspace has no segment' },
  noScript: { id: 'service-check.rows.noScript', defaultMessage: 'not checked: the workspace has no script' },
  noPolicy: { id: 'service-check.rows.noPolicy', defaultMessage: 'not checked: the workspace has no policy' },
  noRevision: { id: 'service-check.rows.noRevision', defaultMessage: 'not checked: no revision to read' },
  listFailed: {
    id: 'service-check.rows.listFailed',
    defaultMessage: 'not checked: {request} failed',
    description: 'request: the list it needed, e.g. “GET /segments”',
  },
  valid: {
    id: 'service-check.rows.valid',
    defaultMessage: '{ids}: valid',
    description: 'ids: the ids of the resource read, e.g. “seg_1” or “pol_1, 3”',
  },
  noProvider: {
    id: 'service-check.rows.noProvider',
    defaultMessage: 'no sign-in provider: nobody can sign in from the console',
  },
  noProviderSkip: { id: 'service-check.rows.noProviderSkip', defaultMessage: 'not checked: no sign-in provider' },
  signedInThrough: {
    id: 'service-check.rows.signedInThrough',
    defaultMessage: 'you signed in through it (this check runs with that session)',
  },
  redirected: {
    id: 'service-check.rows.redirected',
    defaultMessage: '{status} to the {provider} provider',
    description: 'The sign-in redirects. status: e.g. “302”; provider: the sign-in provider’s id',
  },
  callbackPresent: {
    id: 'service-check.rows.callbackPresent',
    defaultMessage: 'present (HTTP {status} without a code, as expected)',
    description: 'The sign-in callback answers; status: e.g. “400”',
  },
  openApiServed: { id: 'service-check.rows.openApiServed', defaultMessage: 'served (not needed by the console)' },
  openApiNotServed: {
    id: 'service-check.rows.openApiNotServed',
    defaultMessage: 'not served ({status}); the console does not need it, tools that read OpenAPI do',
    description: 'status: e.g. “HTTP 404 not_found”, or “unreachable”',
  },
  etagOn: {
    id: 'service-check.rows.etagOn',
    defaultMessage: 'ETag on {request}',
    description: 'A check’s name. ETag: the HTTP header; request: e.g. “GET /segments/{id}”',
  },
  withoutIfMatch: {
    id: 'service-check.rows.withoutIfMatch',
    defaultMessage: '{request} without If-Match → {status}',
    description:
      'A check’s name: a save sent without the If-Match header must get the status. request: e.g. “PUT /segments/{id}”',
  },
  malformedIfMatch: {
    id: 'service-check.rows.malformedIfMatch',
    defaultMessage: '{request} with a malformed If-Match → {status}',
    description: 'A check’s name. request: e.g. “PUT /segments/{id}”',
  },
  staleIfMatch: {
    id: 'service-check.rows.staleIfMatch',
    defaultMessage: '{request} with a stale If-Match → {status}',
    description: 'A check’s name: an If-Match with an old version. request: e.g. “PUT /segments/{id}”',
  },
  noSegmentRead: {
    id: 'service-check.rows.noSegmentRead',
    defaultMessage: 'not checked: no segment was read',
  },
  noEtag: {
    id: 'service-check.rows.noEtag',
    defaultMessage: 'no {etag} header: the console cannot save any segment',
    description: 'etag: the HTTP header’s name',
  },
  weakEtag: {
    id: 'service-check.rows.weakEtag',
    defaultMessage: '{etag} is not a strong ETag ("…", without W/)',
    description: 'etag: the value the service sent',
  },
  strongEtag: {
    id: 'service-check.rows.strongEtag',
    defaultMessage: 'strong ETag {etag}',
    description: 'etag: the value the service sent',
  },
  writeAccepted: {
    id: 'service-check.rows.writeAccepted',
    defaultMessage: 'HTTP {status}: the service accepted the write (unchanged content was sent)',
  },
  randomId: {
    id: 'service-check.rows.randomId',
    defaultMessage: 'no segment to try on: a random id got {code}, which proves nothing about If-Match',
    description: 'code: the error code “segment_not_found”',
  },
  noEnvelope: {
    id: 'service-check.rows.noEnvelope',
    defaultMessage: '{status} without the error envelope',
    description: 'status: e.g. “412”',
  },
  noEnvelopeIssue: {
    id: 'service-check.rows.noEnvelopeIssue',
    defaultMessage: '{status} without the error envelope: {issue}',
    description: 'status: e.g. “401”; issue: the first problem found (in English)',
  },
  refused: {
    id: 'service-check.rows.refused',
    defaultMessage: '{status} {code} with the error envelope',
    description: 'status: e.g. “401”; code: the error code',
  },
  badKey: {
    id: 'service-check.rows.badKey',
    defaultMessage: 'A bad API key is refused',
    description: 'A check’s name',
  },
  noCredentials: {
    id: 'service-check.rows.noCredentials',
    defaultMessage: 'no credentials: pass {apiKey} (a key with every scope checks every endpoint) or {cookie}',
    description: 'apiKey, cookie: the command line’s options, as typed',
  },
  whoAmI: {
    id: 'service-check.rows.whoAmI',
    defaultMessage:
      '{name} ({role}) by {method, select, api_key {API key} other {session}}; permissions: {permissions}',
    description:
      'Who the check runs as. name: the user’s name; role: e.g. “admin”; method: how they signed in; permissions: a list, e.g. “segments:read, workers:read”',
  },
  noPermissions: {
    id: 'service-check.rows.noPermissions',
    defaultMessage: 'none',
    description: 'In “permissions: …”, when there are none',
  },
  signedInBy: {
    id: 'service-check.rows.signedInBy',
    defaultMessage: 'signed in by {method}, expected {expected}',
    description: 'method, expected: “api_key” or “session”',
  },
  corsAndCookies: {
    id: 'service-check.rows.corsAndCookies',
    defaultMessage: 'CORS and cookies',
    description: 'A check’s name',
  },
  corsPreflight: {
    id: 'service-check.rows.corsPreflight',
    defaultMessage: 'CORS preflight for a save',
    description: 'A check’s name: the browser’s OPTIONS request before a save from another origin',
  },
  corsRead: { id: 'service-check.rows.corsRead', defaultMessage: 'CORS on a read', description: 'A check’s name' },
  sessionCookie: {
    id: 'service-check.rows.sessionCookie',
    defaultMessage: 'Session cookie from the console’s origin',
    description: 'A check’s name',
  },
  sameOrigin: {
    id: 'service-check.rows.sameOrigin',
    defaultMessage: 'not needed: the console and the API share an origin',
  },
  cookieReaches: {
    id: 'service-check.rows.cookieReaches',
    defaultMessage: 'the session cookie reaches the API from {origin}',
    description: 'origin: the console’s address',
  },
  cookieMissing: {
    id: 'service-check.rows.cookieMissing',
    defaultMessage: 'the session did not reach the API from {origin}',
    description: 'origin: the console’s address',
  },
  notAllowed: {
    id: 'service-check.rows.notAllowed',
    defaultMessage: '{name} not allowed',
    description: 'name: a method or header the preflight must allow, e.g. “PUT”, “If-Match”',
  },
  preflightPasses: {
    id: 'service-check.rows.preflightPasses',
    defaultMessage: '{origin} may {method} with {header} and credentials',
    description: 'origin: the console’s address; method: “PUT”; header: “If-Match”',
  },
  etagNotExposed: {
    id: 'service-check.rows.etagNotExposed',
    defaultMessage: '{etag} not in {exposeHeaders}: the console cannot save',
    description: 'etag: “ETag”; exposeHeaders: the header “Access-Control-Expose-Headers”',
  },
  readPasses: {
    id: 'service-check.rows.readPasses',
    defaultMessage: '{origin} may read with credentials',
    description: 'origin: the console’s address',
  },
  cookieFromCommandLine: {
    id: 'service-check.rows.cookieFromCommandLine',
    defaultMessage:
      'not visible from the command line: sign in on {origin} and open Settings → Service check, which checks it with your session (it needs {attributes})',
    description: 'origin: the console’s address; attributes: the cookie’s attributes “SameSite=None; Secure”',
  },
  allowOriginWrong: {
    id: 'service-check.rows.allowOriginWrong',
    defaultMessage: '{header} is {value}, not {origin}',
    description: 'header: “Access-Control-Allow-Origin”; value: what the service sent; origin: the console’s address',
  },
  allowOriginMissing: {
    id: 'service-check.rows.allowOriginMissing',
    defaultMessage: '{header} is missing, not {origin}',
    description: 'header: “Access-Control-Allow-Origin”; origin: the console’s address',
  },
  credentialsNotAllowed: {
    id: 'service-check.rows.credentialsNotAllowed',
    defaultMessage: '{header} is not true: the cookie is not sent',
    description: 'header: “Access-Control-Allow-Credentials”',
  },
  notProbed: {
    id: 'service-check.rows.notProbed',
    defaultMessage: '{request}: a write, never sent by the check ({consoleUse})',
    description: 'request: e.g. “POST /scripts”; consoleUse: what the console uses it for (in English)',
  },
});
