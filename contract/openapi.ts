/**
 * The API as an OpenAPI 3.1 document, generated from the endpoint list and its zod schemas (zod's
 * own JSON Schema output, draft 2020-12, which OpenAPI 3.1 uses). Served by the reference API at
 * `/api/openapi.json`, written beside the build, and kept as `contract/openapi.json` (a test
 * compares them; `npm run openapi` rewrites the file).
 */
import * as z from 'zod/mini';
import { permissions } from './access';
import {
  apiKeyCreateSchema,
  apiKeySchema,
  apiKeyWithSecretSchema,
  auditEventSchema,
  authProviderSchema,
  memberSchema,
  policyRevisionSummarySchema,
  policySummarySchema,
  scriptSchema,
  scriptSummarySchema,
  secretSummarySchema,
  segmentSchema,
  segmentSummarySchema,
  sessionSchema,
  workerSummarySchema,
} from './assumed';
import { endpoints, type Endpoint } from './endpoints';
import { paginationSchema } from './envelopes';
import { apiErrorObjectSchema } from './errors';
import { licenseCostPointSchema } from './licenses';
import { policyRevisionSchema } from './policies';
import { scriptCreatedSchema, scriptCreateSchema } from './scripts';
import { revealedSecretSchema } from './secrets';
import { segmentWriteSchema } from './segment-write';
import { orgChartWorkerSchema } from './workers';

type JsonObject = Record<string, unknown>;

/** Named schemas (components): responses are described as the client reads them, bodies as sent. */
const named: [name: string, schema: z.ZodMiniType, io: 'input' | 'output'][] = [
  ['ErrorObject', apiErrorObjectSchema, 'output'],
  ['Pagination', paginationSchema, 'output'],
  ['UpdateSegmentRequest', segmentWriteSchema, 'input'],
  ['CreateScriptRequest', scriptCreateSchema, 'input'],
  ['CreateApiKeyRequest', apiKeyCreateSchema, 'input'],
  ['Segment', segmentSchema, 'output'],
  ['SegmentSummary', segmentSummarySchema, 'output'],
  ['ScriptCreated', scriptCreatedSchema, 'output'],
  ['Script', scriptSchema, 'output'],
  ['ScriptSummary', scriptSummarySchema, 'output'],
  ['OrgChartWorker', orgChartWorkerSchema, 'output'],
  ['WorkerSummary', workerSummarySchema, 'output'],
  ['LicenseCostPoint', licenseCostPointSchema, 'output'],
  ['RevealedSecret', revealedSecretSchema, 'output'],
  ['SecretSummary', secretSummarySchema, 'output'],
  ['PolicyRevision', policyRevisionSchema, 'output'],
  ['PolicyRevisionSummary', policyRevisionSummarySchema, 'output'],
  ['PolicySummary', policySummarySchema, 'output'],
  ['AuthProvider', authProviderSchema, 'output'],
  ['Session', sessionSchema, 'output'],
  ['Member', memberSchema, 'output'],
  ['ApiKey', apiKeySchema, 'output'],
  ['ApiKeyWithSecret', apiKeyWithSecretSchema, 'output'],
  ['AuditEvent', auditEventSchema, 'output'],
];

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonObject {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest;
}

const ref = (schema: z.ZodMiniType): JsonObject => {
  const entry = named.find(([, candidate]) => candidate === schema);
  if (!entry) throw new Error('A schema used by an endpoint has no name in contract/openapi.ts');
  return { $ref: `#/components/schemas/${entry[0]}` };
};

const json = (schema: JsonObject) => ({ 'application/json': { schema } });
const errorEnvelope = { $ref: '#/components/schemas/ErrorEnvelope' };
const errorResponse = (description: string) => ({ description, content: json(errorEnvelope) });
const etagHeader = {
  ETag: { description: 'Strong ETag of the current version; send it back as If-Match.', schema: { type: 'string' } },
};

function successResponse(endpoint: Endpoint): [string, JsonObject] {
  const headers = endpoint.etag ? { headers: etagHeader } : {};
  const response = endpoint.response;
  switch (response.kind) {
    case 'single':
      return [
        String(response.status),
        {
          description: 'Single-resource envelope.',
          ...headers,
          content: json({
            type: 'object',
            properties: { result: ref(response.schema), errors: { type: 'array', items: ref(apiErrorObjectSchema) } },
            required: ['result', 'errors'],
          }),
        },
      ];
    case 'collection':
      return [
        '200',
        {
          description: `Collection envelope; \`limit\` defaults to ${response.limit.default}, at most ${response.limit.max}.`,
          ...headers,
          content: json({
            type: 'object',
            properties: {
              results: { type: 'array', items: ref(response.item) },
              errors: { type: 'array', items: ref(apiErrorObjectSchema) },
              pagination: ref(paginationSchema),
            },
            required: ['results', 'errors', 'pagination'],
          }),
        },
      ];
    case 'empty':
      return ['204', { description: 'No body.', ...headers }];
    case 'redirect':
      return [
        '302',
        { description: 'A redirect (Location header).', headers: { Location: { schema: { type: 'string' } } } },
      ];
    case 'document':
      return ['200', { description: 'The document itself (no envelope).', content: json({ type: 'object' }) }];
  }
}

const pathParameter = (name: string): JsonObject => ({
  name,
  in: 'path',
  required: true,
  schema: name === 'number' ? { type: 'integer', minimum: 1 } : { type: 'string' },
});

function operation(name: string, endpoint: Endpoint): JsonObject {
  const parameters: JsonObject[] = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => pathParameter(match[1]!));
  for (const query of endpoint.query ?? []) {
    parameters.push({
      name: query.name,
      in: 'query',
      required: false,
      description: query.description,
      schema: { type: 'string' },
    });
  }
  if (endpoint.ifMatch) {
    parameters.push({
      name: 'If-Match',
      in: 'header',
      required: endpoint.ifMatch === 'required',
      description:
        endpoint.ifMatch === 'required'
          ? 'Strong ETag of the version being replaced. Missing: 428 precondition_required; malformed: 400 invalid_if_match; not current: 412 precondition_failed.'
          : 'Optional; when sent, it must match the current version (412 otherwise).',
      schema: { type: 'string' },
    });
  }
  const [status, success] = successResponse(endpoint);
  const responses: JsonObject = { [status]: success, '400': errorResponse('Validation or business-rule error.') };
  if (endpoint.access !== 'public') {
    responses['401'] = errorResponse('Missing, invalid, expired or revoked credentials.');
    responses['403'] = errorResponse('The caller lacks the permission.');
  }
  if (endpoint.ifMatch) responses['412'] = errorResponse('If-Match does not match the current version.');
  if (endpoint.ifMatch === 'required') responses['428'] = errorResponse('If-Match is missing.');
  responses['500'] = errorResponse('Internal error.');

  const assumedSentence = endpoint.assumed
    ? 'Assumed: the spec does not show this endpoint; the console relies on it as described here. '
    : '';
  const optionalSentence = endpoint.optional ? 'Optional: where the service lacks it, the console says so. ' : '';
  const accessSentence =
    endpoint.access === 'public'
      ? 'No authentication.'
      : endpoint.access === 'signed_in'
        ? 'Any signed-in caller.'
        : `Needs the \`${endpoint.access}\` permission${endpoint.sessionOnly ? ' and a signed-in session (API keys are refused)' : ''}.`;
  return {
    operationId: name,
    summary: endpoint.summary,
    description: `${assumedSentence}${optionalSentence}${accessSentence} Used by the console for: ${endpoint.consoleUse}`,
    ...(endpoint.assumed ? { 'x-assumed': true } : {}),
    ...(endpoint.optional ? { 'x-optional': true } : {}),
    ...(endpoint.access === 'public' || endpoint.access === 'signed_in' ? {} : { 'x-permission': endpoint.access }),
    security:
      endpoint.access === 'public' ? [] : endpoint.sessionOnly ? [{ session: [] }] : [{ session: [] }, { apiKey: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body ? { requestBody: { required: true, content: json(ref(endpoint.body)) } } : {}),
    responses,
  };
}

export function openApiDocument(): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation(name, endpoint) };
  }
  const schemas: Record<string, JsonObject> = Object.fromEntries(
    named.map(([name, schema, io]) => [name, jsonSchema(schema, io)]),
  );
  schemas.ErrorEnvelope = {
    type: 'object',
    properties: { result: { type: 'null' }, errors: { type: 'array', items: ref(apiErrorObjectSchema), minItems: 1 } },
    required: ['result', 'errors'],
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Workspace HR-sync service',
      version: 'v1',
      description:
        'The six endpoints of the specification, and the endpoints the workspace console assumes (marked `x-assumed: true`). Generated from contract/ by contract/openapi.ts.',
    },
    servers: [
      {
        url: 'https://{workspace}.{domain}/api',
        variables: { workspace: { default: 'acme' }, domain: { default: 'example.com' } },
      },
    ],
    'x-permissions': [...permissions],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'service.session' },
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (`service_sk_…`).' },
      },
      schemas,
    },
    paths,
  };
}
