import { rowBuilders, type MemberColumns } from '@parcel/db/src/testing/builders';
import { argon2id, hash } from 'argon2';
import type { TestServer } from './test-server';

export interface HttpAnswer<Body = unknown> {
  status: number;
  body: Body;
  /** Set-Cookie headers of the answer. */
  cookies: string[];
  headers: Headers;
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  /** A raw body sent as is (for malformed JSON). */
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** One HTTP request to the test server; the JSON answer parsed. */
export async function call<Body = unknown>(
  server: Pick<TestServer, 'url'>,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<HttpAnswer<Body>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, { method, headers, body: payload });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return {
    status: response.status,
    body: body as Body,
    cookies: response.headers.getSetCookie(),
    headers: response.headers,
  };
}

export interface GraphQLAnswer<Data = Record<string, unknown>> {
  status: number;
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

export async function graphql<Data = Record<string, unknown>>(
  server: Pick<TestServer, 'url'>,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
): Promise<GraphQLAnswer<Data>> {
  const answer = await call<GraphQLAnswer<Data>>(server, 'POST', '/graphql', {
    token,
    body: { query, variables },
  });
  return { ...answer.body, status: answer.status };
}

/**
 * Adds a user straight to the database (the API needs someone to sign in first). Hashed with cheap
 * argon2id settings: verification reads them from the hash, so tests that sign in 100 times stay fast.
 * A customer (화주) is linked to `companyId`, or to a company made for it.
 */
export async function createUser(
  server: Pick<TestServer, 'db'>,
  userId: string,
  password: string,
  groupVal: MemberColumns['group_val'],
  name = `${userId} 사용자`,
  companyId?: number,
): Promise<number> {
  const rows = rowBuilders(() => server.db.orm.em.fork());
  const company =
    companyId ?? (groupVal === 'customer' ? await rows.aCompany({ company_nm: `${userId} 화주` }) : null);
  return rows.aMember({
    ...{ user_id: userId, name, email: `${userId}@example.com`, tel_no: '01012345678', group_val: groupVal },
    company_id: company,
    user_pw: await hash(password, { type: argon2id, memoryCost: 4096, timeCost: 2 }),
  });
}

export interface Session {
  accessToken: string;
  /** The cookies to send back: `refresh_token=...; XSRF-TOKEN=...`. */
  cookie: string;
  xsrf: string;
}

/** Signs in over REST and returns the access token and the session cookies. */
export async function signIn(
  server: Pick<TestServer, 'url'>,
  userId: string,
  userPw: string,
): Promise<Session> {
  const answer = await call<{ accessToken: string }>(server, 'POST', '/auth/login', {
    body: { userId, userPw },
  });
  if (answer.status !== 200)
    throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { accessToken: answer.body.accessToken, ...sessionCookies(answer.cookies) };
}

/** The cookie header to send back, from Set-Cookie headers. */
export function sessionCookies(setCookies: string[]): { cookie: string; xsrf: string } {
  const pairs = setCookies.map((header) => header.split(';')[0] ?? '').filter((pair) => !pair.endsWith('='));
  const xsrf = pairs.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: pairs.join('; '), xsrf };
}
