// Table-driven contract tests: each row is one call (REST or GraphQL) by one caller, and the status,
// error code and answer it must get. A module's test is mostly such rows; flows of several steps
// (a session that ends after a withdrawal) stay ordinary tests on the same harness. What holds for
// every route (401 without a token, 403 for each role the role table refuses, odd input never a 5xx)
// is security.test.ts's, not a module's.
import type { MemberGroup } from '@parcel/shared/forms/member-form';
import {
  call,
  createUser,
  graphql,
  type GraphQLAnswer,
  type HttpAnswer,
  type RequestOptions,
  type Session,
  signIn,
} from './http';
import { startTestServer, type TestServerOptions, type TestServer } from './test-server';

/** Who calls: nobody, a signed-in user of a role (one per role, made on first use), or a raw token. */
export type Caller = 'anonymous' | MemberGroup | { token: string };

/** Anything but undefined: a JSON value or an asymmetric matcher. */
type Value = NonNullable<unknown> | null;

/** A value, or how to make it from what the row's setup gave. */
export type FromGiven<T, Given> = T | ((given: Given) => T);

/** What a call answered, for a row's `after`. */
export interface ContractAnswer {
  status: number;
  /** REST: the parsed JSON body. GraphQL: `{ data, errors }`. */
  body: unknown;
  /** What `answer` and `matches` are compared with: the REST body; GraphQL data or its first error. */
  answer: unknown;
}

/** The HTTP status the API answers each error code with (a copy: a changed mapping shows). */
const ERROR_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
};

interface RowCommon<Given> {
  /** Who calls; the table's caller (the admin unless told) by default. */
  as?: Caller;
  /** REST: the JSON body. GraphQL: the variables. */
  input?: FromGiven<Value, NoInfer<Given>>;
  /** The HTTP status; an error row may give its `code` instead, whose status it then expects too. */
  status?: number;
  /**
   * The error code: REST `body.code`; GraphQL `errors[0].extensions.code`. A GraphQL row without
   * one expects no errors at all.
   */
  code?: string;
  /** The whole answer (toEqual; asymmetric matchers such as expect.objectContaining allowed). */
  answer?: FromGiven<Value, NoInfer<Given>>;
  /** Some fields of the answer (toMatchObject: nested objects partial, arrays of the same length). */
  matches?: FromGiven<object, NoInfer<Given>>;
  /** Setup for this row; what it returns is `given` (instead of the table's), and its type. */
  before?: (harness: ContractHarness) => Given | Promise<Given>;
  /** Checks beyond the answer (what was stored, who can sign in); runs after the answer matched. */
  after?: (answer: ContractAnswer, given: NoInfer<Given>, harness: ContractHarness) => Promise<void> | void;
}

interface RestRow<Given> extends RowCommon<Given> {
  /** `METHOD /path?query`, e.g. `GET /api/member/list?name=kim`. */
  rest: FromGiven<string, NoInfer<Given>>;
  /** A raw body sent as is (malformed JSON), instead of `input`. */
  rawBody?: string;
}

interface GraphQLRow<Given> extends RowCommon<Given> {
  /** The operation's text; `input` holds its variables. */
  graphql: string;
}

/** One case: a call, its caller and input, and what it must answer. */
export type ContractRow<Given = void> = RestRow<Given> | GraphQLRow<Given>;

/** What every row of a table shares. */
export interface TableSetup<Given> {
  /** The caller of rows that name none (default 'admin'). */
  as?: Caller;
  /** Runs in each row's test before the call (unless the row has `before`); gives `given`. */
  given?: (harness: ContractHarness) => Given | Promise<Given>;
}

/** The running app and its callers, for tables and for the ordinary tests beside them. */
export interface ContractHarness {
  readonly server: TestServer;
  /** The access token of a caller (null for anonymous). */
  token(as: Caller): Promise<string | null>;
  /** The member id of a role's user. */
  memberId(role: MemberGroup): Promise<number>;
  /** One REST call, by the admin unless `as` says otherwise. */
  rest<Body = unknown>(
    method: string,
    path: string,
    options?: Omit<RequestOptions, 'token'> & { as?: Caller },
  ): Promise<HttpAnswer<Body>>;
  /** One GraphQL operation, by the admin unless `as` says otherwise. */
  graphql<Data = Record<string, unknown>>(
    document: string,
    variables?: Record<string, unknown>,
    as?: Caller,
  ): Promise<GraphQLAnswer<Data>>;
}

/** The password of each role's user. */
export const rolePassword = (role: MemberGroup) => `${role}-contract-pass-1`;

/**
 * Starts the app on a fresh database for the test file (beforeAll/afterAll) with a signed-in
 * admin, user id `admin`; the user of any other role (user id = the role) is made when first used.
 * `serverOptions` (e.g. the mailer) is read when the server starts.
 */
export function contractHarness(serverOptions: () => TestServerOptions = () => ({})): ContractHarness {
  let server: TestServer | undefined;
  const users = new Map<MemberGroup, Promise<{ memberId: number; session: Session }>>();

  const running = (): TestServer => {
    if (!server) throw new Error('the contract harness is used outside a test');
    return server;
  };
  const user = (role: MemberGroup) => {
    let made = users.get(role);
    if (!made) {
      made = (async () => {
        const memberId = await createUser(
          running(),
          role,
          rolePassword(role),
          role,
          role === 'admin' ? '관리자' : undefined,
        );
        return { memberId, session: await signIn(running(), role, rolePassword(role)) };
      })();
      users.set(role, made);
    }
    return made;
  };

  const harness: ContractHarness = {
    get server() {
      return running();
    },
    async token(as) {
      if (as === 'anonymous') return null;
      if (typeof as === 'object') return as.token;
      return (await user(as)).session.accessToken;
    },
    async memberId(role) {
      return (await user(role)).memberId;
    },
    async rest(method, path, { as = 'admin', ...options } = {}) {
      return call(running(), method, path, { ...options, token: await harness.token(as) });
    },
    async graphql(document, variables = {}, as = 'admin') {
      return graphql(running(), document, variables, await harness.token(as));
    },
  };

  beforeAll(async () => {
    server = await startTestServer(serverOptions());
    await user('admin');
  });
  afterAll(() => server?.close());
  return harness;
}

/**
 * Declares one jest test per case: `row(name, case)`. A case's `before` gives it its own `given`
 * (typed by what `before` returns); otherwise the table's `given` runs.
 */
export interface ContractTable<Given> {
  <RowGiven = Given>(name: string, row: ContractRow<RowGiven>): void;
}

/**
 * A table of contract tests: each `row(name, case)` is one jest test that makes the call and
 * compares status, code and answer in one expectation (so a failure shows all three).
 */
export function contract<Given = void>(
  harness: ContractHarness,
  setup: TableSetup<Given> = {},
): ContractTable<Given> {
  return <RowGiven = Given>(name: string, row: ContractRow<RowGiven>) =>
    it(name, async () => {
      const makeGiven = row.before ?? (setup.given as TableSetup<RowGiven>['given']);
      const given = (await makeGiven?.(harness)) as RowGiven;
      await runRow(harness, row, given, setup.as ?? 'admin');
    });
}

/** A case with its test's name, for tables written as arrays. */
export type NamedRow<Given = void> = ContractRow<Given> & { name: string };

/** One jest test per named case, in the order given (`contract` with the rows as an array). */
export function contractRows<Given = void>(
  harness: ContractHarness,
  setup: TableSetup<Given>,
  rows: readonly NamedRow<Given>[],
): void {
  const row = contract(harness, setup);
  for (const { name, ...call } of rows) row<Given>(name, call as ContractRow<Given>);
}

function resolve<T, Given>(value: FromGiven<T, Given>, given: Given): T {
  return typeof value === 'function' ? (value as (given: Given) => T)(given) : value;
}

async function runRow<Given>(
  harness: ContractHarness,
  row: ContractRow<Given>,
  given: Given,
  defaultCaller: Caller,
): Promise<void> {
  const as = row.as ?? defaultCaller;
  const input = row.input === undefined ? undefined : resolve(row.input, given);
  let observed: ContractAnswer & { code?: unknown };
  if ('rest' in row) {
    const [method, path, ...rest] = resolve(row.rest, given).split(' ');
    if (!method || !path || rest.length > 0) throw new Error(`not "METHOD /path": ${String(row.rest)}`);
    const reply = await harness.rest(method, path, { as, body: input, rawBody: row.rawBody });
    observed = { status: reply.status, body: reply.body, answer: reply.body };
    if (row.code !== undefined) observed.code = (reply.body as { code?: unknown } | null)?.code;
  } else {
    const variables = (input ?? {}) as Record<string, unknown>;
    const reply = await harness.graphql(row.graphql, variables, as);
    const error = reply.errors?.[0];
    observed = {
      status: reply.status,
      body: { data: reply.data, errors: reply.errors },
      answer: error ?? reply.data,
      code: error?.extensions?.code ?? null,
    };
  }

  // One comparison of status, code and answer, so a failure shows all three.
  const actual = { status: observed.status, code: observed.code, answer: observed.answer };
  const status = row.status ?? (row.code === undefined ? undefined : ERROR_STATUS[row.code]);
  if (status === undefined) throw new Error('a row needs a status, or the code of an error');
  const expected = {
    status,
    code: 'graphql' in row ? (row.code ?? null) : row.code,
    answer: observed.answer,
  };
  if (row.answer !== undefined && row.matches !== undefined)
    throw new Error('give answer or matches, not both');
  if (row.matches !== undefined) {
    expect(actual).toMatchObject({ ...expected, answer: resolve(row.matches, given) });
  } else {
    if (row.answer !== undefined) expected.answer = resolve(row.answer, given);
    expect(actual).toEqual(expected);
  }
  await row.after?.(observed, given, harness);
}

/** A Korean text that mentions each of `parts` (e.g. the field's name). */
export function koreanMentioning(...parts: string[]): string {
  const escaped = parts.map((part) => `(?=[\\s\\S]*${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`);
  return expect.stringMatching(new RegExp(`^${escaped.join('')}[\\s\\S]*[가-힣]`)) as string;
}
