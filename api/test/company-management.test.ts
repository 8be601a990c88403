// Company management (part 2): the filtered grid, the business-number check, registering and
// changing companies, and the list's spreadsheet, over REST and GraphQL against PostgreSQL. Roles,
// 401 and odd input for every route are security.test.ts's.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { COMPANY_FORM_MESSAGES, COMPANY_SAVE_WARNINGS } from '@parcel/shared/forms/company-form';
import { isBusinessNumberChecksumValid } from '@parcel/shared/validation/business-number';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { constraintMessage, SETTLEMENT_GROUP_CYCLE_MESSAGE } from '../src/common/constraint-messages';
import { contract, contractHarness } from './contract';

const harness = contractHarness();
const row = contract(harness);

/** A valid business number: nine digits and the check digit that makes them pass. */
function bizNoFrom(nine: string): string {
  const digit = [...'0123456789'].find((candidate) => isBusinessNumberChecksumValid(nine + candidate));
  return nine + (digit ?? '');
}
let serial = 0;
const nextBizNo = () => bizNoFrom(`2208${String(++serial).padStart(5, '0')}`);
const hyphenated = (bizNo: string) => `${bizNo.slice(0, 3)}-${bizNo.slice(3, 5)}-${bizNo.slice(5)}`;

const db = () => harness.server.db.orm.em.fork();
const execute = <T extends object>(text: string, params: unknown[] = []) => db().execute<T[]>(text, params);
const { aDeliveryRoute, aSupplier } = rowBuilders(db);
const newRoute = (name: string) => aDeliveryRoute({ delivery_route_nm: name });
const newSupplier = (name: string) => aSupplier({ company_nm: name });

/** A form as the web sends it: typed text, hyphens and all. */
const companyForm = (overrides: Record<string, unknown> = {}) => ({
  companyNm: '한빛물류',
  bizNo: hyphenated(nextBizNo()),
  regionCd: 'DAEGU',
  regionDtlCd: 'BUKGU',
  representativeNm: '김대표',
  address: '대구 북구 산격동 1',
  bizType: '운수업',
  telNo: '053-123-4567',
  bizItem: '화물운송',
  faxNo: '053-123-4568',
  email: 'Office@Hanbit.KR',
  ...overrides,
});

const COMPANY_FIELDS = `companyId bizNo companyNm telNo faxNo email regionCd regionNm regionDtlCd regionDtlNm
  shipperYn shipperCd shipperNm useYn vatYn taxbilOutputYn billStdrCd billCharCd communicationFee untpc weightUntpc
  deliveryRouteId deliveryRouteNm billCompanyId billCompanyNm excclcCompanyId excclcCompanyNm regDt version`;
const CREATE = `mutation ($input: CompanyCreateInput!) {
  createCompany(input: $input) { company { ${COMPANY_FIELDS} } warnings { code message field } } }`;
const UPDATE = `mutation ($input: CompanyUpdateInput!) {
  updateCompany(input: $input) { company { ${COMPANY_FIELDS} } warnings { code message field } } }`;
const LIST = `query ($filter: CompanyFilterInput, $page: PageInput) {
  companies(filter: $filter, page: $page) { total items { ${COMPANY_FIELDS} } } }`;

interface CompanyJson {
  companyId: number;
  companyNm: string;
  version: number;
  [field: string]: unknown;
}
async function create(overrides: Record<string, unknown> = {}): Promise<CompanyJson> {
  const answer = await harness.rest<CompanyJson>('POST', '/api/company/insert', {
    body: companyForm(overrides),
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Shipper fields that refer to rows made for the test. */
async function shipperFields(): Promise<Record<string, unknown>> {
  const group = await create({ companyNm: '정산그룹본사' });
  return {
    shipperYn: 'Y',
    shipperCd: 'PCL',
    deliveryRouteId: await newRoute(`코스-${++serial}`),
    deliveryRouteCd: 'AM',
    billCompanyId: await newSupplier(`공급자-${serial}`),
    excclcCompanyId: group.companyId,
    communicationFee: '30,000',
    untpc: 1500,
    weightUntpc: 700,
  };
}

describe('registering a company (POST /api/company/insert, createCompany)', () => {
  row('stores the spec defaults, digits-only numbers and a lowercased e-mail; answers the names', {
    rest: 'POST /api/company/insert',
    input: companyForm({ companyNm: '기본값상사', bizNo: '220-81-62517' }),
    status: 200,
    matches: {
      companyNm: '기본값상사',
      bizNo: '2208162517',
      telNo: '0531234567',
      email: 'office@hanbit.kr',
      regionNm: '대구',
      regionDtlNm: '북구',
      shipperYn: 'N',
      useYn: 'Y',
      vatYn: 'Y',
      taxbilOutputYn: 'Y',
      billStdrCd: '20',
      billCharCd: 'credit',
      communicationFee: 0,
      version: 1,
    },
  });

  it('registers a shipper over GraphQL with its course, supplier and settlement group names', async () => {
    const shipper = await shipperFields();
    const answer = await harness.graphql<{ createCompany: { company: CompanyJson } }>(CREATE, {
      input: { ...companyForm({ companyNm: '화주상사' }), ...shipper, communicationFee: 30000 },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createCompany.company).toMatchObject({
      shipperYn: 'Y',
      shipperNm: '택배',
      deliveryRouteId: shipper.deliveryRouteId,
      deliveryRouteNm: expect.stringMatching(/^코스-/),
      billCompanyNm: expect.stringMatching(/^공급자-/),
      excclcCompanyNm: '정산그룹본사',
      communicationFee: 30000,
      untpc: 1500,
    });
  });

  // The spec's order: the first failed check answers, with its field.
  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['no name', { companyNm: ' ', bizNo: '' }, 'companyNm', '상호는 필수 입력 항목입니다.'],
    ['no business number', { bizNo: '', regionCd: '' }, 'bizNo', '사업자등록번호는 필수 입력 항목입니다.'],
    [
      'a malformed business number',
      { bizNo: '220-8162517' },
      'bizNo',
      '올바른 사업자등록번호 형식이 아닙니다. (예: 123-45-67890)',
    ],
    [
      'a wrong check digit',
      { bizNo: '220-81-62518' },
      'bizNo',
      '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.',
    ],
    ['no district', { regionDtlCd: '', telNo: '' }, 'regionDtlCd', '상세 지역은 필수 입력 항목입니다.'],
    [
      'a district of another region',
      { regionCd: 'SEOUL' },
      'regionDtlCd',
      '올바른 상세 지역 형식이 아닙니다.',
    ],
    ['an unknown region', { regionCd: 'MARS' }, 'regionCd', '올바른 지역 형식이 아닙니다.'],
    ['no representative', { representativeNm: '' }, 'representativeNm', '대표자는 필수 입력 항목입니다.'],
    ['a bad phone', { telNo: '053-12', faxNo: '' }, 'telNo', '올바른 전화번호 형식이 아닙니다.'],
    ['no business item', { bizItem: '', faxNo: '' }, 'bizItem', '업종은 필수 입력 항목입니다.'],
    ['no fax', { faxNo: '' }, 'faxNo', '팩스번호는 필수 입력 항목입니다.'],
    ['a bad e-mail', { email: 'office@' }, 'email', '올바른 이메일 형식이 아닙니다.'],
    [
      'a suspended shipper',
      { shipperYn: 'Y', useYn: 'N' },
      'useYn',
      '화주 업체의 상태가 "중지"로 설정되어 있습니다.',
    ],
    ['a shipper without a type', { shipperYn: 'Y' }, 'shipperCd', '화주 구분은 필수 입력 항목입니다.'],
    [
      'a shipper without a course',
      { shipperYn: 'Y', shipperCd: 'PCL' },
      'deliveryRouteId',
      '배송 코스는 필수 입력 항목입니다.',
    ],
    ['an unknown course', { deliveryRouteId: 999999 }, 'deliveryRouteId', '선택한 배송 코스가 없습니다.'],
    ['a negative price', { untpc: -1 }, 'untpc', '수량 단가는 0 이상이어야 합니다.'],
  ];
  for (const [name, overrides, field, message] of refusals) {
    row(`refuses ${name} (400, ${field})`, {
      rest: 'POST /api/company/insert',
      input: () => companyForm(overrides),
      code: 'BAD_USER_INPUT',
      answer: { code: 'BAD_USER_INPUT', field, message },
    });
  }

  row('refuses a taken business number with 409 on bizNo', {
    before: () => create({ companyNm: '먼저등록' }),
    rest: 'POST /api/company/insert',
    input: (first: CompanyJson) => companyForm({ bizNo: first.bizNo }),
    code: 'CONFLICT',
    answer: { code: 'CONFLICT', field: 'bizNo', message: '이미 사용 중인 사업자등록번호입니다.' },
  });

  it('answers the database refusal of a duplicate the service did not see (a race) as 409 on bizNo', async () => {
    const bizNo = nextBizNo();
    const forms = [0, 1].map(() => companyForm({ bizNo }));
    const answers = await Promise.all(
      forms.map((body) =>
        harness.rest<{ code?: string; field?: string }>('POST', '/api/company/insert', { body }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      code: 'CONFLICT',
      field: 'bizNo',
    });
  });

  row('is refused to a read-only role', {
    as: 'member_view',
    rest: 'POST /api/company/insert',
    input: () => companyForm(),
    code: 'FORBIDDEN',
    matches: { code: 'FORBIDDEN' },
  });
});

describe('the business-number check (GET /api/company/biz-no/check, bizNoTaken)', () => {
  row('answers false for a free number', {
    rest: () => `GET /api/company/biz-no/check?bizNo=${hyphenated(nextBizNo())}`,
    status: 200,
    answer: false,
  });
  row('answers true for a registered one, with or without hyphens', {
    before: () => create(),
    rest: (company: CompanyJson) => `GET /api/company/biz-no/check?bizNo=${String(company.bizNo)}`,
    status: 200,
    answer: true,
  });
  row('refuses an empty number with the required message', {
    rest: 'GET /api/company/biz-no/check?bizNo=',
    code: 'BAD_USER_INPUT',
    answer: { code: 'BAD_USER_INPUT', field: 'bizNo', message: '사업자등록번호는 필수 입력 항목입니다.' },
  });
  row('refuses a malformed number over GraphQL', {
    graphql: 'query ($bizNo: String!) { bizNoTaken(bizNo: $bizNo) }',
    input: { bizNo: '12-345' },
    code: 'BAD_USER_INPUT',
    matches: { message: '올바른 사업자등록번호 형식이 아닙니다. (예: 123-45-67890)' },
  });
});

describe('changing a company (PUT /api/company/update, updateCompany)', () => {
  it('changes the fields, keeps the business number and raises the version', async () => {
    const company = await create({ companyNm: '수정전상사' });
    const answer = await harness.graphql<{ updateCompany: { company: CompanyJson } }>(UPDATE, {
      input: {
        ...companyForm({ companyNm: '수정후상사', telNo: '02-555-1234' }),
        bizNo: undefined,
        companyId: company.companyId,
        version: company.version,
      },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateCompany.company).toMatchObject({
      companyId: company.companyId,
      companyNm: '수정후상사',
      telNo: '025551234',
      bizNo: company.bizNo,
      version: company.version + 1,
    });
  });

  it('turns a company into a shipper, and refuses to suspend it then', async () => {
    const company = await create({ companyNm: '화주전환' });
    const shipper = await shipperFields();
    const body = { ...companyForm(), ...shipper, companyId: company.companyId };
    const changed = await harness.rest<CompanyJson>('PUT', '/api/company/update', { body });
    expect(changed.body).toMatchObject({ shipperYn: 'Y', untpc: 1500, communicationFee: 30000 });
    const suspended = await harness.rest('PUT', '/api/company/update', { body: { ...body, useYn: 'N' } });
    expect(suspended).toMatchObject({ status: 400, body: { field: 'useYn' } });
  });

  it('may name itself as its settlement group company', async () => {
    const company = await create({ companyNm: '그룹본사' });
    const shipper = await shipperFields();
    const body = {
      ...companyForm(),
      ...shipper,
      excclcCompanyId: company.companyId,
      companyId: company.companyId,
    };
    const changed = await harness.rest<CompanyJson>('PUT', '/api/company/update', { body });
    expect(changed.body).toMatchObject({ excclcCompanyId: company.companyId, excclcCompanyNm: '한빛물류' });
  });

  describe('a settlement group cycle is refused (at most a chain, never a loop: docs/decisions.md#settlement-groups)', () => {
    /** A chain made through the API: far's group is branch, branch's group is top. */
    async function chain() {
      const top = await create({ companyNm: '순환본사' });
      const shipper = await shipperFields();
      const branch = await create({ companyNm: '순환지점', ...shipper, excclcCompanyId: top.companyId });
      const far = await create({ companyNm: '순환원격', ...shipper, excclcCompanyId: branch.companyId });
      return { top, branch, far, shipper };
    }

    it('REST and GraphQL: a save that closes the loop is a 400 naming excclcCompanyId; nothing changes', async () => {
      const { top, far, shipper } = await chain();
      const body = { ...companyForm({ companyNm: '순환본사' }), ...shipper, companyId: top.companyId };
      const refused = await harness.rest('PUT', '/api/company/update', {
        body: { ...body, excclcCompanyId: far.companyId },
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { field: 'excclcCompanyId', message: SETTLEMENT_GROUP_CYCLE_MESSAGE },
      });
      const viaGraphql = await harness.graphql(UPDATE, {
        input: {
          ...body,
          communicationFee: 30_000,
          bizNo: undefined,
          excclcCompanyId: far.companyId,
          version: top.version,
        },
      });
      expect(viaGraphql.errors?.[0]).toMatchObject({
        message: SETTLEMENT_GROUP_CYCLE_MESSAGE,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'excclcCompanyId' }) as unknown,
      });
      const [stored] = await execute<{ excclcCompanyId: number | null }>(
        'select excclc_company_id as "excclcCompanyId" from company where company_id = ?',
        [top.companyId],
      );
      expect(stored?.excclcCompanyId).toBeNull();
      // Its own group, or a company outside the chain, is fine.
      const itself = await harness.rest('PUT', '/api/company/update', {
        body: { ...body, excclcCompanyId: top.companyId },
      });
      expect(itself.status).toBe(200);
    });

    it('the database refuses it too, whoever writes (the trigger), with the same message and field', async () => {
      const { top, far } = await chain();
      await expect(
        execute('update company set excclc_company_id = ? where company_id = ?', [
          far.companyId,
          top.companyId,
        ]),
      ).rejects.toMatchObject({ constraint: 'company_settlement_group_cycle' });
      expect(constraintMessage('company_settlement_group_cycle')).toEqual({
        field: 'excclcCompanyId',
        message: SETTLEMENT_GROUP_CYCLE_MESSAGE,
      });
    });

    it('two concurrent saves that together make a cycle cannot both commit', async () => {
      const first = await create({ companyNm: '동시A' });
      const second = await create({ companyNm: '동시B' });
      const [a, b] = [
        new Client({ connectionString: harness.server.db.url }),
        new Client({ connectionString: harness.server.db.url }),
      ];
      await Promise.all([a.connect(), b.connect()]);
      try {
        await a.query('begin');
        await b.query('begin');
        await a.query('update company set excclc_company_id = $1 where company_id = $2', [
          second.companyId,
          first.companyId,
        ]);
        // b's check waits for a's lock, then reads a's committed change and refuses.
        const bSave = b.query('update company set excclc_company_id = $1 where company_id = $2', [
          first.companyId,
          second.companyId,
        ]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await a.query('commit');
        await expect(bSave).rejects.toMatchObject({ constraint: 'company_settlement_group_cycle' });
        await b.query('rollback');
      } finally {
        await Promise.all([a.end(), b.end()]);
      }
      const rows = await execute<{ companyId: number; excclcCompanyId: number | null }>(
        'select company_id as "companyId", excclc_company_id as "excclcCompanyId" from company where company_id in (?, ?) order by company_id',
        [first.companyId, second.companyId],
      );
      expect(rows).toEqual([
        { companyId: first.companyId, excclcCompanyId: second.companyId },
        { companyId: second.companyId, excclcCompanyId: null },
      ]);
    });
  });

  row('refuses a stale version with 409', {
    before: () => create(),
    rest: 'PUT /api/company/update',
    input: (company: CompanyJson) => ({
      ...companyForm(),
      companyId: company.companyId,
      version: company.version + 5,
    }),
    code: 'CONFLICT',
    matches: { message: '다른 사용자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해주세요.' },
  });
  row('answers 404 for an unknown company', {
    rest: 'PUT /api/company/update',
    input: () => ({ ...companyForm(), companyId: 987654 }),
    code: 'NOT_FOUND',
    matches: { message: '업체를 찾을 수 없습니다.' },
  });
  row('needs the company number', {
    rest: 'PUT /api/company/update',
    input: () => companyForm(),
    code: 'BAD_USER_INPUT',
    matches: { field: 'companyId' },
  });
});

describe('a save that bills nobody asks first (issue 31): warnings beside the company, and the dry run', () => {
  const WARNING_FIELDS = 'code message field';
  const CREATE_CHECK = `query ($input: CompanyCreateInput!) { createCompanyWarnings(input: $input) { ${WARNING_FIELDS} } }`;
  const UPDATE_CHECK = `query ($input: CompanyUpdateInput!) { updateCompanyWarnings(input: $input) { ${WARNING_FIELDS} } }`;
  interface Saved extends CompanyJson {
    excclcCompanyId: number | null;
    warnings: { code: string; message: string; field: string }[];
  }
  /** A shipper's fields (a course and a supplier made for it) with the settlement group given. */
  async function shipperOf(group: { excclcCompanyId: number } | { excclcSelfYn: 'Y' }) {
    return {
      shipperYn: 'Y',
      shipperCd: 'PCL',
      deliveryRouteId: await newRoute(`경고코스-${++serial}`),
      billCompanyId: await newSupplier(`경고공급-${serial}`),
      ...group,
    };
  }
  const insert = async (body: Record<string, unknown>) => {
    const answer = await harness.rest<Saved>('POST', '/api/company/insert', { body });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const change = async (company: CompanyJson, body: Record<string, unknown>) => {
    const answer = await harness.rest<Saved>('PUT', '/api/company/update', {
      body: { ...companyForm(), ...body, bizNo: undefined, companyId: company.companyId },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const stored = async (companyId: number) =>
    (
      await execute<{ shipperYn: string; excclcCompanyId: number | null; version: number }>(
        `select shipper_yn as "shipperYn", excclc_company_id as "excclcCompanyId", version
           from company where company_id = ?`,
        [companyId],
      )
    )[0];

  it('registers a new shipper as its own settlement group: its new number, no warning (REST and GraphQL)', async () => {
    const form = companyForm({ companyNm: '자기그룹화주', ...(await shipperOf({ excclcSelfYn: 'Y' })) });
    const check = await harness.graphql<{ createCompanyWarnings: unknown[] }>(CREATE_CHECK, { input: form });
    expect(check.errors).toBeUndefined();
    expect(check.data?.createCompanyWarnings).toEqual([]);
    const saved = await insert(form);
    expect(saved).toMatchObject({
      excclcCompanyId: saved.companyId,
      excclcCompanyNm: '자기그룹화주',
      warnings: [],
    });
    expect((await stored(saved.companyId))?.excclcCompanyId).toBe(saved.companyId);

    const viaGraphql = await harness.graphql<{ createCompany: { company: Saved; warnings: unknown[] } }>(
      CREATE,
      {
        input: companyForm({ companyNm: '자기그룹화주2', ...(await shipperOf({ excclcSelfYn: 'Y' })) }),
      },
    );
    expect(viaGraphql.errors).toBeUndefined();
    const { company, warnings } = viaGraphql.data!.createCompany;
    expect(company.excclcCompanyId).toBe(company.companyId);
    expect(warnings).toEqual([]);
  });

  it('a shipper whose group top is no shipper: the dry run warns naming the top and stores nothing; the save warns the same and saves', async () => {
    const head = await create({ companyNm: '비화주본부' });
    const branch = await create({ companyNm: '비화주지부', excclcCompanyId: head.companyId });
    const form = companyForm({
      companyNm: '경고화주',
      ...(await shipperOf({ excclcCompanyId: branch.companyId })),
    });
    const expected = [
      {
        code: 'TOP_NOT_SHIPPER',
        message: COMPANY_SAVE_WARNINGS.TOP_NOT_SHIPPER('비화주본부'),
        field: 'excclcCompanyId',
      },
    ];
    expect(expected[0]!.message).toBe(
      '정산 그룹 업체의 최상위 업체 "비화주본부"가 화주가 아니어서 이 업체가 내는 물품은 어느 청구서에도 청구되지 않습니다.',
    );

    const check = await harness.graphql<{ createCompanyWarnings: unknown[] }>(CREATE_CHECK, { input: form });
    expect(check.errors).toBeUndefined();
    expect(check.data?.createCompanyWarnings).toEqual(expected);
    const free = await harness.rest('GET', `/api/company/biz-no/check?bizNo=${String(form.bizNo)}`);
    expect(free.body).toBe(false);

    const rest = await harness.rest<Saved>('POST', '/api/company/insert', { body: form });
    expect(rest).toMatchObject({ status: 200, body: { companyNm: '경고화주', warnings: expected } });
    const viaGraphql = await harness.graphql<{ createCompany: { company: Saved; warnings: unknown[] } }>(
      CREATE,
      {
        input: { ...form, bizNo: hyphenated(nextBizNo()), companyNm: '경고화주2' },
      },
    );
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data?.createCompany.warnings).toEqual(expected);

    // Saving it again (a change) warns again; so does the dry run of the change.
    const again = { ...form, bizNo: undefined, companyId: rest.body.companyId };
    const changeCheck = await harness.graphql<{ updateCompanyWarnings: unknown[] }>(UPDATE_CHECK, {
      input: again,
    });
    expect(changeCheck.data?.updateCompanyWarnings).toEqual(expected);
    expect((await change(rest.body, again)).warnings).toEqual(expected);
  });

  it('a change that makes the top of its members no shipper: the dry run warns naming the top and the members; the save warns the same and saves (REST and GraphQL)', async () => {
    const top = await insert(
      companyForm({ companyNm: '그룹최상위', ...(await shipperOf({ excclcSelfYn: 'Y' })) }),
    );
    const topFields = await shipperOf({ excclcSelfYn: 'Y' });
    const member = await insert(
      companyForm({ companyNm: '그룹회원사', ...(await shipperOf({ excclcCompanyId: top.companyId })) }),
    );
    // A company further down the chain: a member too.
    await create({ companyNm: '그룹원격지', excclcCompanyId: member.companyId });
    const noLongerShipper = {
      ...companyForm({ companyNm: '그룹최상위' }),
      bizNo: undefined,
      companyId: top.companyId,
    };
    const expected = [
      {
        code: 'MEMBERS_TOP_NOT_SHIPPER',
        message: COMPANY_SAVE_WARNINGS.MEMBERS_TOP_NOT_SHIPPER('그룹최상위', ['그룹원격지', '그룹회원사']),
        field: 'shipperYn',
      },
    ];
    expect(expected[0]!.message).toBe(
      '이 업체를 정산 그룹 업체로 둔 업체 2곳(그룹원격지, 그룹회원사)의 최상위 업체 "그룹최상위"가 화주가 아니게 되어 그 업체들이 내는 물품은 어느 청구서에도 청구되지 않습니다.',
    );

    const before = await stored(top.companyId);
    const check = await harness.graphql<{ updateCompanyWarnings: unknown[] }>(UPDATE_CHECK, {
      input: noLongerShipper,
    });
    expect(check.errors).toBeUndefined();
    expect(check.data?.updateCompanyWarnings).toEqual(expected);
    expect(await stored(top.companyId)).toEqual(before);

    const rest = await change(top, noLongerShipper);
    expect(rest).toMatchObject({ shipperYn: 'N', warnings: expected });
    // The member itself now warns on its own save: its top is no shipper.
    expect(
      (
        await change(member, {
          companyNm: '그룹회원사',
          ...(await shipperOf({ excclcCompanyId: top.companyId })),
        })
      ).warnings,
    ).toEqual([
      {
        code: 'TOP_NOT_SHIPPER',
        message: COMPANY_SAVE_WARNINGS.TOP_NOT_SHIPPER('그룹최상위'),
        field: 'excclcCompanyId',
      },
    ]);
    // Saved again as no shipper, nothing changes for the members: no warning.
    expect((await change(top, noLongerShipper)).warnings).toEqual([]);

    // A shipper again (no warning), then no shipper over GraphQL.
    expect((await change(top, { companyNm: '그룹최상위', ...topFields })).warnings).toEqual([]);
    const viaGraphql = await harness.graphql<{ updateCompany: { company: Saved; warnings: unknown[] } }>(
      UPDATE,
      {
        input: noLongerShipper,
      },
    );
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data?.updateCompany).toMatchObject({ company: { shipperYn: 'N' }, warnings: expected });
  });

  it('no warning in the normal case: a shipper of a billed group, a plain company, a top that stays a shipper', async () => {
    const top = await insert(
      companyForm({ companyNm: '정상최상위', ...(await shipperOf({ excclcSelfYn: 'Y' })) }),
    );
    const member = companyForm({
      companyNm: '정상회원',
      ...(await shipperOf({ excclcCompanyId: top.companyId })),
    });
    for (const input of [member, companyForm({ companyNm: '일반거래처' })]) {
      const check = await harness.graphql<{ createCompanyWarnings: unknown[] }>(CREATE_CHECK, { input });
      expect(check.data?.createCompanyWarnings).toEqual([]);
      expect((await insert(input)).warnings).toEqual([]);
    }
    const renamed = {
      ...companyForm({ companyNm: '정상최상위(주)' }),
      ...(await shipperOf({ excclcSelfYn: 'Y' })),
    };
    expect((await change(top, renamed)).warnings).toEqual([]);
  });

  it('the dry run refuses what the save refuses, and whom the save refuses', async () => {
    const refused = await harness.graphql(CREATE_CHECK, { input: companyForm({ companyNm: ' ' }) });
    expect(refused.errors?.[0]).toMatchObject({
      message: '상호는 필수 입력 항목입니다.',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'companyNm' }) as unknown,
    });
    const both = companyForm({ ...(await shipperOf({ excclcSelfYn: 'Y' })), excclcCompanyId: 1 });
    const rest = await harness.rest('POST', '/api/company/insert', { body: both });
    expect(rest).toMatchObject({
      status: 400,
      body: { field: 'excclcCompanyId', message: COMPANY_FORM_MESSAGES.groupSelfOrOther },
    });
    const unknown = await harness.graphql(UPDATE_CHECK, {
      input: { ...companyForm(), bizNo: undefined, companyId: 987654 },
    });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const forbidden = await harness.graphql(CREATE_CHECK, { input: companyForm() }, 'member_view');
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the company grid (GET /api/company/list with page, companies)', () => {
  let marker: string;
  let supplierId: number;
  beforeAll(async () => {
    marker = `격자${Date.now() % 100000}`;
    supplierId = await newSupplier(`격자공급-${marker}`);
    await create({
      companyNm: `${marker} 일반`,
      telNo: '02-777-0001',
      regionCd: 'SEOUL',
      regionDtlCd: 'SEOUL_GANGNAM',
    });
    const shipper = await shipperFields();
    await create({
      companyNm: `${marker} 화주`,
      telNo: '053-777-0002',
      ...shipper,
      billCompanyId: supplierId,
    });
  });

  it('pages the filtered companies, newest first, with the names joined in', async () => {
    const answer = await harness.rest<{ items: CompanyJson[]; total: number }>(
      'GET',
      `/api/company/list?companyNm=${encodeURIComponent(marker)}&page=0&size=17`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(2);
    expect(answer.body.items.map((company) => company.companyNm)).toEqual([
      `${marker} 화주`,
      `${marker} 일반`,
    ]);
    expect(answer.body.items[0]).toMatchObject({
      billCompanyNm: `격자공급-${marker}`,
      regionNm: '대구',
      regDt: expect.any(String),
    });
  });

  it.each([
    ['regionCd=SEOUL', [' 일반']],
    ['shipperYn=Y', [' 화주']],
    ['shipperYn=all', [' 화주', ' 일반']],
    ['shipperCd=PCL', [' 화주']],
    ['telNo=02-777', [' 일반']],
    ['telNo=0537770002', [' 화주']],
  ])('filters by %s', async (filter, suffixes) => {
    const answer = await harness.rest<{ items: CompanyJson[] }>(
      'GET',
      `/api/company/list?companyNm=${encodeURIComponent(marker)}&${filter}&page=0`,
    );
    expect(answer.body.items.map((company) => company.companyNm)).toEqual(
      suffixes.map((suffix) => marker + suffix),
    );
  });

  it('filters by supplier over GraphQL, with the page size asked', async () => {
    const answer = await harness.graphql<{ companies: { total: number; items: CompanyJson[] } }>(LIST, {
      filter: { billCompanyId: supplierId },
      page: { page: 0, size: 8 },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.companies).toMatchObject({ total: 1, items: [{ companyNm: `${marker} 화주` }] });
  });

  it('still answers the autocomplete (no page or size) with a plain array of options', async () => {
    const answer = await harness.rest<unknown[]>(
      'GET',
      `/api/company/list?companyNm=${encodeURIComponent(marker)}`,
    );
    expect(answer.body).toEqual([
      expect.objectContaining({ companyNm: `${marker} 일반` }),
      expect.objectContaining({ companyNm: `${marker} 화주` }),
    ]);
  });

  row('refuses a malformed shipper flag', {
    rest: 'GET /api/company/list?shipperYn=X&page=0',
    code: 'BAD_USER_INPUT',
    matches: { message: '화주 여부(shipperYn)는 Y 또는 N입니다.' },
  });

  it('exports the filtered list as an .xlsx with Korean headers, formatted numbers and a frozen header', async () => {
    const token = await harness.token('member_view');
    const response = await fetch(
      `${harness.server.url}/api/company/excel?companyNm=${encodeURIComponent(marker)}`,
      { headers: { authorization: `Bearer ${String(token)}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('업체목록.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 5)).toEqual(['업체 번호', '상호', '사업자등록번호', '대표자', '전화번호']);
    expect(sheet.rowCount).toBe(3);
    const shipperRow = sheet.getRow(2);
    expect(shipperRow.getCell(2).value).toBe(`${marker} 화주`);
    expect(shipperRow.getCell(5).value).toBe('053-777-0002');
    const fee = shipperRow.getCell(header.indexOf('통신비') + 1);
    expect(fee.value).toBe(30000);
    expect(fee.numFmt).toBe('#,##0');
    const registered = shipperRow.getCell(header.indexOf('등록일') + 1).value;
    expect(registered).toBeInstanceOf(Date);
  });
});
