// Waybill pre-registration (택배 > 운송장 사전 등록) through the REST shim (/api/waybill/*) and GraphQL,
// against the real server and database: the list and its filters, the form's ordered checks, ranges
// that may not overlap (the service's check, and the database's exclusion constraint under two
// inserts at once), the soft delete, and printing: the single-use, short-lived print ticket, the
// print program's call, the browser's own print, the print log and the reprint confirmation.
// 401 and per-role 403 are security.test's.
import ExcelJS from 'exceljs';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { checkedFields } from '@parcel/shared/forms/ordered-form';
import { waybillFormSchema } from '@parcel/shared/forms/waybill-form';
import { DEFAULT_PRINT_URL_TEMPLATE, readPrintUrlTemplate } from '../src/config';
import { printUrlOf } from '../src/modules/waybill/waybill-print.service';
import { contractHarness, contractRows, koreanMentioning, type NamedRow, type TableSetup } from './contract';
import { badInput, gqlError } from './kit';

interface WaybillJson {
  waybillId: number;
  senderCompanyId: number;
  senderCompanyNm: string;
  senderTelNo: string | null;
  senderAddress: string | null;
  receiverCompanyId: number | null;
  receiverCompanyNm: string | null;
  receiverTelNo: string | null;
  receiverAddress: string | null;
  chargeCd: string;
  chargeNm: string;
  qty: number;
  startNo: string;
  endNo: string;
  printCount: number;
  lastPrintedAt: string | null;
  delYn: string;
  regDt: string;
  chgDt: string | null;
  version: number;
}

interface TicketJson {
  waybillId: number;
  ticket: string;
  printUrl: string;
  expiresAt: string;
}

interface PrintDataJson {
  waybill: WaybillJson;
  labels: { waybillNo: string; formattedNo: string }[];
  printedAt: string;
  channel: string;
}

type Body = Record<string, unknown>;

const FIELDS = `waybillId senderCompanyId senderCompanyNm senderTelNo senderAddress receiverCompanyId
  receiverCompanyNm receiverTelNo receiverAddress chargeCd chargeNm qty startNo endNo printCount lastPrintedAt
  delYn regDt chgDt version`;
const WAYBILLS = `query ($filter: WaybillFilterInput, $page: PageInput) {
  waybills(filter: $filter, page: $page) { items { ${FIELDS} } total }
}`;
const WAYBILL = `query ($waybillId: Int!) { waybill(waybillId: $waybillId) { ${FIELDS} } }`;
const CREATE = `mutation ($input: WaybillCreateInput!) { createWaybill(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($input: WaybillUpdateInput!) { updateWaybill(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($waybillId: Int!) { deleteWaybill(waybillId: $waybillId) { waybillId delYn } }`;
const TICKET = `mutation ($waybillId: Int!, $reprint: Boolean) {
  createWaybillPrintTicket(waybillId: $waybillId, reprint: $reprint) { waybillId ticket printUrl expiresAt }
}`;
const TICKET_STATUS = `query ($ticket: String!) { waybillPrintTicketStatus(ticket: $ticket) }`;
const BROWSER_PRINT = `mutation ($waybillId: Int!, $reprint: Boolean) {
  printWaybillInBrowser(waybillId: $waybillId, reprint: $reprint) {
    waybill { waybillId printCount } labels { waybillNo formattedNo } printedAt channel
  }
}`;
const PRINT_LOGS = `query ($waybillId: Int!) {
  waybillPrintLogs(waybillId: $waybillId) { printLogId waybillId memberId memberNm channel printedAt }
}`;

const OVERLAP = '이미 등록된 운송장 번호 대역과 겹칩니다. 시작 번호와 종료 번호를 확인해주세요.';
const NOT_FOUND = { code: 'NOT_FOUND', message: '운송장 대역을 찾을 수 없습니다.' };
const REPRINT = '이미 인쇄한 운송장입니다. 다시 인쇄하려면 확인해주세요.';

const api = contractHarness();
const table = <Given>(setup: TableSetup<Given>, rows: readonly NamedRow<Given>[]) =>
  contractRows(api, setup, rows);
const em = () => api.server.db.orm.em.fork();

// ---------------------------------------------------------------------------------------------
// Helpers

let blockSequence = 0;
/** A fresh block of 1,000 numbers no other test uses: [first, last] as digit strings. */
function block(): { first: bigint; numbers: (offset: number) => string } {
  const first = 12_300_000_000n + BigInt(++blockSequence) * 1_000n;
  return { first, numbers: (offset) => String(first + BigInt(offset)) };
}
const hyphen = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;

const company = (name: string) =>
  rowBuilders(em).aCompany({ company_nm: name, tel_no: '0531234567', address: '대구광역시 북구' });

let sender: number;
let receiver: number;
beforeAll(async () => {
  sender = await company('운송장 보내는상사');
  receiver = await company('운송장 받는마트');
});

/** A valid insert body as the form sends it (hyphenated numbers), in a fresh block unless told. */
function waybillBody(overrides: Body = {}): Body {
  const { numbers } = block();
  return {
    senderCompanyId: sender,
    receiverCompanyId: null,
    chargeCd: 'pre',
    startNo: hyphen(numbers(0)),
    endNo: hyphen(numbers(9)),
    qty: 10,
    ...overrides,
  };
}

async function insertWaybill(overrides: Body = {}): Promise<WaybillJson> {
  const answer = await api.rest<WaybillJson>('POST', '/api/waybill/insert', { body: waybillBody(overrides) });
  if (answer.status !== 200)
    throw new Error(`insert failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function ticketFor(waybillId: number, reprint?: boolean): Promise<TicketJson> {
  const answer = await api.rest<TicketJson>('POST', '/api/waybill/print-ticket', {
    body: { waybillId, reprint },
  });
  if (answer.status !== 200)
    throw new Error(`ticket failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const printData = (body: unknown) =>
  api.rest<PrintDataJson>('POST', '/api/waybill/print-data', { as: 'anonymous', body });

const updateBody = (waybill: WaybillJson, overrides: Body = {}): Body => ({
  waybillId: waybill.waybillId,
  version: waybill.version,
  senderCompanyId: waybill.senderCompanyId,
  receiverCompanyId: waybill.receiverCompanyId,
  chargeCd: waybill.chargeCd,
  startNo: waybill.startNo,
  endNo: waybill.endNo,
  qty: waybill.qty,
  ...overrides,
});

// ---------------------------------------------------------------------------------------------

describe('the form schema the API parses with', () => {
  it('checks in the modal order', () => {
    expect(checkedFields(waybillFormSchema)).toEqual([
      'receiverCompanyId',
      'senderCompanyId',
      'chargeCd',
      'startNo',
      'endNo',
      'qty',
    ]);
  });
});

describe('GET /api/waybill/list and GraphQL waybills, waybill', () => {
  interface ListFixture {
    alpha: WaybillJson;
    beta: WaybillJson;
    gamma: WaybillJson;
  }
  let fixture: ListFixture;
  let other: number;

  beforeAll(async () => {
    other = await company('목록 다른상사 50%');
    fixture = {
      alpha: await insertWaybill({ senderCompanyId: other, receiverCompanyId: receiver }),
      beta: await insertWaybill({ senderCompanyId: other }),
      gamma: await insertWaybill({ senderCompanyId: other, chargeCd: '' }),
    };
    const gone = await insertWaybill({ senderCompanyId: other });
    await api.rest('DELETE', `/api/waybill/delete/${gone.waybillId}`);
  });

  const byOther = `senderCompanyNm=${encodeURIComponent('목록 다른상사')}`;
  table<ListFixture>({ given: () => fixture }, [
    {
      name: 'answers {items, total} of the live ranges, newest first, with page and size',
      rest: `GET /api/waybill/list?${byOther}&page=0&size=17`,
      status: 200,
      answer: ({ alpha, beta, gamma }) => ({ items: [gamma, beta, alpha], total: 3 }),
    },
    {
      name: 'answers a plain array without page or size',
      rest: `GET /api/waybill/list?${byOther}`,
      status: 200,
      answer: ({ alpha, beta, gamma }) => [gamma, beta, alpha],
    },
    {
      name: 'answers the spec field names with the companies joined in and the numbers as digits',
      rest: ({ alpha }) => `GET /api/waybill/list?searchNo=${alpha.startNo}`,
      status: 200,
      answer: ({ alpha }) => [
        {
          waybillId: alpha.waybillId,
          senderCompanyId: other,
          senderCompanyNm: '목록 다른상사 50%',
          senderTelNo: '0531234567',
          senderAddress: '대구광역시 북구',
          receiverCompanyId: receiver,
          receiverCompanyNm: '운송장 받는마트',
          receiverTelNo: '0531234567',
          receiverAddress: '대구광역시 북구',
          chargeCd: 'pre',
          chargeNm: '선불',
          qty: 10,
          startNo: alpha.startNo,
          endNo: String(BigInt(alpha.startNo) + 9n),
          printCount: 0,
          lastPrintedAt: null,
          delYn: 'N',
          regDt: expect.any(String),
          chgDt: null,
          version: 1,
        },
      ],
    },
    {
      name: 'finds the range holding a number typed with hyphens',
      rest: ({ beta }) => `GET /api/waybill/list?searchNo=${hyphen(String(BigInt(beta.startNo) + 5n))}`,
      status: 200,
      answer: ({ beta }) => [beta],
    },
    {
      name: 'matches part of a start or end number',
      rest: ({ gamma }) => `GET /api/waybill/list?searchNo=${gamma.endNo.slice(2, 9)}`,
      status: 200,
      answer: ({ gamma }) => [gamma],
    },
    {
      name: 'filters by part of the receiver name',
      rest: `GET /api/waybill/list?${byOther}&receiverCompanyNm=${encodeURIComponent('받는마')}`,
      status: 200,
      answer: ({ alpha }) => [alpha],
    },
    {
      name: 'treats LIKE wildcards in names as text',
      rest: `GET /api/waybill/list?senderCompanyNm=50%25`,
      status: 200,
      answer: ({ alpha, beta, gamma }) => [gamma, beta, alpha],
    },
    {
      name: 'a number with no digit finds nothing',
      rest: `GET /api/waybill/list?${byOther}&searchNo=abc`,
      status: 200,
      answer: [],
    },
    {
      name: 'defaults the charge to credit (신용)',
      rest: ({ gamma }) => `GET /api/waybill/list?searchNo=${gamma.startNo}`,
      status: 200,
      matches: [{ chargeCd: 'credit', chargeNm: '신용' }],
    },
    {
      name: 'lets every signed-in role read the list',
      as: 'member_view',
      rest: `GET /api/waybill/list?${byOther}&page=1&size=2`,
      status: 200,
      answer: ({ alpha }) => ({ items: [alpha], total: 3 }),
    },
    {
      name: 'refuses a page size over 100 with 400 naming size',
      rest: 'GET /api/waybill/list?size=101',
      code: 'BAD_USER_INPUT',
      matches: { message: koreanMentioning('size'), field: 'size' },
    },
    {
      name: 'pages the list over GraphQL with filters',
      graphql: WAYBILLS,
      input: { filter: { senderCompanyNm: '목록 다른상사' }, page: { page: 0, size: 2 } },
      status: 200,
      answer: ({ beta, gamma }) => ({ waybills: { items: [gamma, beta], total: 3 } }),
    },
    {
      name: 'answers one range over GraphQL',
      graphql: WAYBILL,
      input: ({ beta }) => ({ waybillId: beta.waybillId }),
      status: 200,
      answer: ({ beta }) => ({ waybill: beta }),
    },
    {
      name: 'answers NOT_FOUND for an unknown range over GraphQL',
      graphql: WAYBILL,
      input: { waybillId: 999999 },
      code: 'NOT_FOUND',
      matches: gqlError('NOT_FOUND', NOT_FOUND.message),
    },
  ]);

  it('exports the filtered live ranges as an .xlsx with Korean headers and hyphenated numbers', async () => {
    const token = await api.token('member_view');
    const response = await fetch(`${api.server.url}/api/waybill/excel?${byOther}`, {
      headers: { authorization: `Bearer ${String(token)}` },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 6)).toEqual([
      '대역 번호',
      '보내는 업체',
      '받는 업체',
      '운임 구분',
      '시작 번호',
      '종료 번호',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(5).value).toBe(hyphen(fixture.gamma.startNo));
  });
});

describe('POST /api/waybill/insert and GraphQL createWaybill', () => {
  table({}, [
    {
      name: 'registers a range: numbers stored as digits, no receiver as null',
      rest: 'POST /api/waybill/insert',
      input: () => waybillBody({ startNo: '987-6543-2100', endNo: '987-6543-2199', qty: 100 }),
      status: 200,
      matches: {
        senderCompanyId: expect.any(Number) as unknown,
        senderCompanyNm: '운송장 보내는상사',
        receiverCompanyId: null,
        receiverCompanyNm: null,
        chargeCd: 'pre',
        startNo: '98765432100',
        endNo: '98765432199',
        qty: 100,
        printCount: 0,
        delYn: 'N',
        version: 1,
      },
      after: async ({ body }) => {
        const [row] = await em().execute<{ reg_id: number | null }[]>(
          'select reg_id from waybill where waybill_id = ?',
          [(body as WaybillJson).waybillId],
        );
        expect(row?.reg_id).toBe(await api.memberId('admin'));
      },
    },
    {
      name: 'lets member_pickup register (the shipments area)',
      as: 'member_pickup',
      rest: 'POST /api/waybill/insert',
      input: () => waybillBody({ receiverCompanyId: receiver, chargeCd: 'collect' }),
      status: 200,
      matches: { receiverCompanyNm: '운송장 받는마트', chargeCd: 'collect', chargeNm: '착불' },
    },
    {
      name: 'registers over GraphQL',
      graphql: CREATE,
      input: () => ({ input: { ...waybillBody(), qty: 3 } }),
      status: 200,
      matches: { createWaybill: { qty: 3, chargeCd: 'pre' } },
    },
    // The form's checks, each one row: the first failure answers, naming its field.
    ...(
      [
        ['no sender', { senderCompanyId: null }, '보내는 업체는 필수 입력 항목입니다.', 'senderCompanyId'],
        [
          'sender 0 (old forms)',
          { senderCompanyId: 0 },
          '보내는 업체는 필수 입력 항목입니다.',
          'senderCompanyId',
        ],
        [
          'a negative receiver',
          { receiverCompanyId: -2 },
          '올바른 받는 업체 형식이 아닙니다.',
          'receiverCompanyId',
        ],
        ['an unknown charge', { chargeCd: 'cash' }, '올바른 운임 구분 형식이 아닙니다.', 'chargeCd'],
        ['no start number', { startNo: '' }, '시작 번호는 필수 입력 항목입니다.', 'startNo'],
        ['a 10-digit start', { startNo: '1234567890' }, '올바른 시작 번호 형식이 아닙니다.', 'startNo'],
        ['no end number', { endNo: ' ' }, '종료 번호는 필수 입력 항목입니다.', 'endNo'],
        [
          'a 19-digit end, start valid',
          { endNo: '1234567890123456789' },
          '올바른 종료 번호 형식이 아닙니다.',
          'endNo',
        ],
        ['letters in the end', { endNo: '123-4567-89ab' }, '올바른 종료 번호 형식이 아닙니다.', 'endNo'],
        ['no quantity', { qty: null }, '수량은 필수 입력 항목입니다.', 'qty'],
        ['quantity 0', { qty: 0 }, '수량은 1 이상이어야 합니다.', 'qty'],
        ['a fractional quantity', { qty: 1.5 }, '올바른 수량 형식이 아닙니다.', 'qty'],
        [
          'the end before the start',
          { startNo: '555-0000-0010', endNo: '555-0000-0009' },
          '종료 번호는 시작 번호보다 작을 수 없습니다.',
          'endNo',
        ],
        [
          'an unknown sender',
          { senderCompanyId: 999999 },
          '보내는 업체를 찾을 수 없습니다.',
          'senderCompanyId',
        ],
        [
          'an unknown receiver',
          { receiverCompanyId: 999999 },
          '받는 업체를 찾을 수 없습니다.',
          'receiverCompanyId',
        ],
      ] as const
    ).map(([label, overrides, message, field]): NamedRow => ({
      name: `refuses ${label} with 400: ${message}`,
      rest: 'POST /api/waybill/insert',
      input: () => waybillBody(overrides),
      code: 'BAD_USER_INPUT',
      answer: badInput(message, field),
    })),
    {
      name: 'refuses a missing sender over GraphQL with BAD_USER_INPUT naming the field',
      graphql: CREATE,
      input: () => ({ input: { ...waybillBody(), senderCompanyId: null } }),
      code: 'BAD_USER_INPUT',
      matches: gqlError('BAD_USER_INPUT', '보내는 업체는 필수 입력 항목입니다.', 'senderCompanyId'),
    },
    {
      name: 'refuses a body that is not an object with 400 in Korean',
      rest: 'POST /api/waybill/insert',
      input: [1, 2],
      code: 'BAD_USER_INPUT',
      matches: { message: expect.stringMatching(/[가-힣]/) as unknown },
    },
  ]);
});

describe('ranges may not overlap', () => {
  let existing: WaybillJson;
  let numbers: (offset: number) => string;
  beforeAll(async () => {
    ({ numbers } = block());
    existing = await insertWaybill({ startNo: numbers(100), endNo: numbers(199) });
  });

  table({}, [
    ...(
      [
        ['the same range', 100, 199],
        ['one shared first number', 50, 100],
        ['one shared last number', 199, 250],
        ['a range inside', 120, 130],
        ['a range around it', 0, 500],
      ] as const
    ).map(([label, from, to]): NamedRow => ({
      name: `refuses ${label} with 409 naming startNo (the service's check)`,
      rest: 'POST /api/waybill/insert',
      input: () => waybillBody({ startNo: numbers(from), endNo: numbers(to) }),
      code: 'CONFLICT',
      answer: { code: 'CONFLICT', message: OVERLAP, field: 'startNo' },
    })),
    {
      name: 'accepts a range that ends right before it',
      rest: 'POST /api/waybill/insert',
      input: () => waybillBody({ startNo: numbers(90), endNo: numbers(99) }),
      status: 200,
      matches: () => ({ endNo: String(BigInt(existing.startNo) - 1n) }),
    },
    {
      name: 'refuses an overlap over GraphQL with CONFLICT',
      graphql: CREATE,
      input: () => ({ input: waybillBody({ startNo: numbers(150), endNo: numbers(160) }) }),
      code: 'CONFLICT',
      matches: gqlError('CONFLICT', OVERLAP, 'startNo'),
    },
  ]);

  it('frees the numbers of a deleted range', async () => {
    const { numbers: fresh } = block();
    const first = await insertWaybill({ startNo: fresh(0), endNo: fresh(9) });
    expect((await api.rest('DELETE', `/api/waybill/delete/${first.waybillId}`)).status).toBe(200);
    const again = await api.rest<WaybillJson>('POST', '/api/waybill/insert', {
      body: waybillBody({ startNo: fresh(5), endNo: fresh(15) }),
    });
    expect(again.status).toBe(200);
  });

  it('two overlapping inserts at once: one is stored, the other refused with the same message', async () => {
    const { numbers: fresh } = block();
    const answers = await Promise.all(
      [0, 1, 2, 3].map((offset) =>
        api.rest('POST', '/api/waybill/insert', {
          body: waybillBody({ startNo: fresh(offset), endNo: fresh(offset + 50) }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409))
      expect(answer.body).toEqual({ code: 'CONFLICT', message: OVERLAP, field: 'startNo' });
    const [row] = await em().execute<{ n: number }[]>(
      `select count(*)::int as n from waybill where del_yn = 'N' and start_no between ? and ?`,
      [fresh(0), fresh(3)],
    );
    expect(row?.n).toBe(1);
  });

  it('the database refuses the second of two concurrent transactions (exclusion constraint)', async () => {
    const { numbers: fresh } = block();
    // Raw: two open transactions racing for one range are the point.
    const insert = `insert into waybill (sender_company_id, qty, start_no, end_no) values (?, 1, ?, ?)`;
    const first = em();
    const second = em();
    await first.begin();
    await second.begin();
    try {
      await first.execute(insert, [sender, fresh(0), fresh(10)]);
      // The second waits for the first to finish, then sees its range.
      const waiting = second.execute(insert, [sender, fresh(5), fresh(20)]).then(
        () => null,
        (error: unknown) => error,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.commit();
      expect(await waiting).toMatchObject({ code: '23P01', constraint: 'waybill_range_no_overlap' });
    } finally {
      await second.rollback().catch(() => undefined);
    }
  });
});

describe('PUT /api/waybill/update and GraphQL updateWaybill', () => {
  table<{ waybill: WaybillJson; other: WaybillJson }>(
    {
      given: async () => ({ waybill: await insertWaybill(), other: await insertWaybill() }),
    },
    [
      {
        name: 'changes the numbers, the receiver and the charge; records who',
        rest: 'PUT /api/waybill/update',
        input: ({ waybill }) =>
          updateBody(waybill, {
            endNo: hyphen(String(BigInt(waybill.startNo) + 19n)),
            qty: 20,
            receiverCompanyId: receiver,
            chargeCd: 'credit',
          }),
        status: 200,
        matches: ({ waybill }) => ({
          waybillId: waybill.waybillId,
          endNo: String(BigInt(waybill.startNo) + 19n),
          qty: 20,
          receiverCompanyNm: '운송장 받는마트',
          chargeNm: '신용',
          version: 2,
        }),
      },
      {
        name: 'may keep overlapping its own old numbers',
        rest: 'PUT /api/waybill/update',
        input: ({ waybill }) => updateBody(waybill, { startNo: String(BigInt(waybill.startNo) + 1n) }),
        status: 200,
        matches: { version: 2 },
      },
      {
        name: 'refuses to overlap another range with 409',
        rest: 'PUT /api/waybill/update',
        input: ({ waybill, other }) => updateBody(waybill, { endNo: other.startNo }),
        code: 'CONFLICT',
        answer: { code: 'CONFLICT', message: OVERLAP, field: 'startNo' },
      },
      {
        name: 'checks the end number on its own value when editing',
        rest: 'PUT /api/waybill/update',
        input: ({ waybill }) => updateBody(waybill, { endNo: '12' }),
        code: 'BAD_USER_INPUT',
        answer: badInput('올바른 종료 번호 형식이 아닙니다.', 'endNo'),
      },
      {
        name: 'refuses a stale version with 409',
        rest: 'PUT /api/waybill/update',
        input: ({ waybill }) => updateBody(waybill, { version: 7 }),
        code: 'CONFLICT',
        answer: {
          code: 'CONFLICT',
          message: '다른 사용자가 먼저 수정했습니다. 새로 고친 뒤 다시 시도해주세요.',
        },
      },
      {
        name: 'answers 404 for an unknown range',
        rest: 'PUT /api/waybill/update',
        input: ({ waybill }) => updateBody(waybill, { waybillId: 999999 }),
        code: 'NOT_FOUND',
        answer: NOT_FOUND,
      },
      {
        name: 'refuses an update without waybillId with 400',
        rest: 'PUT /api/waybill/update',
        input: ({ waybill }) => updateBody(waybill, { waybillId: undefined }),
        code: 'BAD_USER_INPUT',
        matches: { field: 'waybillId' },
      },
      {
        name: 'changes over GraphQL',
        graphql: UPDATE,
        input: ({ waybill }) => ({ input: updateBody(waybill, { qty: 5 }) }),
        status: 200,
        matches: { updateWaybill: { qty: 5, version: 2 } },
      },
    ],
  );
});

describe('DELETE /api/waybill/delete/{id} and GraphQL deleteWaybill', () => {
  table<WaybillJson>({ given: () => insertWaybill() }, [
    {
      name: 'marks the range deleted and records who',
      rest: (waybill) => `DELETE /api/waybill/delete/${waybill.waybillId}`,
      status: 200,
      matches: { delYn: 'Y' },
      after: async (_answer, waybill) => {
        const [row] = await em().execute<{ del_yn: string; chg_id: number }[]>(
          'select del_yn, chg_id from waybill where waybill_id = ?',
          [waybill.waybillId],
        );
        expect(row).toEqual({ del_yn: 'Y', chg_id: await api.memberId('admin') });
        expect((await api.rest('GET', `/api/waybill/list?searchNo=${waybill.startNo}`)).body).toEqual([]);
      },
    },
    {
      name: 'deletes over GraphQL',
      graphql: DELETE,
      input: (waybill) => ({ waybillId: waybill.waybillId }),
      status: 200,
      answer: (waybill) => ({ deleteWaybill: { waybillId: waybill.waybillId, delYn: 'Y' } }),
    },
  ]);
  table({}, [
    {
      name: 'answers 404 for an unknown or deleted range',
      rest: 'DELETE /api/waybill/delete/999999',
      code: 'NOT_FOUND',
      answer: NOT_FOUND,
    },
    {
      name: 'refuses an id that is not a number with 400',
      rest: 'DELETE /api/waybill/delete/abc',
      code: 'BAD_USER_INPUT',
      answer: badInput('운송장 대역 번호가 올바르지 않습니다.'),
    },
  ]);
});

describe('printing', () => {
  it('reads PRINT_URL_TEMPLATE, with the parcelprint default, and fills it in', () => {
    expect(readPrintUrlTemplate({})).toBe(DEFAULT_PRINT_URL_TEMPLATE);
    expect(readPrintUrlTemplate({ PRINT_URL_TEMPLATE: 'myprint://go/{id}?t={ticket}' })).toBe(
      'myprint://go/{id}?t={ticket}',
    );
    expect(() => readPrintUrlTemplate({ PRINT_URL_TEMPLATE: 'myprint://go/{id}' })).toThrow(/\{ticket\}/);
    expect(printUrlOf(DEFAULT_PRINT_URL_TEMPLATE, 7, 'a+b')).toBe(
      'parcelprint://print?waybillId=7&ticket=a%2Bb',
    );
  });

  it('hands a ticket to the print program, which gets the labels once; the print is logged', async () => {
    const waybill = await insertWaybill({ qty: 3 });
    const ticket = await ticketFor(waybill.waybillId);
    expect(ticket).toEqual({
      waybillId: waybill.waybillId,
      ticket: expect.stringMatching(/^[\w-]{43}$/) as unknown,
      printUrl: `parcelprint://print?waybillId=${waybill.waybillId}&ticket=${ticket.ticket}`,
      expiresAt: expect.any(String) as unknown,
    });
    const ttl = new Date(ticket.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(100_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
    expect((await api.graphql(TICKET_STATUS, { ticket: ticket.ticket })).data).toEqual({
      waybillPrintTicketStatus: 'pending',
    });
    // Nothing is logged until the program fetches the labels.
    expect((await api.rest<unknown[]>('GET', `/api/waybill/print-log/${waybill.waybillId}`)).body).toEqual(
      [],
    );

    const printed = await printData({ ticket: ticket.ticket, waybillId: waybill.waybillId });
    expect(printed.status).toBe(200);
    const first = BigInt(waybill.startNo);
    expect(printed.body).toEqual({
      waybill: expect.objectContaining({ waybillId: waybill.waybillId, printCount: 1 }) as unknown,
      labels: [0n, 1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n].map((offset) => ({
        waybillNo: String(first + offset),
        formattedNo: hyphen(String(first + offset)),
        // PUBLIC_URL unset: the origin the print program reached.
        trackingUrl: `${api.server.url}/track/${first + offset}`,
      })),
      printedAt: expect.any(String) as unknown,
      channel: 'program',
    });

    const again = await printData({ ticket: ticket.ticket });
    expect({ status: again.status, body: again.body }).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: '이미 사용한 인쇄 티켓입니다. 인쇄를 다시 요청해주세요.' },
    });
    expect((await api.graphql(TICKET_STATUS, { ticket: ticket.ticket })).data).toEqual({
      waybillPrintTicketStatus: 'used',
    });

    const log = await api.rest('GET', `/api/waybill/print-log/${waybill.waybillId}`, { as: 'member_view' });
    expect(log.body).toEqual([
      {
        printLogId: expect.any(String) as unknown,
        waybillId: waybill.waybillId,
        memberId: await api.memberId('admin'),
        memberNm: '관리자',
        channel: 'program',
        printedAt: expect.any(String) as unknown,
      },
    ]);
  });

  it('refuses an expired ticket and keeps it unused', async () => {
    const waybill = await insertWaybill();
    const ticket = await ticketFor(waybill.waybillId);
    await em().execute(
      `update print_ticket set expires_at = now() - interval '1 second' where waybill_id = ?`,
      [waybill.waybillId],
    );
    const answer = await printData({ ticket: ticket.ticket });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: '인쇄 티켓이 만료되었습니다. 인쇄를 다시 요청해주세요.' },
    });
    expect((await api.graphql(TICKET_STATUS, { ticket: ticket.ticket })).data).toEqual({
      waybillPrintTicketStatus: 'expired',
    });
    const [row] = await em().execute<{ n: number }[]>(
      'select count(*)::int as n from print_log where waybill_id = ?',
      [waybill.waybillId],
    );
    expect(row?.n).toBe(0);
  });

  it('of two calls with one ticket at once, exactly one gets the labels', async () => {
    const waybill = await insertWaybill();
    const { ticket } = await ticketFor(waybill.waybillId);
    const answers = await Promise.all([printData({ ticket }), printData({ ticket }), printData({ ticket })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });

  table({ as: 'anonymous' }, [
    {
      name: 'the print program without a ticket gets 400',
      rest: 'POST /api/waybill/print-data',
      input: {},
      code: 'BAD_USER_INPUT',
      answer: badInput('인쇄 티켓(ticket)이 필요합니다.', 'ticket'),
    },
    {
      name: 'an unknown ticket gets 404',
      rest: 'POST /api/waybill/print-data',
      input: { ticket: 'not-a-ticket' },
      code: 'NOT_FOUND',
      answer: { code: 'NOT_FOUND', message: '인쇄 티켓을 찾을 수 없습니다.' },
    },
    {
      name: 'a ticket for another range gets 409 and stays usable',
      before: async () => ticketFor((await insertWaybill()).waybillId),
      rest: 'POST /api/waybill/print-data',
      input: (ticket: TicketJson) => ({ ticket: ticket.ticket, waybillId: ticket.waybillId + 1000 }),
      code: 'CONFLICT',
      answer: {
        code: 'CONFLICT',
        message: '인쇄 티켓의 운송장 대역과 요청한 대역이 다릅니다.',
        field: 'waybillId',
      },
      after: async (_answer, ticket: TicketJson) => {
        expect((await printData({ ticket: ticket.ticket })).status).toBe(200);
      },
    },
  ]);

  it('asks before printing a range again (reprint), over REST and GraphQL, and logs the browser print', async () => {
    const waybill = await insertWaybill();
    const first = await api.graphql(BROWSER_PRINT, { waybillId: waybill.waybillId });
    expect(first.errors).toBeUndefined();
    expect(first.data).toMatchObject({
      printWaybillInBrowser: { waybill: { printCount: 1 }, channel: 'browser' },
    });
    const refused = await api.rest('POST', '/api/waybill/print-ticket', {
      body: { waybillId: waybill.waybillId },
    });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: REPRINT, field: 'reprint' },
    });
    const refusedInBrowser = await api.graphql(BROWSER_PRINT, { waybillId: waybill.waybillId });
    expect(refusedInBrowser.errors?.[0]).toMatchObject(gqlError('CONFLICT', REPRINT, 'reprint'));
    const confirmed = await api.graphql(TICKET, { waybillId: waybill.waybillId, reprint: true });
    expect(confirmed.errors).toBeUndefined();
    const again = await api.graphql<{ printWaybillInBrowser: { waybill: { printCount: number } } }>(
      BROWSER_PRINT,
      { waybillId: waybill.waybillId, reprint: true },
      'member_pickup',
    );
    expect(again.data?.printWaybillInBrowser.waybill.printCount).toBe(2);
    const logs = await api.graphql<{ waybillPrintLogs: { memberNm: string; channel: string }[] }>(
      PRINT_LOGS,
      {
        waybillId: waybill.waybillId,
      },
    );
    expect(logs.data?.waybillPrintLogs.map((log) => log.channel)).toEqual(['browser', 'browser']);
    const listed = await api.rest<WaybillJson[]>('GET', `/api/waybill/list?searchNo=${waybill.startNo}`);
    expect(listed.body[0]).toMatchObject({ printCount: 2, lastPrintedAt: expect.any(String) as unknown });
  });

  table({}, [
    {
      name: 'refuses to print more than 1,000 labels at once',
      before: () => insertWaybill({ startNo: block().numbers(0), endNo: String(block().first + 1000n) }),
      rest: 'POST /api/waybill/print-ticket',
      input: (waybill: WaybillJson) => ({ waybillId: waybill.waybillId }),
      code: 'BAD_USER_INPUT',
      answer: badInput('한 번에 인쇄할 수 있는 라벨은 1,000장까지입니다.', 'waybillId'),
    },
    {
      name: 'answers 404 for a ticket to an unknown range',
      rest: 'POST /api/waybill/print-ticket',
      input: { waybillId: 999999 },
      code: 'NOT_FOUND',
      answer: NOT_FOUND,
    },
    {
      name: 'refuses a reprint flag that is not a boolean',
      rest: 'POST /api/waybill/print-ticket',
      input: { waybillId: 1, reprint: 'yes' },
      code: 'BAD_USER_INPUT',
      matches: { field: 'reprint' },
    },
    {
      name: 'answers 404 for the print log of an unknown range',
      rest: 'GET /api/waybill/print-log/999999',
      code: 'NOT_FOUND',
      answer: NOT_FOUND,
    },
  ]);

  table<TicketJson>({ given: async () => ticketFor((await insertWaybill()).waybillId) }, [
    {
      name: "answers NOT_FOUND for another member's ticket status",
      as: 'member_all',
      graphql: TICKET_STATUS,
      input: (ticket: TicketJson) => ({ ticket: ticket.ticket }),
      code: 'NOT_FOUND',
      matches: gqlError('NOT_FOUND', '인쇄 티켓을 찾을 수 없습니다.'),
    },
  ]);
});
