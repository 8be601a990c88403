// Delivery courses (택배 > 배송 코스 설정) through the REST shim (/api/delivery-route/*) and GraphQL,
// against the real server and database: the course list and options, one course, its companies, the
// existence check, create, rename and delete, the spec's refusal of a delete while companies remain
// (by the service, and by the database when a company joins between the check and the delete),
// the role table (companies: admin and member_all write, every role reads) and the audit trail.
import ExcelJS from 'exceljs';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { toAppError } from '../src/common/error-mapping';
import { deleteRouteRow } from '../src/modules/delivery-route/delivery-route.service';
import { contractHarness, contractRows, type NamedRow, type TableSetup } from './contract';
import { badInput, conflict, gqlError } from './kit';

interface RouteJson {
  deliveryRouteId: number;
  deliveryRouteNm: string;
  useYn: string;
  companyCount: number;
  regDt: string;
  version: number;
}

interface RouteCompanyJson {
  companyId: number;
  companyNm: string;
  telNo: string | null;
  managerNm: string | null;
  managerTelNo: string | null;
  address: string | null;
  useYn: string;
  deliveryRouteId: number;
  deliveryRouteCd: string | null;
}

type Body = Record<string, unknown>;

const HAS_COMPANIES = '배송 코스에 업체가 존재합니다. 업체를 이동 후 삭제해주세요.';
const NAME_TAKEN = '이미 있는 배송 코스 이름입니다.';
const NAME_REQUIRED = '배송 코스명은 필수 입력 항목입니다.';
const NAME_TOO_LONG = '배송 코스명은 50자 이하로 입력해주세요.';
const NAME_FORMAT = '올바른 배송 코스명 형식이 아닙니다.';
const ID_REQUIRED = '배송 코스를 선택해주세요.';
const ID_INVALID = '배송 코스 번호(deliveryRouteId)가 올바르지 않습니다.';
const NOT_FOUND = { code: 'NOT_FOUND', message: '배송 코스를 찾을 수 없습니다.' };
const USED_BY_TRANSPORTS = '운송 기록에 쓰인 배송 코스는 삭제할 수 없습니다.';
const STALE = '다른 사용자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해주세요.';
const UNAUTHENTICATED = { code: 'UNAUTHENTICATED', message: '로그인이 필요합니다.' };
const FORBIDDEN = { code: 'FORBIDDEN', message: '이 작업을 할 권한이 없습니다.' };
const A_TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/) as string;
/** No course has this number. */
const UNKNOWN_ID = 999_999;

const FIELDS = 'deliveryRouteId deliveryRouteNm useYn companyCount version';
const COMPANY_FIELDS =
  'companyId companyNm telNo managerNm managerTelNo address useYn deliveryRouteId deliveryRouteCd';
const ROUTES = `query ($filter: RouteFilterInput, $page: PageInput) {
  routes(filter: $filter, page: $page) { items { ${FIELDS} } total } }`;
const ROUTE = `query ($id: Int!) { route(deliveryRouteId: $id) { ${FIELDS} regDt } }`;
const COMPANIES = `query ($id: Int!, $page: PageInput) {
  routeCompanies(deliveryRouteId: $id, page: $page) { items { ${COMPANY_FIELDS} } total } }`;
const HAS = 'query ($id: Int!) { routeHasCompanies(deliveryRouteId: $id) }';
const CREATE = `mutation ($input: RouteCreateInput!) { createRoute(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($input: RouteUpdateInput!) { updateRoute(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: Int!) { deleteRoute(deliveryRouteId: $id) { ${FIELDS} } }`;

const api = contractHarness();

/** One contract test per row, in the order given, on this file's harness. */
const contractTests = <Given>(setup: TableSetup<Given>, rows: NamedRow<Given>[]) =>
  contractRows(api, setup, rows);

const em = (): EntityManager => api.server.db.orm.em.fork() as EntityManager;

let sequence = 0;
/** A fresh course name (Hangul sorts after the fixture's Latin-lettered names). */
const uniqueName = (prefix = '신규 코스') => `${prefix} ${++sequence}`;
const { aDeliveryRoute, aTransport } = rowBuilders(em);

/** A course straight into the database. */
const insertRoute = (name: string, useYn: 'Y' | 'N' = 'Y') =>
  aDeliveryRoute({ delivery_route_nm: name, use_yn: useYn });

/** A company on a course, straight into the database. */
async function insertCompany(
  deliveryRouteId: number | null,
  values: Partial<Record<'companyNm' | 'telNo' | 'managerNm' | 'managerTelNo' | 'address', string>> & {
    useYn?: 'Y' | 'N';
  } = {},
  manager: EntityManager = em(),
): Promise<number> {
  return rowBuilders(() => manager).aCompany({
    ...{ company_nm: values.companyNm ?? uniqueName('코스업체'), tel_no: values.telNo },
    ...{ manager_nm: values.managerNm, manager_tel_no: values.managerTelNo, address: values.address },
    ...{
      use_yn: values.useYn,
      delivery_route_id: deliveryRouteId,
      delivery_route_cd: deliveryRouteId ? 'AM' : null,
    },
  });
}

/** A course registered through the API (as the admin). */
async function createRoute(name = uniqueName()): Promise<RouteJson> {
  const answer = await api.rest<RouteJson>('POST', '/api/delivery-route/insert', {
    body: { deliveryRouteNm: name },
  });
  if (answer.status !== 200) throw new Error(`insert: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function routeExists(deliveryRouteId: number): Promise<boolean> {
  const [row] = await em().execute<{ n: number }[]>(
    'select count(*)::int as n from delivery_route where delivery_route_id = ?',
    [deliveryRouteId],
  );
  return row!.n === 1;
}

async function storedName(deliveryRouteId: number): Promise<string | undefined> {
  const [row] = await em().execute<{ name: string }[]>(
    'select delivery_route_nm as name from delivery_route where delivery_route_id = ?',
    [deliveryRouteId],
  );
  return row?.name;
}

// ---------------------------------------------------------------------------------------------
// Fixture: three courses (names starting with Latin letters so they sort first), companies on A.

interface Fixture {
  a: RouteJson;
  empty: RouteJson;
  off: RouteJson;
  /** A's companies by name: 가나상사, 나다물류 (suspended), 다라통신. */
  companies: RouteCompanyJson[];
}
let fixture: Fixture;

beforeAll(async () => {
  const aId = await insertRoute('A코스 테스트');
  const emptyId = await insertRoute('B코스 빈');
  const offId = await insertRoute('C코스 중지', 'N');
  const company = async (companyNm: string, extra: Parameters<typeof insertCompany>[1]) => {
    const companyId = await insertCompany(aId, { companyNm, ...extra });
    return {
      companyId,
      companyNm,
      telNo: extra?.telNo ?? null,
      managerNm: extra?.managerNm ?? null,
      managerTelNo: extra?.managerTelNo ?? null,
      address: extra?.address ?? null,
      useYn: extra?.useYn ?? 'Y',
      deliveryRouteId: aId,
      deliveryRouteCd: 'AM',
    };
  };
  // Inserted out of name order: the answers are by name.
  const dara = await company('다라통신', { telNo: '0531110003', address: '대구 중구 동성로 3' });
  const gana = await company('가나상사', {
    telNo: '0531110001',
    managerNm: '김담당',
    managerTelNo: '01011110001',
    address: '대구 북구 칠성로 1',
  });
  const nada = await company('나다물류', { useYn: 'N', managerTelNo: '01011110002' });
  // A company on no course is no course's.
  await insertCompany(null, { companyNm: '무코스상사' });
  const route = (deliveryRouteId: number, deliveryRouteNm: string, useYn: string, companyCount: number) => ({
    deliveryRouteId,
    deliveryRouteNm,
    useYn,
    companyCount,
    regDt: A_TIME,
    version: 1,
  });
  fixture = {
    a: route(aId, 'A코스 테스트', 'Y', 3),
    empty: route(emptyId, 'B코스 빈', 'Y', 0),
    off: route(offId, 'C코스 중지', 'N', 0),
    companies: [gana, nada, dara],
  };
});

const withoutTime = ({ regDt: _regDt, ...route }: RouteJson) => route;

// ---------------------------------------------------------------------------------------------

describe('the course list: GET /api/delivery-route/list and GraphQL routes', () => {
  contractTests<Fixture>({ given: () => fixture }, [
    {
      name: 'answers every course by name with its number of companies, without a page',
      rest: 'GET /api/delivery-route/list',
      status: 200,
      answer: ({ a, empty, off }) => [a, empty, off],
    },
    {
      name: 'answers one course with deliveryRouteId',
      rest: ({ a }) => `GET /api/delivery-route/list?deliveryRouteId=${a.deliveryRouteId}`,
      status: 200,
      answer: ({ a }) => [a],
    },
    {
      name: 'answers only the courses in use with useYn=Y',
      rest: 'GET /api/delivery-route/list?useYn=Y',
      status: 200,
      answer: ({ a, empty }) => [a, empty],
    },
    {
      name: 'answers {items, total} with page and size',
      rest: 'GET /api/delivery-route/list?page=1&size=2',
      status: 200,
      answer: ({ off }) => ({ items: [off], total: 3 }),
    },
    {
      name: 'refuses a useYn other than Y or N with 400 naming useYn',
      rest: 'GET /api/delivery-route/list?useYn=X',
      status: 400,
      answer: badInput('사용 여부(useYn)는 Y 또는 N이어야 합니다.', 'useYn'),
    },
    {
      name: 'refuses a course number that is not a number with 400 naming deliveryRouteId',
      rest: 'GET /api/delivery-route/list?deliveryRouteId=abc',
      status: 400,
      answer: badInput(ID_INVALID, 'deliveryRouteId'),
    },
    {
      name: 'refuses a page size over 100 with 400 naming size',
      rest: 'GET /api/delivery-route/list?page=0&size=101',
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: { field: 'size' },
    },
    {
      name: 'answers 401 without a token',
      as: 'anonymous',
      rest: 'GET /api/delivery-route/list',
      status: 401,
      answer: UNAUTHENTICATED,
    },
    {
      name: 'lets member_view read',
      as: 'member_view',
      rest: 'GET /api/delivery-route/list',
      status: 200,
      answer: ({ a, empty, off }) => [a, empty, off],
    },
    {
      name: 'GraphQL routes: every course without a page',
      graphql: ROUTES,
      status: 200,
      answer: ({ a, empty, off }) => ({ routes: { items: [a, empty, off].map(withoutTime), total: 3 } }),
    },
    {
      name: 'GraphQL routes: one page',
      graphql: ROUTES,
      input: { page: { page: 0, size: 1 } },
      status: 200,
      answer: ({ a }) => ({ routes: { items: [withoutTime(a)], total: 3 } }),
    },
    {
      name: 'GraphQL routes: filtered by course and use',
      graphql: ROUTES,
      input: ({ off }) => ({ filter: { deliveryRouteId: off.deliveryRouteId, useYn: 'N' } }),
      status: 200,
      answer: ({ off }) => ({ routes: { items: [withoutTime(off)], total: 1 } }),
    },
    {
      name: 'GraphQL routes: refuses a bad useYn with BAD_USER_INPUT',
      graphql: ROUTES,
      input: { filter: { useYn: 'maybe' } },
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: gqlError('BAD_USER_INPUT', '사용 여부(useYn)는 Y 또는 N이어야 합니다.', 'useYn'),
    },
    {
      name: 'GraphQL routes: refuses a course number of 0',
      graphql: ROUTES,
      input: { filter: { deliveryRouteId: 0 } },
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: gqlError('BAD_USER_INPUT', ID_INVALID, 'deliveryRouteId'),
    },
    {
      name: 'GraphQL routes: 401 without a token',
      as: 'anonymous',
      graphql: ROUTES,
      status: 401,
      code: 'UNAUTHENTICATED',
    },
    {
      name: 'GraphQL routes: member_view reads',
      as: 'member_view',
      graphql: ROUTES,
      status: 200,
      matches: { routes: { total: 3 } },
    },
  ]);
});

describe('one course: GraphQL route', () => {
  contractTests<Fixture>({ given: () => fixture }, [
    {
      name: 'answers the course',
      graphql: ROUTE,
      input: ({ a }) => ({ id: a.deliveryRouteId }),
      status: 200,
      answer: ({ a }) => ({ route: a }),
    },
    {
      name: 'answers 404 for an unknown course',
      graphql: ROUTE,
      input: { id: UNKNOWN_ID },
      status: 404,
      code: 'NOT_FOUND',
      matches: { message: NOT_FOUND.message },
    },
    {
      name: 'refuses a negative course number',
      graphql: ROUTE,
      input: { id: -1 },
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: gqlError('BAD_USER_INPUT', ID_INVALID, 'deliveryRouteId'),
    },
    {
      name: 'refuses a course number of the wrong type with 400, not 500',
      graphql: ROUTE,
      input: { id: 'abc' },
      status: 400,
      code: 'BAD_USER_INPUT',
    },
    {
      name: '401 without a token',
      as: 'anonymous',
      graphql: ROUTE,
      input: { id: 1 },
      status: 401,
      code: 'UNAUTHENTICATED',
    },
    {
      name: 'member_view reads',
      as: 'member_view',
      graphql: ROUTE,
      input: ({ empty }) => ({ id: empty.deliveryRouteId }),
      status: 200,
      answer: ({ empty }) => ({ route: empty }),
    },
  ]);
});

describe('course options: GET /api/delivery-route/code/list', () => {
  contractTests<Fixture>({ given: () => fixture }, [
    {
      name: 'answers the courses in use as {codeVal, codeNm}, by name',
      rest: 'GET /api/delivery-route/code/list',
      status: 200,
      answer: ({ a, empty }) => [
        { codeVal: String(a.deliveryRouteId), codeNm: a.deliveryRouteNm },
        { codeVal: String(empty.deliveryRouteId), codeNm: empty.deliveryRouteNm },
      ],
    },
    {
      name: 'ignores query parameters it does not know',
      rest: 'GET /api/delivery-route/code/list?type=x&page=-1',
      status: 200,
      matches: [{}, {}],
    },
    {
      name: '401 without a token',
      as: 'anonymous',
      rest: 'GET /api/delivery-route/code/list',
      status: 401,
      answer: UNAUTHENTICATED,
    },
    {
      name: 'member_view reads',
      as: 'member_view',
      rest: 'GET /api/delivery-route/code/list',
      status: 200,
      matches: [{}, {}],
    },
  ]);
});

describe("a course's companies: GET /api/delivery-route/mapping/list and GraphQL routeCompanies", () => {
  contractTests<Fixture>({ given: () => fixture }, [
    {
      name: 'answers every company of the course by name, suspended ones included, without a page',
      rest: (given) => `GET /api/delivery-route/mapping/list?deliveryRouteId=${given.a.deliveryRouteId}`,
      status: 200,
      answer: ({ companies }) => companies,
    },
    {
      name: 'answers {items, total} with page and size',
      rest: (given) =>
        `GET /api/delivery-route/mapping/list?deliveryRouteId=${given.a.deliveryRouteId}&page=1&size=2`,
      status: 200,
      answer: ({ companies }) => ({ items: companies.slice(2), total: 3 }),
    },
    {
      name: 'answers an empty list for a course without companies',
      rest: (given) => `GET /api/delivery-route/mapping/list?deliveryRouteId=${given.empty.deliveryRouteId}`,
      status: 200,
      answer: [],
    },
    {
      name: 'answers an empty page for a course without companies',
      rest: (given) =>
        `GET /api/delivery-route/mapping/list?deliveryRouteId=${given.empty.deliveryRouteId}&size=17`,
      status: 200,
      answer: { items: [], total: 0 },
    },
    {
      name: 'answers 404 for an unknown course',
      rest: `GET /api/delivery-route/mapping/list?deliveryRouteId=${UNKNOWN_ID}`,
      status: 404,
      answer: NOT_FOUND,
    },
    {
      name: 'refuses a missing course number with 400 naming deliveryRouteId',
      rest: 'GET /api/delivery-route/mapping/list',
      status: 400,
      answer: badInput(ID_REQUIRED, 'deliveryRouteId'),
    },
    {
      name: 'refuses an empty course number with 400',
      rest: 'GET /api/delivery-route/mapping/list?deliveryRouteId=',
      status: 400,
      answer: badInput(ID_REQUIRED, 'deliveryRouteId'),
    },
    ...['abc', '1.5', '-3', '0', '99999999999', '1%20or%201=1'].map((value) => ({
      name: `refuses the course number "${decodeURIComponent(value)}" with 400`,
      rest: `GET /api/delivery-route/mapping/list?deliveryRouteId=${value}`,
      status: 400,
      answer: badInput(ID_INVALID, 'deliveryRouteId'),
    })),
    {
      name: 'refuses a course number given twice with 400',
      rest: 'GET /api/delivery-route/mapping/list?deliveryRouteId=1&deliveryRouteId=2',
      status: 400,
      answer: badInput(ID_INVALID, 'deliveryRouteId'),
    },
    {
      name: 'refuses a bad page with 400 naming page',
      rest: (given) =>
        `GET /api/delivery-route/mapping/list?deliveryRouteId=${given.a.deliveryRouteId}&page=-1`,
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: { field: 'page' },
    },
    {
      name: '401 without a token',
      as: 'anonymous',
      rest: 'GET /api/delivery-route/mapping/list?deliveryRouteId=1',
      status: 401,
      answer: UNAUTHENTICATED,
    },
    {
      name: 'member_view reads',
      as: 'member_view',
      rest: (given) => `GET /api/delivery-route/mapping/list?deliveryRouteId=${given.a.deliveryRouteId}`,
      status: 200,
      answer: ({ companies }) => companies,
    },
    {
      name: 'GraphQL routeCompanies: one page',
      graphql: COMPANIES,
      input: ({ a }) => ({ id: a.deliveryRouteId, page: { page: 0, size: 2 } }),
      status: 200,
      answer: ({ companies }) => ({ routeCompanies: { items: companies.slice(0, 2), total: 3 } }),
    },
    {
      name: 'GraphQL routeCompanies: every company without a page',
      graphql: COMPANIES,
      input: ({ a }) => ({ id: a.deliveryRouteId }),
      status: 200,
      answer: ({ companies }) => ({ routeCompanies: { items: companies, total: 3 } }),
    },
    {
      name: 'GraphQL routeCompanies: 404 for an unknown course',
      graphql: COMPANIES,
      input: { id: UNKNOWN_ID },
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: 'GraphQL routeCompanies: refuses a page size over 100',
      graphql: COMPANIES,
      input: ({ a }) => ({ id: a.deliveryRouteId, page: { page: 0, size: 101 } }),
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: { extensions: { field: 'size' } },
    },
    {
      name: 'GraphQL routeCompanies: 401 without a token',
      as: 'anonymous',
      graphql: COMPANIES,
      input: { id: 1 },
      status: 401,
      code: 'UNAUTHENTICATED',
    },
    {
      name: 'GraphQL routeCompanies: member_view reads',
      as: 'member_view',
      graphql: COMPANIES,
      input: ({ a }) => ({ id: a.deliveryRouteId }),
      status: 200,
      matches: { routeCompanies: { total: 3 } },
    },
  ]);

  it('reads a page of companies in one statement and the count in another, whatever the page holds', async () => {
    const statements: string[] = [];
    const connection = api.server.db.orm.em.getConnection();
    const execute = connection.execute.bind(connection);
    const spy = jest.spyOn(connection, 'execute').mockImplementation(((query: string, ...rest: unknown[]) => {
      // The caller's lookup reads a customer's companies (current-caller.ts): not the list's.
      if (/from company c/.test(query) && !/from member m/.test(query)) statements.push(query);
      return (execute as (...args: unknown[]) => unknown)(query, ...rest);
    }) as typeof connection.execute);
    try {
      const answer = await api.rest<{ total: number }>(
        'GET',
        `/api/delivery-route/mapping/list?deliveryRouteId=${fixture.a.deliveryRouteId}&size=17`,
      );
      expect(answer.body.total).toBe(3);
    } finally {
      spy.mockRestore();
    }
    expect(statements).toHaveLength(2);
  });
});

describe('the existence check: GET /api/delivery-route/mapping/exists and GraphQL routeHasCompanies', () => {
  contractTests<Fixture>({ given: () => fixture }, [
    {
      name: 'answers true while companies remain on the course',
      rest: (given) => `GET /api/delivery-route/mapping/exists?deliveryRouteId=${given.a.deliveryRouteId}`,
      status: 200,
      answer: true,
    },
    {
      name: 'answers false for a course without companies',
      rest: (given) =>
        `GET /api/delivery-route/mapping/exists?deliveryRouteId=${given.empty.deliveryRouteId}`,
      status: 200,
      answer: false,
    },
    {
      name: 'answers 404 for an unknown course',
      rest: `GET /api/delivery-route/mapping/exists?deliveryRouteId=${UNKNOWN_ID}`,
      status: 404,
      answer: NOT_FOUND,
    },
    {
      name: 'refuses a missing course number with 400',
      rest: 'GET /api/delivery-route/mapping/exists',
      status: 400,
      answer: badInput(ID_REQUIRED, 'deliveryRouteId'),
    },
    {
      name: 'refuses a course number that is not a number with 400',
      rest: 'GET /api/delivery-route/mapping/exists?deliveryRouteId=x',
      status: 400,
      answer: badInput(ID_INVALID, 'deliveryRouteId'),
    },
    {
      name: '401 without a token',
      as: 'anonymous',
      rest: 'GET /api/delivery-route/mapping/exists?deliveryRouteId=1',
      status: 401,
      answer: UNAUTHENTICATED,
    },
    {
      name: 'member_view reads',
      as: 'member_view',
      rest: (given) => `GET /api/delivery-route/mapping/exists?deliveryRouteId=${given.a.deliveryRouteId}`,
      status: 200,
      answer: true,
    },
    {
      name: 'GraphQL: true while companies remain',
      graphql: HAS,
      input: ({ a }) => ({ id: a.deliveryRouteId }),
      status: 200,
      answer: { routeHasCompanies: true },
    },
    {
      name: 'GraphQL: false without companies',
      graphql: HAS,
      input: ({ off }) => ({ id: off.deliveryRouteId }),
      status: 200,
      answer: { routeHasCompanies: false },
    },
    {
      name: 'GraphQL: 404 for an unknown course',
      graphql: HAS,
      input: { id: UNKNOWN_ID },
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: 'GraphQL: 401 without a token',
      as: 'anonymous',
      graphql: HAS,
      input: { id: 1 },
      status: 401,
      code: 'UNAUTHENTICATED',
    },
    {
      name: 'GraphQL: member_view reads',
      as: 'member_view',
      graphql: HAS,
      input: ({ a }) => ({ id: a.deliveryRouteId }),
      status: 200,
      answer: { routeHasCompanies: true },
    },
  ]);
});

describe('create: POST /api/delivery-route/insert and GraphQL createRoute', () => {
  const created = (name: string) => ({
    deliveryRouteId: expect.any(Number),
    deliveryRouteNm: name,
    useYn: 'Y',
    companyCount: 0,
    regDt: A_TIME,
    version: 1,
  });
  // given: a fresh name.
  contractTests<string>({ given: () => uniqueName() }, [
    {
      name: 'registers a course, its name trimmed, and answers it',
      rest: 'POST /api/delivery-route/insert',
      input: (name) => ({ deliveryRouteNm: `  ${name}  ` }),
      status: 200,
      answer: (name) => created(name),
      after: async ({ body }, name) => {
        expect(await storedName((body as RouteJson).deliveryRouteId)).toBe(name);
      },
    },
    {
      name: 'ignores the deliveryRouteId an old client sends with a new course',
      rest: 'POST /api/delivery-route/insert',
      input: (name) => ({ deliveryRouteNm: name, deliveryRouteId: 0 }),
      status: 200,
      answer: (name) => created(name),
    },
    {
      name: 'accepts a name of 50 characters',
      rest: 'POST /api/delivery-route/insert',
      input: { deliveryRouteNm: '코'.repeat(50) },
      status: 200,
      matches: { deliveryRouteNm: '코'.repeat(50) },
    },
    ...(
      [
        ['a missing name', {}, NAME_REQUIRED],
        ['a null name', { deliveryRouteNm: null }, NAME_REQUIRED],
        ['an empty name', { deliveryRouteNm: '' }, NAME_REQUIRED],
        ['a blank name', { deliveryRouteNm: '   ' }, NAME_REQUIRED],
        ['a name of 51 characters', { deliveryRouteNm: '코'.repeat(51) }, NAME_TOO_LONG],
        ['a name that is a number', { deliveryRouteNm: 42 }, NAME_FORMAT],
        ['a name that is a list', { deliveryRouteNm: ['a'] }, NAME_FORMAT],
      ] as [string, Body, string][]
    ).map(([what, input, message]) => ({
      name: `refuses ${what} with 400 naming deliveryRouteNm`,
      rest: 'POST /api/delivery-route/insert',
      input,
      status: 400,
      answer: badInput(message, 'deliveryRouteNm'),
    })),
    ...[null, [], 'text', 42].map((input) => ({
      name: `refuses the body ${JSON.stringify(input)} with 400`,
      rest: 'POST /api/delivery-route/insert',
      input,
      status: 400,
      code: 'BAD_USER_INPUT',
    })),
    {
      name: 'refuses a name in use with 409 naming deliveryRouteNm',
      rest: 'POST /api/delivery-route/insert',
      input: { deliveryRouteNm: 'A코스 테스트' },
      status: 409,
      answer: conflict(NAME_TAKEN, 'deliveryRouteNm'),
    },
    {
      name: 'refuses a name in use once trimmed with 409',
      rest: 'POST /api/delivery-route/insert',
      input: { deliveryRouteNm: ' B코스 빈 ' },
      status: 409,
      answer: conflict(NAME_TAKEN, 'deliveryRouteNm'),
    },
    {
      name: 'answers 401 without a token',
      as: 'anonymous',
      rest: 'POST /api/delivery-route/insert',
      input: (name) => ({ deliveryRouteNm: name }),
      status: 401,
      answer: UNAUTHENTICATED,
    },
    ...(['member_view', 'member_pickup', 'member_delivery'] as const).map((role) => ({
      name: `answers 403 to ${role} and stores nothing`,
      as: role,
      rest: 'POST /api/delivery-route/insert',
      input: (name: string) => ({ deliveryRouteNm: name }),
      status: 403,
      answer: FORBIDDEN,
      after: async (_answer: unknown, name: string) => {
        const [row] = await em().execute<{ n: number }[]>(
          'select count(*)::int as n from delivery_route where delivery_route_nm = ?',
          [name],
        );
        expect(row!.n).toBe(0);
      },
    })),
    {
      name: 'lets member_all register a course',
      as: 'member_all',
      rest: 'POST /api/delivery-route/insert',
      input: (name) => ({ deliveryRouteNm: name }),
      status: 200,
      answer: (name) => created(name),
    },
    {
      name: 'GraphQL createRoute: registers a course',
      graphql: CREATE,
      input: (name) => ({ input: { deliveryRouteNm: name } }),
      status: 200,
      answer: (name) => ({ createRoute: withoutTime(created(name) as unknown as RouteJson) }),
    },
    {
      name: 'GraphQL createRoute: refuses an empty name with BAD_USER_INPUT naming deliveryRouteNm',
      graphql: CREATE,
      input: { input: { deliveryRouteNm: ' ' } },
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: gqlError('BAD_USER_INPUT', NAME_REQUIRED, 'deliveryRouteNm'),
    },
    {
      name: 'GraphQL createRoute: refuses a name of 51 characters',
      graphql: CREATE,
      input: { input: { deliveryRouteNm: 'x'.repeat(51) } },
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: gqlError('BAD_USER_INPUT', NAME_TOO_LONG, 'deliveryRouteNm'),
    },
    {
      name: 'GraphQL createRoute: refuses a name in use with CONFLICT',
      graphql: CREATE,
      input: { input: { deliveryRouteNm: 'C코스 중지' } },
      status: 409,
      code: 'CONFLICT',
      matches: gqlError('CONFLICT', NAME_TAKEN, 'deliveryRouteNm'),
    },
    {
      name: 'GraphQL createRoute: 401 without a token',
      as: 'anonymous',
      graphql: CREATE,
      input: (name) => ({ input: { deliveryRouteNm: name } }),
      status: 401,
      code: 'UNAUTHENTICATED',
    },
    {
      name: 'GraphQL createRoute: 403 for member_view',
      as: 'member_view',
      graphql: CREATE,
      input: (name) => ({ input: { deliveryRouteNm: name } }),
      status: 403,
      code: 'FORBIDDEN',
    },
  ]);

  it('records the creator in the course and the audit trail', async () => {
    const route = await createRoute();
    const [row] = await em().execute<{ reg_id: number; member_id: number; action: string }[]>(
      `select r.reg_id, a.member_id, a.action from delivery_route r
         join audit_log a on a.entity_name = 'delivery_route' and a.entity_id = r.delivery_route_id::text
        where r.delivery_route_id = ?`,
      [route.deliveryRouteId],
    );
    const adminId = await api.memberId('admin');
    expect(row).toEqual({ reg_id: adminId, member_id: adminId, action: 'create' });
  });

  it('answers one of two simultaneous registrations of a name with 409, never 500', async () => {
    const name = uniqueName('동시 코스');
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        api.rest('POST', '/api/delivery-route/insert', { body: { deliveryRouteNm: name } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter(({ status }) => status === 409))
      expect(answer.body).toEqual(conflict(NAME_TAKEN, 'deliveryRouteNm'));
  });
});

describe('rename: PUT /api/delivery-route/update and GraphQL updateRoute', () => {
  // given: a course registered for the row.
  contractTests<RouteJson>({ given: () => createRoute() }, [
    {
      name: 'renames a course and answers it with a new version',
      rest: 'PUT /api/delivery-route/update',
      input: (route) => ({
        deliveryRouteId: route.deliveryRouteId,
        deliveryRouteNm: `${route.deliveryRouteNm} 변경 `,
      }),
      status: 200,
      answer: (route) => ({ ...route, deliveryRouteNm: `${route.deliveryRouteNm} 변경`, version: 2 }),
    },
    {
      name: 'accepts the version read and the course number as text',
      rest: 'PUT /api/delivery-route/update',
      input: (route) => ({
        deliveryRouteId: String(route.deliveryRouteId),
        deliveryRouteNm: `${route.deliveryRouteNm}b`,
        version: route.version,
      }),
      status: 200,
      matches: (route) => ({ deliveryRouteNm: `${route.deliveryRouteNm}b`, version: 2 }),
    },
    {
      name: 'changes nothing when the name is the same',
      rest: 'PUT /api/delivery-route/update',
      input: (route) => ({ deliveryRouteId: route.deliveryRouteId, deliveryRouteNm: route.deliveryRouteNm }),
      status: 200,
      answer: (route) => route,
    },
    {
      name: "refuses another course's name with 409 naming deliveryRouteNm",
      rest: 'PUT /api/delivery-route/update',
      input: (route) => ({ deliveryRouteId: route.deliveryRouteId, deliveryRouteNm: 'A코스 테스트' }),
      status: 409,
      answer: conflict(NAME_TAKEN, 'deliveryRouteNm'),
      after: async (_answer, route) =>
        expect(await storedName(route.deliveryRouteId)).toBe(route.deliveryRouteNm),
    },
    {
      name: 'refuses an empty name with 400 naming deliveryRouteNm',
      rest: 'PUT /api/delivery-route/update',
      input: (route) => ({ deliveryRouteId: route.deliveryRouteId, deliveryRouteNm: '' }),
      status: 400,
      answer: badInput(NAME_REQUIRED, 'deliveryRouteNm'),
    },
    {
      name: 'refuses a name of 51 characters with 400',
      rest: 'PUT /api/delivery-route/update',
      input: (route) => ({ deliveryRouteId: route.deliveryRouteId, deliveryRouteNm: 'y'.repeat(51) }),
      status: 400,
      answer: badInput(NAME_TOO_LONG, 'deliveryRouteNm'),
    },
    {
      name: 'checks the course number before the name: a missing one is 400 naming deliveryRouteId',
      rest: 'PUT /api/delivery-route/update',
      input: { deliveryRouteNm: '' },
      status: 400,
      answer: badInput(ID_REQUIRED, 'deliveryRouteId'),
    },
    {
      name: 'refuses a course number that is not a number with 400',
      rest: 'PUT /api/delivery-route/update',
      input: { deliveryRouteId: 'one', deliveryRouteNm: '이름' },
      status: 400,
      answer: badInput(ID_INVALID, 'deliveryRouteId'),
    },
    {
      name: 'refuses a version that is not a number with 400 naming version',
      rest: 'PUT /api/delivery-route/update',
      input: (route) => ({ deliveryRouteId: route.deliveryRouteId, deliveryRouteNm: '이름', version: 'v1' }),
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: { field: 'version' },
    },
    {
      name: 'answers 404 for an unknown course',
      rest: 'PUT /api/delivery-route/update',
      input: { deliveryRouteId: UNKNOWN_ID, deliveryRouteNm: '없는 코스' },
      status: 404,
      answer: NOT_FOUND,
    },
    {
      name: 'refuses a stale version with 409 and keeps the newer name',
      before: async () => {
        const route = await createRoute();
        const first = await api.rest('PUT', '/api/delivery-route/update', {
          body: { deliveryRouteId: route.deliveryRouteId, deliveryRouteNm: `${route.deliveryRouteNm} 먼저` },
        });
        expect(first.status).toBe(200);
        return route;
      },
      rest: 'PUT /api/delivery-route/update',
      input: (route) => ({ ...route, deliveryRouteNm: `${route.deliveryRouteNm} 나중` }),
      status: 409,
      answer: { code: 'CONFLICT', message: STALE },
      after: async (_answer, route) =>
        expect(await storedName(route.deliveryRouteId)).toBe(`${route.deliveryRouteNm} 먼저`),
    },
    ...[null, [], 'text'].map((input) => ({
      name: `refuses the body ${JSON.stringify(input)} with 400`,
      rest: 'PUT /api/delivery-route/update',
      input,
      status: 400,
      code: 'BAD_USER_INPUT',
    })),
    {
      name: 'answers 401 without a token',
      as: 'anonymous',
      rest: 'PUT /api/delivery-route/update',
      input: (route) => ({ deliveryRouteId: route.deliveryRouteId, deliveryRouteNm: 'x' }),
      status: 401,
      answer: UNAUTHENTICATED,
    },
    {
      name: 'answers 403 to member_view and keeps the name',
      as: 'member_view',
      rest: 'PUT /api/delivery-route/update',
      input: (route) => ({ deliveryRouteId: route.deliveryRouteId, deliveryRouteNm: '몰래 바꾼 이름' }),
      status: 403,
      answer: FORBIDDEN,
      after: async (_answer, route) =>
        expect(await storedName(route.deliveryRouteId)).toBe(route.deliveryRouteNm),
    },
    {
      name: 'lets member_all rename a course',
      as: 'member_all',
      rest: 'PUT /api/delivery-route/update',
      input: (route) => ({
        deliveryRouteId: route.deliveryRouteId,
        deliveryRouteNm: `${route.deliveryRouteNm}!`,
      }),
      status: 200,
      matches: (route) => ({ deliveryRouteNm: `${route.deliveryRouteNm}!` }),
    },
    {
      name: 'GraphQL updateRoute: renames a course',
      graphql: UPDATE,
      input: (route) => ({
        input: {
          deliveryRouteId: route.deliveryRouteId,
          deliveryRouteNm: `${route.deliveryRouteNm}G`,
          version: 1,
        },
      }),
      status: 200,
      answer: (route) => ({
        updateRoute: { ...withoutTime(route), deliveryRouteNm: `${route.deliveryRouteNm}G`, version: 2 },
      }),
    },
    {
      name: 'GraphQL updateRoute: refuses an empty name',
      graphql: UPDATE,
      input: (route) => ({ input: { deliveryRouteId: route.deliveryRouteId, deliveryRouteNm: '' } }),
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: gqlError('BAD_USER_INPUT', NAME_REQUIRED, 'deliveryRouteNm'),
    },
    {
      name: "GraphQL updateRoute: refuses another course's name with CONFLICT",
      graphql: UPDATE,
      input: (route) => ({ input: { deliveryRouteId: route.deliveryRouteId, deliveryRouteNm: 'B코스 빈' } }),
      status: 409,
      code: 'CONFLICT',
      matches: gqlError('CONFLICT', NAME_TAKEN, 'deliveryRouteNm'),
    },
    {
      name: 'GraphQL updateRoute: 404 for an unknown course',
      graphql: UPDATE,
      input: { input: { deliveryRouteId: UNKNOWN_ID, deliveryRouteNm: '없음' } },
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: 'GraphQL updateRoute: 401 without a token',
      as: 'anonymous',
      graphql: UPDATE,
      input: (route) => ({ input: { deliveryRouteId: route.deliveryRouteId, deliveryRouteNm: 'x' } }),
      status: 401,
      code: 'UNAUTHENTICATED',
    },
    {
      name: 'GraphQL updateRoute: 403 for member_view',
      as: 'member_view',
      graphql: UPDATE,
      input: (route) => ({ input: { deliveryRouteId: route.deliveryRouteId, deliveryRouteNm: 'x' } }),
      status: 403,
      code: 'FORBIDDEN',
    },
  ]);

  it('records the rename and who made it in the audit trail', async () => {
    const route = await createRoute();
    const renamed = `${route.deliveryRouteNm} 감사`;
    await api.rest('PUT', '/api/delivery-route/update', {
      body: { deliveryRouteId: route.deliveryRouteId, deliveryRouteNm: renamed },
      as: 'member_all',
    });
    const rows = await em().execute<{ member_id: number; changes: Record<string, unknown> }[]>(
      `select member_id, changes from audit_log
        where entity_name = 'delivery_route' and entity_id = ? and action = 'update'`,
      [String(route.deliveryRouteId)],
    );
    expect(rows).toEqual([
      {
        member_id: await api.memberId('member_all'),
        changes: { delivery_route_nm: [route.deliveryRouteNm, renamed] },
      },
    ]);
  });
});

describe('delete: DELETE /api/delivery-route/delete and GraphQL deleteRoute', () => {
  /** A course with one company on it. */
  const withCompany = async () => {
    const route = await createRoute();
    await insertCompany(route.deliveryRouteId, { companyNm: '남은업체' });
    return { ...route, companyCount: 1 };
  };
  /** A course that a transport record names (no company). */
  const namedByTransport = async () => {
    const route = await createRoute();
    await aTransport({
      ...{ transport_process_cd: 'RECEIVED', company_nm: '보낸업체' },
      delivery_route_id: route.deliveryRouteId,
    });
    return route;
  };
  const stillThere = async (_answer: unknown, route: RouteJson) =>
    expect(await routeExists(route.deliveryRouteId)).toBe(true);
  const gone = async (_answer: unknown, route: RouteJson) =>
    expect(await routeExists(route.deliveryRouteId)).toBe(false);

  // given: an empty course registered for the row.
  contractTests<RouteJson>({ given: () => createRoute() }, [
    {
      name: 'deletes an empty course named in the query and answers it as it was',
      rest: (route) => `DELETE /api/delivery-route/delete?deliveryRouteId=${route.deliveryRouteId}`,
      status: 200,
      answer: (route) => route,
      after: gone,
    },
    {
      name: 'deletes an empty course named in the body',
      rest: 'DELETE /api/delivery-route/delete',
      input: (route) => ({ deliveryRouteId: route.deliveryRouteId }),
      status: 200,
      matches: (route) => ({ deliveryRouteId: route.deliveryRouteId }),
      after: gone,
    },
    {
      name: "refuses while companies remain with 409 and the spec's message, naming deliveryRouteId",
      before: withCompany,
      rest: (route) => `DELETE /api/delivery-route/delete?deliveryRouteId=${route.deliveryRouteId}`,
      status: 409,
      answer: conflict(HAS_COMPANIES, 'deliveryRouteId'),
      after: stillThere,
    },
    {
      name: 'refuses while only a suspended company remains',
      before: async () => {
        const route = await createRoute();
        await insertCompany(route.deliveryRouteId, { useYn: 'N' });
        return route;
      },
      rest: 'DELETE /api/delivery-route/delete',
      input: (route) => ({ deliveryRouteId: route.deliveryRouteId }),
      status: 409,
      answer: conflict(HAS_COMPANIES, 'deliveryRouteId'),
      after: stillThere,
    },
    {
      name: 'refuses a course that transport records name with 409',
      before: namedByTransport,
      rest: (route) => `DELETE /api/delivery-route/delete?deliveryRouteId=${route.deliveryRouteId}`,
      status: 409,
      answer: conflict(USED_BY_TRANSPORTS, 'deliveryRouteId'),
      after: stillThere,
    },
    {
      name: 'answers 404 for an unknown course',
      rest: `DELETE /api/delivery-route/delete?deliveryRouteId=${UNKNOWN_ID}`,
      status: 404,
      answer: NOT_FOUND,
    },
    {
      name: 'answers 404 for a course deleted already',
      before: async () => {
        const route = await createRoute();
        await api.rest('DELETE', `/api/delivery-route/delete?deliveryRouteId=${route.deliveryRouteId}`);
        return route;
      },
      rest: (route) => `DELETE /api/delivery-route/delete?deliveryRouteId=${route.deliveryRouteId}`,
      status: 404,
      answer: NOT_FOUND,
    },
    {
      name: 'refuses a missing course number with 400 naming deliveryRouteId',
      rest: 'DELETE /api/delivery-route/delete',
      status: 400,
      answer: badInput(ID_REQUIRED, 'deliveryRouteId'),
    },
    ...['abc', '0', '-1', '2.5', '99999999999'].map((value) => ({
      name: `refuses the course number "${value}" with 400`,
      rest: `DELETE /api/delivery-route/delete?deliveryRouteId=${value}`,
      status: 400,
      answer: badInput(ID_INVALID, 'deliveryRouteId'),
    })),
    ...[null, [], 'text', { deliveryRouteId: { id: 1 } }].map((input) => ({
      name: `refuses the body ${JSON.stringify(input)} with 400`,
      rest: 'DELETE /api/delivery-route/delete',
      input,
      status: 400,
      code: 'BAD_USER_INPUT',
    })),
    {
      name: 'answers 401 without a token',
      as: 'anonymous',
      rest: (route) => `DELETE /api/delivery-route/delete?deliveryRouteId=${route.deliveryRouteId}`,
      status: 401,
      answer: UNAUTHENTICATED,
      after: stillThere,
    },
    ...(['member_view', 'member_pickup', 'member_delivery'] as const).map((role) => ({
      name: `answers 403 to ${role} and keeps the course`,
      as: role,
      rest: (route: RouteJson) =>
        `DELETE /api/delivery-route/delete?deliveryRouteId=${route.deliveryRouteId}`,
      status: 403,
      answer: FORBIDDEN,
      after: stillThere,
    })),
    {
      name: 'lets member_all delete an empty course',
      as: 'member_all',
      rest: (route) => `DELETE /api/delivery-route/delete?deliveryRouteId=${route.deliveryRouteId}`,
      status: 200,
      matches: (route) => ({ deliveryRouteId: route.deliveryRouteId }),
      after: gone,
    },
    {
      name: 'GraphQL deleteRoute: deletes an empty course',
      graphql: DELETE,
      input: (route) => ({ id: route.deliveryRouteId }),
      status: 200,
      answer: (route) => ({ deleteRoute: withoutTime(route) }),
      after: gone,
    },
    {
      name: "GraphQL deleteRoute: refuses while companies remain with CONFLICT and the spec's message",
      before: withCompany,
      graphql: DELETE,
      input: (route) => ({ id: route.deliveryRouteId }),
      status: 409,
      code: 'CONFLICT',
      matches: gqlError('CONFLICT', HAS_COMPANIES, 'deliveryRouteId'),
      after: stillThere,
    },
    {
      name: 'GraphQL deleteRoute: 404 for an unknown course',
      graphql: DELETE,
      input: { id: UNKNOWN_ID },
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: 'GraphQL deleteRoute: refuses a course number of 0',
      graphql: DELETE,
      input: { id: 0 },
      status: 400,
      code: 'BAD_USER_INPUT',
      matches: gqlError('BAD_USER_INPUT', ID_INVALID, 'deliveryRouteId'),
    },
    {
      name: 'GraphQL deleteRoute: 401 without a token',
      as: 'anonymous',
      graphql: DELETE,
      input: (route) => ({ id: route.deliveryRouteId }),
      status: 401,
      code: 'UNAUTHENTICATED',
      after: stillThere,
    },
    {
      name: 'GraphQL deleteRoute: 403 for member_view',
      as: 'member_view',
      graphql: DELETE,
      input: (route) => ({ id: route.deliveryRouteId }),
      status: 403,
      code: 'FORBIDDEN',
      after: stillThere,
    },
  ]);

  it('records the delete and who made it in the audit trail', async () => {
    const route = await createRoute();
    await api.rest('DELETE', `/api/delivery-route/delete?deliveryRouteId=${route.deliveryRouteId}`);
    const rows = await em().execute<{ member_id: number }[]>(
      `select member_id from audit_log where entity_name = 'delivery_route' and entity_id = ? and action = 'delete'`,
      [String(route.deliveryRouteId)],
    );
    expect(rows).toEqual([{ member_id: await api.memberId('admin') }]);
  });

  it("is refused by the database, with the spec's message, when a company joins between the check and the delete", async () => {
    const route = await createRoute();
    // A company joins the course in a transaction that has not committed when the service checks:
    // the check sees no company; the delete waits for the row lock the insert holds on the course.
    const joining = em();
    await joining.begin();
    try {
      await insertCompany(route.deliveryRouteId, { companyNm: '늦게온업체' }, joining);
      const deleting = api.rest(
        'DELETE',
        `/api/delivery-route/delete?deliveryRouteId=${route.deliveryRouteId}`,
      );
      await waitForLockedDelete();
      await joining.commit();
      expect(await deleting).toMatchObject({ status: 409, body: conflict(HAS_COMPANIES, 'deliveryRouteId') });
    } catch (error) {
      await joining.rollback().catch(() => undefined);
      throw error;
    }
    expect(await routeExists(route.deliveryRouteId)).toBe(true);
  });

  it("maps the foreign key's refusal of a bare delete to the spec's message", async () => {
    const route = await withCompany();
    let refusal: unknown;
    try {
      await deleteRouteRow(em(), route.deliveryRouteId);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ForeignKeyConstraintViolationException);
    const { deps } = api.server;
    expect(toAppError(refusal, { requestId: 'test', log: deps.logger, deps })).toMatchObject({
      code: 'CONFLICT',
      status: 409,
      message: HAS_COMPANIES,
      field: 'deliveryRouteId',
    });
    expect(await routeExists(route.deliveryRouteId)).toBe(true);
  });
});

/** Waits until a delete of a course waits for a lock (the service has checked and is deleting). */
async function waitForLockedDelete(): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [row] = await em().execute<{ n: number }[]>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query ilike 'delete from "delivery_route"%'`,
    );
    if (row!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the delete never waited for the lock');
}

describe('GET /api/delivery-route/mapping/excel', () => {
  it("exports the course's companies as an .xlsx named after the course", async () => {
    const name = uniqueName();
    const routeId = await insertRoute(name);
    await insertCompany(routeId, { companyNm: '엑셀코스업체', telNo: '0531234567', useYn: 'N' });
    const token = await api.token('member_view');
    const response = await fetch(
      `${api.server.url}/api/delivery-route/mapping/excel?deliveryRouteId=${routeId}`,
      {
        headers: { authorization: `Bearer ${String(token)}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      encodeURIComponent(`${name} 업체목록.xlsx`),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['배송 코스', '업체 번호', '업체명']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      name,
      expect.any(Number),
      '엑셀코스업체',
      '053-123-4567',
      undefined, // no manager
      undefined,
      undefined, // no address
      '중지',
    ]);
  });

  it('answers 404 for an unknown course', async () => {
    const answer = await api.rest('GET', '/api/delivery-route/mapping/excel?deliveryRouteId=987654');
    expect(answer.status).toBe(404);
  });
});
