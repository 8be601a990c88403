import {
  getOpenApiMetadata,
  OpenApiGeneratorV31,
  OpenAPIRegistry,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@parcel/db';
import type { GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { ERROR_STATUS } from '../common/errors';
import { buildGraphQLSchema } from '../graphql/schema';
import { type RestRoute, servingOrder } from '../rest/rest-route';
import { restRoutes } from '../rest/routes';
import { type ContractTypes, type FromTypes, GONE } from '../rest/route-contract';
import { WIRE_NAMES } from '../rest/wire-names';
import { contractTypesOf } from './graphql-zod';

type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** Every error answer of the API (rest/rest-adapter.ts errorResponder). */
const ERROR_ANSWER = z
  .object({
    code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS]).openapi({
      description: 'The error code; the HTTP status follows from it.',
    }),
    message: z.string().openapi({ description: 'Korean, for the user.' }),
    field: z.string().optional().openapi({ description: 'The input field at fault, when there is one.' }),
  })
  .openapi('ErrorAnswer', { description: 'An error: its code, a Korean message and the field at fault.' });

/** The error answers, each one component that the operations refer to. */
const ERROR_RESPONSES: Readonly<Record<number | 'default', { name: string; description: string }>> = {
  400: {
    name: 'BadInput',
    description:
      "Input refused: the first failed check in the form's order, with its Korean message and field.",
  },
  401: {
    name: 'Unauthenticated',
    description: 'No valid bearer token (sign in: POST /auth/login; renew: POST /auth/refresh).',
  },
  403: { name: 'Forbidden', description: "The caller's role may not write this area." },
  404: { name: 'NotFound', description: 'No such row (unknown or deleted).' },
  409: {
    name: 'Conflict',
    description:
      "Conflict: the 200 answer's description says when (a stale version, an overlap, a used ticket).",
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The upload is larger than the route takes (the message says how large it may be).',
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts: wait the seconds of the Retry-After header.',
  },
  default: {
    name: 'Unexpected',
    description:
      'Any route: 503 with Retry-After when the database is out of reach, a masked 500 naming the request id; 413 for a body over 1 MB.',
  },
};

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } };
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

const BEARER = 'bearerAuth';

/** The document's version is the api workspace's. */
const apiVersion = (): string =>
  (JSON.parse(readFileSync(path.join(repoRoot, 'api', 'package.json'), 'utf8')) as { version: string })
    .version;

const resolve = <Schema>(schema: FromTypes<Schema>, types: ContractTypes): Schema =>
  typeof schema === 'function' ? (schema as (types: ContractTypes) => Schema)(types) : schema;

/** `/api/member/delete/:id` → `/api/member/delete/{id}`. */
export const openApiPathOf = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

const pathParamsOf = (expressPath: string) => [...expressPath.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** A path with its parameters unnamed: two paths of one shape are one path to OpenAPI. */
const shapeOf = (expressPath: string) => expressPath.replace(/:\w+/g, ':');

/** Where the document declares a route, and what it calls each of the route's path parameters. */
export interface DocumentedPath {
  path: string;
  /** The route's parameter name → the document's. */
  paramNames: Readonly<Record<string, string>>;
}

/**
 * The document's path of a route. Express serves one path shape under two parameter names (the
 * old API's PUT /api/Invoices/:id and DELETE /api/Invoices/:year), which OpenAPI reads as one path
 * declared twice (Redocly's no-identical-paths): such routes are declared under the first one's
 * path and parameter names, each operation saying what its parameter holds.
 */
export function documentedPathOf(route: RestRoute, routes: readonly RestRoute[]): DocumentedPath {
  const first = routes.find((other) => shapeOf(other.path) === shapeOf(route.path)) ?? route;
  const documentedNames = pathParamsOf(first.path);
  return {
    path: openApiPathOf(first.path),
    paramNames: Object.fromEntries(pathParamsOf(route.path).map((name, i) => [name, documentedNames[i]!])),
  };
}

/** A path parameter's schema, as the row declares it. */
function pathParamSchema(route: RestRoute, name: string, documentedName: string): z.ZodType {
  const schema = route.contract.params?.shape[name] as z.ZodType | undefined;
  // Declared, so that its description says what it numbers (`recordNumber`).
  if (!schema) throw new Error(`${route.method} ${route.path}: contract.params does not declare :${name}`);
  return name === documentedName
    ? schema
    : schema.openapi({
        description:
          `${getOpenApiMetadata(schema).description ?? ''} ${name} is this operation's name for the path's {${documentedName}}.`.trim(),
      });
}

/**
 * A name for client generators, unique as method and path are: `POST /api/waybill/print-data` →
 * `postApiWaybillPrintData`, `GET /api/waybill/print-log/:id` → `getApiWaybillPrintLogById`.
 */
function operationIdOf(route: RestRoute): string {
  const words = route.path
    .split(/[/-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `by-${word.slice(1)}` : word))
    .flatMap((word) => word.split('-'));
  return [route.method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join(
    '',
  );
}

/** Who may call a row, in words. */
function accessText(route: RestRoute): string {
  if (route.access === 'public') return 'public (no bearer token)';
  if (route.access === 'signed-in') return 'any signed-in staff member (not customers)';
  if (route.access === 'own-account') return 'any signed-in user, customers (화주) included';
  const { area, level, customers } = route.access;
  return `${area}:${level}${customers ? '; customers (화주) too, limited to their own companies' : ' (not customers)'}`;
}

function operationOf(route: RestRoute, documented: DocumentedPath, types: ContractTypes): RouteConfig {
  const { contract } = route;
  const pathParams = Object.entries(documented.paramNames);
  const params =
    pathParams.length > 0
      ? z.object(
          Object.fromEntries(
            pathParams.map(([name, documentedName]) => [
              documentedName,
              pathParamSchema(route, name, documentedName),
            ]),
          ),
        )
      : undefined;
  const query = contract.query && resolve(contract.query, types);
  const body = contract.body && resolve(contract.body, types);

  const gone = contract.answer === GONE;
  const errors = new Set<number>(contract.errors);
  if (!gone && (params || query || body)) errors.add(400);
  if (route.access !== 'public') errors.add(401);
  // Customers (화주) are refused every staff route, and staff roles the areas they may not write.
  if (route.access !== 'public' && route.access !== 'own-account') errors.add(403);
  if (!gone && pathParams.length > 0) errors.add(404);
  if (gone) errors.add(410);

  const responses: RouteConfig['responses'] = {};
  if (contract.answer !== GONE) {
    const answer = contract.answer;
    responses[200] = {
      description: route.answer,
      content:
        typeof answer === 'object' && 'contentType' in answer
          ? { [answer.contentType]: { schema: z.string().openapi({ format: 'binary' }) } }
          : { 'application/json': { schema: resolve(answer, types) } },
    };
  }
  for (const status of [...errors].sort((a, b) => a - b))
    responses[status] =
      status === 410
        ? { description: route.answer, content: { 'application/json': { schema: ERROR_ANSWER } } }
        : responseRef(ERROR_RESPONSES[status]!.name);
  responses.default = responseRef(ERROR_RESPONSES.default.name);

  return {
    method: route.method.toLowerCase() as RouteConfig['method'],
    path: documented.path,
    tags: contract.tags
      ? [...contract.tags]
      : [route.path.split('/').filter((part) => part && part !== 'api')[0]!],
    operationId: operationIdOf(route),
    summary: route.service.replace(/\(.*$/s, '').trim(),
    description: `${route.service}\n\nAccess: ${accessText(route)}.`,
    security: route.access === 'public' ? [] : [{ [BEARER]: [] }],
    request: {
      ...(params && { params }),
      ...(query && { query }),
      ...(contract.headers && { headers: contract.headers }),
      ...(contract.cookies && { cookies: contract.cookies }),
      ...(body && {
        body: { required: true, content: { [contract.bodyType ?? 'application/json']: { schema: body } } },
      }),
    },
    responses,
  };
}

const unionMembers = (schema: z.ZodType): z.ZodType[] =>
  schema instanceof z.ZodUnion ? [...(schema.options as z.ZodType[])] : [schema];

/**
 * Rows of one method and path told apart by their parameters (`selectedBy`) are one operation to
 * OpenAPI: every row's parameters, each row's answer (the selecting rows' first, as they are tried),
 * the union of their error answers; the description says which row answers when.
 */
function mergedOperationOf(
  rows: readonly RestRoute[],
  documented: DocumentedPath,
  types: ContractTypes,
): RouteConfig {
  const ordered = servingOrder(rows);
  const [first, ...others] = ordered.map((row) => operationOf(row, documented, types));
  if (others.length === 0) return first!;
  const operations = [first!, ...others];
  const queries = ordered.flatMap((row) => (row.contract.query ? [resolve(row.contract.query, types)] : []));
  const answers = ordered.flatMap((row) => {
    const answer = row.contract.answer;
    if (answer === GONE || (typeof answer === 'object' && 'contentType' in answer))
      throw new Error(`${row.method} ${row.path}: rows sharing a path answer JSON`);
    return unionMembers(resolve(answer, types));
  });
  const responses: RouteConfig['responses'] = {
    200: {
      description: ordered.map((row) => row.answer).join('; otherwise '),
      content: { 'application/json': { schema: z.union(answers) } },
    },
  };
  const statuses = new Set(operations.flatMap((operation) => Object.keys(operation.responses)));
  for (const status of [...statuses].filter((status) => status !== '200' && status !== 'default').sort())
    responses[status] = operations.find((operation) => operation.responses[status])!.responses[status]!;
  responses.default = first!.responses.default!;
  return {
    ...first!,
    summary: operations.map((operation) => operation.summary).join(' | '),
    description: ordered.map((row) => `${row.service}: access ${accessText(row)}.`).join('\n\n'),
    request: {
      ...first!.request,
      query: z.object(Object.assign({}, ...queries.map((query) => query.shape)) as z.ZodRawShape),
    },
    responses,
  };
}

/**
 * The fields the REST shim renames (rest/wire-codes.ts), as the spec writes them: wherever a body
 * or answer carries one, the routes that take or send it declare its code (openapi.test.ts).
 */
function wireFieldSchemas(routes: readonly RestRoute[]): Record<string, z.ZodType> {
  const codes = routes.flatMap((route) => Object.entries(route.wireCodes ?? {}));
  return Object.fromEntries(
    codes
      .filter(([, code]) => code.renames)
      .map(([name, code]) => [
        name,
        z.enum(code.wireValues as [string, ...string[]]).openapi({
          description: `One of ${code.wireValues.join(', ')}; taken in any case, answered in lower case.`,
        }),
      ]),
  );
}

/**
 * The REST shim's OpenAPI 3.1 document, generated from the route table: each row's contract, its
 * access rule and its answer text; answers and bodies that GraphQL shares come from its types.
 */
export function buildOpenApiDocument(
  routes: readonly RestRoute[],
  graphqlSchema: GraphQLSchema,
): OpenApiDocument {
  const types = contractTypesOf(graphqlSchema, wireFieldSchemas(routes), WIRE_NAMES);
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', BEARER, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The accessToken of POST /auth/login (15 minutes; POST /auth/refresh renews it).',
  });
  registry.register('ErrorAnswer', ERROR_ANSWER);
  for (const { name, description } of Object.values(ERROR_RESPONSES))
    registry.registerComponent('responses', name, { description, content: errorContent });
  const rowsOf = new Map<string, RestRoute[]>();
  for (const route of routes) {
    const key = `${route.method} ${documentedPathOf(route, routes).path}`;
    rowsOf.set(key, [...(rowsOf.get(key) ?? []), route]);
  }
  for (const rows of rowsOf.values())
    registry.registerPath(mergedOperationOf(rows, documentedPathOf(rows[0]!, routes), types));
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: '택배관리시스템 REST API',
      version: apiVersion(),
      description:
        'The REST shim of the back office: one route per row of its route table (`npm run routes`), over the same services as GraphQL (/graphql). Errors answer `{code, message, field?}`. Print programs: docs/print-programs.md.',
    },
    servers: [{ url: '/' }],
  });
}

/**
 * The document of this app's route table as served and committed (2-space JSON, a final newline);
 * it builds the GraphQL schema for the types the rows share with it.
 */
export async function openApiText(): Promise<string> {
  const document = buildOpenApiDocument(restRoutes, await buildGraphQLSchema());
  return `${JSON.stringify(document, null, 2)}\n`;
}
