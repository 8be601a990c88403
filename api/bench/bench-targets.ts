import { isDeepStrictEqual } from 'node:util';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USER_ID } from '@parcel/db';
import { fromWire } from '../src/rest/wire-codes';
import { toWireNames } from '../src/rest/wire-names';
import { type BenchList, targetsOf } from './bench-lists';

export type TargetName = 'bare' | 'rest' | 'graphql';
export const TARGET_NAMES: readonly TargetName[] = ['bare', 'rest', 'graphql'];

/** One HTTP request as autocannon and fetch both send it. */
export interface TargetRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** The app's address and the access token its requests carry (renewed during a long run). */
export interface AppServer {
  appUrl: string;
  token: string;
}

export interface Servers extends AppServer {
  bareUrl: string;
}

/** The request each target answers for a list: the bare handler, the REST route, the GraphQL query. */
export function requestFor(list: BenchList, target: TargetName, servers: Servers): TargetRequest {
  if (target === 'bare') return { url: `${servers.bareUrl}${list.path}`, method: 'GET', headers: {} };
  return appRequestFor(list, target, servers);
}

/** The request the app answers for a list: its REST route or its GraphQL query. */
export function appRequestFor(
  list: BenchList,
  target: Exclude<TargetName, 'bare'>,
  app: AppServer,
): TargetRequest {
  const auth = { authorization: `Bearer ${app.token}` };
  if (target === 'rest') return { url: `${app.appUrl}${list.path}`, method: 'GET', headers: auth };
  if (!list.graphql) throw new Error(`${list.id}: no GraphQL query`);
  return {
    url: `${app.appUrl}/graphql`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query: list.graphql.query, variables: list.graphql.variables }),
  };
}

async function answerOf(list: BenchList, target: TargetName, servers: Servers): Promise<unknown> {
  const request = requestFor(list, target, servers);
  const response = await fetch(request.url, request);
  // Parsed here (not by fetch's own realm), so answers compare by value and prototype alike.
  const body = JSON.parse(await response.text()) as unknown;
  if (response.status !== 200)
    throw new Error(`${list.id} ${target}: ${response.status} ${JSON.stringify(body)}`);
  if (target === 'rest') return restAsStored(body, list);
  if (target !== 'graphql') return body;
  const { data, errors } = body as { data?: Record<string, unknown>; errors?: unknown };
  if (errors || !data) throw new Error(`${list.id} graphql: ${JSON.stringify(errors)}`);
  return data[list.graphql!.field];
}

/** A REST answer as the services answer it: code fields as stored, renamed fields under their new names. */
function restAsStored(body: unknown, list: BenchList): unknown {
  const stored = list.restWireCodes ? fromWire(body, list.restWireCodes) : body;
  if (!list.restWireNames) return stored;
  const newNames = Object.fromEntries(
    Object.entries(list.restWireNames).map(([current, old]) => [old, current]),
  );
  return toWireNames(stored, newNames);
}

/** The answer's top-level fields that are always compared when the bare handler has them. */
const ALWAYS_COMPARED = ['items', 'total'];

/**
 * The bare handler's answer as another target answers it: a page object's fields that the other
 * has (GraphQL answers the fields its query asks; a page type may say whether its total is exact
 * or not), its rows and total always. Anything else whole.
 */
function bareAsOther(bare: unknown, other: unknown): unknown {
  const isPage = (answer: unknown): answer is Record<string, unknown> =>
    typeof answer === 'object' && answer !== null && !Array.isArray(answer) && 'items' in answer;
  if (!isPage(bare) || !isPage(other)) return bare;
  const fields = new Set([...Object.keys(other), ...ALWAYS_COMPARED.filter((field) => field in bare)]);
  return Object.fromEntries([...fields].map((field) => [field, bare[field]]));
}

/**
 * Asks the list's targets for it and fails unless they answer the same rows and totals as the
 * bare handler (every total field both have); answers the bare handler's body.
 */
export async function checkAnswersAgree(list: BenchList, servers: Servers): Promise<unknown> {
  const targets = targetsOf(list);
  const answers = await Promise.all(targets.map((target) => answerOf(list, target, servers)));
  const bare = answers[targets.indexOf('bare')];
  const names: Record<TargetName, string> = { bare: 'bare', rest: 'REST', graphql: 'GraphQL' };
  for (const [name, other] of targets
    .map((target, i) => [names[target], answers[i]] as const)
    .filter(([name]) => name !== 'bare')) {
    const expected = bareAsOther(bare, other);
    if (!isDeepStrictEqual(expected, other)) {
      const where = firstDifference(expected, other);
      throw new Error(
        `${list.title}: ${name} and the bare handler disagree at ${where.path}\n bare: ${JSON.stringify(where.bare)}\n ${name}: ${JSON.stringify(where.other)}`,
      );
    }
  }
  return bare;
}

/** Where two answers first differ: the path (items.3.billCharCd) and both values there. */
function firstDifference(
  bare: unknown,
  other: unknown,
  path = '$',
): { path: string; bare: unknown; other: unknown } {
  if (typeof bare === 'object' && bare !== null && typeof other === 'object' && other !== null) {
    const keys = new Set([...Object.keys(bare), ...Object.keys(other)]);
    for (const key of keys) {
      const [a, b] = [(bare as Record<string, unknown>)[key], (other as Record<string, unknown>)[key]];
      if (!isDeepStrictEqual(a, b)) return firstDifference(a, b, `${path}.${key}`);
    }
  }
  return { path, bare, other };
}

/** The demo admin's access token (the seed creates the account). */
export async function signInAsDemoAdmin(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: DEMO_ADMIN_USER_ID, userPw: DEMO_ADMIN_PASSWORD }),
  });
  const body = (await response.json()) as { accessToken?: string };
  if (!body.accessToken) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.accessToken;
}
