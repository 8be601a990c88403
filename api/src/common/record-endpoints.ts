// A module's operations declared once: each entry names its operation, its GraphQL field and, where
// the spec has one, its REST row. The module's resolver (recordResolver, beside its list's query)
// and its REST rows (recordRoutes) are built from the entries, so an operation is wired to both in
// one place. A record's own operations (one by its number, create, update, delete) are written
// shorter (recordEndpoints): their arguments and REST inputs follow from the record.
// First: the entries hold type-graphql classes, whose decorators need the metadata API, and a REST
// module may be the first to load them.
import 'reflect-metadata';
import { z } from 'zod';
import { Arg, Authorized, type ClassType, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context';
import type { RestInput, RestRoute } from '../rest/rest-route';
import {
  type ContractTypes,
  type DeclaredErrorStatus,
  recordNumber,
  type RouteContract,
} from '../rest/route-contract';
import type { WireCodes } from '../rest/wire-codes';
import { listQueryResolver, type ListQuery } from './list-graphql';
import { authorizedFor, type Operation } from './operation';

type AbstractClass = abstract new () => object;
// Any operation: the entry reads its access and passes it its arguments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOperation = Operation<any[], unknown>;

/** A GraphQL type as type-graphql takes it: a class, a scalar (Int, String), an enum; `[type]` a list. */
export type FieldType = object;

/** An argument of an operation's field. */
export interface FieldArgument {
  type: FieldType;
  description: string;
  nullable?: boolean;
  defaultValue?: unknown;
}

/** The spec's REST row of an operation: its method and path, and what the printed table says of it. */
export interface RestRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Express path; a row by number takes it as `:id`. */
  path: string;
  /** The service line's arguments, e.g. 'body + billCompanyId; memberId ignored'. */
  args: string;
  /** What the service line says after the call, e.g. '(not in the spec)'. */
  remark?: string;
  answer: string;
  /** The error statuses besides 400, 401 and 403 the row answers. */
  errors?: readonly DeclaredErrorStatus[];
  /** Codes the spec writes otherwise than they are stored (rest/wire-codes.ts). */
  wireCodes?: WireCodes;
  /** The answer as the spec's callers read it, where it is not the operation's. */
  shape?: (answer: never) => unknown;
  /** The answer's contract, where it is not the field's type (or the entry has no field). */
  answerContract?: RouteContract['answer'];
}

/** A record's REST row (its number or its input is what it takes). */
export interface RecordRestRow extends RestRow {
  /** An input's body as the service takes it, where old callers send some fields otherwise. */
  canonical?: (body: unknown) => unknown;
}

/** Any operation's REST row: what the request carries and which of it the operation takes. */
export interface OperationRestRow extends RestRow {
  takes?: Pick<RouteContract, 'params' | 'query' | 'body' | 'bodyType'>;
  call: (request: RestInput) => unknown[] | Promise<unknown[]>;
}

/** The field of an operation: a query or a mutation, by its name. */
type FieldName = { query: string; mutation?: never } | { mutation: string; query?: never };

/** An operation's GraphQL field: its type and arguments. */
type GraphQLField = FieldName & {
  description: string;
  returns: FieldType;
  /** The field's arguments, in the order the operation takes them unless `call` orders them. */
  args?: Readonly<Record<string, FieldArgument>>;
  /** The operation's arguments from the field's, where they are not those in order. */
  // The field's arguments as GraphQL has checked them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call?: (args: Readonly<Record<string, any>>) => unknown[];
  rest?: OperationRestRow;
};

/** An operation GraphQL does not carry (a file's upload or download): its REST row, which declares its answer. */
interface RestOnly {
  query?: never;
  mutation?: never;
  rest: OperationRestRow & { answerContract: RouteContract['answer'] };
}

/** Any operation of a module: its GraphQL field, its REST row, or both. */
export type OperationEndpoint = { op: AnyOperation } & (GraphQLField | RestOnly);

interface Endpoint {
  /** The GraphQL field's name, e.g. `createSupplier`. */
  field: string;
  description: string;
  /** The field's type where it is not the record's. */
  returns?: ClassType;
  rest?: RecordRestRow;
}

/** An operation on one record named by its number: reading it or deleting it. */
export interface ByNumberEndpoint<Answer extends object> extends Endpoint {
  op: Operation<[id: number], Answer>;
}

/** An operation that takes the record's input: creating or changing it. */
export interface InputEndpoint<Answer extends object> extends Endpoint {
  // The service parses the input itself (its form's schema), whatever the caller sent.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  op: Operation<[input: any], Answer>;
  input: ClassType;
  inputDescription: string;
}

/** An entry whose field answers a type of its own, not the record (a company's save: CompanySave). */
type Returning<E> = E & { returns: ClassType };

export interface RecordEndpoints<Answer extends object> {
  /** The record's GraphQL type, the answer of every operation that declares none. */
  type: ClassType<Answer>;
  /** Its number as the GraphQL arguments name it (billCompanyId) and what it is. */
  id: { name: string; description: string };
  get?: ByNumberEndpoint<Answer> | Returning<ByNumberEndpoint<object>>;
  create?: InputEndpoint<Answer> | Returning<InputEndpoint<object>>;
  update?: InputEndpoint<Answer> | Returning<InputEndpoint<object>>;
  delete?: ByNumberEndpoint<Answer> | Returning<ByNumberEndpoint<object>>;
}

/** A module's entries; its entries file calls this first (see 'reflect-metadata' above). */
export const operationEndpoints = (endpoints: readonly OperationEndpoint[]) => endpoints;

/**
 * A record's own operations as entries, in the order get, create, update, delete: one by number
 * takes it as the argument `id.name` and the REST path's `:id`, one with input its `input`
 * argument and the REST body.
 */
export function recordEndpoints<Answer extends object>({
  type,
  id,
  get,
  create,
  update,
  delete: remove,
}: RecordEndpoints<Answer>): readonly OperationEndpoint[] {
  const withoutCanonical = ({ canonical: _canonical, ...row }: RecordRestRow): RestRow => row;
  const fieldOf = (kind: 'query' | 'mutation', field: string): FieldName =>
    kind === 'query' ? { query: field } : { mutation: field };
  const byNumber = (
    kind: 'query' | 'mutation',
    endpoint: ByNumberEndpoint<object> | undefined,
  ): OperationEndpoint[] =>
    endpoint
      ? [
          {
            ...fieldOf(kind, endpoint.field),
            op: endpoint.op,
            description: endpoint.description,
            returns: endpoint.returns ?? type,
            args: { [id.name]: { type: Int, description: id.description } },
            ...(endpoint.rest && {
              rest: {
                ...withoutCanonical(endpoint.rest),
                takes: { params: z.object({ id: recordNumber(id.description) }) },
                call: ({ params }) => [Number(params.id)],
              },
            }),
          },
        ]
      : [];
  const withInput = (endpoint: InputEndpoint<object> | undefined): OperationEndpoint[] => {
    if (!endpoint) return [];
    const { input, rest } = endpoint;
    const canonical = rest?.canonical ?? ((body: unknown) => body);
    return [
      {
        mutation: endpoint.field,
        op: endpoint.op,
        description: endpoint.description,
        returns: endpoint.returns ?? type,
        args: { input: { type: input, description: endpoint.inputDescription } },
        ...(rest && {
          rest: {
            ...withoutCanonical(rest),
            takes: { body: (types: ContractTypes) => types.input(input.name) },
            call: ({ body }) => [canonical(body)],
          },
        }),
      },
    ];
  };
  return [
    ...byNumber('query', get),
    ...withInput(create),
    ...withInput(update),
    ...byNumber('mutation', remove),
  ];
}

/**
 * Adds to `prototype` the resolver method of an entry's field, named as the field: it passes the
 * operation the field's arguments and is authorized as the operation is. Decorated by hand
 * (type-graphql's decorators called as functions, each type given), since each module gives its
 * fields their own names and arguments.
 */
function addField(prototype: object, endpoint: { op: AnyOperation } & GraphQLField): void {
  const { op, description, returns, args = {}, call } = endpoint;
  const name = endpoint.query ?? endpoint.mutation;
  const names = Object.keys(args);
  const argumentsOf = (values: unknown[]) =>
    call ? call(Object.fromEntries(names.map((argName, index) => [argName, values[index]]))) : values;
  Object.defineProperty(prototype, name, {
    configurable: true,
    writable: true,
    value: (context: RequestContext, ...values: unknown[]) => op(context, ...argumentsOf(values)),
  });
  const descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
  Ctx()(prototype, name, 0);
  names.forEach((argName, index) => {
    const { type, ...options } = args[argName]!;
    Arg(argName, () => type, options)(prototype, name, index + 1);
  });
  Authorized(authorizedFor(op))(prototype, name, descriptor);
  (endpoint.query === undefined ? Mutation : Query)(() => returns, { name, description })(
    prototype,
    name,
    descriptor,
  );
}

/**
 * A resolver base class with the list's paged query (where the list pages as listQueryResolver
 * does; null otherwise) and the entries' fields, each authorized as its operation is. A module's
 * resolver extends it and adds its other fields.
 */
export function recordResolver<Row>(
  list: ListQuery<Row> | null,
  endpoints: readonly OperationEndpoint[],
): AbstractClass {
  const Base: AbstractClass = list ? listQueryResolver(list) : Object;
  abstract class EndpointsResolver extends Base {}
  for (const endpoint of endpoints)
    if ('returns' in endpoint) addField(EndpointsResolver.prototype, endpoint);
  Resolver()(EndpointsResolver);
  return EndpointsResolver;
}

/** How a module's REST rows call an operation (serviceRowsOf's `call`: access and service line). */
export type CallRow = (
  op: AnyOperation,
  args: string,
  row: Omit<RestRoute, 'access' | 'service'>,
) => RestRoute;

/** The REST answer of a GraphQL type: an object type's, a list of them, a string or a boolean. */
function answerOfType(type: FieldType, types: ContractTypes): z.ZodType {
  if (Array.isArray(type)) return z.array(answerOfType(type[0] as FieldType, types));
  if (type === String) return z.string();
  if (type === Boolean) return z.boolean();
  return types.output((type as ClassType).name);
}

/** The REST rows of the entries that have one, in the entries' order. */
export function recordRoutes(endpoints: readonly OperationEndpoint[], call: CallRow): RestRoute[] {
  return endpoints.flatMap((endpoint) => {
    const { op, rest } = endpoint;
    if (!rest) return [];
    const { shape } = rest;
    const answer =
      'returns' in endpoint
        ? (rest.answerContract ?? ((types: ContractTypes) => answerOfType(endpoint.returns, types)))
        : endpoint.rest.answerContract;
    const row = call(op, rest.args, {
      method: rest.method,
      path: rest.path,
      answer: rest.answer,
      ...(rest.wireCodes && { wireCodes: rest.wireCodes }),
      contract: {
        ...rest.takes,
        answer,
        ...(rest.errors && { errors: rest.errors }),
      },
      handle: async (request) => {
        const result = await op(request.context, ...(await rest.call(request)));
        return shape ? shape(result as never) : result;
      },
    });
    return [rest.remark ? { ...row, service: `${row.service} ${rest.remark}` } : row];
  });
}
