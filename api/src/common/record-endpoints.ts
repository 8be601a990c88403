// A record's own operations (one by its number, create, update, delete) declared once: each entry
// names its operation, its GraphQL field and, where the spec has one, its REST row. The module's
// resolver (recordResolver, beside its list's query) and its REST rows (recordRoutes) are built
// from the entries, so an operation is wired to both in one place.
// First: the entries hold type-graphql classes, whose decorators need the metadata API, and a REST
// module may be the first to load them.
import 'reflect-metadata';
import { z } from 'zod';
import { Arg, Authorized, type ClassType, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context';
import type { RestRoute } from '../rest/rest-route';
import { type DeclaredErrorStatus, recordNumber, type RouteContract } from '../rest/route-contract';
import type { WireCodes } from '../rest/wire-codes';
import { listQueryResolver, type ListQuery } from './list-graphql';
import { authorizedFor, type Operation } from './operation';

type AbstractClass = abstract new () => object;

/** The spec's REST row of an operation: its method and path, and what the printed table says of it. */
export interface RecordRestRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Express path; a row by number takes it as `:id`. */
  path: string;
  /** The service line's arguments, e.g. 'body + billCompanyId; memberId ignored'. */
  args: string;
  answer: string;
  /** The error statuses besides 400, 401 and 403 the row answers. */
  errors?: readonly DeclaredErrorStatus[];
  /** An input's body as the service takes it, where old callers send some fields otherwise. */
  canonical?: (body: unknown) => unknown;
  /** Codes the spec writes otherwise than they are stored (rest/wire-codes.ts). */
  wireCodes?: WireCodes;
}

interface Endpoint {
  /** The GraphQL field's name, e.g. `createSupplier`. */
  field: string;
  description: string;
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

export interface RecordEndpoints<Answer extends object> {
  /** The record's GraphQL type, the answer of every operation. */
  type: ClassType<Answer>;
  /** Its number as the GraphQL arguments name it (billCompanyId) and what it is. */
  id: { name: string; description: string };
  get?: ByNumberEndpoint<Answer>;
  create?: InputEndpoint<Answer>;
  update?: InputEndpoint<Answer>;
  delete?: ByNumberEndpoint<Answer>;
}

/** One argument of a field: its name, GraphQL type and description. */
interface FieldArgument {
  name: string;
  type: () => ClassType | typeof Int;
  description: string;
}

/**
 * `Base` with one more field: the resolver method `method` answering the endpoint's operation
 * with one argument, authorized as the operation is. Decorated by hand (type-graphql's decorators
 * called as functions, each type given), since each record gives the field its own name.
 */
function withField<Answer extends object>(
  Base: AbstractClass,
  method: string,
  kind: typeof Query | typeof Mutation,
  type: ClassType<Answer>,
  endpoint: Endpoint & { op: Operation<[never], Answer> },
  argument: FieldArgument,
): AbstractClass {
  abstract class FieldResolver extends Base {}
  const { prototype } = FieldResolver;
  Object.defineProperty(prototype, method, {
    configurable: true,
    writable: true,
    value: (context: RequestContext, value: never) => endpoint.op(context, value),
  });
  const descriptor = Object.getOwnPropertyDescriptor(prototype, method)!;
  Ctx()(prototype, method, 0);
  Arg(argument.name, argument.type, { description: argument.description })(prototype, method, 1);
  Authorized(authorizedFor(endpoint.op))(prototype, method, descriptor);
  kind(() => type, { name: endpoint.field, description: endpoint.description })(
    prototype,
    method,
    descriptor,
  );
  Resolver()(FieldResolver);
  return FieldResolver;
}

/**
 * A resolver base class with the list's paged query (where the list pages as listQueryResolver
 * does; null otherwise) and the record's own operations, each authorized as its operation is. A
 * module's resolver extends it and adds its other fields.
 */
export function recordResolver<Row, Answer extends object>(
  list: ListQuery<Row> | null,
  { type, id, get, create, update, delete: remove }: RecordEndpoints<Answer>,
): AbstractClass {
  const byNumber: FieldArgument = { name: id.name, type: () => Int, description: id.description };
  const inputOf = (write: InputEndpoint<Answer>): FieldArgument => ({
    name: 'input',
    type: () => write.input,
    description: write.inputDescription,
  });
  let Base: AbstractClass = list ? listQueryResolver(list) : Object;
  if (get) Base = withField(Base, 'getRecord', Query, type, get, byNumber);
  if (create) Base = withField(Base, 'createRecord', Mutation, type, create, inputOf(create));
  if (update) Base = withField(Base, 'updateRecord', Mutation, type, update, inputOf(update));
  if (remove) Base = withField(Base, 'deleteRecord', Mutation, type, remove, byNumber);
  return Base;
}

/** A record's entries, typed; a module's entries file imports this first (see 'reflect-metadata' above). */
export const recordEndpoints = <Answer extends object>(endpoints: RecordEndpoints<Answer>) => endpoints;

/** How a module's REST rows call an operation (serviceRowsOf's `call`: access and service line). */
export type CallRow = (
  // Any operation: the row reads its access and name only.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  op: Operation<any[], unknown>,
  args: string,
  row: Omit<RestRoute, 'access' | 'service'>,
) => RestRoute;

/** The REST rows of the operations that have one, in the order get, create, update, delete. */
export function recordRoutes<Answer extends object>(
  { type, id, get, create, update, delete: remove }: RecordEndpoints<Answer>,
  call: CallRow,
): RestRoute[] {
  /** An entry's row: what it takes (its number or its input) and how it calls the operation. */
  const rowOf = (
    { op }: ByNumberEndpoint<Answer> | InputEndpoint<Answer>,
    rest: RecordRestRow,
    takes: Pick<RouteContract, 'params' | 'body'>,
    handle: RestRoute['handle'],
  ): RestRoute =>
    call(op, rest.args, {
      method: rest.method,
      path: rest.path,
      answer: rest.answer,
      ...(rest.wireCodes ? { wireCodes: rest.wireCodes } : {}),
      contract: {
        ...takes,
        answer: (types) => types.output(type.name),
        ...(rest.errors ? { errors: rest.errors } : {}),
      },
      handle,
    });
  const byNumber = (endpoint: ByNumberEndpoint<Answer> | undefined): RestRoute[] =>
    endpoint?.rest
      ? [
          rowOf(
            endpoint,
            endpoint.rest,
            { params: z.object({ id: recordNumber(id.description) }) },
            ({ params, context }) => endpoint.op(context, Number(params.id)),
          ),
        ]
      : [];
  const withInput = (endpoint: InputEndpoint<Answer> | undefined): RestRoute[] => {
    const rest = endpoint?.rest;
    if (!endpoint || !rest) return [];
    const { input, op } = endpoint;
    const canonical = rest.canonical ?? ((body: unknown) => body);
    return [
      rowOf(endpoint, rest, { body: (types) => types.input(input.name) }, ({ body, context }) =>
        op(context, canonical(body)),
      ),
    ];
  };
  return [...byNumber(get), ...withInput(create), ...withInput(update), ...byNumber(remove)];
}
