// Company name autocomplete through GET /api/company/list and GraphQL companySearch, against the real
// server and database: part of the name, names starting with the text first, the limit, blank text,
// suspended companies, LIKE wildcards taken literally.
import { call, createUser, graphql, type HttpAnswer, signIn } from './http';
import { startTestServer, type TestServer } from './test-server';

interface CompanyJson {
  companyId: number;
  companyNm: string;
  telNo: string | null;
  address: string | null;
}

interface ErrorJson {
  code: string;
  message: string;
  field?: string;
}

const SEARCH_QUERY = `query ($name: String!, $size: Int) {
  companySearch(name: $name, size: $size) { companyId companyNm telNo address }
}`;

let server: TestServer;
let token: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  await createUser(server, 'viewer', 'viewer-pass-1', 'member_view');
  token = (await signIn(server, 'viewer', 'viewer-pass-1')).accessToken;

  const companies: [string, string, string | null, string | null, string][] = [
    ['daesungTel', '대성통신', '0531110001', '대구 북구 칠성로 1', 'Y'],
    ['daesungTrade', '대성물산', '0531110002', null, 'Y'],
    ['hanbitDaesung', '한빛대성', null, '대구 중구 동성로 2', 'Y'],
    ['daesungClosed', '대성폐업상사', '0531110003', null, 'N'],
    ['percent', '50%할인마트', null, null, 'Y'],
    ['fifty', '50X할인마트', null, null, 'Y'],
    ['underscore', 'A_B상사', null, null, 'Y'],
    ['axb', 'AXB상사', null, null, 'Y'],
    ['latin', 'Daesung Logistics', null, null, 'Y'],
  ];
  let bizNo = 1018100010;
  for (const [key, name, telNo, address, useYn] of companies) {
    const [row] = await server.db.orm.em
      .fork()
      .execute<{ company_id: number }[]>(
        `insert into company (biz_no, company_nm, tel_no, address, use_yn) values (?, ?, ?, ?, ?) returning company_id`,
        [String(bizNo++), name, telNo, address, useYn],
      );
    ids[key] = row!.company_id;
  }
});
afterAll(() => server.close());

/** GET /api/company/list with the query parameters given (encoded here). */
function companyList<Body = CompanyJson[]>(
  params: Record<string, string>,
  withToken: string | null = token,
): Promise<HttpAnswer<Body>> {
  const query = new URLSearchParams(params).toString();
  return call<Body>(server, 'GET', `/api/company/list${query ? `?${query}` : ''}`, { token: withToken });
}

const names = (companies: CompanyJson[]) => companies.map((company) => company.companyNm);

const companySearch = (variables: Record<string, unknown>, withToken: string | null = token) =>
  graphql<{ companySearch: CompanyJson[] }>(server, SEARCH_QUERY, variables, withToken);

describe('GET /api/company/list', () => {
  it('finds companies by part of the name, names starting with it first, then by name', async () => {
    const answer = await companyList({ companyNm: '대성' });
    expect(answer.status).toBe(200);
    expect(names(answer.body)).toEqual(['대성물산', '대성통신', '한빛대성']);
    expect(answer.body[1]).toEqual({
      companyId: ids.daesungTel,
      companyNm: '대성통신',
      telNo: '0531110001',
      address: '대구 북구 칠성로 1',
    });
  });

  it('trims the text and ignores case', async () => {
    expect(names((await companyList({ companyNm: '  통신 ' })).body)).toEqual(['대성통신']);
    expect(names((await companyList({ companyNm: 'DAESUNG' })).body)).toEqual(['Daesung Logistics']);
  });

  it('answers at most size companies (default 10)', async () => {
    expect(names((await companyList({ companyNm: '대성', size: '2' })).body)).toEqual([
      '대성물산',
      '대성통신',
    ]);
    expect((await companyList({ companyNm: '상사', size: '1' })).body).toHaveLength(1);
    expect((await companyList({ companyNm: '대성', size: '' })).body).toHaveLength(3);
  });

  it('leaves out suspended companies (use_yn N)', async () => {
    expect((await companyList({ companyNm: '폐업' })).body).toEqual([]);
  });

  it('answers an empty list for a blank or missing name', async () => {
    for (const params of [{ companyNm: '' }, { companyNm: '   ' }, {}] as Record<string, string>[]) {
      const answer = await companyList(params);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([]);
    }
  });

  it('takes LIKE wildcards and quotes as text', async () => {
    expect(names((await companyList({ companyNm: '50%' })).body)).toEqual(['50%할인마트']);
    expect(names((await companyList({ companyNm: '_' })).body)).toEqual(['A_B상사']);
    expect((await companyList({ companyNm: '%%' })).body).toEqual([]);
    expect((await companyList({ companyNm: "' or 1=1 --" })).body).toEqual([]);
    expect((await companyList({ companyNm: '\\' })).body).toEqual([]);
  });

  it.each([['0'], ['51'], ['abc'], ['1.5'], ['-1']])(
    'refuses size %j with 400 and a Korean message',
    async (size) => {
      const answer = await companyList<ErrorJson>({ companyNm: '대성', size });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'BAD_USER_INPUT',
        message: '검색 개수(size)는 1~50 사이의 정수여야 합니다.',
        field: 'size',
      });
    },
  );

  it('answers 401 without a token', async () => {
    const answer = await companyList<ErrorJson>({ companyNm: '대성' }, null);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' });
  });
});

describe('GraphQL companySearch', () => {
  it('answers what REST answers', async () => {
    for (const [name, size] of [
      ['대성', undefined],
      ['대성', 2],
      ['상사', 10],
      ['50%', undefined],
    ] as const) {
      const viaGraphql = await companySearch({ name, size });
      expect(viaGraphql.errors).toBeUndefined();
      const viaRest = await companyList({ companyNm: name, ...(size && { size: String(size) }) });
      expect(viaGraphql.data!.companySearch).toEqual(viaRest.body);
      expect(viaGraphql.data!.companySearch.length).toBeGreaterThan(0);
    }
  });

  it('answers [] for a blank name', async () => {
    const answer = await companySearch({ name: '  ' });
    expect(answer.data!.companySearch).toEqual([]);
  });

  it('refuses a size over 50 with BAD_USER_INPUT naming size', async () => {
    const answer = await companySearch({ name: '대성', size: 51 });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'size' } });
  });

  it('answers 401 without a token', async () => {
    const answer = await companySearch({ name: '대성' }, null);
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
