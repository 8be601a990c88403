// The change history (issue 25, 변경 이력) against PostgreSQL: edits through the API, then
// auditTrail shows them labelled, codes and references by name, money in won, secrets hidden; a
// transport's history takes in its receivers and goods lines (deleted ones too); auditLog filters
// and pages for admins. Every audited column has a label (read from the database, so a new column
// without one fails here). 401 and 403 for every role are security.test.ts's.
import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_INFO,
  AUDIT_TRAIL_LIMIT,
  AUDITED_TABLE_COLUMNS,
} from '@parcel/shared/audit/audit-fields';
import { isBusinessNumberChecksumValid } from '@parcel/shared/validation/business-number';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { gqlError } from './kit';
import { contractHarness } from './contract';

const harness = contractHarness();
const db = () => harness.server.db.orm.em.fork();
const { aCompany, aDeliveryRoute, aMember, aSupplier, aTransport } = rowBuilders(db);
const execute = <T extends object>(text: string, params: unknown[] = []) => db().execute<T[]>(text, params);

let serial = 0;
function nextBizNo(): string {
  const nine = `3108${String(++serial).padStart(5, '0')}`;
  return nine + ([...'0123456789'].find((digit) => isBusinessNumberChecksumValid(nine + digit)) ?? '');
}

const TRAIL = `query ($entity: AuditEntity!, $id: String!) {
  auditTrail(entity: $entity, id: $id) {
    id entity entityId subject changedAt memberId memberName action actionLabel
    changes { field label before after }
  }
}`;
const LOG = `query ($filter: AuditLogFilterInput, $page: PageInput) {
  auditLog(filter: $filter, page: $page) {
    total totalExact
    items { entity entityId subject recordName memberName action changes { field label before after } }
  }
}`;

interface Change {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}
interface Entry {
  id: string;
  entity: string;
  entityId: string;
  subject: string;
  recordName?: string | null;
  changedAt: string;
  memberId: number | null;
  memberName: string;
  action: string;
  actionLabel: string;
  changes: Change[];
}

async function trail(entity: string, id: number | string, as: 'admin' | 'member_view' = 'member_view') {
  const answer = await harness.graphql<{ auditTrail: Entry[] }>(TRAIL, { entity, id: String(id) }, as);
  expect(answer.errors).toBeUndefined();
  return answer.data!.auditTrail;
}
/** An entry's changes by label: [before, after]. */
const byLabel = (entry: Entry | undefined) =>
  Object.fromEntries((entry?.changes ?? []).map((change) => [change.label, [change.before, change.after]]));

describe('auditTrail', () => {
  it("shows a company's edit labelled, codes and references by name and money in won, newest first", async () => {
    const routeId = await aDeliveryRoute({ delivery_route_nm: '이력코스' });
    const supplierId = await aSupplier({ company_nm: '이력공급자' });
    const created = await harness.rest<{ companyId: number; version: number }>(
      'POST',
      '/api/company/insert',
      {
        body: {
          companyNm: '이력상사',
          bizNo: nextBizNo(),
          regionCd: 'DAEGU',
          regionDtlCd: 'BUKGU',
          representativeNm: '김대표',
          address: '대구 북구 1',
          bizType: '운수업',
          bizItem: '화물운송',
          telNo: '053-123-4567',
          faxNo: '053-123-4569',
          email: 'history@example.com',
        },
      },
    );
    expect(created).toMatchObject({ status: 200, body: expect.anything() as unknown });
    const { companyId, version } = created.body;
    const updated = await harness.graphql(
      `mutation ($input: CompanyUpdateInput!) { updateCompany(input: $input) { company { companyId } } }`,
      {
        input: {
          companyId,
          version,
          companyNm: '이력상사2',
          regionCd: 'DAEGU',
          regionDtlCd: 'BUKGU',
          representativeNm: '김대표',
          address: '대구 북구 1',
          bizType: '운수업',
          bizItem: '화물운송',
          telNo: '053-123-4568',
          faxNo: '053-123-4569',
          email: 'history@example.com',
          vatYn: 'N',
          billStdrCd: '30',
          shipperYn: 'Y',
          shipperCd: 'PCL',
          communicationFee: 1_234_000,
          deliveryRouteId: routeId,
          deliveryRouteCd: 'AM',
          billCompanyId: supplierId,
          excclcCompanyId: companyId,
        },
      },
    );
    expect(updated.errors).toBeUndefined();

    const entries = await trail('COMPANY', companyId);
    expect(entries.map((entry) => [entry.action, entry.actionLabel, entry.memberName])).toEqual([
      ['UPDATE', '수정', '관리자 (admin)'],
      ['CREATE', '등록', '관리자 (admin)'],
    ]);
    const [update, create] = entries;
    expect(update).toMatchObject({
      entity: 'COMPANY',
      entityId: String(companyId),
      subject: '업체 이력상사2',
      memberId: await harness.memberId('admin'),
    });
    expect(byLabel(update)).toEqual({
      상호: ['이력상사', '이력상사2'],
      전화번호: ['053-123-4567', '053-123-4568'],
      '화주 여부': ['아니오', '예'],
      '화주 구분': [null, '택배'],
      '배송 코스': [null, '이력코스'],
      '배송 시간': [null, '오전'],
      '청구 기준일': ['20일', '말일'],
      '부가세 발행': ['예', '아니오'],
      통신비: ['0원', '1,234,000원'],
      '공급자(계좌)': [null, '이력공급자'],
      '정산 그룹 업체': [null, '이력상사2'],
    });
    // In the form's order; bookkeeping (version, chg_dt, keys) left out.
    expect(update!.changes.map((change) => change.field)).toEqual([
      'company_nm',
      'tel_no',
      'shipper_yn',
      'shipper_cd',
      'vat_yn',
      'bill_stdr_cd',
      'communication_fee',
      'delivery_route_id',
      'delivery_route_cd',
      'bill_company_id',
      'excclc_company_id',
    ]);
    expect(byLabel(create)).toMatchObject({
      상호: [null, '이력상사'],
      사업자등록번호: [null, expect.stringMatching(/^\d{3}-\d{2}-\d{5}$/)],
      지역: [null, '대구'],
      '상세 지역': [null, '북구'],
    });
    expect(create!.changes.map((change) => change.field)).not.toContain('version');
    expect(Date.parse(update!.changedAt)).toBeGreaterThanOrEqual(Date.parse(create!.changedAt));
  });

  it("never shows a password: a user's password change reads 변경됨", async () => {
    const memberId = await harness.memberId('member_pickup');
    const changed = await harness.graphql(
      `mutation ($input: MemberUpdateInput!) { updateMember(input: $input) { memberId } }`,
      {
        input: {
          memberId,
          name: '픽업담당',
          email: 'pickup@example.com',
          telNo: '010-1234-5678',
          groupVal: 'member_delivery',
          userPw: 'new-secret-99',
          userPwConfirm: 'new-secret-99',
        },
      },
    );
    expect(changed.errors).toBeUndefined();
    const answer = await harness.graphql<{ auditTrail: Entry[] }>(TRAIL, {
      entity: 'MEMBER',
      id: String(memberId),
    });
    const [entry] = answer.data!.auditTrail;
    expect(byLabel(entry)).toMatchObject({
      비밀번호: [null, '변경됨'],
      권한: ['멤버_픽업', '멤버_배송'],
      이름: ['member_pickup 사용자', '픽업담당'],
    });
    expect(JSON.stringify(answer)).not.toMatch(/argon2|new-secret/);
  });

  it("takes in a transport's receivers and goods lines, deleted ones too, and names each", async () => {
    const companyId = await aCompany({ company_nm: '보내는이력' });
    const { senderId, receivers } = await aTransport({
      company_nm: '보내는이력',
      requst_dt: '2026-11-20',
      transport_process_cd: 'PARCEL',
      sender_company_id: companyId,
      receivers: [
        {
          company_nm: '받는이력1',
          shipments: [{ waybill_no: '88800011122', sender_qty: 2, sender_untpc: 3000 }],
        },
        { company_nm: '받는이력2' },
      ],
    });
    const [kept, dropped] = receivers.map((receiver) => receiver.receiverId);
    await execute(
      `update shipment set sender_qty = 3, sender_amount = 9000 where receiver_transport_id = ?`,
      [kept],
    );
    await execute(`delete from transport_receiver where receiver_transport_id = ?`, [dropped]);
    // Another transport's rows stay out.
    await aTransport({ company_nm: '남의운송', requst_dt: '2026-11-20', transport_process_cd: 'PARCEL' });

    const entries = await trail('TRANSPORT', senderId);
    expect(entries.map((entry) => [entry.entity, entry.action, entry.subject, entry.memberName])).toEqual([
      ['RECEIVER', 'DELETE', '받는 곳 받는이력2', '시스템'],
      ['GOODS_LINE', 'UPDATE', '물품 88800011122', '시스템'],
      ['GOODS_LINE', 'CREATE', '물품 88800011122', '시스템'],
      ['RECEIVER', 'CREATE', '받는 곳 받는이력2', '시스템'],
      ['RECEIVER', 'CREATE', '받는 곳 받는이력1', '시스템'],
      ['TRANSPORT', 'CREATE', '운송 정보 보내는이력 2026-11-20', '시스템'],
    ]);
    expect(byLabel(entries[1])).toEqual({ 수량: ['2', '3'], 금액: ['6,000원', '9,000원'] });
    expect(byLabel(entries[2])).toMatchObject({
      품목: [null, '박스'],
      '운송장 번호': [null, '888-0001-1122'],
    });
    expect(byLabel(entries[5])).toMatchObject({
      '운임 구분': [null, '선불'],
      '보내는 업체': [null, '보내는이력'],
      접수일: [null, '2026-11-20'],
    });
  });

  it('answers an unknown record with no entries and refuses a malformed number', async () => {
    expect(await trail('SUPPLIER', 999_999)).toEqual([]);
    const answer = await harness.graphql(TRAIL, { entity: 'INVOICE', id: '1 or 1=1' });
    expect(answer.errors?.[0]).toMatchObject(
      gqlError('BAD_USER_INPUT', '기록 번호(id)가 올바르지 않습니다.', 'id'),
    );
  });

  it(`shows the newest ${AUDIT_TRAIL_LIMIT} entries at most`, async () => {
    const routeId = await aDeliveryRoute({ delivery_route_nm: '많이바뀐코스' });
    await execute(
      `do $$ begin for i in 1..${AUDIT_TRAIL_LIMIT + 5} loop
         update delivery_route set delivery_route_nm = '많이바뀐코스' || i where delivery_route_id = ${routeId};
       end loop; end $$`,
    );
    const entries = await trail('DELIVERY_ROUTE', routeId);
    expect(entries).toHaveLength(AUDIT_TRAIL_LIMIT);
    // All in one transaction (one changed_at): the newest row first all the same.
    expect(byLabel(entries[0])).toEqual({
      '배송 코스명': [`많이바뀐코스${AUDIT_TRAIL_LIMIT + 4}`, `많이바뀐코스${AUDIT_TRAIL_LIMIT + 5}`],
    });
  });
});

describe('auditLog (admins)', () => {
  let viewerId: number;
  beforeAll(async () => {
    viewerId = await harness.memberId('member_view');
    // Three changes by the viewer on 2026-01-10 in Seoul (01:00 UTC), one by nobody on 2026-01-11.
    // Raw: audit_log rows are the triggers' to write; these are made up, at chosen times.
    await execute(
      `insert into audit_log (entity_name, entity_id, action, member_id, changed_at, changes) values
         ('bill_company', '900001', 'update', ?, '2026-01-10T01:00:00Z', '{"bank_nm": ["대구은행", "농협"]}'),
         ('bill_company', '900001', 'update', ?, '2026-01-10T01:00:01Z', '{"account_no": ["50812345678901", "3021234567891"]}'),
         ('waybill', '900002', 'delete', ?, '2026-01-10T01:00:02Z', '{"qty": [10, null]}'),
         ('waybill', '900003', 'create', null, '2026-01-10T15:00:00Z', '{"qty": [null, 5]}')`,
      [viewerId, viewerId, viewerId],
    );
  });

  const log = async (filter: Record<string, unknown>, page?: Record<string, number>) => {
    const answer = await harness.graphql<{
      auditLog: { total: number; totalExact: boolean; items: Entry[] };
    }>(LOG, { filter, page });
    expect(answer.errors).toBeUndefined();
    return answer.data!.auditLog;
  };

  it('filters by kind of record, member, Seoul dates and action, newest first', async () => {
    const jan10 = await log({ from: '2026-01-10', to: '2026-01-10', memberId: viewerId });
    expect(jan10.total).toBe(3);
    expect(jan10.items.map((entry) => [entry.entity, entry.action])).toEqual([
      ['WAYBILL', 'DELETE'],
      ['SUPPLIER', 'UPDATE'],
      ['SUPPLIER', 'UPDATE'],
    ]);
    expect(byLabel(jan10.items[1])).toEqual({ 계좌번호: ['508-123-45678901', '302-123-4567891'] });
    // 15:00 UTC on the 10th is the 11th in Seoul.
    const jan11 = await log({ from: '2026-01-11', to: '2026-01-11' });
    expect(jan11.items.map((entry) => [entry.entityId, entry.memberName, entry.subject])).toEqual([
      ['900003', '시스템', '운송장 사전 등록 #900003'],
    ]);
    expect(
      (await log({ entity: 'WAYBILL', action: 'DELETE', from: '2026-01-01', to: '2026-01-31' })).total,
    ).toBe(1);
    expect((await log({ entity: 'SUPPLIER', entityId: '900001' })).total).toBe(2);
  });

  it("names each entry's record apart from its kind, and says when no name is known", async () => {
    const routeId = await aDeliveryRoute({ delivery_route_nm: '로그코스' });
    const named = await log({ entity: 'DELIVERY_ROUTE', entityId: String(routeId) });
    expect(named.items.map((entry) => [entry.subject, entry.recordName, entry.memberName])).toEqual([
      ['배송 코스 로그코스', '로그코스', '시스템'],
    ]);
    const unnamed = await log({ from: '2026-01-11', to: '2026-01-11' });
    expect(unnamed.items.map((entry) => [entry.subject, entry.recordName])).toEqual([
      ['운송장 사전 등록 #900003', null],
    ]);
  });

  it('pages', async () => {
    const filter = { from: '2026-01-10', to: '2026-01-11' };
    const second = await log(filter, { page: 1, size: 3 });
    expect(second).toMatchObject({ total: 4, totalExact: true });
    expect(second.items.map((entry) => entry.entityId)).toEqual(['900001']);
  });

  it('refuses bad filters with the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ from: '2026-02-30' }, '시작일(from)은 yyyy-MM-dd 형식이어야 합니다.', 'from'],
      [{ from: '2026-02-02', to: '2026-02-01' }, '종료일(to)은 시작일(from) 이후여야 합니다.', 'to'],
      [{ entityId: '1' }, '기록 번호(entityId)는 기록 종류(entity)와 함께 주세요.', 'entityId'],
      [{ memberId: -1 }, '사용자 번호(memberId)가 올바르지 않습니다.', 'memberId'],
    ];
    for (const [filter, message, field] of cases) {
      const answer = await harness.graphql(LOG, { filter });
      expect(answer.errors?.[0]).toMatchObject(gqlError('BAD_USER_INPUT', message, field));
    }
  });

  it('is refused to every role but admin', async () => {
    for (const role of ['member_all', 'member_view'] as const) {
      const answer = await harness.graphql(LOG, {}, role);
      expect({ role, status: answer.status, code: answer.errors?.[0]?.extensions?.code }).toEqual({
        role,
        status: 403,
        code: 'FORBIDDEN',
      });
    }
  });
});

describe('auditMembers (admins)', () => {
  const MEMBERS = `{ auditMembers { memberId memberName withdrawn } }`;

  it("lists every member by name, withdrawn ones too, named as the log's entries name them", async () => {
    const viewerId = await harness.memberId('member_view');
    const goneId = await aMember({ user_id: 'gone_member', name: '가탈퇴', del_yn: 'Y' });
    const answer = await harness.graphql<{
      auditMembers: { memberId: number; memberName: string; withdrawn: boolean }[];
    }>(MEMBERS, {});
    expect(answer.errors).toBeUndefined();
    const members = answer.data!.auditMembers;
    const viewer = members.find((member) => member.memberId === viewerId);
    expect(viewer?.withdrawn).toBe(false);
    // The log names the viewer the same way (its changes of 2026-01-10 above).
    const entries = await harness.graphql<{ auditLog: { items: Entry[] } }>(LOG, {
      filter: { memberId: viewerId, from: '2026-01-10', to: '2026-01-10' },
    });
    expect(entries.data!.auditLog.items[0]?.memberName).toBe(viewer?.memberName);
    // Members in use first, then the withdrawn ones.
    expect(members.at(-1)).toEqual({
      memberId: goneId,
      memberName: '가탈퇴 (gone_member)',
      withdrawn: true,
    });
    expect(members.findIndex((member) => member.withdrawn)).toBeGreaterThan(members.indexOf(viewer!));
  });

  it('is refused to every role but admin', async () => {
    // (member_pickup's sign-in ended above: its user's role and password were changed.)
    for (const role of ['member_all', 'member_view', 'member_delivery'] as const) {
      const answer = await harness.graphql(MEMBERS, {}, role);
      expect({ role, status: answer.status, code: answer.errors?.[0]?.extensions?.code }).toEqual({
        role,
        status: 403,
        code: 'FORBIDDEN',
      });
    }
  });
});

describe('the label catalogue', () => {
  it('labels every column of every audited table (as the database has them) and names its entity', async () => {
    const audited = await execute<{ table: string }>(
      `select distinct event_object_table as table from information_schema.triggers
        where action_statement like '%audit_row(%' order by 1`,
    );
    expect(audited.length).toBeGreaterThanOrEqual(10);
    const catalogue = AUDITED_TABLE_COLUMNS as Record<string, Record<string, unknown>>;
    const missing: string[] = [];
    for (const { table } of audited) {
      const columns = await execute<{ column: string }>(
        `select column_name as column from information_schema.columns where table_schema = current_schema() and table_name = ?`,
        [table],
      );
      for (const { column } of columns) if (!catalogue[table]?.[column]) missing.push(`${table}.${column}`);
      expect(AUDIT_ENTITIES.some((entity) => AUDIT_ENTITY_INFO[entity].table === table)).toBe(true);
    }
    expect(missing).toEqual([]);
    // Nothing labelled that is not audited.
    expect(Object.keys(catalogue).sort()).toEqual(audited.map(({ table }) => table));
  });
});
