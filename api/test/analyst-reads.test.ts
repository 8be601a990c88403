// Analysts' reads on the suite's one database (no replica): analysts' GraphQL queries and every
// export run under the statement timeout, answered as a 503 naming the limit; the web app's own
// documents do not. The replica itself: replica-reads.test.ts.
import { readFileSync } from 'node:fs';
// The web app's own client (a dependency of web/), to see what it really sends.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { type DocumentNode, type OperationDefinitionNode, parse } from 'graphql';
import { Client } from 'pg';
import { isAnalystQuery } from '../src/graphql/analyst-plugin';
import { loadWebDocuments, WEB_DOCUMENTS_MANIFEST } from '../src/graphql/web-documents';
import { call, createUser, graphql, signIn } from './http';
import { startTestServer, type TestServer } from './test-server';

const TIMEOUT_MS = 300;
const TIMEOUT_MESSAGE =
  /^조회 시간이 제한\(0\.3초\)을 넘었습니다\. 기간이나 조건을 좁혀 주세요\. \(요청 번호 ([0-9a-f]{8})\)$/;

const manifest = JSON.parse(readFileSync(WEB_DOCUMENTS_MANIFEST, 'utf8')) as Record<string, string>;
/** The web app's transports list, as codegen wrote it. */
const WEB_TRANSPORT_LIST = Object.values(manifest).find((text) => text.includes('query TransportList('))!;
/** The same query under another name for its answer: an analyst's. */
const ANALYST_TRANSPORT_LIST = WEB_TRANSPORT_LIST.replace('transportList(', 'rows: transportList(');

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ analystReads: { statementTimeoutMs: TIMEOUT_MS } });
  await createUser(server, 'analyst', 'analyst-pass-1', 'member_all');
  token = (await signIn(server, 'analyst', 'analyst-pass-1')).accessToken;
  await rowBuilders(() => server.db.orm.em.fork()).aTransport({
    company_nm: '분석발송',
    receivers: [
      { company_nm: '분석수신', sort_order: 1, shipments: [{ qty: 1, untpc: 1000, sort_order: 1 }] },
    ],
  });
});
afterAll(() => server.close());

/** Holds an exclusive lock on the transport tables, as a long write would, until released. */
async function lockTransports(): Promise<() => Promise<void>> {
  const session = new Client({ connectionString: server.db.url });
  await session.connect();
  await session.query('begin');
  await session.query('lock table transport_sender, transport_receiver, shipment in access exclusive mode');
  return async () => {
    await session.query('rollback');
    await session.end();
  };
}

const operationOf = (document: DocumentNode): OperationDefinitionNode => {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  if (!operation) throw new Error('no operation in the document');
  return operation;
};

describe("who is an analyst: a query that is not one of the web app's documents", () => {
  const documents = loadWebDocuments();

  it('knows every web document as Apollo Client sends it (with __typename added)', async () => {
    let sent = '';
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new HttpLink({
        uri: 'http://localhost/graphql',
        fetch: async (_url, init) => {
          sent = (JSON.parse(String(init?.body)) as { query: string }).query;
          return new Response(JSON.stringify({ data: null }), {
            headers: { 'content-type': 'application/json' },
          });
        },
      }),
    });
    expect(documents.size).toBe(Object.keys(manifest).length);
    let withTypenames = 0;
    for (const text of Object.values(manifest)) {
      const document = parse(text);
      if (operationOf(document).operation !== 'query') continue;
      await client.query({ query: document, fetchPolicy: 'no-cache' }).catch(() => undefined);
      if (sent.includes('__typename')) withTypenames++;
      const received = parse(sent);
      expect([text, isAnalystQuery(operationOf(received), received, documents)]).toEqual([text, false]);
    }
    // What makes the comparison worth testing: Apollo Client does change what it sends.
    expect(withTypenames).toBeGreaterThan(10);
  });

  it('counts a changed web document, a hand-written query, but not the schema reader, as an analyst', () => {
    const analyst = (text: string) => {
      const document = parse(text);
      return isAnalystQuery(operationOf(document), document, documents);
    };
    expect(analyst(WEB_TRANSPORT_LIST)).toBe(false);
    expect(analyst(ANALYST_TRANSPORT_LIST)).toBe(true);
    expect(analyst('{ transportStats(groupBy: ["DAY"]) { totals { transportCount } } }')).toBe(true);
    expect(analyst('query IntrospectionQuery { __schema { queryType { name } } }')).toBe(false);
    expect(analyst('mutation { logout }')).toBe(false);
  });
});

describe('the statement timeout of analysts and exports (ANALYST_STATEMENT_TIMEOUT_MS)', () => {
  it("stops an analyst's query past the limit: a 503 naming it and the request id", async () => {
    const release = await lockTransports();
    try {
      const answer = await call<{ errors: { message: string; extensions: { code: string } }[] }>(
        server,
        'POST',
        '/graphql',
        { token, body: { query: ANALYST_TRANSPORT_LIST } },
      );
      expect(answer.status).toBe(503);
      expect(answer.body.errors[0]).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
      const [, requestId] = TIMEOUT_MESSAGE.exec(answer.body.errors[0]!.message) ?? [];
      expect(requestId).toBe(answer.headers.get('x-request-id'));
    } finally {
      await release();
    }
  });

  it('stops an export past the limit the same way (REST 503)', async () => {
    const release = await lockTransports();
    try {
      const answer = await call<{ code: string; message: string }>(server, 'GET', '/api/transport/excel', {
        token,
      });
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(TIMEOUT_MESSAGE.exec(answer.body.message)?.[1]).toBe(answer.headers.get('x-request-id'));
    } finally {
      await release();
    }
  });

  it("lets the web app's own query wait past the limit", async () => {
    const release = await lockTransports();
    const answer = graphql<{ transportList: { total: number } }>(server, WEB_TRANSPORT_LIST, {}, token);
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 2));
    await release();
    expect(await answer).toMatchObject({ status: 200, data: { transportList: { total: 1 } } });
  });

  it('answers as usual within the limit', async () => {
    expect(await graphql(server, ANALYST_TRANSPORT_LIST, {}, token)).toMatchObject({
      status: 200,
      data: { rows: { total: 1 } },
    });
    const sheet = await call(server, 'GET', '/api/transport/excel', { token });
    expect(sheet.status).toBe(200);
  });

  it('reads the per-day rows with the deltas not yet folded from inside a read-only export, writing nothing', async () => {
    const deltas = () =>
      server.db.orm.em.fork().execute<{ n: number }[]>(
        `select ((select count(*) from shipper_settlement_delta) + (select count(*) from shipper_detail_delta)
                  + (select count(*) from transport_stats_delta) + (select count(*) from transport_count_delta))::int as n`,
      );
    const before = (await deltas())[0]!.n;
    expect(before).toBeGreaterThan(0);
    const today = seoulToday();
    const sheet = await call(
      server,
      'GET',
      `/api/settlement/by-shipper/excel?startDate=${today}&endDate=${today}`,
      { token },
    );
    expect(sheet.status).toBe(200);
    expect((await deltas())[0]!.n).toBe(before);
  });
});
