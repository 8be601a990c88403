// The company pickers' search through GET /api/company/list (no page or size) and GraphQL
// companySearch, against the real server and database: part of the name, names starting with the
// text first, the end of a phone (전화번호 or 담당자 연락처, 4 to 12 digits), companies not in use
// after those in use, the limit, blank text, LIKE wildcards taken literally. A size asks the REST
// route for a page of the grid instead, whose companyNm matches the same way. Rows call as
// member_view (any role may read); 401 without a token is security.test.ts's.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { contract, contractHarness } from './contract';

const SEARCH = `query ($name: String!, $size: Int) {
  companySearch(name: $name, size: $size) { companyId companyNm telNo address managerTelNo useYn }
}`;

const api = contractHarness();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const companies: [string, string, string | null, string | null, 'Y' | 'N'][] = [
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
  // Found by the end of a phone: 1357 ends a telephone of one in use and of one not in use (and
  // starts a name); 2468 ends a contact person's phone; 7913 both phones of one company.
  const withPhones: [string, string, string | null, string | null, 'Y' | 'N'][] = [
    ['telEnd', '끝번호전화상사', '0537771357', '01020202468', 'Y'],
    ['managerEnd', '끝번호담당상회', '0532220000', '01033337913', 'Y'],
    ['closedEnd', '끝번호중지마트', '0534441357', null, 'N'],
    ['digitsName', '1357마트', null, null, 'Y'],
    ['bothEnd', '끝번호둘다상점', '0535557913', '01066667913', 'Y'],
  ];
  const { aCompany } = rowBuilders(() => api.server.db.orm.em.fork());
  for (const [key, name, telNo, address, useYn] of companies)
    ids[key] = await aCompany({ company_nm: name, tel_no: telNo, address, use_yn: useYn });
  for (const [key, name, telNo, managerTelNo, useYn] of withPhones)
    ids[key] = await aCompany({
      company_nm: name,
      tel_no: telNo,
      manager_tel_no: managerTelNo,
      use_yn: useYn,
    });
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
        managerTelNo: null,
        useYn: 'Y',
      },
      ...named('한빛대성'),
      // Not in use: offered after those in use, marked by its useYn.
      {
        companyId: ids.daesungClosed,
        companyNm: '대성폐업상사',
        telNo: '0531110003',
        address: null,
        managerTelNo: null,
        useYn: 'N',
      },
    ],
  });
  // [name, query, the companies answered by name]
  const searches: [string, Record<string, string>, string[]][] = [
    ['trims the text', { companyNm: '  통신 ' }, ['대성통신']],
    ['ignores case', { companyNm: 'DAESUNG' }, ['Daesung Logistics']],
    [
      'answers at most the default size (10) when size is empty',
      { companyNm: '대성', size: '' },
      ['대성물산', '대성통신', '한빛대성', '대성폐업상사'],
    ],
    ['finds a company not in use (use_yn N) too', { companyNm: '폐업' }, ['대성폐업상사']],
    [
      '4 digits: every company whose telephone ends with them, in use first, and a name holding them',
      { companyNm: '1357' },
      ['1357마트', '끝번호전화상사', '끝번호중지마트'],
    ],
    ["4 digits: the contact person's phone's end", { companyNm: '2468' }, ['끝번호전화상사']],
    [
      '4 digits: found once when both phones end with them',
      { companyNm: '7913' },
      ['끝번호담당상회', '끝번호둘다상점'],
    ],
    ['more digits with a hyphen: the end of one phone', { companyNm: '77-1357' }, ['끝번호전화상사']],
    ['a whole number, hyphenated, finds its company', { companyNm: '010-3333-7913' }, ['끝번호담당상회']],
    ['3 digits are part of a name only', { companyNm: '357' }, ['1357마트']],
    ['digits no phone ends with find none', { companyNm: '9999' }, []],
    ['13 digits are the end of no phone', { companyNm: '0537771357000' }, []],
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
  row('a company found by a phone carries both phones and its use', {
    rest: search({ companyNm: '1357' }),
    status: 200,
    matches: () => [
      {},
      { companyId: ids.telEnd, telNo: '0537771357', managerTelNo: '01020202468', useYn: 'Y' },
      { companyId: ids.closedEnd, telNo: '0534441357', managerTelNo: null, useYn: 'N' },
    ],
  });
  row(
    'with a size answers a page of the grid instead: every company whose name holds the text, suspended too',
    {
      rest: search({ companyNm: '대성', size: '2' }),
      status: 200,
      matches: { items: [expect.anything(), expect.anything()], total: 4 },
    },
  );
  row("the grid's companyNm finds by the end of a phone too, in use or not, newest first", {
    rest: search({ companyNm: '1357', page: '0', size: '17' }),
    status: 200,
    answer: () => ({ items: named('1357마트', '끝번호중지마트', '끝번호전화상사'), total: 3 }),
  });
  row("the grid's companyNm: the contact person's phone, hyphenated", {
    rest: search({ companyNm: '20-2468', page: '0', size: '17' }),
    status: 200,
    answer: () => ({ items: named('끝번호전화상사'), total: 1 }),
  });
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
    ['1357', undefined],
    ['2468', undefined],
    ['7913', 1],
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
  for (const [phone, digits, key] of [
    ['telephone', '1357', 'telEnd'],
    ["contact person's phone", '2468', 'telEnd'],
    ['both phones', '7913', 'managerEnd'],
  ] as const)
    row(`finds by the last 4 digits of the ${phone}`, {
      graphql: SEARCH,
      input: { name: digits },
      status: 200,
      matches: () => ({
        companySearch: expect.arrayContaining([expect.objectContaining({ companyId: ids[key] })]),
      }),
    });
  row('answers a company not in use with its useYn, after those in use', {
    graphql: SEARCH,
    input: { name: '끝번호' },
    status: 200,
    answer: () => ({
      companySearch: [
        ...named('끝번호담당상회', '끝번호둘다상점', '끝번호전화상사'),
        {
          companyId: ids.closedEnd,
          companyNm: '끝번호중지마트',
          telNo: '0534441357',
          address: null,
          managerTelNo: null,
          useYn: 'N',
        },
      ],
    }),
  });
  row('the grid (companies) finds by the end of a phone as the search does', {
    graphql: `query ($filter: CompanyFilterInput) { companies(filter: $filter) { items { companyNm useYn } total } }`,
    input: { filter: { companyNm: '7913' } },
    status: 200,
    answer: {
      companies: {
        items: [
          { companyNm: '끝번호둘다상점', useYn: 'Y' },
          { companyNm: '끝번호담당상회', useYn: 'Y' },
        ],
        total: 2,
      },
    },
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
