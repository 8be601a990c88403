// Supplier management (정산 > 공급자 관리) through the REST shim (/api/bill-company/*) and GraphQL,
// against the real server and database: the list and its filters, the code lists of the companies
// and invoice screens, the form's ordered checks, the business number unique among live suppliers
// (the service's check and the database's own refusal), optimistic locking, the soft delete that
// records who deleted, who may do what, and bad input that never reaches a 5xx.
import ExcelJS from 'exceljs';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import type { MemberGroup } from '@parcel/shared/forms/member-form';
import { checkedFields } from '@parcel/shared/forms/ordered-form';
import { supplierFormSchema } from '@parcel/shared/forms/supplier-form';
import { supplierRoutes } from '../src/modules/supplier/supplier.rest';
import {
  type Caller,
  type ContractAnswer,
  contractHarness,
  contractRows,
  type FromGiven,
  koreanMentioning,
  type NamedRow,
  type TableSetup,
} from './contract';
import { badInput, gqlError } from './kit';

interface SupplierJson {
  billCompanyId: number;
  companyNm: string;
  bizNo: string;
  representativeNm: string;
  bizType: string;
  bizItem: string;
  address: string;
  postNo: string;
  telNo: string;
  faxNo: string;
  email: string;
  bankNm: string;
  depositorNm: string;
  accountNo: string;
  rmk: string | null;
  companyCount: number;
  delYn: string;
  regDt: string;
  chgDt: string | null;
  chgId: number | null;
  version: number;
}

interface CodeJson {
  codeVal: string;
  codeNm: string;
}

type Body = Record<string, unknown>;

const FIELDS = `billCompanyId companyNm bizNo representativeNm bizType bizItem address postNo telNo faxNo
  email bankNm depositorNm accountNo rmk companyCount delYn regDt chgDt chgId version`;
const SUPPLIERS = `query ($filter: SupplierFilterInput, $page: PageInput) {
  suppliers(filter: $filter, page: $page) { items { ${FIELDS} } total }
}`;
const SUPPLIER = `query ($billCompanyId: Int!) { supplier(billCompanyId: $billCompanyId) { ${FIELDS} } }`;
const OPTIONS = '{ supplierOptions { codeVal codeNm } }';
const ACCOUNT_OPTIONS =
  '{ supplierAccountOptions { codeVal codeNm billCompanyId companyNm bankNm depositorNm accountNo } }';
const CREATE = `mutation ($input: SupplierCreateInput!) { createSupplier(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($input: SupplierUpdateInput!) { updateSupplier(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($billCompanyId: Int!) { deleteSupplier(billCompanyId: $billCompanyId) { ${FIELDS} } }`;

const TAKEN = '이미 사용 중인 사업자등록번호입니다.';
const NOT_FOUND = { code: 'NOT_FOUND', message: '공급자를 찾을 수 없습니다.' };
const STALE = '다른 사용자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해주세요.';
const UNAUTHENTICATED = { code: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' };
const FORBIDDEN = { code: 'FORBIDDEN', message: '이 작업을 할 권한이 없습니다.' };

const api = contractHarness();

/** One jest test per row, in the order given. */
const table = <Given>(setup: TableSetup<Given>, rows: readonly NamedRow<Given>[]) =>
  contractRows(api, setup, rows);

const em = () => api.server.db.orm.em.fork();

// ---------------------------------------------------------------------------------------------
// Helpers

// Business numbers with a valid check digit, a new one each call
// (docs/decisions.md#business-number-check-digit).
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];
let bizSequence = 0;
function nextBizNo(): string {
  const first9 = `5048${String(++bizSequence).padStart(5, '0')}`;
  const d = Array.from(first9, Number);
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * (d[i] ?? 0), 0);
  const check = (10 - ((sum + Math.floor(((d[8] ?? 0) * 5) / 10)) % 10)) % 10;
  return `${first9}${check}`;
}
const hyphenated = (bizNo: string) => `${bizNo.slice(0, 3)}-${bizNo.slice(3, 5)}-${bizNo.slice(5)}`;

let nameSequence = 0;
/** A valid insert body, as the form sends it (hyphenated numbers), with a fresh business number. */
function supplierBody(overrides: Body = {}): Body {
  return {
    companyNm: `공급자${++nameSequence}`,
    bizNo: hyphenated(nextBizNo()),
    representativeNm: '김태호',
    bizType: '운수업',
    bizItem: '택배',
    address: '대구광역시 북구 유통단지로 45',
    postNo: '41509',
    telNo: '053-123-4567',
    faxNo: '053-123-4568',
    email: 'billing@example.com',
    bankNm: '대구은행',
    depositorNm: '대구종합물류(주)',
    accountNo: '504-101-234567',
    rmk: null,
    ...overrides,
  };
}

async function insertSupplier(overrides: Body = {}): Promise<SupplierJson> {
  const answer = await api.rest<SupplierJson>('POST', '/api/bill-company/insert', {
    body: supplierBody(overrides),
  });
  if (answer.status !== 200)
    throw new Error(`insert failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function deletedSupplier(overrides: Body = {}): Promise<SupplierJson> {
  const supplier = await insertSupplier(overrides);
  const answer = await api.rest<SupplierJson>('DELETE', `/api/bill-company/delete/${supplier.billCompanyId}`);
  if (answer.status !== 200) throw new Error(`delete failed: ${answer.status}`);
  return answer.body;
}

/** The update body of the form: every field as it is, the version read; overrides replace fields. */
function updateBody(supplier: SupplierJson & { otherBizNo?: string }, overrides: Body = {}): Body {
  const {
    companyCount: _n,
    delYn: _d,
    regDt: _r,
    chgDt: _c,
    chgId: _i,
    otherBizNo: _o,
    ...fields
  } = supplier;
  return { ...fields, ...overrides };
}

/** The stored row, deleted or not. */
async function storedRow(billCompanyId: number) {
  const [row] = await em().execute<
    { del_yn: string; chg_id: number | null; reg_id: number | null; company_nm: string; version: number }[]
  >('select del_yn, chg_id, reg_id, company_nm, version from bill_company where bill_company_id = ?', [
    billCompanyId,
  ]);
  return row;
}

const countByName = async (companyNm: unknown) => {
  const [row] = await em().execute<{ n: number }[]>(
    'select count(*)::int as n from bill_company where company_nm = ?',
    [companyNm],
  );
  return row?.n ?? 0;
};

/** A company billed through the supplier; in use unless said otherwise. */
const companyOf = (billCompanyId: number, useYn: 'Y' | 'N' = 'Y') =>
  rowBuilders(em).aCompany({ bill_company_id: billCompanyId, use_yn: useYn });

const listAll = async () => (await api.rest<SupplierJson[]>('GET', '/api/bill-company/list')).body;
const codeList = async (path: string) => (await api.rest<CodeJson[]>('GET', path)).body;

/**
 * The 401 and 403 rows of one call: anonymous callers and a token that is not one get 401, and for a
 * write every role the role table leaves read-only gets 403.
 */
function accessRows<Given>(
  label: string,
  call: { input?: NamedRow<Given>['input'] } & ({ rest: FromGiven<string, Given> } | { graphql: string }),
  writes: boolean,
): NamedRow<Given>[] {
  const graph = 'graphql' in call;
  const refused = (as: Caller, status: number, error: { code: string; message: string }) =>
    ({
      ...call,
      name: `${label}: ${typeof as === 'string' ? as : 'a token that is not one'} gets ${status}`,
      as,
      status,
      code: error.code,
      matches: graph ? { message: error.message } : error,
    }) as NamedRow<Given>;
  const rows = [
    refused('anonymous', 401, UNAUTHENTICATED),
    refused({ token: 'not-a-jwt' }, 401, UNAUTHENTICATED),
  ];
  const readOnly: MemberGroup[] = ['member_view', 'member_pickup', 'member_delivery'];
  if (writes) rows.push(...readOnly.map((role) => refused(role, 403, FORBIDDEN)));
  return rows;
}

// ---------------------------------------------------------------------------------------------

describe('GET /api/bill-company/list and GraphQL suppliers, supplier', () => {
  interface ListFixture {
    alpha: SupplierJson;
    beta: SupplierJson;
    gamma: SupplierJson;
    gone: SupplierJson;
  }
  let fixture: ListFixture;

  beforeAll(async () => {
    fixture = {
      alpha: await insertSupplier({ companyNm: 'Alpha 목록물류', rmk: '본사 청구 계좌' }),
      beta: await insertSupplier({ companyNm: '베타 목록운송' }),
      gamma: await insertSupplier({ companyNm: 'ALPHA 목록택배 50%' }),
      gone: await deletedSupplier({ companyNm: 'Alpha 목록삭제됨' }),
    };
    await companyOf(fixture.beta.billCompanyId);
    await companyOf(fixture.beta.billCompanyId);
    await companyOf(fixture.beta.billCompanyId, 'N');
  });

  const counted = (supplier: SupplierJson, companyCount: number) => ({ ...supplier, companyCount });

  table<ListFixture>({ given: () => fixture }, [
    {
      name: 'answers an array of the live suppliers, newest first, without a page or size',
      rest: 'GET /api/bill-company/list',
      status: 200,
      answer: ({ alpha, beta, gamma }) => [gamma, counted(beta, 2), alpha],
    },
    {
      name: 'answers the spec field names, numbers as digits, and the companies in use billed through it',
      rest: 'GET /api/bill-company/list?companyNm=베타',
      status: 200,
      answer: ({ beta }) => [
        {
          billCompanyId: beta.billCompanyId,
          companyNm: '베타 목록운송',
          bizNo: beta.bizNo,
          representativeNm: '김태호',
          bizType: '운수업',
          bizItem: '택배',
          address: '대구광역시 북구 유통단지로 45',
          postNo: '41509',
          telNo: '0531234567',
          faxNo: '0531234568',
          email: 'billing@example.com',
          bankNm: '대구은행',
          depositorNm: '대구종합물류(주)',
          accountNo: '504101234567',
          rmk: null,
          companyCount: 2,
          delYn: 'N',
          regDt: expect.any(String),
          chgDt: null,
          chgId: null,
          version: 1,
        },
      ],
    },
    {
      name: 'filters by part of the name, any case',
      rest: `GET /api/bill-company/list?companyNm=${encodeURIComponent('alpha 목록')}`,
      status: 200,
      answer: ({ alpha, gamma }) => [gamma, alpha],
    },
    {
      name: 'filters by part of the business number, with or without hyphens',
      rest: ({ alpha }) => `GET /api/bill-company/list?bizNo=${hyphenated(alpha.bizNo).slice(4)}`,
      status: 200,
      answer: ({ alpha }) => [alpha],
    },
    {
      name: 'treats LIKE wildcards in the name as text',
      rest: 'GET /api/bill-company/list?companyNm=50%25',
      status: 200,
      answer: ({ gamma }) => [gamma],
    },
    {
      name: 'answers {items, total} with page and size',
      rest: `GET /api/bill-company/list?companyNm=${encodeURIComponent('목록')}&page=1&size=2`,
      status: 200,
      answer: ({ alpha }) => ({ items: [alpha], total: 3 }),
    },
    {
      name: 'refuses a page size over 100 with 400 naming size',
      rest: 'GET /api/bill-company/list?size=101',
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: { message: koreanMentioning('size'), field: 'size' },
    },
    {
      name: 'lets every signed-in role read the list',
      as: 'member_view',
      rest: `GET /api/bill-company/list?companyNm=${encodeURIComponent('목록')}`,
      status: 200,
      answer: ({ alpha, beta, gamma }) => [gamma, counted(beta, 2), alpha],
    },
    {
      name: 'pages the list over GraphQL with filters',
      graphql: SUPPLIERS,
      input: { filter: { companyNm: '목록', bizNo: null }, page: { page: 0, size: 2 } },
      status: 200,
      answer: ({ beta, gamma }) => ({ suppliers: { items: [gamma, counted(beta, 2)], total: 3 } }),
    },
    {
      name: 'refuses a GraphQL page size over 100 with BAD_USER_INPUT naming size',
      graphql: SUPPLIERS,
      input: { page: { page: 0, size: 101 } },
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: gqlError('BAD_USER_INPUT', koreanMentioning('size'), 'size'),
    },
    {
      name: 'answers one supplier over GraphQL',
      graphql: SUPPLIER,
      input: ({ beta }) => ({ billCompanyId: beta.billCompanyId }),
      status: 200,
      answer: ({ beta }) => ({ supplier: counted(beta, 2) }),
    },
    {
      name: 'answers NOT_FOUND for a deleted supplier over GraphQL',
      graphql: SUPPLIER,
      input: ({ gone }) => ({ billCompanyId: gone.billCompanyId }),
      status: 404,
      code: 'NOT_FOUND',
      matches: gqlError('NOT_FOUND', NOT_FOUND.message),
    },
    {
      name: 'answers NOT_FOUND for an unknown supplier over GraphQL',
      graphql: SUPPLIER,
      input: { billCompanyId: 999_999 },
      status: 404,
      code: 'NOT_FOUND',
      matches: gqlError('NOT_FOUND', NOT_FOUND.message),
    },
    {
      name: 'refuses a supplier number that is not positive over GraphQL',
      graphql: SUPPLIER,
      input: { billCompanyId: -1 },
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: gqlError('BAD_USER_INPUT', koreanMentioning()),
    },
    ...accessRows<ListFixture>('GET list', { rest: 'GET /api/bill-company/list' }, false),
    ...accessRows<ListFixture>('suppliers', { graphql: SUPPLIERS }, false),
    ...accessRows<ListFixture>('supplier', { graphql: SUPPLIER, input: { billCompanyId: 1 } }, false),
  ]);
});

describe('GET /api/bill-company/code/list, /code/detail/list and GraphQL supplierOptions, supplierAccountOptions', () => {
  interface CodeFixture {
    kept: SupplierJson;
    gone: SupplierJson;
  }
  let fixture: CodeFixture;
  beforeAll(async () => {
    fixture = {
      kept: await insertSupplier({
        companyNm: '가나다 코드물류',
        bankNm: '국민은행',
        accountNo: '12345601234567',
      }),
      gone: await deletedSupplier({ companyNm: '가나다 코드삭제' }),
    };
  });

  /** The answer holds the kept supplier as `entry` and not the deleted one, and is sorted by name. */
  const expectOptions =
    (entry: (kept: SupplierJson) => object, path?: string) =>
    ({ answer }: ContractAnswer, { kept, gone }: CodeFixture) => {
      const list = (path ? (answer as Record<string, unknown>)[path] : answer) as (CodeJson & Body)[];
      expect(list).toContainEqual(entry(kept));
      expect(list.map((option) => option.codeVal)).not.toContain(String(gone.billCompanyId));
      const names = list.map((option) => String(option.codeNm));
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    };
  const option = (kept: SupplierJson) => ({ codeVal: String(kept.billCompanyId), codeNm: '가나다 코드물류' });
  const accountOption = (kept: SupplierJson) => ({
    codeVal: String(kept.billCompanyId),
    codeNm: '가나다 코드물류 / 국민은행 123-456-01234567',
    billCompanyId: kept.billCompanyId,
    companyNm: '가나다 코드물류',
    bankNm: '국민은행',
    depositorNm: '대구종합물류(주)',
    accountNo: '12345601234567',
  });

  table<CodeFixture>({ given: () => fixture }, [
    {
      name: 'answers the supplier filter options: the id as codeVal, the name as codeNm, live ones by name',
      rest: 'GET /api/bill-company/code/list',
      status: 200,
      after: expectOptions(option),
    },
    {
      name: 'answers the supplier-and-account options',
      rest: 'GET /api/bill-company/code/detail/list',
      status: 200,
      after: expectOptions(accountOption),
    },
    {
      name: 'lets a read-only role have the code lists (the companies screen uses them)',
      as: 'member_view',
      rest: 'GET /api/bill-company/code/detail/list',
      status: 200,
      after: expectOptions(accountOption),
    },
    {
      name: 'answers the filter options over GraphQL',
      graphql: OPTIONS,
      status: 200,
      after: expectOptions(option, 'supplierOptions'),
    },
    {
      name: 'answers the account options over GraphQL, to read-only roles too',
      as: 'member_pickup',
      graphql: ACCOUNT_OPTIONS,
      status: 200,
      after: expectOptions(accountOption, 'supplierAccountOptions'),
    },
    ...accessRows<CodeFixture>('GET code/list', { rest: 'GET /api/bill-company/code/list' }, false),
    ...accessRows<CodeFixture>(
      'GET code/detail/list',
      { rest: 'GET /api/bill-company/code/detail/list' },
      false,
    ),
    ...accessRows<CodeFixture>('supplierOptions', { graphql: OPTIONS }, false),
    ...accessRows<CodeFixture>('supplierAccountOptions', { graphql: ACCOUNT_OPTIONS }, false),
  ]);
});

describe('POST /api/bill-company/insert and GraphQL createSupplier', () => {
  // The form's checks in order: each step adds one value to the body of the step before.
  const ORDER_NAME = '순서확인물류';
  const orderSteps: [change: Body, field: string, message: string][] = [
    [{}, 'companyNm', '상호는 필수 입력 항목입니다.'],
    [{ companyNm: ORDER_NAME }, 'bizNo', '사업자등록번호는 필수 입력 항목입니다.'],
    [{ bizNo: '504-8112346' }, 'bizNo', '올바른 사업자등록번호 형식이 아닙니다. (예: 123-45-67890)'],
    [{ bizNo: '504-81-12345' }, 'bizNo', '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.'],
    [{ bizNo: '220-81-62517' }, 'representativeNm', '대표자명은 필수 입력 항목입니다.'],
    [{ representativeNm: '박순서' }, 'bizType', '업태는 필수 입력 항목입니다.'],
    [{ bizType: '운수업' }, 'bizItem', '업종은 필수 입력 항목입니다.'],
    [{ bizItem: '택배' }, 'address', '주소는 필수 입력 항목입니다.'],
    [{ address: '대구광역시 중구 국채보상로 1' }, 'postNo', '우편번호는 필수 입력 항목입니다.'],
    [{ postNo: '419' }, 'postNo', '올바른 우편번호 형식이 아닙니다.'],
    [{ postNo: '41911' }, 'telNo', '전화번호는 필수 입력 항목입니다.'],
    [{ telNo: '053-12' }, 'telNo', '올바른 전화번호 형식이 아닙니다.'],
    [{ telNo: '053-252-1234' }, 'faxNo', '팩스번호는 필수 입력 항목입니다.'],
    [{ faxNo: '12-34' }, 'faxNo', '올바른 팩스번호 형식이 아닙니다.'],
    [{ faxNo: '053-252-1235' }, 'email', '이메일은 필수 입력 항목입니다.'],
    [{ email: 'order@example' }, 'email', '올바른 이메일 형식이 아닙니다.'],
    [{ email: 'order@example.com' }, 'bankNm', '은행명은 필수 입력 항목입니다.'],
    [{ bankNm: '농협은행' }, 'depositorNm', '예금주는 필수 입력 항목입니다.'],
    [{ depositorNm: '순서확인물류' }, 'accountNo', '계좌번호는 필수 입력 항목입니다.'],
    [{ accountNo: '301-123-456' }, 'accountNo', '올바른 계좌번호 형식이 아닙니다.'],
    [{ accountNo: '301-123-456789012' }, 'accountNo', '올바른 계좌번호 형식이 아닙니다.'],
  ];
  const bodyAtStep = (step: number) =>
    Object.assign({}, ...orderSteps.slice(0, step + 1).map(([change]) => change)) as Body;

  it('walks every field of the shared form', () => {
    const walked = [...new Set(orderSteps.map(([, field]) => field))];
    expect(walked).toEqual(checkedFields(supplierFormSchema).filter((field) => field !== 'rmk'));
  });

  table<Body>({ given: () => supplierBody() }, [
    {
      name: 'registers a supplier: trimmed text, digits-only numbers, lowercased email, the creator recorded',
      before: async () =>
        supplierBody({
          companyNm: '  대구종합물류(주)  ',
          bizNo: '504-81-12346',
          telNo: '02-123-4567',
          faxNo: '0212344568',
          email: ' Billing@Example.COM ',
          accountNo: '504 101 2345 67',
          rmk: '  본사 청구 계좌 ',
        }),
      rest: 'POST /api/bill-company/insert',
      input: (body) => body,
      status: 200,
      answer: {
        billCompanyId: expect.any(Number),
        companyNm: '대구종합물류(주)',
        bizNo: '5048112346',
        representativeNm: '김태호',
        bizType: '운수업',
        bizItem: '택배',
        address: '대구광역시 북구 유통단지로 45',
        postNo: '41509',
        telNo: '021234567',
        faxNo: '0212344568',
        email: 'billing@example.com',
        bankNm: '대구은행',
        depositorNm: '대구종합물류(주)',
        accountNo: '504101234567',
        rmk: '본사 청구 계좌',
        companyCount: 0,
        delYn: 'N',
        regDt: expect.any(String),
        chgDt: null,
        chgId: null,
        version: 1,
      },
      after: async ({ answer }, _body, harness) => {
        const stored = await storedRow((answer as SupplierJson).billCompanyId);
        expect(stored?.reg_id).toBe(await harness.memberId('admin'));
      },
    },
    {
      name: 'registers a supplier without a memo (rmk left out)',
      rest: 'POST /api/bill-company/insert',
      input: ({ rmk: _rmk, ...body }) => body,
      status: 200,
      matches: { rmk: null, delYn: 'N' },
    },
    {
      name: 'refuses an empty body with the first check of the form: the name',
      rest: 'POST /api/bill-company/insert',
      input: {},
      status: 400,
      answer: badInput('상호는 필수 입력 항목입니다.', 'companyNm'),
    },
    ...orderSteps.map(([change, field, message], step) => ({
      name: `checks the form in order and writes nothing: ${Object.keys(change).join() || 'nothing'} given, ${field} refused`,
      before: async () => bodyAtStep(step),
      rest: 'POST /api/bill-company/insert',
      input: (body: Body) => body,
      status: 400,
      answer: badInput(message, field),
      after: async () => expect(await countByName(ORDER_NAME)).toBe(0),
    })),
    {
      name: 'registers the supplier once every check of the form passes',
      before: async () => ({ ...bodyAtStep(orderSteps.length - 1), accountNo: '301-1234-5678-01' }),
      rest: 'POST /api/bill-company/insert',
      input: (body) => body,
      status: 200,
      matches: { companyNm: ORDER_NAME, bizNo: '2208162517', accountNo: '3011234567801' },
    },
    ...(
      [
        [
          'a name over 100 characters',
          { companyNm: '가'.repeat(101) },
          'companyNm',
          '상호는 100자 이하로 입력해주세요.',
        ],
        [
          'a memo over 1000 characters',
          { rmk: 'x'.repeat(1001) },
          'rmk',
          '비고는 1000자 이하로 입력해주세요.',
        ],
        ['a number where text belongs', { companyNm: 42 }, 'companyNm', '올바른 상호 형식이 아닙니다.'],
        [
          'a business number as a number',
          { bizNo: 5048112346 },
          'bizNo',
          '올바른 사업자등록번호 형식이 아닙니다.',
        ],
        [
          'an account number with letters',
          { accountNo: '504-101-23456a' },
          'accountNo',
          '올바른 계좌번호 형식이 아닙니다.',
        ],
        ['a six-digit postal code', { postNo: '123-456' }, 'postNo', '올바른 우편번호 형식이 아닙니다.'],
      ] as const
    ).map(([what, change, field, message]) => ({
      name: `refuses ${what} with 400 naming ${field}`,
      rest: 'POST /api/bill-company/insert',
      input: (body: Body) => ({ ...body, ...change }),
      status: 400,
      answer: badInput(message, field),
    })),
    {
      name: 'refuses a business number a live supplier has with 409 naming bizNo (the service check)',
      before: async () => supplierBody({ bizNo: (await insertSupplier()).bizNo }),
      rest: 'POST /api/bill-company/insert',
      input: (body) => body,
      status: 409,
      answer: { code: 'CONFLICT', message: TAKEN, field: 'bizNo' },
      after: async (_answer, body) => expect(await countByName(body.companyNm)).toBe(0),
    },
    {
      name: 'takes the business number of a deleted supplier (unique among live suppliers only)',
      before: async () => supplierBody({ bizNo: (await deletedSupplier()).bizNo }),
      rest: 'POST /api/bill-company/insert',
      input: (body) => body,
      status: 200,
      matches: (body) => ({ bizNo: String(body.bizNo), delYn: 'N' }),
    },
    {
      name: 'refuses a body that is not a JSON object with 400',
      rest: 'POST /api/bill-company/insert',
      input: ['not', 'an', 'object'],
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: { message: koreanMentioning() },
    },
    {
      name: 'refuses malformed JSON with 400',
      rest: 'POST /api/bill-company/insert',
      rawBody: '{"companyNm": "x",',
      status: 400,
      answer: { code: 'BAD_USER_INPUT', message: '요청 본문이 올바른 JSON 형식이 아닙니다.' },
    },
    {
      name: 'lets member_all register a supplier',
      as: 'member_all',
      rest: 'POST /api/bill-company/insert',
      input: (body) => body,
      status: 200,
      matches: (body) => ({ companyNm: body.companyNm }),
      after: async ({ answer }, _body, harness) => {
        const stored = await storedRow((answer as SupplierJson).billCompanyId);
        expect(stored?.reg_id).toBe(await harness.memberId('member_all'));
      },
    },
    {
      name: 'registers a supplier over GraphQL',
      graphql: CREATE,
      input: (body) => ({ input: { ...body, telNo: '010-2345-6789' } }),
      status: 200,
      matches: (body) => ({
        createSupplier: { companyNm: body.companyNm, telNo: '01023456789', version: 1 },
      }),
    },
    {
      name: 'refuses bad input over GraphQL with the field in extensions and writes nothing',
      graphql: CREATE,
      input: (body) => ({ input: { ...body, email: 'no-at-sign' } }),
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: gqlError('BAD_USER_INPUT', '올바른 이메일 형식이 아닙니다.', 'email'),
      after: async (_answer, body) => expect(await countByName(body.companyNm)).toBe(0),
    },
    {
      name: 'refuses a business number in use over GraphQL with CONFLICT naming bizNo',
      before: async () => supplierBody({ bizNo: (await insertSupplier()).bizNo }),
      graphql: CREATE,
      input: (body) => ({ input: body }),
      status: 409,
      code: 'CONFLICT',
      matches: gqlError('CONFLICT', TAKEN, 'bizNo'),
    },
    ...accessRows<Body>(
      'POST insert',
      { rest: 'POST /api/bill-company/insert', input: (body) => body },
      true,
    ),
    ...accessRows<Body>('createSupplier', { graphql: CREATE, input: (body) => ({ input: body }) }, true),
  ]);

  it('answers the database refusal of a concurrent duplicate with 409 naming bizNo, never a 500', async () => {
    const body = supplierBody();
    const bizNo = String(body.bizNo).replace(/-/g, '');
    let pending: Promise<{ status: number; body: unknown }> | undefined;
    // A transaction that holds the same business number uncommitted: the service's check cannot see
    // it, so the insert waits on the unique index and then meets the database's refusal.
    await em().transactional(async (tx) => {
      await rowBuilders(() => tx).aSupplier({ company_nm: '먼저저장', biz_no: bizNo });
      pending = api.rest('POST', '/api/bill-company/insert', { body });
      await waitForLockWait();
    });
    const answer = await pending!;
    expect(answer).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: TAKEN, field: 'bizNo' } });
    expect(await countByName(body.companyNm)).toBe(0);
  });
});

/** Waits until some session of the test database waits for a lock (the request reached the insert). */
async function waitForLockWait(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const [row] = await em().execute<{ n: number }[]>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the request never waited for the uncommitted row');
}

describe('PUT /api/bill-company/update and GraphQL updateSupplier', () => {
  // given: a new supplier; otherBizNo, where a row needs it, the business number of another one.
  type Given = SupplierJson & { otherBizNo?: string };
  table<Given>({ given: () => insertSupplier() }, [
    {
      name: 'changes every field, raises the version and records who changed it (memberId of the body ignored)',
      rest: 'PUT /api/bill-company/update',
      input: (supplier) =>
        updateBody(supplier, {
          companyNm: '새이름물류',
          bizNo: hyphenated(nextBizNo()),
          representativeNm: '이수정',
          bizType: '서비스',
          bizItem: '화물운송주선',
          address: '대구광역시 달서구 성서공단로 210',
          postNo: '42712',
          telNo: '053-777-8888',
          faxNo: '053-777-8889',
          email: 'New@Example.com',
          bankNm: '신한은행',
          depositorNm: '새이름물류',
          accountNo: '110-123-456789',
          rmk: '계좌 변경',
          memberId: 424242,
        }),
      status: 200,
      matches: ({ billCompanyId, version }) => ({
        billCompanyId,
        companyNm: '새이름물류',
        representativeNm: '이수정',
        postNo: '42712',
        telNo: '0537778888',
        email: 'new@example.com',
        bankNm: '신한은행',
        accountNo: '110123456789',
        rmk: '계좌 변경',
        version: version + 1,
        chgDt: expect.any(String),
      }),
      after: async ({ answer }, _supplier, harness) =>
        expect((answer as SupplierJson).chgId).toBe(await harness.memberId('admin')),
    },
    {
      name: 'keeps its own business number',
      rest: 'PUT /api/bill-company/update',
      input: (supplier) => updateBody(supplier, { bizNo: hyphenated(supplier.bizNo), rmk: '' }),
      status: 200,
      matches: ({ bizNo, version }) => ({ bizNo, rmk: null, version: version + 1 }),
    },
    {
      name: 'refuses the business number of another live supplier with 409 naming bizNo',
      before: async () => ({ otherBizNo: (await insertSupplier()).bizNo, ...(await insertSupplier()) }),
      rest: 'PUT /api/bill-company/update',
      input: (supplier) => updateBody(supplier, { bizNo: supplier.otherBizNo }),
      status: 409,
      answer: { code: 'CONFLICT', message: TAKEN, field: 'bizNo' },
    },
    {
      name: 'refuses a stale version with 409 and keeps the newer change',
      before: async () => {
        const supplier = await insertSupplier();
        await api.rest('PUT', '/api/bill-company/update', {
          body: updateBody(supplier, { companyNm: '먼저바꿈' }),
        });
        return supplier;
      },
      rest: 'PUT /api/bill-company/update',
      input: (supplier) => updateBody(supplier, { companyNm: '나중바꿈' }),
      status: 409,
      answer: { code: 'CONFLICT', message: STALE },
      after: async (_answer, supplier) =>
        expect((await storedRow(supplier.billCompanyId))?.company_nm).toBe('먼저바꿈'),
    },
    {
      name: 'checks the form in order on update too: a blank name first',
      rest: 'PUT /api/bill-company/update',
      input: (supplier) => updateBody(supplier, { companyNm: ' ', accountNo: '1' }),
      status: 400,
      answer: badInput('상호는 필수 입력 항목입니다.', 'companyNm'),
    },
    {
      name: 'refuses an account number of 15 digits',
      rest: 'PUT /api/bill-company/update',
      input: (supplier) => updateBody(supplier, { accountNo: '123-456-789012345' }),
      status: 400,
      answer: badInput('올바른 계좌번호 형식이 아닙니다.', 'accountNo'),
    },
    {
      name: 'refuses a missing billCompanyId with 400',
      rest: 'PUT /api/bill-company/update',
      input: (supplier) => updateBody(supplier, { billCompanyId: undefined }),
      status: 400,
      answer: badInput('공급자 번호(billCompanyId)가 필요합니다.', 'billCompanyId'),
    },
    {
      name: 'refuses a non-numeric billCompanyId with 400',
      rest: 'PUT /api/bill-company/update',
      input: (supplier) => updateBody(supplier, { billCompanyId: 'abc' }),
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: { field: 'billCompanyId' },
    },
    {
      name: 'answers 404 for an unknown supplier',
      rest: 'PUT /api/bill-company/update',
      input: (supplier) => updateBody(supplier, { billCompanyId: 999_999 }),
      status: 404,
      answer: NOT_FOUND,
    },
    {
      name: 'answers 404 for a deleted supplier and leaves it deleted',
      before: () => deletedSupplier(),
      rest: 'PUT /api/bill-company/update',
      input: (supplier) => updateBody(supplier, { companyNm: '되살림' }),
      status: 404,
      answer: NOT_FOUND,
      after: async (_answer, supplier) =>
        expect(await storedRow(supplier.billCompanyId)).toMatchObject({
          del_yn: 'Y',
          company_nm: supplier.companyNm,
        }),
    },
    {
      name: 'lets member_all change a supplier and records them',
      as: 'member_all',
      rest: 'PUT /api/bill-company/update',
      input: (supplier) => updateBody(supplier, { bankNm: '농협은행' }),
      status: 200,
      matches: { bankNm: '농협은행' },
      after: async ({ answer }, _supplier, harness) =>
        expect((answer as SupplierJson).chgId).toBe(await harness.memberId('member_all')),
    },
    {
      name: 'changes a supplier over GraphQL',
      graphql: UPDATE,
      input: (supplier) => ({ input: updateBody(supplier, { faxNo: '02-555-6666', rmk: null }) }),
      status: 200,
      matches: ({ billCompanyId, version }) => ({
        updateSupplier: { billCompanyId, faxNo: '025556666', version: version + 1 },
      }),
    },
    {
      name: 'refuses a stale version over GraphQL with CONFLICT',
      graphql: UPDATE,
      input: (supplier) => ({ input: updateBody(supplier, { version: supplier.version + 5 }) }),
      status: 409,
      code: 'CONFLICT',
      matches: gqlError('CONFLICT', STALE),
    },
    {
      name: 'refuses bad input over GraphQL with the field in extensions',
      graphql: UPDATE,
      input: (supplier) => ({ input: updateBody(supplier, { postNo: 'abcde' }) }),
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: gqlError('BAD_USER_INPUT', '올바른 우편번호 형식이 아닙니다.', 'postNo'),
    },
    ...accessRows<Given>(
      'PUT update',
      { rest: 'PUT /api/bill-company/update', input: (supplier) => updateBody(supplier) },
      true,
    ),
    ...accessRows<Given>(
      'updateSupplier',
      { graphql: UPDATE, input: (supplier) => ({ input: updateBody(supplier) }) },
      true,
    ),
  ]);
});

describe('DELETE /api/bill-company/delete/{id} and GraphQL deleteSupplier', () => {
  const inUse = (companies: number) =>
    `이 공급자를 사용하는 업체가 ${companies}곳 있습니다. 업체의 공급자를 바꾼 뒤 삭제해주세요.`;
  const path = ({ billCompanyId }: SupplierJson) => `DELETE /api/bill-company/delete/${billCompanyId}`;

  table({ given: () => insertSupplier() }, [
    {
      name: 'marks the supplier deleted and records the caller as chgId (a chgId sent is ignored)',
      rest: path,
      input: { chgId: 424242 },
      status: 200,
      matches: ({ billCompanyId, version }) => ({
        billCompanyId,
        delYn: 'Y',
        chgDt: expect.any(String),
        version: version + 1,
      }),
      after: async ({ answer }, supplier, harness) => {
        const admin = await harness.memberId('admin');
        expect((answer as SupplierJson).chgId).toBe(admin);
        expect(await storedRow(supplier.billCompanyId)).toMatchObject({ del_yn: 'Y', chg_id: admin });
        expect((await listAll()).map((row) => row.billCompanyId)).not.toContain(supplier.billCompanyId);
        const codes = await codeList('/api/bill-company/code/detail/list');
        expect(codes.map((code) => code.codeVal)).not.toContain(String(supplier.billCompanyId));
      },
    },
    {
      name: 'refuses while companies in use are billed through it, with 409 and writes nothing',
      before: async () => {
        const supplier = await insertSupplier();
        await companyOf(supplier.billCompanyId);
        await companyOf(supplier.billCompanyId);
        return supplier;
      },
      rest: path,
      status: 409,
      answer: { code: 'CONFLICT', message: inUse(2), field: 'billCompanyId' },
      after: async (_answer, supplier) =>
        expect(await storedRow(supplier.billCompanyId)).toMatchObject({ del_yn: 'N', chg_id: null }),
    },
    {
      name: 'deletes a supplier only suspended companies still name',
      before: async () => {
        const supplier = await insertSupplier();
        await companyOf(supplier.billCompanyId, 'N');
        return supplier;
      },
      rest: path,
      status: 200,
      matches: { delYn: 'Y' },
    },
    {
      name: 'answers 404 for a supplier already deleted',
      before: () => deletedSupplier(),
      rest: path,
      status: 404,
      answer: NOT_FOUND,
    },
    {
      name: 'answers 404 for an unknown supplier',
      rest: 'DELETE /api/bill-company/delete/999999',
      status: 404,
      answer: NOT_FOUND,
    },
    {
      name: 'refuses a non-numeric id with 400',
      rest: 'DELETE /api/bill-company/delete/abc',
      status: 400,
      answer: badInput('공급자 번호가 올바르지 않습니다.'),
    },
    {
      name: 'lets member_all delete and records them as chgId',
      as: 'member_all',
      rest: path,
      status: 200,
      matches: { delYn: 'Y' },
      after: async ({ answer }, _supplier, harness) =>
        expect((answer as SupplierJson).chgId).toBe(await harness.memberId('member_all')),
    },
    {
      name: 'deletes over GraphQL',
      graphql: DELETE,
      input: ({ billCompanyId }) => ({ billCompanyId }),
      status: 200,
      matches: ({ billCompanyId }) => ({ deleteSupplier: { billCompanyId, delYn: 'Y' } }),
      after: async ({ answer }, _supplier, harness) =>
        expect((answer as { deleteSupplier: SupplierJson }).deleteSupplier.chgId).toBe(
          await harness.memberId('admin'),
        ),
    },
    {
      name: 'refuses over GraphQL while a company in use is billed through it',
      before: async () => {
        const supplier = await insertSupplier();
        await companyOf(supplier.billCompanyId);
        return supplier;
      },
      graphql: DELETE,
      input: ({ billCompanyId }) => ({ billCompanyId }),
      status: 409,
      code: 'CONFLICT',
      matches: gqlError('CONFLICT', inUse(1), 'billCompanyId'),
    },
    ...accessRows<SupplierJson>('DELETE delete/{id}', { rest: path }, true),
    ...accessRows<SupplierJson>(
      'deleteSupplier',
      { graphql: DELETE, input: ({ billCompanyId }) => ({ billCompanyId }) },
      true,
    ),
  ]);
});

describe('bad input never produces a 5xx', () => {
  const concrete = (routePath: string) => routePath.replace(':id', '1');
  const oddBodies: unknown[] = [
    null,
    [],
    42,
    'text',
    { companyNm: ['a'], bizNo: { x: 1 }, accountNo: 1e30, billCompanyId: 'abc', version: -1 },
    { billCompanyId: 2 ** 40, companyNm: "x' or 1=1 --", rmk: '<script>' },
    { ...supplierBody(), billCompanyId: -1, version: 'x' },
  ];

  it.each(supplierRoutes.map((route) => [route.method, route.path]))(
    '%s %s answers odd bodies and queries with 4xx (or 2xx), in Korean',
    async (method, routePath) => {
      for (const body of oddBodies) {
        const query = "?companyNm=%25&bizNo=x'--&page=-1&size=abc";
        const answer = await api.rest<{ message?: string }>(method, concrete(routePath) + query, {
          body: method === 'GET' ? undefined : body,
        });
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect(answer.body.message).toMatch(/[가-힣]/);
      }
    },
  );

  it.each(['0', '-1', '99999999999999999999', '1.5', '%20', 'abc'])(
    'answers DELETE /api/bill-company/delete/%s with 400',
    async (id) => {
      const answer = await api.rest('DELETE', `/api/bill-company/delete/${id}`);
      expect(answer.status).toBe(400);
    },
  );

  it('answers GraphQL variables of the wrong shape with 4xx', async () => {
    for (const [document, variables] of [
      [CREATE, { input: { companyNm: 1 } }],
      [UPDATE, { input: { ...supplierBody(), billCompanyId: 2 ** 40 } }],
      [DELETE, { billCompanyId: 'abc' }],
      [SUPPLIERS, { page: { page: -1, size: 0 } }],
    ] as const) {
      const answer = await api.graphql(document, variables);
      expect(answer.status).toBeLessThan(500);
      expect(answer.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    }
  });
});

describe('GET /api/bill-company/excel', () => {
  it('exports the filtered live suppliers as an .xlsx with Korean headers and hyphenated numbers', async () => {
    const name = `엑셀공급${Date.now() % 100000}`;
    const kept = await insertSupplier({ companyNm: `${name} 본점` });
    await deletedSupplier({ companyNm: `${name} 폐업` });
    const token = await api.token('member_view');
    const response = await fetch(
      `${api.server.url}/api/bill-company/excel?companyNm=${encodeURIComponent(name)}`,
      {
        headers: { authorization: `Bearer ${String(token)}` },
      },
    );
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['공급자 번호', '상호', '사업자등록번호']);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe(`${name} 본점`);
    expect(sheet.getRow(2).getCell(3).value).toBe(hyphenated(kept.bizNo));
    expect(sheet.getRow(2).getCell(header.indexOf('계좌번호') + 1).value).toMatch(/^\d+-\d+/);
  });
});
