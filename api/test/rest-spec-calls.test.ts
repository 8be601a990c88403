// The REST shim takes the calls an external tool writes from the spec (issue 21): code values as
// the spec writes them, in any case (billCharCd credit/regular, a waybill's chargeCd
// pre/collect/credit), answered in the spec's form while GraphQL keeps the stored values; and a
// list route answers a page whenever page or size is sent, its plain array honouring every filter.
// The version-less transport save is transport-editor.test.ts's.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { isBusinessNumberChecksumValid } from '@parcel/shared/validation/business-number';
import { contract, contractHarness } from './contract';

const api = contractHarness();
const row = contract(api);
const db = () => api.server.db.orm.em.fork();
const { aCompany } = rowBuilders(db);

let serial = 0;
/** A fresh valid business number. */
function nextBizNo(): string {
  const nine = `3108${String(++serial).padStart(5, '0')}`;
  return nine + [...'0123456789'].find((digit) => isBusinessNumberChecksumValid(nine + digit))!;
}

/** A company as the spec's form sends it. */
const companyBody = (overrides: Record<string, unknown> = {}) => ({
  companyNm: `명세상사 ${++serial}`,
  bizNo: nextBizNo(),
  regionCd: 'DAEGU',
  regionDtlCd: 'BUKGU',
  representativeNm: '김대표',
  address: '대구 북구 산격동 1',
  bizType: '운수업',
  telNo: '053-123-4567',
  bizItem: '화물운송',
  faxNo: '053-123-4568',
  email: 'spec@example.com',
  ...overrides,
});

const storedBillCharCd = async (companyId: number) => {
  const [stored] = await db().execute<{ bill_char_cd: string }[]>(
    'select bill_char_cd from company where company_id = ?',
    [companyId],
  );
  return stored!.bill_char_cd;
};

interface CompanyJson {
  companyId: number;
  companyNm: string;
  billCharCd: string;
  version: number;
}

describe('billCharCd as the spec writes it (POST /api/company/insert, PUT /api/company/update)', () => {
  for (const [sent, stored, answered] of [
    ['credit', 'CREDIT', 'credit'],
    ['regular', 'REGULAR', 'regular'],
    ['CREDIT', 'CREDIT', 'credit'],
    ['Regular', 'REGULAR', 'regular'],
  ] as const)
    row(`registers with ${sent}: stored ${stored}, answered ${answered}`, {
      rest: 'POST /api/company/insert',
      input: companyBody({ billCharCd: sent }),
      status: 200,
      matches: { billCharCd: answered },
      after: async ({ body }) => expect(await storedBillCharCd((body as CompanyJson).companyId)).toBe(stored),
    });

  row('answers the default in the spec’s form', {
    rest: 'POST /api/company/insert',
    input: companyBody(),
    status: 200,
    matches: { billCharCd: 'credit' },
  });

  it('changes a company with the spec’s value; the list answers it in the same form', async () => {
    const created = await api.rest<CompanyJson>('POST', '/api/company/insert', {
      body: companyBody({ billCharCd: 'credit' }),
    });
    const changed = await api.rest<CompanyJson>('PUT', '/api/company/update', {
      body: { ...companyBody(), ...created.body, billCharCd: 'regular' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ billCharCd: 'regular', version: 2 });
    expect(await storedBillCharCd(created.body.companyId)).toBe('REGULAR');
    const listed = await api.rest<{ items: CompanyJson[] }>(
      'GET',
      `/api/company/list?companyNm=${encodeURIComponent(created.body.companyNm)}&page=0`,
    );
    expect(listed.body.items).toEqual([expect.objectContaining({ billCharCd: 'regular' })]);
  });

  for (const [rest, input] of [
    ['POST /api/company/insert', () => companyBody({ billCharCd: 'cash' })],
    [
      'PUT /api/company/update',
      () => ({ ...companyBody({ billCharCd: 'monthly' }), companyId: 1, version: 1 }),
    ],
  ] as const)
    row(`${rest} still refuses another value, naming the field in Korean`, {
      rest,
      input,
      status: 400,
      answer: { code: 'BAD_USER_INPUT', message: '올바른 청구 유형 형식이 아닙니다.', field: 'billCharCd' },
    });

  const CREATE = `mutation ($input: CompanyCreateInput!) { createCompany(input: $input) { company { companyId billCharCd } } }`;
  row('GraphQL keeps its values: REGULAR answered as REGULAR', {
    graphql: CREATE,
    input: () => ({ input: companyBody({ billCharCd: 'REGULAR' }) }),
    status: 200,
    matches: { createCompany: { company: { billCharCd: 'REGULAR' } } },
  });
  row('GraphQL keeps its values: the spec’s lower case is not one of them', {
    graphql: CREATE,
    input: () => ({ input: companyBody({ billCharCd: 'credit' }) }),
    code: 'BAD_USER_INPUT',
    matches: { message: '올바른 청구 유형 형식이 아닙니다.', extensions: { field: 'billCharCd' } },
  });
});

describe('a waybill’s charge in any case (POST /api/waybill/insert, PUT /api/waybill/update)', () => {
  let sender: number;
  let block = 0;
  beforeAll(async () => {
    sender = await aCompany({ company_nm: '운임 보내는상사', tel_no: '0531234567', address: '대구 북구' });
  });
  const waybillBody = (chargeCd: unknown) => {
    const start = 45_600_000_000 + ++block * 1000;
    return { senderCompanyId: sender, chargeCd, startNo: String(start), endNo: String(start + 9), qty: 10 };
  };

  for (const [sent, answered] of [
    ['PRE', 'pre'],
    ['Collect', 'collect'],
    ['credit', 'credit'],
  ] as const)
    row(`registers ${sent} as ${answered}`, {
      rest: 'POST /api/waybill/insert',
      input: () => waybillBody(sent),
      status: 200,
      matches: { chargeCd: answered },
    });

  it('changes a range’s charge with an upper-case value', async () => {
    const created = await api.rest<{ waybillId: number; version: number }>('POST', '/api/waybill/insert', {
      body: waybillBody('pre'),
    });
    const changed = await api.rest('PUT', '/api/waybill/update', {
      body: { ...waybillBody('COLLECT'), waybillId: created.body.waybillId, version: created.body.version },
    });
    expect(changed).toMatchObject({ status: 200, body: { chargeCd: 'collect', chargeNm: '착불' } });
  });

  row('still refuses another value, naming the field in Korean', {
    rest: 'POST /api/waybill/insert',
    input: () => waybillBody('CASH'),
    status: 400,
    answer: { code: 'BAD_USER_INPUT', message: '올바른 운임 구분 형식이 아닙니다.', field: 'chargeCd' },
  });
});

describe('GET /api/company/list: page or size asks for a page; the plain array honours every filter', () => {
  let marker: string;
  beforeAll(async () => {
    marker = `목록명세${Date.now() % 100000}`;
    for (const [suffix, shipperYn, telNo] of [
      ['일반', 'N', '027770001'],
      ['화주', 'Y', '0537770002'],
    ] as const)
      await aCompany({
        company_nm: `${marker} ${suffix}`,
        tel_no: telNo,
        address: '대구 북구',
        shipper_yn: shipperYn,
      });
  });
  const list = (params: string) => `GET /api/company/list?companyNm=${encodeURIComponent(marker)}&${params}`;
  const named = (...suffixes: string[]) =>
    suffixes.map((suffix) => expect.objectContaining({ companyNm: `${marker} ${suffix}` }));

  row('size alone answers the first page', {
    rest: () => list('size=17'),
    status: 200,
    answer: () => ({ items: named('화주', '일반'), total: 2 }),
  });
  row('size alone pages: size 1 answers one row and the total', {
    rest: () => list('size=1'),
    status: 200,
    answer: () => ({ items: named('화주'), total: 2 }),
  });
  row('the spec’s exact call answers a page', {
    rest: 'GET /api/company/list?size=17',
    status: 200,
    matches: { total: expect.any(Number) as unknown },
  });
  row('the plain array honours shipperYn', {
    rest: () => list('shipperYn=Y'),
    status: 200,
    answer: () => named('화주'),
  });
  row('the plain array honours telNo', {
    rest: () => list('telNo=02-777'),
    status: 200,
    answer: () => named('일반'),
  });
  row('the plain array in the spec’s form: billCharCd in lower case', {
    rest: () => list('shipperYn=N'),
    status: 200,
    answer: [expect.objectContaining({ billCharCd: 'credit' })],
  });
  row('the name alone is still the autocomplete: options by name', {
    rest: () => `GET /api/company/list?companyNm=${encodeURIComponent(marker)}`,
    status: 200,
    answer: () => named('일반', '화주'),
    after: ({ body }) =>
      expect(Object.keys((body as object[])[0]!)).toEqual([
        'companyId',
        'companyNm',
        'telNo',
        'address',
        'managerTelNo',
        'useYn',
      ]),
  });
  row('a bad filter of the plain array is refused, naming it', {
    rest: () => list('shipperYn=X'),
    code: 'BAD_USER_INPUT',
    matches: { message: '화주 여부(shipperYn)는 Y 또는 N입니다.' },
  });
  row('a bad size is refused as any page size is', {
    rest: () => list('size=0'),
    code: 'BAD_USER_INPUT',
    matches: { message: '페이지 크기(size)는 1~100 사이여야 합니다.' },
  });
});

describe('every list route that answers an array or a page: size alone asks for a page', () => {
  for (const path of [
    '/api/bill-company/list',
    '/api/member/list',
    '/api/waybill/list',
    '/api/bill-history/list',
    '/api/delivery-route/list',
    '/api/transport/arrivals-list',
    '/api/transport/list',
  ])
    row(`${path}?size=3`, {
      rest: `GET ${path}?size=3`,
      status: 200,
      matches: { items: expect.any(Array) as unknown, total: expect.any(Number) as unknown },
    });
});
