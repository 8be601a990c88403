// Code lists (regions, districts, charge types...) through GET /api/code/list and GraphQL codes.
import { call, createUser, graphql, type HttpAnswer, signIn } from './http';
import { startTestServer, type TestServer } from './test-server';

interface CodeJson {
  codeVal: string;
  codeNm: string;
}

interface ErrorJson {
  code: string;
  message: string;
  field?: string;
}

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  // Any signed-in role may read code lists; the least privileged one shows it.
  await createUser(server, 'viewer', 'viewer-pass-1', 'member_view');
  token = (await signIn(server, 'viewer', 'viewer-pass-1')).accessToken;
});
afterAll(() => server.close());

/** GET /api/code/list with the query parameters given (encoded here). */
function codeList<Body = CodeJson[]>(
  params: Record<string, string>,
  withToken: string | null = token,
): Promise<HttpAnswer<Body>> {
  const query = new URLSearchParams(params).toString();
  return call<Body>(server, 'GET', `/api/code/list${query ? `?${query}` : ''}`, { token: withToken });
}

const codesQuery =
  'query ($type: String!, $parent: String) { codes(type: $type, parent: $parent) { codeVal codeNm } }';

describe('GET /api/code/list', () => {
  it('answers the regions in display order', async () => {
    const answer = await codeList({ type: 'REGION_TYPE' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { codeVal: 'DAEGU', codeNm: '대구' },
      { codeVal: 'SEOUL', codeNm: '서울' },
      { codeVal: 'GYEONGGI', codeNm: '경기' },
      { codeVal: 'BUSAN', codeNm: '부산' },
    ]);
  });

  it("narrows the districts to one region's with parent", async () => {
    const answer = await codeList({ type: 'REGION_DTL_TYPE', parent: 'DAEGU' });
    expect(answer.status).toBe(200);
    expect(answer.body).toContainEqual({ codeVal: 'BUKGU', codeNm: '북구' });
    expect(answer.body[0]).toEqual({ codeVal: 'JUNGGU', codeNm: '중구' });
    expect(answer.body.filter((code) => code.codeVal.startsWith('SEOUL_'))).toEqual([]);
    expect(answer.body.filter((code) => code.codeNm === '강남구')).toEqual([]);
    expect(answer.body).toHaveLength(9);
  });

  it('answers every district without a parent, and none for an unknown parent', async () => {
    const all = await codeList({ type: 'REGION_DTL_TYPE' });
    expect(all.body).toEqual(
      expect.arrayContaining([
        { codeVal: 'BUKGU', codeNm: '북구' },
        { codeVal: 'SEOUL_GANGNAM', codeNm: '강남구' },
      ]),
    );
    expect((await codeList({ type: 'REGION_DTL_TYPE', parent: 'NOWHERE' })).body).toEqual([]);
  });

  it('answers an empty list for an unknown type', async () => {
    const answer = await codeList({ type: 'NO_SUCH_TYPE' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  it('refuses a missing type with 400 and a Korean message', async () => {
    const answer = await codeList<ErrorJson>({});
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: '코드 유형(type)을 입력해주세요.',
      field: 'type',
    });
  });

  it.each([["x' or '1'='1"], ['REGION_TYPE; drop table code'], ['region_type'], ['A'.repeat(31)]])(
    'refuses the type %j with 400 (pattern), never 500',
    async (type) => {
      const answer = await codeList<ErrorJson>({ type });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'type' });
      expect(answer.body.message).toMatch(/[가-힣]/);
    },
  );

  it('refuses a repeated type parameter with 400', async () => {
    const answer = await call<ErrorJson>(server, 'GET', '/api/code/list?type=REGION_TYPE&type=CHARGE', {
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('type');
  });

  it('treats a parent with SQL text as a plain value', async () => {
    const answer = await codeList({ type: 'REGION_DTL_TYPE', parent: "DAEGU' or '1'='1" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const answer = await codeList<ErrorJson>({ type: 'REGION_TYPE' }, null);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' });
  });
});

describe('GraphQL codes', () => {
  it('answers the charge types with 선불 (CH001) first', async () => {
    const answer = await graphql<{ codes: CodeJson[] }>(
      server,
      '{ codes(type: "CHARGE") { codeVal codeNm } }',
      {},
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.codes[0]).toEqual({ codeVal: 'CH001', codeNm: '선불' });
    expect(answer.data!.codes.map((code) => code.codeVal)).toEqual(['CH001', 'CH002', 'CH003', 'CH004']);
  });

  it('narrows districts with parent, like REST', async () => {
    const viaGraphql = await graphql<{ codes: CodeJson[] }>(
      server,
      codesQuery,
      { type: 'REGION_DTL_TYPE', parent: 'DAEGU' },
      token,
    );
    const viaRest = await codeList({ type: 'REGION_DTL_TYPE', parent: 'DAEGU' });
    expect(viaGraphql.data!.codes).toEqual(viaRest.body);
  });

  it('refuses a type with SQL text with BAD_USER_INPUT', async () => {
    const answer = await graphql(server, codesQuery, { type: "x' or '1'='1" }, token);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers 401 without a token', async () => {
    const answer = await graphql(server, '{ codes(type: "CHARGE") { codeVal } }', {}, null);
    expect(answer.status).toBe(401);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
