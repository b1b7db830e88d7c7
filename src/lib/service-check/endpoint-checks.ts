import type * as z from 'zod/mini';
import { endpointPath, endpoints, type Endpoint, type Segment, type SegmentSummary } from '../../../contract';
import { describeStatus, Failure, groupOf, isAbsent, label, pass, type CheckRun } from './check-run';
import { rowMessages as m } from './messages';

/** What the endpoint checks read that the If-Match and cross-origin checks go on from. */
export interface EndpointFindings {
  /** The first segment of the list, if any. */
  firstSegment: SegmentSummary | undefined;
  /** That segment as read, with its ETag; null when it was not read. */
  segment: { data: Segment; etag: string | null } | null;
}

/** Every endpoint the console reads, read whole and checked against the contract. */
export async function checkEndpoints(run: CheckRun): Promise<EndpointFindings> {
  const { options, say } = run;

  async function list<T>(
    endpoint: Endpoint & { response: { kind: 'collection'; limit: { max: number } } },
    item: z.ZodMiniType<T>,
  ) {
    if (run.skipUnpermitted(endpoint)) return null;
    return run.check(endpoint, label(endpoint), async () => {
      const { items, reason } = await run.readAll(endpoint, endpoint.path, item, endpoint.response.limit.max);
      return { reason, value: items };
    });
  }

  /** An endpoint the console does without (`optional`): absent, it is a warning; present, it is read as any list. */
  async function optionalList<T>(
    endpoint: Endpoint & { response: { kind: 'collection'; limit: { max: number } } },
    item: z.ZodMiniType<T>,
  ) {
    if (run.permitted(endpoint)) {
      const probe = await run.send({ method: 'GET', path: `${endpoint.path}?limit=1` }).catch(() => null);
      if (probe && isAbsent(probe)) {
        run.add({
          group: groupOf(endpoint),
          name: label(endpoint),
          status: 'warn',
          reason: say(m.absentOptional, { status: describeStatus(probe), consoleUse: endpoint.consoleUse }),
        });
        return;
      }
    }
    await list(endpoint, item);
  }

  /** A read of one resource whose id comes from a list the check read before. */
  async function readOne<T>(
    endpoint: Endpoint,
    schema: z.ZodMiniType<T>,
    params: Record<string, string | number> | null,
    /** The skipped row's reason when there is nothing to read. */
    missing: string,
  ) {
    if (run.skipUnpermitted(endpoint)) return null;
    if (params === null) {
      run.add({ group: groupOf(endpoint), name: label(endpoint), status: 'skip', reason: missing });
      return null;
    }
    return run.check(endpoint, label(endpoint), async () => {
      const { data, response } = await run.readSingle(endpoint, endpointPath(endpoint, params), schema);
      return {
        reason: say(m.valid, { ids: Object.values(params).join(', ') }),
        value: { data, etag: response.header('ETag') },
      };
    });
  }

  const providers = await run.check(endpoints.authProviders, label(endpoints.authProviders), async () => {
    const { items, reason } = await run.readAll(
      endpoints.authProviders,
      endpoints.authProviders.path,
      endpoints.authProviders.response.item,
      endpoints.authProviders.response.limit.max,
    );
    if (items.length === 0) throw new Failure(say(m.noProvider));
    return { reason: `${reason} (${items.map((provider) => provider.name).join(', ')})`, value: items };
  });

  if (options.authMethod === 'session') {
    for (const endpoint of [endpoints.login, endpoints.callback]) {
      run.add(pass(groupOf(endpoint), label(endpoint), say(m.signedInThrough)));
    }
  } else if (providers && providers[0]) {
    const provider = providers[0].id;
    await run.check(endpoints.login, label(endpoints.login), async () => {
      const response = await run.send({
        method: 'GET',
        path: `${endpointPath(endpoints.login, { provider })}?returnTo=%2F`,
      });
      if (response.status < 300 || response.status >= 400) {
        run.expectStatus(endpoints.login, response, 302);
      }
      return { reason: say(m.redirected, { status: String(response.status), provider }), value: null };
    });
    await run.check(endpoints.callback, label(endpoints.callback), async () => {
      const response = await run.send({ method: 'GET', path: endpoints.callback.path });
      if (isAbsent(response)) run.expectStatus(endpoints.callback, response, 302);
      return { reason: say(m.callbackPresent, { status: String(response.status) }), value: null };
    });
  } else {
    for (const endpoint of [endpoints.login, endpoints.callback]) {
      run.add({
        group: groupOf(endpoint),
        name: label(endpoint),
        status: 'skip',
        reason: say(m.noProviderSkip),
      });
    }
  }

  await list(endpoints.members, endpoints.members.response.item);
  const segments = await list(endpoints.listSegments, endpoints.listSegments.response.item);
  await list(endpoints.workers, endpoints.workers.response.item);
  await list(endpoints.orgChart, endpoints.orgChart.response.item);
  await list(endpoints.licenseCosts, endpoints.licenseCosts.response.item);
  const scripts = await list(endpoints.listScripts, endpoints.listScripts.response.item);
  await list(endpoints.secrets, endpoints.secrets.response.item);
  const policies = await list(endpoints.policies, endpoints.policies.response.item);
  await list(endpoints.apiKeys, endpoints.apiKeys.response.item);
  await optionalList(endpoints.auditEvents, endpoints.auditEvents.response.item);

  const firstSegment = segments?.[0];
  const segment = await readOne(
    endpoints.getSegment,
    endpoints.getSegment.response.schema,
    firstSegment ? { id: firstSegment.id } : null,
    segments ? say(m.noSegment) : say(m.listFailed, { request: label(endpoints.listSegments) }),
  );
  const firstScript = scripts?.[0];
  await readOne(
    endpoints.getScript,
    endpoints.getScript.response.schema,
    firstScript ? { id: firstScript.id } : null,
    scripts ? say(m.noScript) : say(m.listFailed, { request: label(endpoints.listScripts) }),
  );
  const firstPolicy = policies?.[0];
  const policyMissing = policies ? say(m.noPolicy) : say(m.listFailed, { request: label(endpoints.policies) });
  await readOne(
    endpoints.policy,
    endpoints.policy.response.schema,
    firstPolicy ? { id: firstPolicy.id } : null,
    policyMissing,
  );
  let revisions: { number: number }[] | null = null;
  if (!run.skipUnpermitted(endpoints.policyRevisions)) {
    if (!firstPolicy) {
      run.add({
        group: groupOf(endpoints.policyRevisions),
        name: label(endpoints.policyRevisions),
        status: 'skip',
        reason: policyMissing,
      });
    } else {
      revisions = await run.check(endpoints.policyRevisions, label(endpoints.policyRevisions), async () => {
        const { items, reason } = await run.readAll(
          endpoints.policyRevisions,
          endpointPath(endpoints.policyRevisions, { id: firstPolicy.id }),
          endpoints.policyRevisions.response.item,
          endpoints.policyRevisions.response.limit.max,
        );
        return { reason, value: items };
      });
    }
  }
  const firstRevision = revisions?.[0];
  await readOne(
    endpoints.policyRevision,
    endpoints.policyRevision.response.schema,
    firstPolicy && firstRevision ? { id: firstPolicy.id, number: firstRevision.number } : null,
    firstPolicy ? say(m.noRevision) : policyMissing,
  );

  const openApi = await run.send({ method: 'GET', path: endpoints.openApi.path }).catch(() => null);
  run.add(
    openApi && openApi.status === 200
      ? pass('Assumed endpoints', label(endpoints.openApi), say(m.openApiServed))
      : {
          group: 'Assumed endpoints',
          name: label(endpoints.openApi),
          status: 'warn',
          reason: say(m.openApiNotServed, { status: openApi ? describeStatus(openApi) : say(m.unreachableShort) }),
        },
  );

  return { firstSegment, segment };
}
