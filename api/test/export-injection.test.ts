// Formula injection in every file the app writes (issue 24, part 6). The fixture's text fields
// begin with = + - @, a tab or a CR (a company named =HYPERLINK(...), another named +1+1, a memo -2),
// written by SQL as imported or old data may hold them. Every download row of the REST table is
// called (the table is read, so a new export without a case here fails) and the statement that
// GraphQL's sendStatement mails is read too (no GraphQL field answers a file). Each file is opened
// as a spreadsheet would open it: no cell is a formula, every formula-like text is a Text cell
// (.xlsx) or starts with an apostrophe (.csv) and shows the stored text, and numbers stay numbers.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { TEXT_FORMAT } from '../src/common/spreadsheet';
import type { OutgoingMail, Mailer } from '../src/modules/statement-mail/mailer';
import { restRoutes } from '../src/rest/routes';
import { contractHarness } from './contract';
import { rowInserter } from './rows';

/** Texts a spreadsheet takes for formulas when it parses them as typed input. */
const FORMULA_LIKE = {
  link: '=HYPERLINK("http://x","y")',
  plus: '+1+1',
  minus: '-2',
  at: '@SUM(1,1)',
  tab: '\t=1+1',
  cr: '\r=1+1',
} as const;
type FormulaLike = keyof typeof FORMULA_LIKE;
const FORMULA_START = /^[=+\-@\t\r]/;

/** The statement mails the app sends, kept instead of sent. */
const mails: OutgoingMail[] = [];
const mailer: Mailer = {
  destination: 'memory',
  send: (mail) => {
    mails.push(mail);
    return Promise.resolve({ sent: true });
  },
  check: () => Promise.resolve(null),
};

const api = contractHarness(() => ({ mailer }));
const insert = rowInserter(api);

// ---------------------------------------------------------------------------------------------
// Fixture: a supplier, a course, two shipper companies, a transport between them on 2026-03-05 with
// a goods line of 3,000 won, a waybill range of 100, and the March invoice (day 20): formula-like
// text in every text field the exports show.

const PERIOD = 'startDate=2026-03-01&endDate=2026-03-31';
const INVOICE_KEY = { year: 2026, month: 3, billCd: '20' } as const;
const AMOUNT = 3_000;
const COMMUNICATION_FEE = 10_000;

interface Fixture {
  supplier: number;
  route: number;
  shipper: number;
  receiver: number;
  importId: number;
}
let fx: Fixture;

beforeAll(async () => {
  const supplier = await insert('bill_company', 'bill_company_id', {
    company_nm: FORMULA_LIKE.link,
    biz_no: '6100000001',
    representative_nm: FORMULA_LIKE.plus,
    biz_type: FORMULA_LIKE.at,
    biz_item: FORMULA_LIKE.tab,
    address: FORMULA_LIKE.minus,
    post_no: '41911',
    tel_no: '0531112222',
    fax_no: '0531112223',
    email: 'bill@example.com',
    bank_nm: FORMULA_LIKE.at,
    depositor_nm: FORMULA_LIKE.cr,
    account_no: '50812345678901',
  });
  const route = await insert('delivery_route', 'delivery_route_id', {
    delivery_route_nm: FORMULA_LIKE.at,
    use_yn: 'Y',
  });
  const company = (bizNo: string, names: Record<string, string>) =>
    insert('company', 'company_id', {
      biz_no: bizNo,
      email: 'shipper@example.com',
      delivery_route_id: route,
      bill_company_id: supplier,
      shipper_yn: 'Y',
      shipper_cd: 'COM',
      use_yn: 'Y',
      vat_yn: 'Y',
      taxbil_output_yn: 'Y',
      bill_stdr_cd: '20',
      communication_fee: COMMUNICATION_FEE,
      ...names,
    });
  const shipper = await company('6100000002', {
    company_nm: FORMULA_LIKE.link,
    representative_nm: FORMULA_LIKE.plus,
    address: FORMULA_LIKE.minus,
    biz_type: FORMULA_LIKE.at,
    biz_item: FORMULA_LIKE.tab,
    manager_nm: FORMULA_LIKE.cr,
  });
  const receiver = await company('6100000003', {
    company_nm: FORMULA_LIKE.plus,
    manager_nm: FORMULA_LIKE.tab,
  });
  const transport = await insert('transport_sender', 'sender_transport_id', {
    requst_dt: '2026-03-05',
    transport_process_cd: 'COMM_RECV',
    charge_cd: 'CH001',
    sender_company_id: shipper,
    company_nm: FORMULA_LIKE.link,
    manager_nm: FORMULA_LIKE.cr,
    address: FORMULA_LIKE.minus,
    rmk: FORMULA_LIKE.minus,
    delivery_route_id: route,
  });
  const receiverTransport = await insert('transport_receiver', 'receiver_transport_id', {
    sender_transport_id: transport,
    receiver_company_id: receiver,
    company_nm: FORMULA_LIKE.plus,
    address: FORMULA_LIKE.tab,
    delivery_route_id: route,
    sort_order: 0,
  });
  await insert('shipment', 'shipment_id', {
    receiver_transport_id: receiverTransport,
    kind_cd: 'TAC0202',
    waybill_no: '770000000001',
    trnsprt_cd: 'QTY',
    sender_qty: 2,
    receiver_qty: 2,
    sender_untpc: AMOUNT / 2,
    receiver_untpc: AMOUNT / 2,
    sender_amount: AMOUNT,
    receiver_amount: AMOUNT,
    sort_order: 0,
    transport_manager: FORMULA_LIKE.cr,
    memo: FORMULA_LIKE.minus,
  });
  await insert('waybill', 'waybill_id', {
    sender_company_id: shipper,
    receiver_company_id: receiver,
    qty: 100,
    start_no: 740_000_000_000,
    end_no: 740_000_000_099,
  });
  const generated = await api.rest('POST', '/api/bill-history/insert', {
    body: { billCompanyId: supplier, ...INVOICE_KEY },
  });
  if (generated.status !== 200)
    throw new Error(`invoice not generated: ${generated.status} ${JSON.stringify(generated.body)}`);
  fx = { supplier, route, shipper, receiver, importId: await uploadFormulaLikeImport(shipper) };
});

/**
 * A spreadsheet import whose cells hold the formula-like texts (a customer's file may), every row
 * with a problem (no address): what its problem rows' download writes back. The import reads
 * cells trimmed, so the tab and CR texts arrive as `=1+1`.
 */
async function uploadFormulaLikeImport(sender: number): Promise<number> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('운송 정보');
  sheet.addRow(['받는사람', '전화번호', '상품명', '배송메시지']);
  sheet.addRow([FORMULA_LIKE.link, FORMULA_LIKE.plus, FORMULA_LIKE.minus, FORMULA_LIKE.at]);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'formulas.xlsx');
  form.append('senderCompanyId', String(sender));
  const response = await fetch(`${api.server.url}/api/transport/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await api.token('admin')}` },
    body: form,
  });
  if (response.status !== 200)
    throw new Error(`import not uploaded: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

// ---------------------------------------------------------------------------------------------
// Every download row of the REST table, how this test calls it and which of the fixture's texts
// its file must show (the columns it has for them).

interface ExportCase {
  /** The path with its query, and the JSON body of a POST. */
  call: () => { path: string; body?: unknown };
  /** The fixture's formula-like texts the file has a column for. */
  shows: readonly FormulaLike[];
  /**
   * A number of the fixture the file shows (an amount where it has one), which must be a number
   * cell; none for a file that shows no fixture data (the import template).
   */
  number?: () => number;
}

const EXPORTS: Record<string, ExportCase> = {
  'GET /api/company/excel': {
    call: () => ({ path: '/api/company/excel' }),
    shows: ['link', 'plus', 'minus', 'at', 'tab', 'cr'],
    number: () => COMMUNICATION_FEE,
  },
  'GET /api/transport/check-excel': {
    call: () => ({ path: `/api/transport/check-excel?${PERIOD}` }),
    shows: ['link', 'plus', 'minus', 'at', 'tab', 'cr'],
    number: () => AMOUNT,
  },
  'GET /api/delivery-route/mapping/excel': {
    call: () => ({ path: `/api/delivery-route/mapping/excel?deliveryRouteId=${fx.route}` }),
    shows: ['link', 'plus', 'minus', 'at', 'tab', 'cr'],
    number: () => fx.shipper,
  },
  'GET /api/bill-company/excel': {
    call: () => ({ path: '/api/bill-company/excel' }),
    shows: ['link', 'plus', 'minus', 'at', 'cr'],
    number: () => 2,
  },
  'POST /api/bill-print/download': {
    call: () => ({ path: '/api/bill-print/download', body: { billCompanyId: fx.supplier, ...INVOICE_KEY } }),
    shows: ['link', 'plus', 'minus', 'at', 'tab'],
    number: () => AMOUNT,
  },
  'GET /api/waybill/excel': {
    call: () => ({ path: '/api/waybill/excel' }),
    shows: ['link', 'plus'],
    number: () => 100,
  },
  'GET /api/transport/excel': {
    call: () => ({ path: `/api/transport/excel?${PERIOD}` }),
    shows: ['link', 'plus', 'minus', 'at', 'tab', 'cr'],
    number: () => AMOUNT,
  },
  'GET /api/transport/import/template': {
    call: () => ({ path: '/api/transport/import/template' }),
    shows: [],
  },
  'GET /api/transport/import/:id/problems': {
    call: () => ({ path: `/api/transport/import/${fx.importId}/problems` }),
    shows: ['link', 'plus', 'minus', 'at'],
    // The 행 column: the row's number in the uploaded file.
    number: () => 2,
  },
  'GET /api/transport/arrivals-excel': {
    call: () => ({ path: `/api/transport/arrivals-excel?${PERIOD}` }),
    shows: ['link', 'plus', 'minus', 'at', 'tab', 'cr'],
    number: () => AMOUNT,
  },
  'GET /api/receivables/excel': {
    call: () => ({ path: '/api/receivables/excel?asOf=2026-04-30' }),
    // The shipper's row and the receiver's (its base fare alone).
    shows: ['link', 'plus'],
    // The shipper's March row: base fare and parcel amount, each with 10% VAT.
    number: () => ((COMMUNICATION_FEE + AMOUNT) * 11) / 10,
  },
  'GET /api/settlement/by-shipper/excel': {
    call: () => ({ path: `/api/settlement/by-shipper/excel?${PERIOD}` }),
    shows: ['link', 'plus'],
    number: () => AMOUNT,
  },
  'GET /api/settlement/by-shipper/kinds/excel': {
    call: () => ({ path: `/api/settlement/by-shipper/kinds/excel?${PERIOD}` }),
    shows: ['link', 'plus'],
    // The goods line's 2 pieces, counted on the sender's 발신 row.
    number: () => 2,
  },
  'GET /api/settlement/shipper-details/excel': {
    call: () => ({ path: `/api/settlement/shipper-details/excel?${PERIOD}` }),
    shows: ['link', 'plus'],
    number: () => AMOUNT,
  },
};

/** Download rows that write no spreadsheet, each with why it needs no case here. */
const NOT_SPREADSHEETS: Record<string, string> = {
  'GET /api/bill-history-detail/statement-pdf/:id': 'a PDF: it holds no formulas',
  'GET /api/bill-history-detail/mail-attachment/:id':
    "the bytes of a mail's attachments as sent: the statement workbook the zip's case reads, and its PDF",
};

/** The table's rows that answer a file. */
const downloadRows = restRoutes.filter((route) => {
  const { answer } = route.contract;
  return (
    typeof answer === 'object' &&
    'contentType' in answer &&
    !(`${route.method} ${route.path}` in NOT_SPREADSHEETS)
  );
});

it('has a case for every download row of the REST table', () => {
  expect(downloadRows.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
    Object.keys(EXPORTS).sort(),
  );
});

// ---------------------------------------------------------------------------------------------
// Reading the answers as a spreadsheet opens them.

/** One cell as a spreadsheet shows it: where, its type, its text, and its number format. */
interface ReadCell {
  at: string;
  type: 'text' | 'number' | 'formula' | 'other';
  text: string;
  format: string | undefined;
}

interface ReadFile {
  name: string;
  cells: ReadCell[];
  /** Where the file's XML holds a formula element (a cell exceljs might not report). */
  formulaElements: string[];
}

const arrayBufferOf = (bytes: Buffer): ArrayBuffer =>
  new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength).slice().buffer;

function cellType(cell: ExcelJS.Cell): ReadCell['type'] {
  if (cell.type === ExcelJS.ValueType.Formula || cell.formula) return 'formula';
  if (cell.type === ExcelJS.ValueType.String || cell.type === ExcelJS.ValueType.RichText) return 'text';
  return cell.type === ExcelJS.ValueType.Number ? 'number' : 'other';
}

async function readXlsx(name: string, bytes: Buffer): Promise<ReadFile> {
  const zip = await JSZip.loadAsync(bytes);
  const formulaElements: string[] = [];
  for (const [path, entry] of Object.entries(zip.files))
    if (/^xl\/worksheets\/.*\.xml$/.test(path) && /<f[\s>]/.test(await entry.async('string')))
      formulaElements.push(`${name}: ${path}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(arrayBufferOf(bytes));
  const cells: ReadCell[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Merge) return;
        cells.push({
          at: `${name} ${sheet.name}!${cell.address}`,
          type: cellType(cell),
          text: cell.text,
          format: cell.numFmt,
        });
      }),
    ),
  );
  return { name, cells, formulaElements };
}

/** RFC 4180 fields; a field that begins with an apostrophe is shown without it, as text. */
function readCsv(name: string, bytes: Buffer): ReadFile {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const cells: ReadCell[] = [];
  const fields = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/g;
  let line = 1;
  for (let match = fields.exec(text); match && match[0] !== ''; match = fields.exec(text)) {
    const raw = match[1] ?? '';
    const field = raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw;
    const number = /^-?\d+(\.\d+)?$/.test(field);
    cells.push({
      at: `${name} line ${line}`,
      type: number ? 'number' : FORMULA_START.test(field) ? 'formula' : 'text',
      text: field.startsWith("'") ? field.slice(1) : field,
      format: field.startsWith("'") ? TEXT_FORMAT : undefined,
    });
    if (match[2] === '\r\n') line += 1;
  }
  return { name, cells, formulaElements: [] };
}

/** The files of an answer: an .xlsx, a .csv, or each of a zip's entries. */
async function filesOf(contentType: string, name: string, bytes: Buffer): Promise<ReadFile[]> {
  const type = contentType.split(';')[0];
  if (type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    return [await readXlsx(name, bytes)];
  if (type === 'text/csv') return [readCsv(name, bytes)];
  if (type === 'application/zip') {
    const zip = await JSZip.loadAsync(bytes);
    const files: ReadFile[] = [];
    for (const [path, entry] of Object.entries(zip.files)) {
      if (entry.dir) continue;
      files.push(...(await filesOf(typeOfEntry(path), path, await entry.async('nodebuffer'))));
    }
    return files;
  }
  throw new Error(`${name}: no reader for ${contentType}; add one (and its neutralisation) here`);
}

function typeOfEntry(path: string): string {
  if (path.endsWith('.xlsx')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (path.endsWith('.csv')) return 'text/csv';
  throw new Error(`${path}: a zip entry of unknown type`);
}

async function download(method: string, path: string, body?: unknown) {
  const token = await api.token('admin');
  const response = await fetch(`${api.server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${bytes.toString()}`);
  return { contentType: response.headers.get('content-type') ?? '', bytes };
}

// XML reads a bare CR as a line feed (XML 1.0 end-of-line handling), so an .xlsx shows a stored CR
// as the same line break: texts are compared with their CRs as line feeds.
const shown = (text: string) => text.replace(/\r/g, '\n');

/** What must hold of every file: findings that must be empty, which fixture texts it shows. */
function inspect(files: ReadFile[], number: number | null) {
  const cells = files.flatMap((file) => file.cells);
  return {
    formulas: [
      ...files.flatMap((file) => file.formulaElements),
      ...cells.filter((cell) => cell.type === 'formula').map((cell) => cell.at),
    ],
    formulaLikeOutsideTextCells: cells
      .filter(
        (cell) => FORMULA_START.test(cell.text) && !(cell.type === 'text' && cell.format === TEXT_FORMAT),
      )
      .map((cell) => `${cell.at} ${JSON.stringify(cell.text)} (${cell.type}, ${cell.format ?? 'General'})`),
    shows: (Object.keys(FORMULA_LIKE) as FormulaLike[]).filter((key) =>
      cells.some((cell) => cell.type === 'text' && shown(cell.text) === shown(FORMULA_LIKE[key])),
    ),
    numberIsNumber:
      number !== null && cells.some((cell) => cell.type === 'number' && Number(cell.text) === number),
  };
}

describe.each(Object.entries(EXPORTS))('%s', (row, exportCase) => {
  it('writes formula-like text as text, shows it as stored, and keeps amounts numbers', async () => {
    const [method = '', route = ''] = row.split(' ');
    const { path, body } = exportCase.call();
    const answer = await download(method, path, body);
    const files = await filesOf(answer.contentType, route, answer.bytes);
    expect(files.length).toBeGreaterThan(0);
    expect(inspect(files, exportCase.number?.() ?? null)).toEqual({
      formulas: [],
      formulaLikeOutsideTextCells: [],
      shows: exportCase.shows,
      numberIsNumber: exportCase.number !== undefined,
    });
  });
});

describe('the statement mailed by GraphQL sendStatement', () => {
  it('attaches a workbook with formula-like text as text and amounts as numbers', async () => {
    const [detail] = await api.server.db.orm.em
      .fork()
      .execute<{ id: number }[]>(
        'select bill_history_detail_id as id from bill_history_detail where company_id = ?',
        [fx.shipper],
      );
    const sent = await api.graphql(
      'mutation ($id: Int!) { sendStatement(billHistoryDetailId: $id) { attempt { result } } }',
      { id: detail?.id },
    );
    expect(sent).toMatchObject({ data: { sendStatement: { attempt: { result: 'SENT' } } } });
    // The workbook; the PDF beside it holds no cells.
    const workbooks = mails
      .flatMap((mail) => mail.attachments)
      .filter((attachment) => attachment.filename.endsWith('.xlsx'));
    expect(workbooks).toHaveLength(1);
    const files = await Promise.all(
      workbooks.map((attachment) => readXlsx(attachment.filename, attachment.content)),
    );
    expect(inspect(files, AMOUNT)).toEqual({
      formulas: [],
      formulaLikeOutsideTextCells: [],
      shows: ['link', 'plus', 'minus'],
      numberIsNumber: true,
    });
  });
});
