// Bulk registration from spreadsheets (issue 24), against PostgreSQL: the template downloaded and
// filled by exceljs, uploaded to a preview whose broken rows are named, fixed in place (that row and
// the rows sharing its waybill number checked again) or removed; the commit (one transaction, the
// editor's write for many transports, idempotent, one of two racing commits writes), the undo (same
// day, not once a line is delivered), the mapping remembered per sender company, GraphQL and REST.
// 401 and per-role 403 are security.test.ts's.
import ExcelJS from 'exceljs';
import {
  IMPORT_FIELD_DECLARATIONS,
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  type ImportField,
  TRANSPORT_IMPORT_CHECK_MESSAGES,
  TRANSPORT_IMPORT_MESSAGES,
} from '@parcel/shared/forms/transport-import';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import { TRANSPORT_SAVE_MESSAGES } from '../src/modules/transport/transport-write.service';
import { rowBuilders, type CompanyColumns } from '@parcel/db/src/testing/builders';
import { billingRows } from './billing-rows';
import { contractHarness } from './contract';

const api = contractHarness();
const em = () => api.server.db.orm.em.fork();

interface ImportAnswer {
  id: number;
  status: string;
  fileName: string;
  senderCompanyId: number | null;
  headers: string[];
  mapping: { field: string; label: string; column: number | null }[];
  rowCount: number;
  problemRowCount: number;
  transportCount: number | null;
  canUndo: boolean;
}
interface RowAnswer {
  rowNo: number;
  values: Record<ImportField, string | null>;
  problems: { field: string; label: string; message: string }[];
  /** Why its line would bill nobody; null when it is billed. */
  warning: string | null;
  transportNo: number | null;
}

const { aCompany, anInvoice, anInvoiceRow, aSupplier, aWaybillRange } = rowBuilders(em);

/** A company the import can link a party to, with its contact and prices. */
function company(name: string, fields: Partial<CompanyColumns> = {}): Promise<number> {
  return aCompany({
    company_nm: name,
    tel_no: '0531234567',
    manager_nm: '김담당',
    manager_tel_no: '01098765432',
    address: '대구광역시 북구 칠성로 1',
    shipper_cd: 'PCL',
    untpc: 4000,
    weight_untpc: 500,
    ...fields,
  });
}

/** An .xlsx of rows under the template's headers (or others), as a customer fills it. */
async function workbook(
  rows: Partial<Record<ImportField, string | number>>[],
  headers?: Partial<Record<ImportField, string>>,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('운송 정보');
  const fields = IMPORT_FIELDS.filter((field) => !headers || headers[field]);
  sheet.addRow(fields.map((field) => headers?.[field] ?? IMPORT_FIELD_DECLARATIONS[field].label));
  for (const row of rows) sheet.addRow(fields.map((field) => row[field] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(bytes: Buffer, senderCompanyId?: number, fileName = '주문.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  if (senderCompanyId) form.append('senderCompanyId', String(senderCompanyId));
  const response = await fetch(`${api.server.url}/api/transport/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await api.token('admin')}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as ImportAnswer & { message?: string } };
}

async function rows(id: number, onlyProblems = false): Promise<RowAnswer[]> {
  const answer = await api.rest<{ rows: RowAnswer[]; total: number }>(
    'GET',
    `/api/transport/import/${id}/rows?size=100${onlyProblems ? '&onlyProblems=true' : ''}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.rows;
}

let waybillSequence = 0;
const nextWaybill = () => String(750_000_000_000 + ++waybillSequence);

const IMPORT_FIELDS_QUERY = 'id status rowCount problemRowCount transportCount plannedTransportCount canUndo';
const gqlRows = async (id: number, onlyProblems = false) => {
  const answer = await api.graphql<{ transportImportRows: { rows: RowAnswer[]; total: number } }>(
    `query ($id: Int!, $only: Boolean) { transportImportRows(id: $id, onlyProblems: $only, size: 40) {
       total rows { rowNo transportNo values { ${IMPORT_FIELDS.join(' ')} } problems { field label message } warning } } }`,
    { id, only: onlyProblems },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.transportImportRows;
};
const problemsOf = (list: RowAnswer[]) =>
  Object.fromEntries(list.map((row) => [row.rowNo, row.problems.map((problem) => problem.message)]));

/** A transport of an import as stored: the sender, its receivers and lines in their order. */
interface StoredTransport {
  requstDt: string;
  chargeCd: string;
  companyNm: string;
  amount: number;
  receivers: {
    companyNm: string;
    telNo: string;
    managerTelNo: string;
    address: string;
    rmk: string | null;
    receiverCompanyId: number | null;
    amount: number;
    lines: {
      waybillNo: string | null;
      kindCd: string;
      trnsprtCd: string;
      senderQty: number;
      senderUntpc: number;
      receiverUntpc: number;
      senderAmount: number;
    }[];
  }[];
}
async function storedTransports(importId: number): Promise<StoredTransport[]> {
  return em().execute<StoredTransport[]>(
    `select to_char(ts.requst_dt, 'YYYY-MM-DD') as "requstDt", ts.charge_cd as "chargeCd", ts.company_nm as "companyNm", ts.amount,
            (select json_agg(json_build_object('companyNm', tr.company_nm, 'telNo', tr.tel_no, 'managerTelNo', tr.manager_tel_no,
                    'address', tr.address, 'rmk', tr.rmk, 'receiverCompanyId', tr.receiver_company_id, 'amount', tr.amount,
                    'lines', (select json_agg(json_build_object('waybillNo', s.waybill_no, 'kindCd', s.kind_cd, 'trnsprtCd', s.trnsprt_cd,
                                'senderQty', s.sender_qty, 'senderUntpc', s.sender_untpc, 'receiverUntpc', s.receiver_untpc,
                                'senderAmount', s.sender_amount) order by s.sort_order)
                                from shipment s where s.receiver_transport_id = tr.receiver_transport_id))
                    order by tr.sort_order)
               from transport_receiver tr where tr.sender_transport_id = ts.sender_transport_id) as receivers
       from transport_sender ts where ts.import_id = ? and ts.del_yn = 'N' order by ts.sender_transport_id`,
    [importId],
  );
}

const TODAY = seoulToday();

describe('the template, filled with 30 rows, 8 of them broken', () => {
  let sender: number;
  let ranged: number;
  let mart: number;
  let takenWaybill: string;
  let importId: number;
  const repeated = nextWaybill();
  const lineWaybill = nextWaybill();

  beforeAll(async () => {
    sender = await company('일괄 보내는상사');
    ranged = await company('일괄 대역상사');
    mart = await company('일괄 받는마트', {
      untpc: 3000,
      tel_no: '0532223333',
      manager_tel_no: '01022223333',
      address: '대구광역시 수성구 2',
    });
    await aWaybillRange({ sender_company_id: ranged, start_no: 760000000000 });
    // A number the editor already used: taken.
    takenWaybill = nextWaybill();
    const saved = await api.rest('POST', '/api/transport/shipment-save', {
      body: {
        senderTransportId: 0,
        sender: {
          senderCompanyId: sender,
          chargeCd: 'CH001',
          companyNm: '일괄 보내는상사',
          telNo: '053-123-4567',
          address: '대구 북구',
          managerNm: '김',
          managerTelNo: '010-1234-5678',
          untpc: 0,
          weightUntpc: 0,
        },
        receivers: [
          {
            receiverTransportId: 0,
            companyNm: '편집 받는곳',
            telNo: '053-765-4321',
            managerTelNo: '010-9876-5432',
            address: '대구 수성구',
            untpc: 0,
            weightUntpc: 0,
            shipments: [
              {
                shipmentId: 0,
                trnsprtCd: 'QTY',
                kindCd: 'TAC0202',
                waybillNo: takenWaybill,
                senderQty: 1,
                receiverQty: 1,
                senderUntpc: 0,
                receiverUntpc: 0,
              },
            ],
          },
        ],
        deletedReceiverIds: [],
      },
    });
    expect(saved.status).toBe(200);
  });

  /** The 30 rows, from file row 2: 22 good ones, then the broken ones. */
  const good: Partial<Record<ImportField, string>>[] = [
    { receptionDate: '2026-11-20', receiverName: '일괄 받는마트', quantity: '2', goodsName: '사과' },
    {
      receptionDate: '2026.11.20',
      receiverName: '일괄 받는마트',
      goodsName: '배',
      deliveryMessage: '문 앞',
      waybillNo: lineWaybill,
    },
    {
      receptionDate: '20261120',
      receiverName: '홍길동',
      receiverMobileNo: '010-1111-2222',
      zipCode: '41590',
      address: '대구 중구 1',
    },
    {
      receptionDate: '46346',
      receiverName: '홍길동',
      receiverMobileNo: '010-1111-2222',
      zipCode: '41590',
      address: '대구 중구 1',
      kindCd: '서류',
    },
    {
      receptionDate: '2026-11-20',
      receiverName: '홍길동',
      receiverMobileNo: '010-3333-4444',
      address: '대구 중구 1',
    },
    {
      receptionDate: '2026-11-20',
      chargeCd: '착불',
      receiverName: '김영희',
      receiverTelNo: '053-555-6666',
      receiverMobileNo: '010-5555-6666',
      address: '대구 서구 2',
    },
    {
      receptionDate: '2026/11/21',
      receiverName: '김영희',
      receiverTelNo: '053-555-6666',
      receiverMobileNo: '010-5555-6666',
      address: '대구 서구 2',
    },
    {
      receptionDate: '2026-11-21',
      chargeCd: 'CH001',
      receiverName: '김영희',
      receiverTelNo: '053-555-6666',
      receiverMobileNo: '010-5555-6666',
      address: '대구 서구 2',
      trnsprtCd: '중량',
      quantity: '1,200',
      unitPrice: '3',
    },
    ...Array.from({ length: 14 }, (_, i) => ({
      receiverName: `수령인 ${i + 1}`,
      receiverMobileNo: `010-7000-${String(1000 + i)}`,
      address: `대구 동구 ${i + 1}`,
    })),
  ];
  const broken: Partial<Record<ImportField, string>>[] = [
    { senderCompany: '없는상사', receiverName: '갑', receiverMobileNo: '010-1000-0001', address: '대구 1' },
    { receiverName: '을', receiverTelNo: '053-111-2222', receiverMobileNo: '010-12', address: '대구 2' },
    { receiverName: '병', receiverMobileNo: '010-1000-0003', address: '' },
    { receiverName: '정', receiverMobileNo: '010-1000-0004', address: '대구 4', kindCd: '냉장고' },
    { receiverName: '무', receiverMobileNo: '010-1000-0005', address: '대구 5', waybillNo: '' },
    { receiverName: '기', receiverMobileNo: '010-1000-0006', address: '대구 6', waybillNo: repeated },
    { receiverName: '경', receiverMobileNo: '010-1000-0007', address: '대구 7', waybillNo: repeated },
    {
      senderCompany: '일괄 대역상사',
      receiverName: '신',
      receiverMobileNo: '010-1000-0008',
      address: '대구 8',
      waybillNo: '770000000001',
    },
  ];
  // Rows 24..31 are the broken ones (the header is row 1).
  const row = (index: number) => 24 + index;

  it('downloads the template, fills it with exceljs and uploads it: every broken row named', async () => {
    broken[4]!.waybillNo = takenWaybill;
    const template = await fetch(`${api.server.url}/api/transport/import/template`, {
      headers: { authorization: `Bearer ${await api.token('admin')}` },
    });
    expect(template.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await template.arrayBuffer());
    const sheet = book.getWorksheet('운송 정보')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(headers).toEqual(IMPORT_FIELDS.map((field) => IMPORT_FIELD_DECLARATIONS[field].label));
    [...good, ...broken].forEach((values, index) => {
      sheet.getRow(index + 2).values = IMPORT_FIELDS.map((field) => values[field] ?? null);
    });
    const uploaded = await upload(Buffer.from(await book.xlsx.writeBuffer()), sender, '주문_11월.xlsx');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({
      status: 'PREVIEW',
      fileName: '주문_11월.xlsx',
      senderCompanyId: sender,
      rowCount: 30,
      problemRowCount: 8,
      transportCount: null,
      canUndo: false,
    });
    importId = uploaded.body.id;
    const { rows: problemRows, total } = await gqlRows(importId, true);
    expect(total).toBe(8);
    // The same page over REST, for tools.
    expect(await rows(importId, true)).toEqual(problemRows);
    expect(problemsOf(problemRows)).toEqual({
      [row(0)]: ['보내는사람: 등록된 업체가 아닙니다.'],
      [row(1)]: ['휴대폰: 올바른 받는 곳 휴대전화 형식이 아닙니다.'],
      [row(2)]: ['주소: 받는 곳 주소는 필수 입력 항목입니다.'],
      [row(3)]: ['품목: 등록되지 않은 값입니다.'],
      [row(4)]: [`운송장번호: ${TRANSPORT_SAVE_MESSAGES.waybillTaken(takenWaybill)}`],
      [row(5)]: [TRANSPORT_IMPORT_MESSAGES.repeatedInFile(repeated, row(6))],
      [row(6)]: [TRANSPORT_IMPORT_MESSAGES.repeatedInFile(repeated, row(5))],
      [row(7)]: [`운송장번호: ${TRANSPORT_SAVE_MESSAGES.waybillOutOfRange('770000000001')}`],
    });
    expect(problemRows[0]!.problems[0]).toEqual({
      field: 'senderCompany',
      label: '보내는사람',
      message: '보내는사람: 등록된 업체가 아닙니다.',
    });
    // The good rows already know their transport: (sender, 11-20, 선불), (.., 착불), (.., 11-21, 선불), today's.
    const all = (await gqlRows(importId)).rows;
    expect(all.filter((line) => line.rowNo <= 23).map((line) => line.transportNo)).toEqual([
      1,
      1,
      1,
      1,
      1,
      2,
      3,
      3,
      ...Array<number>(14).fill(4),
    ]);
    expect(all.filter((line) => line.rowNo > 23).every((line) => line.transportNo === null)).toBe(true);
  });

  it('downloads the problem rows with the messages in a last column', async () => {
    const answer = await fetch(`${api.server.url}/api/transport/import/${importId}/problems`, {
      headers: { authorization: `Bearer ${await api.token('admin')}` },
    });
    expect(answer.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await answer.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const values = (rowNo: number) => (sheet.getRow(rowNo).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      '행',
      ...IMPORT_FIELDS.map((field) => IMPORT_FIELD_DECLARATIONS[field].label),
      '문제',
    ]);
    expect(sheet.rowCount).toBe(9);
    expect(values(2)[0]).toBe(row(0));
    expect(values(2)[2]).toBe('없는상사');
    expect(values(2).at(-1)).toBe('보내는사람: 등록된 업체가 아닙니다.');
  });

  it('fixes a row in place: it is checked again, and so is the row that shared its waybill number', async () => {
    const phone = await api.graphql<{
      fixTransportImportRow: { row: RowAnswer; transportImport: ImportAnswer };
    }>(
      `mutation ($id: Int!, $rowNo: Int!) { fixTransportImportRow(id: $id, rowNo: $rowNo, values: { receiverMobileNo: "010-1234-0002" }) {
         row { rowNo transportNo values { receiverMobileNo } problems { message } } transportImport { ${IMPORT_FIELDS_QUERY} } } }`,
      { id: importId, rowNo: row(1) },
    );
    expect(phone.errors).toBeUndefined();
    expect(phone.data?.fixTransportImportRow).toEqual({
      row: { rowNo: row(1), transportNo: 4, values: { receiverMobileNo: '010-1234-0002' }, problems: [] },
      transportImport: expect.objectContaining({ problemRowCount: 7 }) as unknown,
    });
    const moved = await api.graphql<{ fixTransportImportRow: { row: RowAnswer } }>(
      `mutation ($id: Int!, $rowNo: Int!, $no: String) { fixTransportImportRow(id: $id, rowNo: $rowNo, values: { waybillNo: $no }) {
         row { problems { message } } } }`,
      { id: importId, rowNo: row(6), no: nextWaybill() },
    );
    expect(moved.data?.fixTransportImportRow.row.problems).toEqual([]);
    // Its twin no longer repeats a number: both rows are ready.
    expect(problemsOf((await gqlRows(importId, true)).rows)).toEqual({
      [row(0)]: expect.any(Array) as unknown,
      [row(2)]: expect.any(Array) as unknown,
      [row(3)]: expect.any(Array) as unknown,
      [row(4)]: expect.any(Array) as unknown,
      [row(7)]: expect.any(Array) as unknown,
    });
    // A wrong value typed is a problem again, named.
    const wrong = await api.graphql<{ fixTransportImportRow: { row: RowAnswer } }>(
      `mutation ($id: Int!, $rowNo: Int!) { fixTransportImportRow(id: $id, rowNo: $rowNo, values: { receptionDate: "2026-13-01" }) {
         row { problems { field message } } } }`,
      { id: importId, rowNo: 2 },
    );
    expect(wrong.data?.fixTransportImportRow.row.problems).toEqual([
      { field: 'receptionDate', message: '접수일자: 날짜는 2026-11-25처럼 연-월-일로 적어주세요.' },
    ]);
    const back = await api.graphql(
      `mutation ($id: Int!) { fixTransportImportRow(id: $id, rowNo: 2, values: { receptionDate: null }) { row { problems { message } } } }`,
      { id: importId },
    );
    expect(back).toMatchObject({ data: { fixTransportImportRow: { row: { problems: [] } } } });
  });

  it('refuses the commit while a row has a problem, then removes the broken rows', async () => {
    const refused = await api.graphql(`mutation ($id: Int!) { commitTransportImport(id: $id) { id } }`, {
      id: importId,
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: TRANSPORT_IMPORT_MESSAGES.hasProblems,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const removed = await api.graphql<{ removeTransportImportRows: ImportAnswer }>(
      `mutation ($id: Int!, $rowNos: [Int!]!) { removeTransportImportRows(id: $id, rowNos: $rowNos) { ${IMPORT_FIELDS_QUERY} } }`,
      { id: importId, rowNos: [row(0), row(2), row(3), row(4), row(7)] },
    );
    expect(removed.data?.removeTransportImportRows).toMatchObject({
      rowCount: 25,
      problemRowCount: 0,
      plannedTransportCount: 4,
    });
  });

  it('commits: the transports, receivers and lines the grouping rule says, linked to the import', async () => {
    const committed = await api.rest<ImportAnswer>('POST', `/api/transport/import/${importId}/commit`);
    expect(committed).toMatchObject({
      status: 200,
      body: {
        status: 'COMMITTED',
        transportCount: 4,
        rowCount: 25,
        problemRowCount: 0,
        canUndo: true,
        receptionDates: ['2026-11-20', '2026-11-21', TODAY],
      },
    });
    const transports = await storedTransports(importId);
    expect(
      transports.map((transport) => [transport.requstDt, transport.chargeCd, transport.receivers.length]),
    ).toEqual([
      ['2026-11-20', 'CH001', 3],
      ['2026-11-20', 'CH002', 1],
      ['2026-11-21', 'CH001', 1],
      [TODAY, 'CH001', 17],
    ]);
    const [first, collect, nextDay, today] = transports;
    expect(first).toMatchObject({ companyNm: '일괄 보내는상사', amount: (2 + 1) * 4000 + 2 * 4000 + 4000 });
    expect(first!.receivers).toEqual([
      {
        companyNm: '일괄 받는마트',
        receiverCompanyId: mart,
        telNo: '0532223333',
        managerTelNo: '01022223333',
        address: '대구광역시 수성구 2',
        rmk: '사과 / 배 / 문 앞',
        amount: 3 * 3000,
        lines: [
          {
            waybillNo: null,
            kindCd: 'TAC0202',
            trnsprtCd: 'QTY',
            senderQty: 2,
            senderUntpc: 4000,
            receiverUntpc: 3000,
            senderAmount: 8000,
          },
          {
            waybillNo: lineWaybill,
            kindCd: 'TAC0202',
            trnsprtCd: 'QTY',
            senderQty: 1,
            senderUntpc: 4000,
            receiverUntpc: 3000,
            senderAmount: 4000,
          },
        ],
      },
      expect.objectContaining({
        companyNm: '홍길동',
        receiverCompanyId: null,
        telNo: '01011112222',
        managerTelNo: '01011112222',
        address: '(41590) 대구 중구 1',
        rmk: null,
        lines: [
          expect.objectContaining({ kindCd: 'TAC0202' }),
          expect.objectContaining({ kindCd: 'TAC0201' }),
        ],
      }),
      expect.objectContaining({ companyNm: '홍길동', managerTelNo: '01033334444', address: '대구 중구 1' }),
    ]);
    expect(collect!.receivers[0]).toMatchObject({ companyNm: '김영희', telNo: '0535556666' });
    expect(nextDay!.receivers[0]!.lines).toEqual([
      expect.objectContaining({ trnsprtCd: 'QTY', senderQty: 1 }),
      {
        waybillNo: null,
        kindCd: 'TAC0202',
        trnsprtCd: 'WEIGHT',
        senderQty: 1200,
        // The 단가 cell is the payer's price: a communication line's payer pays both sides at it.
        senderUntpc: 3,
        receiverUntpc: 3,
        senderAmount: 3600,
      },
    ]);
    // The rows without a date are today's; the fixed rows are among them, the removed ones are not.
    expect(today!.receivers.map((receiver) => receiver.companyNm)).toEqual([
      ...Array.from({ length: 14 }, (_, i) => `수령인 ${i + 1}`),
      '을',
      '기',
      '경',
    ]);
    // Every row's transport number is the transport it formed.
    const numbers = (await gqlRows(importId)).rows.map((line) => line.transportNo);
    expect(numbers.filter((no) => no === 4)).toHaveLength(17);
  });

  it('commits again (a retried request): the same answer, nothing written twice', async () => {
    const before = await storedTransports(importId);
    const again = await api.rest<ImportAnswer>('POST', `/api/transport/import/${importId}/commit`);
    expect(again).toMatchObject({ status: 200, body: { status: 'COMMITTED', transportCount: 4 } });
    const viaGraphQL = await api.graphql(
      `mutation ($id: Int!) { commitTransportImport(id: $id) { status transportCount } }`,
      {
        id: importId,
      },
    );
    expect(viaGraphQL.data).toEqual({ commitTransportImport: { status: 'COMMITTED', transportCount: 4 } });
    expect(await storedTransports(importId)).toEqual(before);
  });

  it('lists the import in the history and reads it back', async () => {
    const history = await api.graphql<{ transportImports: { items: ImportAnswer[]; total: number } }>(
      `{ transportImports(size: 5) { total items { id status fileName transportCount canUndo createdAt committedAt undoneAt } } }`,
    );
    expect(history.errors).toBeUndefined();
    expect(history.data?.transportImports.items).toContainEqual({
      id: importId,
      status: 'COMMITTED',
      fileName: '주문_11월.xlsx',
      transportCount: 4,
      canUndo: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as unknown,
      committedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      undoneAt: null,
    });
    const one = await api.rest<ImportAnswer>('GET', `/api/transport/import/${importId}`);
    expect(one.body.mapping[0]).toEqual({ field: 'receptionDate', label: '접수일자', column: 0 });
  });

  it('refuses to undo once a goods line is delivered, then undoes it when it is not: transports deleted, audited', async () => {
    await em().execute(`update shipment set transport_date = ? where waybill_no = ?`, [TODAY, lineWaybill]);
    const refused = await api.rest('POST', `/api/transport/import/${importId}/undo`);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: TRANSPORT_IMPORT_MESSAGES.undoDelivered },
    });
    expect((await api.rest<ImportAnswer>('GET', `/api/transport/import/${importId}`)).body.canUndo).toBe(
      false,
    );
    await em().execute(`update shipment set transport_date = null where waybill_no = ?`, [lineWaybill]);

    const versions = async () =>
      (
        await em().execute<{ version: number }[]>(
          'select version from transport_sender where import_id = ? order by sender_transport_id',
          [importId],
        )
      ).map((row) => row.version);
    const versionsBefore = await versions();
    const undone = await api.graphql<{ undoTransportImport: ImportAnswer }>(
      `mutation ($id: Int!) { undoTransportImport(id: $id) { ${IMPORT_FIELDS_QUERY} } }`,
      { id: importId },
    );
    expect(undone.data?.undoTransportImport).toMatchObject({
      status: 'UNDONE',
      canUndo: false,
      transportCount: 4,
    });
    expect(await storedTransports(importId)).toEqual([]);
    // The undo's raw update moved each transport's version on by exactly one (bump_version()).
    expect(await versions()).toEqual(versionsBefore.map((version) => version + 1));
    const admin = await api.memberId('admin');
    const audit = await em().execute<{ entity_name: string; changes: Record<string, unknown> }[]>(
      `select entity_name, changes from audit_log
        where member_id = ? and action = 'update'
          and ((entity_name = 'transport_sender' and entity_id in (select sender_transport_id::text from transport_sender where import_id = ?))
            or (entity_name = 'transport_import' and entity_id = ?::text))
        order by audit_id desc limit 5`,
      [admin, importId, importId],
    );
    expect(audit[0]).toMatchObject({
      entity_name: 'transport_import',
      changes: { status: ['COMMITTED', 'UNDONE'] },
    });
    expect(audit.slice(1)).toEqual(
      Array(4).fill(
        expect.objectContaining({
          entity_name: 'transport_sender',
          changes: expect.objectContaining({ del_yn: ['N', 'Y'] }),
        }),
      ),
    );
    // Undoing again answers the same; committing an undone import is refused.
    expect((await api.rest('POST', `/api/transport/import/${importId}/undo`)).status).toBe(200);
    expect(await api.rest('POST', `/api/transport/import/${importId}/commit`)).toMatchObject({
      status: 400,
      body: { message: TRANSPORT_IMPORT_MESSAGES.undone },
    });
  });
});

describe('committing', () => {
  it('writes once when two commits race', async () => {
    const sender = await company('경주 보내는상사');
    const uploaded = await upload(
      await workbook(
        Array.from({ length: 5 }, (_, i) => ({
          receiverName: `경주 ${i}`,
          receiverMobileNo: '010-2000-3000',
          address: `대구 ${i}`,
          waybillNo: nextWaybill(),
        })),
      ),
      sender,
    );
    const [one, two] = await Promise.all([
      api.rest<ImportAnswer>('POST', `/api/transport/import/${uploaded.body.id}/commit`),
      api.rest<ImportAnswer>('POST', `/api/transport/import/${uploaded.body.id}/commit`),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body).toEqual(two.body);
    const [counted] = await em().execute<{ transports: number; lines: number }[]>(
      `select count(distinct ts.sender_transport_id)::int as transports, count(s.shipment_id)::int as lines
         from transport_sender ts join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
         join shipment s on s.receiver_transport_id = tr.receiver_transport_id where ts.import_id = ?`,
      [uploaded.body.id],
    );
    expect(counted).toEqual({ transports: 1, lines: 5 });
  });

  it('refuses to undo an import whose goods lines an invoice bills', async () => {
    const sender = await company('청구 보내는상사');
    const uploaded = await upload(
      await workbook([
        {
          receptionDate: '2026-10-15',
          receiverName: '청구',
          receiverMobileNo: '010-2000-3000',
          address: '대구',
        },
      ]),
      sender,
    );
    expect((await api.rest('POST', `/api/transport/import/${uploaded.body.id}/commit`)).status).toBe(200);
    const invoiceId = await anInvoice({
      bill_company_id: await aSupplier({ company_nm: '청구 공급자' }),
      ...{ year: 2026, month: 10 },
    });
    await anInvoiceRow({ bill_history_id: invoiceId, company_id: sender });
    expect(await api.rest('POST', `/api/transport/import/${uploaded.body.id}/undo`)).toMatchObject({
      status: 409,
      body: { message: TRANSPORT_IMPORT_MESSAGES.undoDelivered },
    });
  });

  it('undoes only on the day of the commit', async () => {
    const sender = await company('어제 보내는상사');
    const uploaded = await upload(
      await workbook([{ receiverName: '어제', receiverMobileNo: '010-2000-3000', address: '대구' }]),
      sender,
    );
    expect((await api.rest('POST', `/api/transport/import/${uploaded.body.id}/commit`)).status).toBe(200);
    await em().execute(
      `update transport_import set committed_at = now() - interval '2 days' where import_id = ?`,
      [uploaded.body.id],
    );
    expect(await api.rest('POST', `/api/transport/import/${uploaded.body.id}/undo`)).toMatchObject({
      status: 400,
      body: { message: TRANSPORT_IMPORT_MESSAGES.undoOnlyToday },
    });
    expect(await api.rest('POST', `/api/transport/import/1999999/undo`)).toMatchObject({ status: 404 });
  });
});

describe('set-based reads and writes', () => {
  it('upload and commit run as many statements for 60 rows as for 3 (none per row)', async () => {
    const sender = await company('집합 보내는상사');
    await api.token('admin');
    const connection = api.server.db.orm.em.getConnection();
    const statementsOf = async (count: number) => {
      const file = await workbook(
        Array.from({ length: count }, (_, i) => ({
          receptionDate: i % 2 === 0 ? '2026-11-20' : '2026-11-21',
          receiverName: `집합 ${count}-${i}`,
          receiverMobileNo: '010-2000-3000',
          address: `대구 ${i}`,
          waybillNo: nextWaybill(),
        })),
      );
      const spy = jest.spyOn(connection, 'execute');
      try {
        const uploaded = await upload(file, sender);
        expect(uploaded.body).toMatchObject({ rowCount: count, problemRowCount: 0 });
        const uploadStatements = spy.mock.calls.length;
        const committed = await api.rest('POST', `/api/transport/import/${uploaded.body.id}/commit`);
        expect(committed.status).toBe(200);
        return { upload: uploadStatements, commit: spy.mock.calls.length - uploadStatements };
      } finally {
        spy.mockRestore();
      }
    };
    const few = await statementsOf(3);
    // The spy sees the service's statements (a wrong spy would see none and prove nothing).
    expect(Math.min(few.upload, few.commit)).toBeGreaterThan(0);
    expect(await statementsOf(60)).toEqual(few);
  });
});

describe('the column mapping', () => {
  it('proposes one for another layout, and remembers a change per sender company', async () => {
    const sender = await company('쇼핑몰 보내는상사');
    const other = await company('다른 보내는상사');
    const headers = {
      receiverName: '수취인명',
      receiverTelNo: '전화번호1',
      receiverMobileNo: '전화번호2',
      address: '배송지',
      goodsName: '주문상품',
      deliveryMessage: '배송 요청',
    };
    const file = await workbook(
      [
        {
          receiverName: '쇼핑 고객',
          receiverTelNo: '053-100-2000',
          receiverMobileNo: '010-100-2000',
          address: '대구 남구',
          goodsName: '양말',
          deliveryMessage: '경비실',
        },
      ],
      headers,
    );
    const first = await upload(file, sender);
    const columnOf = (answer: ImportAnswer) =>
      Object.fromEntries(answer.mapping.map((column) => [column.field, column.column]));
    expect(columnOf(first.body)).toMatchObject({
      receiverName: 0,
      receiverTelNo: 1,
      receiverMobileNo: 2,
      address: 3,
      goodsName: 4,
      deliveryMessage: null,
    });
    const changed = await api.graphql<{ setTransportImportMapping: ImportAnswer }>(
      `mutation ($id: Int!) { setTransportImportMapping(id: $id, mapping: [{ field: "deliveryMessage", column: 5 }, { field: "goodsName", column: null }]) {
         mapping { field column } problemRowCount } }`,
      { id: first.body.id },
    );
    expect(columnOf(changed.data!.setTransportImportMapping)).toMatchObject({
      deliveryMessage: 5,
      goodsName: null,
    });
    const [row] = (await gqlRows(first.body.id)).rows;
    expect(row!.values).toMatchObject({ deliveryMessage: '경비실', goodsName: null });

    const again = await upload(file, sender);
    expect(columnOf(again.body)).toMatchObject({ receiverName: 0, deliveryMessage: 5, goodsName: null });
    const elsewhere = await upload(file, other);
    expect(columnOf(elsewhere.body)).toMatchObject({ deliveryMessage: null, goodsName: 4 });

    const bad = await api.graphql(
      `mutation ($id: Int!) { setTransportImportMapping(id: $id, mapping: [{ field: "address", column: 40 }]) { id } }`,
      { id: first.body.id },
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: '주소: 파일에 없는 열입니다.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the sender company', () => {
  it('can be chosen after the upload: every row is checked again and grouped under it', async () => {
    const sender = await company('나중 보내는상사');
    const uploaded = await upload(
      await workbook([
        { receiverName: '갑', receiverMobileNo: '010-2000-3000', address: '대구 1' },
        { receiverName: '을', receiverMobileNo: '010-2000-3001', address: '대구 2' },
        {
          senderCompany: '나중 보내는상사',
          receiverName: '병',
          receiverMobileNo: '010-2000-3002',
          address: '대구 3',
        },
      ]),
    );
    expect(uploaded.body).toMatchObject({ senderCompanyId: null, problemRowCount: 2 });
    const setSender = (senderCompanyId: number | null) =>
      api.graphql<{ setTransportImportSender: ImportAnswer }>(
        `mutation ($id: Int!, $sender: Int) { setTransportImportSender(id: $id, senderCompanyId: $sender) {
           ${IMPORT_FIELDS_QUERY} senderCompanyId senderCompanyNm } }`,
        { id: uploaded.body.id, sender: senderCompanyId },
      );
    expect((await setSender(sender)).data?.setTransportImportSender).toMatchObject({
      senderCompanyId: sender,
      senderCompanyNm: '나중 보내는상사',
      problemRowCount: 0,
      plannedTransportCount: 1,
    });
    expect((await gqlRows(uploaded.body.id)).rows.map((row) => row.transportNo)).toEqual([1, 1, 1]);

    expect((await setSender(1_999_999)).errors?.[0]).toMatchObject({
      message: TRANSPORT_SAVE_MESSAGES.senderCompanyMissing,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await setSender(null)).data?.setTransportImportSender).toMatchObject({
      senderCompanyId: null,
      problemRowCount: 2,
    });
    await setSender(sender);
    expect((await api.rest('POST', `/api/transport/import/${uploaded.body.id}/commit`)).status).toBe(200);
    expect((await setSender(null)).errors?.[0]?.message).toBe(
      '이미 등록했거나 되돌린 일괄 등록은 고칠 수 없습니다.',
    );
  });
});

describe('a sender company not in use (사용 중지)', () => {
  it('may be chosen, as the pickers offer it, and is found by a cell naming it, as a save links it', async () => {
    const closed = await company('중지된 보내는상사', { use_yn: 'N' });
    const file = await workbook([
      { receiverName: '갑', receiverMobileNo: '010-2000-3000', address: '대구 1' },
      {
        senderCompany: '중지된 보내는상사',
        receiverName: '을',
        receiverMobileNo: '010-2000-3001',
        address: '대구 2',
      },
    ]);
    // Chosen on upload: the rows without a 보내는사람 are its; the row naming it finds it too (the only
    // company of that name, in use or not: transport-write.service.ts linkAndPrice's rule).
    const uploaded = await upload(file, closed);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ senderCompanyId: closed, problemRowCount: 0 });
    // Without a chosen sender, the row that names it is still the only one with a sender.
    const later = await upload(file);
    expect(later.body).toMatchObject({ problemRowCount: 1 });
    expect(problemsOf(await rows(later.body.id, true))).toEqual({
      2: [TRANSPORT_IMPORT_CHECK_MESSAGES.noSender],
    });
    // Chosen after the upload, as well.
    const chosen = await api.graphql<{ setTransportImportSender: ImportAnswer }>(
      `mutation ($id: Int!, $sender: Int) { setTransportImportSender(id: $id, senderCompanyId: $sender) {
         senderCompanyId problemRowCount } }`,
      { id: later.body.id, sender: closed },
    );
    expect(chosen.errors).toBeUndefined();
    expect(chosen.data?.setTransportImportSender).toEqual({ senderCompanyId: closed, problemRowCount: 0 });
  });
});

describe('previews', () => {
  it('removes previews a day old when the next file comes, and keeps committed imports', async () => {
    const sender = await company('오래된 보내는상사');
    const file = await workbook([{ receiverName: '갑', receiverMobileNo: '010-2000-3000', address: '대구' }]);
    const old = await upload(file, sender);
    const recent = await upload(file, sender);
    const committed = await upload(file, sender);
    expect((await api.rest('POST', `/api/transport/import/${committed.body.id}/commit`)).status).toBe(200);
    await em().execute(
      `update transport_import set created_at = now() - interval '25 hours' where import_id in (?, ?)`,
      [old.body.id, committed.body.id],
    );
    await upload(file, sender);
    expect((await api.rest('GET', `/api/transport/import/${old.body.id}`)).status).toBe(404);
    expect((await api.rest('GET', `/api/transport/import/${recent.body.id}`)).status).toBe(200);
    expect((await api.rest('GET', `/api/transport/import/${committed.body.id}`)).status).toBe(200);
  });
});

describe('phone numbers', () => {
  it('lets a mobile number in either column fill the other, and asks for 휴대폰 when only a landline is given', async () => {
    const sender = await company('전화 보내는상사');
    const uploaded = await upload(
      await workbook([
        { receiverName: '갑', receiverTelNo: '010-2000-3000', address: '대구 1' },
        { receiverName: '을', receiverMobileNo: '010-2000-3001', address: '대구 2' },
        { receiverName: '병', receiverTelNo: '053-200-3002', address: '대구 3' },
      ]),
      sender,
    );
    expect(uploaded.status).toBe(200);
    const { rows: problemRows } = await gqlRows(uploaded.body.id, true);
    expect(problemsOf(problemRows)).toEqual({ 4: ['휴대폰: 받는 곳 휴대전화는 필수 입력 항목입니다.'] });
    expect(problemRows[0]!.problems.map((problem) => problem.field)).toEqual(['receiverMobileNo']);
  });
});

describe('problems', () => {
  it('name the column the clerk has to change, in the form’s words', async () => {
    const sender = await company('열이름 보내는상사');
    // A registered receiver whose address fills the column: a 우편번호 typed in front overflows it.
    await company('열이름 받는마트', { address: `대구 ${'가'.repeat(195)}` });
    const uploaded = await upload(
      await workbook([
        { receiverName: '갑', receiverMobileNo: '010-2000-3000', zipCode: '41590' },
        { receiverName: '을', receiverMobileNo: '010-2000-3001', address: '대구 2', quantity: 'abc' },
        { receiverName: '열이름 받는마트', zipCode: '41590' },
      ]),
      sender,
    );
    expect(uploaded.status).toBe(200);
    const { rows: problemRows } = await gqlRows(uploaded.body.id, true);
    expect(
      problemRows.map((row) => [row.rowNo, row.problems.map(({ field, message }) => ({ field, message }))]),
    ).toEqual([
      [2, [{ field: 'address', message: '주소: 받는 곳 주소는 필수 입력 항목입니다.' }]],
      [3, [{ field: 'quantity', message: '수량: 올바른 수량 형식이 아닙니다.' }]],
      [4, [{ field: 'zipCode', message: '우편번호: 받는 곳 주소는 200자 이하로 입력해주세요.' }]],
    ]);
  });
});

describe('lines that would bill nobody', () => {
  it('are warned on, not stopped: a typed collect receiver, a sender whose group top is no shipper', async () => {
    const supplier = await billingRows(api, '77').newSupplier('경고 공급상사');
    await company('경고 화주상사', { shipper_yn: 'Y', bill_company_id: supplier, bill_stdr_cd: '30' });
    const headOffice = await company('경고 비화주본사');
    await company('경고 지점상사', { excclc_company_id: headOffice });
    const receiver = { receiverMobileNo: '010-2000-3000', address: '대구 1' };
    const uploaded = await upload(
      await workbook([
        // Prepaid by a billed shipper: billed.
        { senderCompany: '경고 화주상사', receiverName: '갑', ...receiver },
        // Collect to a typed receiver: nobody is billed.
        { senderCompany: '경고 화주상사', chargeCd: '착불', receiverName: '을', ...receiver },
        // Prepaid by a branch whose group top is no shipper.
        { senderCompany: '경고 지점상사', receiverName: '병', ...receiver },
      ]),
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.problemRowCount).toBe(0);
    const answer = await api.rest<{ rows: RowAnswer[] }>(
      'GET',
      `/api/transport/import/${uploaded.body.id}/rows`,
    );
    expect(answer.body.rows.map((row) => [row.rowNo, row.warning])).toEqual([
      [2, null],
      [
        3,
        '이 물품은 청구 대상 업체가 없습니다: 지불처인 받는 곳 을이 등록된 업체가 아닙니다. 업체를 선택하거나 등록해주세요.',
      ],
      [
        4,
        '이 물품은 청구 대상 업체가 없습니다: 지불처인 보내는 곳 경고 지점상사의 정산 그룹 업체 경고 비화주본사가 청구하는 화주가 아닙니다. 업체 정보에서 화주와 공급자를 확인해주세요.',
      ],
    ]);
    // The same over GraphQL.
    expect((await gqlRows(uploaded.body.id)).rows.map((row) => row.warning)).toEqual(
      answer.body.rows.map((row) => row.warning),
    );
  });
});

describe('the template’s example row', () => {
  it('left in the file, is a problem, so it is never registered as an order', async () => {
    const sender = await company('예시 보내는상사');
    const template = await fetch(`${api.server.url}/api/transport/import/template`, {
      headers: { authorization: `Bearer ${await api.token('admin')}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await template.arrayBuffer());
    const order: Partial<Record<ImportField, string>> = {
      receiverName: '실제 고객',
      receiverMobileNo: '010-2000-3000',
      address: '대구 1',
    };
    book.getWorksheet('운송 정보')!.getRow(3).values = IMPORT_FIELDS.map((field) => order[field] ?? null);
    const uploaded = await upload(Buffer.from(await book.xlsx.writeBuffer()), sender);
    expect(uploaded.body).toMatchObject({ rowCount: 2, problemRowCount: 1 });
    expect(problemsOf((await gqlRows(uploaded.body.id, true)).rows)).toEqual({
      2: [TRANSPORT_IMPORT_CHECK_MESSAGES.exampleRow],
    });
  });
});

describe('refusals', () => {
  it('answers an unknown import, a row not in it, and a chosen sender that is not a company', async () => {
    expect(await api.rest('GET', '/api/transport/import/1999999')).toMatchObject({
      status: 404,
      body: { message: TRANSPORT_IMPORT_MESSAGES.notFound },
    });
    expect((await api.rest('GET', '/api/transport/import/abc/rows')).status).toBe(400);
    const sender = await company('거절 보내는상사');
    const uploaded = await upload(
      await workbook([{ receiverName: '갑', receiverMobileNo: '010-2000-3000', address: '대구' }]),
      sender,
    );
    const missing = await api.graphql(
      `mutation ($id: Int!) { fixTransportImportRow(id: $id, rowNo: 99, values: { address: "대구" }) { row { rowNo } } }`,
      { id: uploaded.body.id },
    );
    expect(missing.errors?.[0]?.message).toBe('99행이 이 일괄 등록에 없습니다.');
    expect((await upload(await workbook([{ receiverName: '갑' }]), 1999999)).status).toBe(400);
  });

  it('enforces the limits the screen states on the upload route: 413 past the size, 400 past the rows, in Korean', async () => {
    const refused = (status: number, message: string) => ({
      status,
      body: expect.objectContaining({ message }) as unknown,
    });
    const csvOf = (rowCount: number) =>
      Buffer.from(`받는사람,휴대폰,주소\n${'갑,010-2000-3000,대구\n'.repeat(rowCount)}`, 'utf8');
    expect(await upload(Buffer.alloc(IMPORT_LIMITS.maxFileBytes + 1, 0x61), undefined, '큰.csv')).toEqual(
      refused(413, TRANSPORT_IMPORT_MESSAGES.fileTooLarge),
    );
    expect(await upload(csvOf(IMPORT_LIMITS.maxRows + 1), undefined, '많은.csv')).toEqual(
      refused(400, TRANSPORT_IMPORT_MESSAGES.tooManyRows),
    );
    expect(await upload(Buffer.from('%PDF-1.7\n'), undefined, '견적서.pdf')).toEqual(
      refused(400, TRANSPORT_IMPORT_MESSAGES.unsupportedFile),
    );
    const empty = await upload(Buffer.from('받는사람,주소\n,,\n', 'utf8'), undefined, '빈.csv');
    expect(empty).toEqual(refused(400, TRANSPORT_IMPORT_MESSAGES.noRows));
  });
});
