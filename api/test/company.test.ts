// Company name autocomplete through GET /api/company/list (no page or size) and GraphQL companySearch,
// against the real server and database: part of the name, names starting with the text first, the
// limit, blank text, suspended companies, LIKE wildcards taken literally. A size asks the REST route
// for a page instead. Rows call as member_view (any role may read); 401 without a token is
// security.test.ts's.
import { contract, contractHarness } from './contract';

const SEARCH = `query ($name: String!, $size: Int) {
  companySearch(name: $name, size: $size) { companyId companyNm telNo address }
}`;

const api = contractHarness();
const ids: Record<string, number> = {};

beforeAll(async () => {
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
    const [row] = await api.server.db.orm.em
      .fork()
      .execute<{ company_id: number }[]>(
        `insert into company (biz_no, company_nm, tel_no, address, use_yn) values (?, ?, ?, ?, ?) returning company_id`,
        [String(bizNo++), name, telNo, address, useYn],
      );
    ids[key] = row!.company_id;
  }
});

/** /api/company/list with these query parameters (encoded here). */
const listPath = (params: Record<string, string>) => `/api/company/list?${new URLSearchParams(params)}`;
const search = (params: Record<string, string>) => `GET ${listPath(params)}`;
/** The companies answered, by name, in this order. */
const named = (...names: string[]) => names.map((companyNm) => expect.objectContaining({ companyNm }));

const row = contract(api, { as: 'member_view' });

describe('GET /api/company/list', () => {
  row('finds companies by part of the name, names starting with it first, then by name', {
    rest: search({ companyNm: '대성' }),
    status: 200,
    answer: () => [
      ...named('대성물산'),
      {
        companyId: ids.daesungTel,
        companyNm: '대성통신',
        telNo: '0531110001',
        address: '대구 북구 칠성로 1',
      },
      ...named('한빛대성'),
    ],
  });
  // [name, query, the companies answered by name]
  const searches: [string, Record<string, string>, string[]][] = [
    ['trims the text', { companyNm: '  통신 ' }, ['대성통신']],
    ['ignores case', { companyNm: 'DAESUNG' }, ['Daesung Logistics']],
    [
      'answers at most the default size (10) when size is empty',
      { companyNm: '대성', size: '' },
      ['대성물산', '대성통신', '한빛대성'],
    ],
    ['leaves out suspended companies (use_yn N)', { companyNm: '폐업' }, []],
    ['answers an empty list for an empty name', { companyNm: '' }, []],
    ['answers an empty list for a blank name', { companyNm: '   ' }, []],
    ['answers an empty list without a name', {}, []],
    ['takes % as text', { companyNm: '50%' }, ['50%할인마트']],
    ['takes _ as text', { companyNm: '_' }, ['A_B상사']],
    ['takes %% as text', { companyNm: '%%' }, []],
    ['takes quotes as text', { companyNm: "' or 1=1 --" }, []],
    ['takes a backslash as text', { companyNm: '\\' }, []],
  ];
  for (const [name, params, names] of searches)
    row(name, { rest: search(params), status: 200, answer: named(...names) });
  row(
    'with a size answers a page of the grid instead: every company whose name holds the text, suspended too',
    {
      rest: search({ companyNm: '대성', size: '2' }),
      status: 200,
      matches: { items: [expect.anything(), expect.anything()], total: 4 },
    },
  );
  for (const [size, message] of [
    ['0', '페이지 크기(size)는 1~100 사이여야 합니다.'],
    ['101', '페이지 크기(size)는 1~100 사이여야 합니다.'],
    ['abc', '페이지 크기(size)은(는) 숫자여야 합니다.'],
    ['1.5', '페이지 크기(size)은(는) 정수여야 합니다.'],
  ] as const)
    row(`refuses size ${JSON.stringify(size)} with 400 and a Korean message`, {
      rest: search({ companyNm: '대성', size }),
      status: 400,
      answer: { code: 'BAD_USER_INPUT', message, field: 'size' },
    });
});

describe('GraphQL companySearch', () => {
  for (const [name, size] of [
    ['대성', undefined],
    ['대성', 2],
    ['상사', 10],
    ['50%', undefined],
  ] as const)
    row(`answers what REST answers: ${name}, size ${size ?? 'by default'}`, {
      before: async (harness) => {
        // REST's autocomplete takes no size (a size asks for a page): its first `size` options.
        const answer = await harness.rest<unknown[]>('GET', listPath({ companyNm: name }), {
          as: 'member_view',
        });
        expect(answer.body.length).toBeGreaterThan(0);
        return answer.body.slice(0, size ?? 10);
      },
      graphql: SEARCH,
      input: { name, size },
      status: 200,
      answer: (viaRest) => ({ companySearch: viaRest }),
    });
  row('answers [] for a blank name', {
    graphql: SEARCH,
    input: { name: '  ' },
    status: 200,
    answer: { companySearch: [] },
  });
  row('refuses a size over 50 with BAD_USER_INPUT naming size', {
    graphql: SEARCH,
    input: { name: '대성', size: 51 },
    code: 'BAD_USER_INPUT',
    matches: { extensions: { field: 'size' } },
  });
});
