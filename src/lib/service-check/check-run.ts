import * as z from 'zod/mini';
import {
  collectionEnvelopeSchema,
  errorEnvelopeSchema,
  singleEnvelopeSchema,
  type Cursor,
  type Endpoint,
  type Permission,
  type Session,
} from '../../../contract';
// The error module alone: the doctor (scripts/doctor.ts) runs this in Node, without the HTTP client.
import { answersEndpointAbsent } from '../http/api-error';
import {
  parseJson,
  type CheckGroup,
  type CheckRow,
  type ProbeRequest,
  type ProbeResponse,
  type Transport,
} from './probe';
import { rowMessages as m, type Say } from './messages';

export interface ServiceCheckOptions {
  transport: Transport;
  /** How the checks authenticate: an API key (sent by the transport), the browser's session, or nothing. */
  authMethod: 'api_key' | 'session' | 'none';
  /** When the console is served from another origin than the API (VITE_API_BASE). */
  crossOrigin?: { consoleOrigin: string } | null;
  /** Writes the rows' words: the page's `t` (the user's language), or `sayInEnglish` (the doctor). */
  say: Say;
  /** Run by the doctor, not the console's page: a session is a cookie it sends itself, not the browser's. */
  commandLine?: boolean;
  /** Pages read at most per list; a longer list is checked that far, and its row says so. */
  maxPages?: number;
  /** Called as each row is known, for progress. */
  onRow?: (row: CheckRow) => void;
}

/** A check's failure: its message is the row's reason. */
export class Failure extends Error {}

/** An answer that says "no such endpoint here", by the console's one rule (`answersEndpointAbsent`). */
export function isAbsent(response: ProbeResponse): boolean {
  const envelope = errorEnvelopeSchema.safeParse(parseJson(response.text));
  return answersEndpointAbsent(response.status, envelope.success ? envelope.data.errors[0]?.errorCode : undefined);
}

/** The first problem zod found, e.g. `result.name: Invalid input` (zod's words, in English). */
export const firstIssue = (say: Say, error: z.core.$ZodError, prefix = '') => {
  const issue = error.issues[0];
  if (!issue) return say(m.noContractMatch);
  const at = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
  return `${at ? `${at}: ` : ''}${issue.message}`;
};

export const describeStatus = (response: ProbeResponse) => {
  const envelope = errorEnvelopeSchema.safeParse(parseJson(response.text));
  const code = envelope.success ? ` ${envelope.data.errors[0]!.errorCode}` : '';
  return `HTTP ${response.status}${code}`;
};

export const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
export const groupOf = (endpoint: Endpoint): CheckGroup =>
  endpoint.assumed ? 'Assumed endpoints' : 'Specified endpoints';

export function pass(group: CheckGroup, name: string, reason: string): CheckRow {
  return { group, name, status: 'pass', reason };
}

export function fail(group: CheckGroup, name: string, reason: string): CheckRow {
  return { group, name, status: 'fail', reason };
}

/** At the largest page size, 100 pages is 500,000 workers of the org chart or 20,000 segments. */
const DEFAULT_MAX_PAGES = 100;

/**
 * One run of the service check: its options, the rows found so far, who it is signed in as, and the
 * ways every check group sends requests and reads answers against the contract.
 */
export class CheckRun {
  readonly rows: CheckRow[] = [];
  /** Who the run is signed in as, once the authentication checks have read `/me`. */
  session: Session | null = null;
  private readonly maxPages: number;

  /** Writes a row's words (`options.say`). */
  readonly say: Say;

  constructor(readonly options: ServiceCheckOptions) {
    this.maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
    this.say = options.say;
  }

  add(row: CheckRow): void {
    this.rows.push(row);
    this.options.onRow?.(row);
  }

  async send(request: ProbeRequest): Promise<ProbeResponse> {
    try {
      return await this.options.transport(request);
    } catch (error) {
      throw new Failure(this.say(m.unreachable, { error: error instanceof Error ? error.message : String(error) }));
    }
  }

  /** Runs one endpoint's check and records its row; returns what it read, or null. */
  async check<T>(
    endpoint: Endpoint,
    name: string,
    run: () => Promise<{ reason: string; value: T }>,
    group: CheckGroup = groupOf(endpoint),
  ): Promise<T | null> {
    try {
      const { reason, value } = await run();
      this.add({ group, name, status: 'pass', reason });
      return value;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.add({ group, name, status: 'fail', reason });
      return null;
    }
  }

  expectStatus(endpoint: Endpoint, response: ProbeResponse, expected: number): void {
    if (response.status === expected) return;
    if (isAbsent(response)) {
      throw new Failure(
        this.say(endpoint.assumed ? m.absentAssumed : m.absent, {
          status: describeStatus(response),
          consoleUse: endpoint.consoleUse,
        }),
      );
    }
    throw new Failure(this.say(m.unexpectedStatus, { status: describeStatus(response), expected: String(expected) }));
  }

  async readSingle<T>(endpoint: Endpoint, path: string, schema: z.ZodMiniType<T>) {
    const response = await this.send({ method: 'GET', path });
    this.expectStatus(endpoint, response, 200);
    const envelope = singleEnvelopeSchema(z.unknown()).safeParse(parseJson(response.text));
    const { say } = this;
    if (!envelope.success) throw new Failure(say(m.notSingleEnvelope, { issue: firstIssue(say, envelope.error) }));
    const result = schema.safeParse(envelope.data.result);
    if (!result.success) throw new Failure(say(m.resultMismatch, { issue: firstIssue(say, result.error, 'result') }));
    return { data: result.data, response };
  }

  /** Reads every page, passing `nextCursor` back unchanged, checking each envelope and item. */
  async readAll<T>(endpoint: Endpoint, path: string, item: z.ZodMiniType<T>, limit: number) {
    const { maxPages, say } = this;
    const items: T[] = [];
    const seen = new Set<string>();
    let cursor: Cursor | null = null;
    let pages = 0;
    let total: number;
    for (;;) {
      const query = new URLSearchParams({ limit: String(limit) });
      if (cursor !== null) query.set('cursor', String(cursor));
      const response = await this.send({ method: 'GET', path: `${path}?${query.toString()}` });
      const page = pages + 1;
      this.expectStatus(endpoint, response, 200);
      const envelope = collectionEnvelopeSchema(z.unknown()).safeParse(parseJson(response.text));
      if (!envelope.success)
        throw new Failure(say(m.notCollectionEnvelope, { page, issue: firstIssue(say, envelope.error) }));
      const { results, pagination } = envelope.data;
      for (const [index, value] of results.entries()) {
        const parsed = item.safeParse(value);
        if (!parsed.success)
          throw new Failure(
            say(m.itemMismatch, {
              item: items.length + 1,
              page,
              issue: firstIssue(say, parsed.error, `results.${index}`),
            }),
          );
        items.push(parsed.data);
      }
      pages += 1;
      total = pagination.total;
      if (pagination.limit > limit)
        throw new Failure(
          say(m.limitExceeded, { field: 'pagination.limit', limit: String(pagination.limit), asked: String(limit) }),
        );
      if (!pagination.hasMore) break;
      if (pagination.nextCursor === null)
        throw new Failure(say(m.nullCursor, { hasMore: 'hasMore', nextCursor: 'nextCursor', page }));
      if (pages >= maxPages) {
        const reason = say(m.capped, {
          items: items.length,
          total,
          pages,
          nextCursor: 'nextCursor',
          cap: maxPages,
        });
        return { items, reason };
      }
      const key = JSON.stringify(pagination.nextCursor);
      if (seen.has(key)) throw new Failure(say(m.cursorRepeated, { nextCursor: 'nextCursor', cursor: key }));
      if (results.length === 0) throw new Failure(say(m.emptyPage, { page, hasMore: 'hasMore' }));
      seen.add(key);
      cursor = pagination.nextCursor;
    }
    if (items.length !== total)
      throw new Failure(say(m.totalMismatch, { items: items.length, field: 'pagination.total', total }));
    const reason = say(m.allRead, { items: items.length, pages, nextCursor: 'nextCursor' });
    return { items, reason };
  }

  /** Whether the signed-in caller may use `endpoint`. */
  permitted(endpoint: Endpoint): boolean {
    const { session } = this;
    return (
      endpoint.access === 'public' ||
      (session !== null &&
        (endpoint.access === 'signed_in' || session.permissions.includes(endpoint.access as Permission)))
    );
  }

  /** Records a skipped row when the caller may not use `endpoint`; true when it did. */
  skipUnpermitted(endpoint: Endpoint, name = label(endpoint)): boolean {
    if (this.permitted(endpoint)) return false;
    const lacks = this.options.authMethod === 'api_key' ? m.keyLacks : m.roleLacks;
    this.add({
      group: groupOf(endpoint),
      name,
      status: 'skip',
      reason: this.session === null ? this.say(m.notSignedIn) : this.say(lacks, { permission: endpoint.access }),
    });
    return true;
  }
}
