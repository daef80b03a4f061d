import { z } from 'zod/mini';
import type { EndpointDef } from './endpoints/define';
import { endpointDocs } from './endpoints/docs';
import { type EndpointName, endpoints } from './endpoints/index';
import { errorBodySchema } from './error-schemas';
import { ERROR_CODES } from './errors';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const errorRef = { $ref: '#/components/schemas/ErrorBody' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

function parameters(def: EndpointDef) {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', def.params],
    ['query', def.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return list;
}

function operation(name: EndpointName, def: EndpointDef) {
  const responses: Record<string, unknown> = def.response
    ? {
        200: {
          description: 'OK',
          content: { 'application/json': { schema: schemaOf(def.response, 'output') } },
        },
      }
    : { 204: { description: 'No Content' } };
  if (def.access !== 'public' && def.access !== 'guest') {
    responses[401] = errorResponse('Not signed in: `{"message":"Unauthenticated."}`');
  }
  if (def.access === 'student' || def.access === 'admin') {
    responses[403] = errorResponse('Signed in without the needed role, or not your data');
  }
  if (def.method !== 'GET') {
    responses[419] = errorResponse(
      'Missing or wrong X-XSRF-TOKEN: `{"message":"CSRF token mismatch."}`',
    );
  }
  if (def.body || def.params || def.query) {
    responses[422] = errorResponse(
      "ValidationException with `errors: {field: [messages]}`, or one of the endpoint's codes",
    );
  }
  responses[500] = errorResponse('ServerErrorException');

  const jsonBody = def.body ? schemaOf(def.body, 'input') : undefined;
  const params = parameters(def);
  return {
    operationId: name,
    summary: endpointDocs[name].summary,
    'x-access': def.access,
    ...(endpointDocs[name].errors?.length ? { 'x-error-codes': endpointDocs[name].errors } : {}),
    ...(def.access !== 'public'
      ? { security: [{ session: [], ...(def.method !== 'GET' ? { xsrf: [] } : {}) }] }
      : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(jsonBody
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: jsonBody },
              ...(def.method === 'PUT' || def.method === 'POST'
                ? { 'multipart/form-data': { schema: jsonBody } }
                : {}),
            },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the whole contract, generated from the zod schemas. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(endpoints) as [EndpointName, EndpointDef][]) {
    const path = `/${def.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`;
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = operation(name, def);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Aula API',
      version: '0.1.0',
      description: [
        'The API of Aula, written as zod schemas in @aula/contract and generated from them.',
        'Sessions follow Laravel Sanctum: GET /sanctum/csrf-cookie sets an HttpOnly session cookie and a',
        'script-readable, URL-encoded XSRF-TOKEN cookie; every POST, PUT, PATCH and DELETE echoes the',
        'decoded token in X-XSRF-TOKEN. A PUT with multipart form data is sent as POST with _method=PUT.',
        `Error bodies are {error, message, errors?}; error is one of: ${ERROR_CODES.join(', ')}.`,
        'A missing or unknown error is read as ServerErrorException.',
      ].join(' '),
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'aula_session' },
        xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      },
      schemas: { ErrorBody: schemaOf(errorBodySchema, 'output') },
    },
    paths,
  };
}
