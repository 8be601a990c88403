// Statement mail (명세서 재전송) against the real server, database and a real SMTP server started
// here (smtp-server on a free port, with a password): what arrives (recipient, Korean subject, the
// .xlsx statement read back with exceljs), the log and the row's status; a server that refuses the
// recipient, one that is not there and one that never greets give FAILED with the reason, and
// sending again works; without SMTP_URL the mail is an .eml file in the outbox; no e-mail is a 400
// naming it and sends nothing; 401/403; odd ids are 400/404, never 5xx.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { SMTPServer } from 'smtp-server';
import { DEFAULT_MAIL_FROM, type MailSettings } from '../src/config';
import { createMailer, type Mailer } from '../src/modules/statement-mail/mailer';
import { DEFAULT_STATEMENT_QUEUE_SETTINGS } from '../src/modules/statement-mail/statement-queue';
import {
  STATEMENT_ATTACHMENT_MESSAGES,
  STATEMENT_MAIL_MESSAGES,
} from '../src/modules/statement-mail/statement-mail.service';
import { contractHarness, contractRows, koreanMentioning, type NamedRow } from './contract';
import { badInput } from './kit';
import { parseMail, type MimeMessage } from './mime';
import { pdfText } from './pdf-text';
import { rowInserter } from './rows';

// ---------------------------------------------------------------------------------------------
// The SMTP server: signs in `mailer` with its password, refuses the recipients in `refused`, keeps
// what it received.

const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'p@ss:word 1';
interface Received {
  from: string;
  to: string[];
  raw: Buffer;
}
const received: Received[] = [];
const refused = new Set<string>();

const smtp = new SMTPServer({
  logger: false,
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  onAuth(auth, _session, callback) {
    if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
    else callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
  },
  onRcptTo(address, _session, callback) {
    if (!refused.has(address.address)) return callback();
    callback(
      Object.assign(
        new Error(`5.1.1 <${address.address}>: Recipient address rejected: mailbox unavailable`),
        {
          responseCode: 550,
        },
      ),
    );
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks),
      });
      callback();
    });
  },
});
let smtpPort = 0;
const smtpUrl = (password = SMTP_PASSWORD) =>
  `smtp://${SMTP_USER}:${encodeURIComponent(password)}@127.0.0.1:${smtpPort}`;
type MailerSettings = Pick<MailSettings, 'smtpUrl' | 'from' | 'outboxDir'>;
const settings = (overrides: Partial<MailerSettings> = {}): MailerSettings => ({
  smtpUrl: smtpUrl(),
  from: '청구 공급상사 <billing@supplier.example>',
  outboxDir: '/nonexistent/outbox',
  ...overrides,
});

/** The app's mailer: a real one (SMTP or outbox), switched by the tests. */
let current: Mailer;
const mailer: Mailer = {
  get destination() {
    return current.destination;
  },
  send: (mail) => current.send(mail),
  check: () => current.check(),
};

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  current = createMailer(settings());
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

// One attempt a send: each test sees the outcome of the one it asked for, and no retry of an
// earlier test's send reaches a later test's mail server (retries: statement-send-all.test.ts).
const api = contractHarness(() => ({
  mailer,
  mailQueue: { ...DEFAULT_STATEMENT_QUEUE_SETTINGS, attempts: 1 },
}));
const insert = rowInserter(api);
const em = () => api.server.db.orm.em.fork();

// ---------------------------------------------------------------------------------------------
// Fixture: a supplier billing three shippers for March 2026 (billing day 20): one with an e-mail,
// one without, one whose address the server will refuse at first.

interface Fixture {
  supplier: number;
  billHistoryId: number;
  /** Company row ids by company. */
  withEmail: number;
  withoutEmail: number;
  refusedFirst: number;
}
let fx: Fixture;
const EMAIL = 'billing@customer.example';
const REFUSED_EMAIL = 'closed@customer.example';

const DETAIL_FIELDS = `billHistoryDetailId companyNm email status totAmount lastSentAt lastSendError`;
const ATTEMPT_FIELDS = `statementMailId billHistoryDetailId sentAt recipient sentBy sentByNm result error attachmentName`;
const SEND = `mutation ($billHistoryDetailId: Int!) {
  sendStatement(billHistoryDetailId: $billHistoryDetailId) {
    detail { ${DETAIL_FIELDS} } attempt { ${ATTEMPT_FIELDS} }
  }
}`;
const MAILS = `query ($billHistoryDetailId: Int!) {
  statementMails(billHistoryDetailId: $billHistoryDetailId) { ${ATTEMPT_FIELDS} }
}`;
const INVOICE = `query ($billHistoryId: Int!) { invoice(billHistoryId: $billHistoryId) { details { ${DETAIL_FIELDS} } } }`;

interface Attempt {
  statementMailId: number;
  billHistoryDetailId: number;
  sentAt: string;
  recipient: string;
  sentBy: number;
  sentByNm: string;
  result: string;
  error: string | null;
  attachmentName: string;
}
interface Detail {
  billHistoryDetailId: number;
  companyNm: string;
  email: string | null;
  status: string;
  totAmount: number;
  lastSentAt: string | null;
  lastSendError: string | null;
}
interface SendResult {
  detail: Detail;
  attempt: Attempt;
}

let bizSequence = 0;
const nextBizNo = () => `74${String(++bizSequence).padStart(8, '0')}`;

async function shipper(name: string, supplier: number, email: string | null, fee: number) {
  return insert('company', 'company_id', {
    biz_no: nextBizNo(),
    company_nm: name,
    email,
    bill_company_id: supplier,
    shipper_yn: 'Y',
    shipper_cd: 'COM', // a communication shipper: billed its base fare
    use_yn: 'Y',
    vat_yn: 'Y',
    bill_stdr_cd: '20',
    communication_fee: fee,
  });
}

beforeAll(async () => {
  const supplier = await insert('bill_company', 'bill_company_id', {
    company_nm: '청구 공급상사',
    biz_no: nextBizNo(),
    representative_nm: '공급대표',
    biz_type: '서비스',
    biz_item: '운송',
    address: '대구 중구 1',
    post_no: '41911',
    tel_no: '0531112222',
    fax_no: '0531112223',
    email: 'bill@supplier.example',
    bank_nm: '대구은행',
    depositor_nm: '공급자',
    account_no: '50812345678901',
  });
  const withEmail = await shipper('가 화주상사', supplier, EMAIL, 30_005);
  const withoutEmail = await shipper('나 메일없음', supplier, null, 10_000);
  const refusedFirst = await shipper('다 반송상사', supplier, REFUSED_EMAIL, 20_000);
  // One transport of 가 화주상사 in the period (2026-02-21 .. 2026-03-20): parcel 2 × 1,500 + 1 × 2,005.
  const sender = await insert('transport_sender', 'sender_transport_id', {
    requst_dt: '2026-03-02',
    transport_process_cd: 'COMM_RECV',
    charge_cd: 'CH001',
    company_nm: '가 화주상사',
    sender_company_id: withEmail,
  });
  const receiver = await insert('transport_receiver', 'receiver_transport_id', {
    sender_transport_id: sender,
    company_nm: '받는 거래처',
    sort_order: 0,
  });
  for (const [order, [qty, untpc]] of [
    [2, 1_500],
    [1, 2_005],
  ].entries()) {
    await insert('shipment', 'shipment_id', {
      receiver_transport_id: receiver,
      kind_cd: 'TAC0202',
      waybill_no: String(890_000_000_001 + order),
      trnsprt_cd: 'QTY',
      sender_qty: qty,
      receiver_qty: qty,
      sender_untpc: untpc,
      receiver_untpc: untpc,
      sender_amount: (qty ?? 0) * (untpc ?? 0),
      receiver_amount: (qty ?? 0) * (untpc ?? 0),
      sort_order: order,
    });
  }
  const generated = await api.rest<{ billHistoryId: number }>('POST', '/api/bill-history/insert', {
    body: { billCompanyId: supplier, year: 2026, month: 3, billCd: '20' },
  });
  if (generated.status !== 200) throw new Error(`generate failed: ${JSON.stringify(generated.body)}`);
  const rows = await em().execute<{ id: number; companyId: number }[]>(
    `select bill_history_detail_id as id, company_id as "companyId" from bill_history_detail where bill_history_id = ?`,
    [generated.body.billHistoryId],
  );
  const rowOf = (companyId: number) => {
    const row = rows.find((candidate) => candidate.companyId === companyId);
    if (!row) throw new Error(`company ${companyId} was not billed`);
    return row.id;
  };
  fx = {
    supplier,
    billHistoryId: generated.body.billHistoryId,
    withEmail: rowOf(withEmail),
    withoutEmail: rowOf(withoutEmail),
    refusedFirst: rowOf(refusedFirst),
  };
});

beforeEach(() => {
  current = createMailer(settings());
  refused.clear();
});

// 가 화주상사: base fare 30,005 + VAT 3,001; parcel 5,005 + VAT 501.
const TOTAL = 30_005 + 3_001 + 5_005 + 501;
const ATTACHMENT = '거래명세서_가 화주상사_2026-03.xlsx';
const PDF_ATTACHMENT = '거래명세서_가 화주상사_2026-03.pdf';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function send(billHistoryDetailId: number): Promise<SendResult> {
  const answer = await api.graphql<{ sendStatement: SendResult }>(SEND, { billHistoryDetailId });
  if (!answer.data?.sendStatement) throw new Error(`send failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.sendStatement;
}

async function logRows(billHistoryDetailId: number) {
  return em().execute<{ result: string; error: string | null; recipient: string; sentBy: number }[]>(
    `select result, error, recipient, sent_by as "sentBy" from statement_mail
      where bill_history_detail_id = ? order by sent_at, statement_mail_id`,
    [billHistoryDetailId],
  );
}

/** Every text of the workbook's cells. */
async function workbookTexts(content: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const texts: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') texts.push(cell.value);
      }),
    ),
  );
  return texts;
}

/** The mail's statement: its attachment, and what the .xlsx holds. */
async function expectStatementMail(mail: MimeMessage) {
  expect(mail.headers.get('subject')).toBe('[청구 공급상사] 2026년 3월 거래명세서');
  expect(mail.headers.get('to')).toBe(EMAIL);
  expect(mail.headers.get('reply-to')).toBe('bill@supplier.example');
  const text = mail.parts.find((part) => part.headers.get('content-type')?.startsWith('text/plain'));
  const html = mail.parts.find((part) => part.headers.get('content-type')?.startsWith('text/html'));
  expect(text?.body.toString('utf8')).toContain(`합계: ${TOTAL.toLocaleString('en-US')}원 (부가세 포함)`);
  expect(text?.body.toString('utf8')).toContain('청구 기간: 2026-02-21 ~ 2026-03-20 (청구 기준일 20일)');
  expect(html?.body.toString('utf8')).toContain('<p>가 화주상사 귀하</p>');
  const attachments = mail.parts.filter((part) => part.filename !== null);
  // The .xlsx and, beside it, the PDF of the detailed statement.
  expect(attachments.map((part) => [part.filename, part.headers.get('content-type')?.split(';')[0]])).toEqual(
    [
      [ATTACHMENT, XLSX_TYPE],
      [PDF_ATTACHMENT, 'application/pdf'],
    ],
  );
  const pdf = (await pdfText(attachments[1]?.body ?? Buffer.alloc(0))).pages.flat();
  expect(pdf).toContain(`청구 합계 금액 ${TOTAL.toLocaleString('ko-KR')}원`);
  const texts = await workbookTexts(attachments[0]?.body ?? Buffer.alloc(0));
  expect(texts).toEqual(
    expect.arrayContaining(['거래명세서 2026년 3월 (20일)', '가 화주상사', '받는 거래처']),
  );
}

// ---------------------------------------------------------------------------------------------

describe('sending a statement through SMTP', () => {
  it('arrives with recipient, Korean subject, totals and the .xlsx statement; logged SENT with the row', async () => {
    const before = received.length;
    const result = await send(fx.withEmail);
    expect(result).toEqual({
      detail: expect.objectContaining({
        billHistoryDetailId: fx.withEmail,
        status: 'SENT',
        totAmount: TOTAL,
        lastSentAt: result.attempt.sentAt,
        lastSendError: null,
      }) as unknown,
      attempt: {
        statementMailId: expect.any(Number) as unknown,
        billHistoryDetailId: fx.withEmail,
        sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
        recipient: EMAIL,
        sentBy: await api.memberId('admin'),
        sentByNm: '관리자',
        result: 'SENT',
        error: null,
        attachmentName: ATTACHMENT,
      },
    });
    expect(received).toHaveLength(before + 1);
    const arrived = received.at(-1);
    expect(arrived).toMatchObject({ from: 'billing@supplier.example', to: [EMAIL] });
    await expectStatementMail(parseMail(arrived?.raw ?? ''));
    expect(await logRows(fx.withEmail)).toEqual([
      { result: 'SENT', error: null, recipient: EMAIL, sentBy: await api.memberId('admin') },
    ]);
  });

  it("the invoice's company rows show when each was last sent, read with the rows", async () => {
    const answer = await api.graphql<{ invoice: { details: Detail[] } }>(INVOICE, {
      billHistoryId: fx.billHistoryId,
    });
    const [mail] = await em().execute<{ sentAt: string }[]>(
      `select sent_at as "sentAt" from statement_mail where bill_history_detail_id = ? order by sent_at desc limit 1`,
      [fx.withEmail],
    );
    expect(answer.data?.invoice.details).toEqual([
      expect.objectContaining({
        companyNm: '가 화주상사',
        status: 'SENT',
        lastSentAt: new Date(mail?.sentAt ?? 0).toISOString(),
      }),
      expect.objectContaining({
        companyNm: '나 메일없음',
        status: 'READY',
        lastSentAt: null,
        lastSendError: null,
      }),
      expect.objectContaining({ companyNm: '다 반송상사', status: 'READY', lastSentAt: null }),
    ]);
  });

  it("a refused recipient is FAILED with the server's reason, answered normally; sending again works", async () => {
    refused.add(REFUSED_EMAIL);
    const before = received.length;
    const failed = await send(fx.refusedFirst);
    expect(failed.attempt).toMatchObject({ result: 'FAILED', recipient: REFUSED_EMAIL });
    expect(failed.attempt.error).toMatch(
      /^550 5\.1\.1 <closed@customer\.example>: Recipient address rejected/,
    );
    expect(failed.attempt.error).not.toMatch(/\n|\bat .+:\d+/);
    expect(failed.detail).toMatchObject({
      status: 'FAILED',
      lastSentAt: failed.attempt.sentAt,
      lastSendError: failed.attempt.error,
    });
    expect(received).toHaveLength(before);

    refused.clear();
    const again = await api.rest<SendResult>('POST', `/api/bill-history-detail/resend/${fx.refusedFirst}`);
    expect(again).toMatchObject({
      status: 200,
      body: {
        detail: { status: 'SENT', lastSendError: null },
        attempt: { result: 'SENT', error: null, attachmentName: '거래명세서_다 반송상사_2026-03.xlsx' },
      },
    });
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)?.to).toEqual([REFUSED_EMAIL]);

    const history = await api.rest<Attempt[]>('GET', `/api/bill-history-detail/mail-log/${fx.refusedFirst}`, {
      as: 'member_view',
    });
    expect(history.status).toBe(200);
    expect(history.body.map((attempt) => [attempt.result, attempt.recipient, attempt.sentByNm])).toEqual([
      ['SENT', REFUSED_EMAIL, '관리자'],
      ['FAILED', REFUSED_EMAIL, '관리자'],
    ]);
    expect(history.body[1]?.error).toBe(failed.attempt.error);
  });

  it('a server that is not there, and one that never greets, give FAILED within the time-out', async () => {
    const closed = await freePort();
    current = createMailer(settings({ smtpUrl: `smtp://127.0.0.1:${closed}` }));
    const refusedConnection = await send(fx.refusedFirst);
    expect(refusedConnection.attempt).toMatchObject({
      result: 'FAILED',
      error: expect.stringMatching(/ECONNREFUSED/),
    });

    const silent = await silentServer();
    try {
      current = createMailer(settings({ smtpUrl: `smtp://127.0.0.1:${silent.port}` }), { timeoutMs: 500 });
      const started = Date.now();
      const noGreeting = await send(fx.refusedFirst);
      expect(Date.now() - started).toBeLessThan(5_000);
      // The greeting's and the socket's time-outs start together: either may say it.
      const reason = /^(Greeting never received|Timeout) \(no answer within 0\.5 s\)$/;
      expect(noGreeting.attempt).toMatchObject({ result: 'FAILED', error: expect.stringMatching(reason) });
      expect(noGreeting.detail).toMatchObject({ status: 'FAILED', lastSendError: noGreeting.attempt.error });
    } finally {
      await silent.close();
    }
  });

  it('the start-up check signs in, and says why when the password is wrong', async () => {
    await expect(createMailer(settings()).check()).resolves.toBeNull();
    await expect(createMailer(settings({ smtpUrl: smtpUrl('wrong') })).check()).resolves.toMatch(/^535 /);
  });
});

describe('without SMTP_URL: the outbox folder', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'statement-outbox-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('writes the mail as an .eml file a mail program opens, named by time and row', async () => {
    current = createMailer({
      smtpUrl: null,
      from: DEFAULT_MAIL_FROM,
      outboxDir: path.join(folder, 'outbox'),
    });
    await expect(current.check()).resolves.toBeNull();
    const before = received.length;
    const result = await send(fx.withEmail);
    expect(result.attempt).toMatchObject({ result: 'SENT', error: null });
    expect(received).toHaveLength(before);
    const files = await readdir(path.join(folder, 'outbox'));
    expect(files).toEqual([
      expect.stringMatching(
        new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z-${fx.withEmail}\\.eml$`),
      ),
    ]);
    const raw = await readFile(path.join(folder, 'outbox', files[0] ?? ''));
    expect(raw.includes('\r\n')).toBe(true);
    const mail = parseMail(raw);
    expect(mail.headers.get('from')).toBe(DEFAULT_MAIL_FROM);
    await expectStatementMail(mail);
  });

  it('an outbox that cannot be made stops the start, and a send into it is FAILED with the reason', async () => {
    // A file where the folder's parent should be.
    await writeFile(path.join(folder, 'blocker'), '');
    const settingsOf = {
      smtpUrl: null,
      from: DEFAULT_MAIL_FROM,
      outboxDir: path.join(folder, 'blocker', 'outbox'),
    };
    await expect(createMailer(settingsOf).check()).rejects.toThrow(/ENOTDIR/);
    current = createMailer(settingsOf);
    const result = await send(fx.withEmail);
    expect(result.attempt).toMatchObject({ result: 'FAILED', error: 'outbox write failed (ENOTDIR)' });
    expect(result.detail.status).toBe('FAILED');
  });
});

describe('refusals: nothing is sent', () => {
  const noMail = { billHistoryDetailId: 0 };
  let sentBefore = 0;
  beforeEach(() => {
    sentBefore = received.length;
  });
  afterEach(() => expect(received).toHaveLength(sentBefore));

  const badId = (field = 'billHistoryDetailId') => ({
    code: 'BAD_USER_INPUT',
    message: STATEMENT_MAIL_MESSAGES.idInvalid,
    field,
  });
  contractRows<void>(api, {}, [
    {
      name: 'a row without an e-mail is a 400 naming the email field, and nothing is logged',
      rest: () => `POST /api/bill-history-detail/resend/${fx.withoutEmail}`,
      code: 'BAD_USER_INPUT',
      answer: { code: 'BAD_USER_INPUT', message: koreanMentioning('이메일', 'email'), field: 'email' },
      after: async () => {
        expect(await logRows(fx.withoutEmail)).toEqual([]);
        const [row] = await em().execute<{ status: string }[]>(
          'select status from bill_history_detail where bill_history_detail_id = ?',
          [fx.withoutEmail],
        );
        expect(row?.status).toBe('READY');
      },
    },
    {
      name: 'GraphQL answers the same for a row without an e-mail',
      graphql: SEND,
      input: () => ({ billHistoryDetailId: fx.withoutEmail }),
      code: 'BAD_USER_INPUT',
      matches: {
        message: STATEMENT_MAIL_MESSAGES.noEmail,
        extensions: { code: 'BAD_USER_INPUT', field: 'email' },
      },
    },
    ...(['abc', '0', '-3', '1.5', '99999999999'] as const).flatMap((id): NamedRow[] => [
      {
        name: `POST resend/${id} is a 400 naming the id`,
        rest: `POST /api/bill-history-detail/resend/${id}`,
        code: 'BAD_USER_INPUT',
        answer: badId(),
      },
      {
        name: `GET mail-log/${id} is a 400 naming the id`,
        rest: `GET /api/bill-history-detail/mail-log/${id}`,
        code: 'BAD_USER_INPUT',
        answer: badId(),
      },
    ]),
    {
      name: 'GraphQL sendStatement of id 0 is a 400 naming the id',
      graphql: SEND,
      input: noMail,
      code: 'BAD_USER_INPUT',
      matches: { message: STATEMENT_MAIL_MESSAGES.idInvalid, extensions: { field: 'billHistoryDetailId' } },
    },
    {
      name: 'an unknown row is a 404 (send)',
      rest: 'POST /api/bill-history-detail/resend/987654',
      code: 'NOT_FOUND',
      answer: { code: 'NOT_FOUND', message: STATEMENT_MAIL_MESSAGES.notFound },
    },
    {
      name: 'an unknown row is a 404 (history), while a known row never sent is []',
      rest: 'GET /api/bill-history-detail/mail-log/987654',
      code: 'NOT_FOUND',
      answer: { code: 'NOT_FOUND', message: STATEMENT_MAIL_MESSAGES.notFound },
      after: async () => {
        const none = await api.graphql(MAILS, { billHistoryDetailId: fx.withoutEmail });
        expect(none).toMatchObject({ status: 200, data: { statementMails: [] } });
      },
    },
    {
      name: 'without a token: 401',
      as: 'anonymous',
      rest: () => `POST /api/bill-history-detail/resend/${fx.withEmail}`,
      code: 'UNAUTHENTICATED',
      matches: { code: 'UNAUTHENTICATED' },
    },
    {
      name: 'the history without a token: 401',
      as: 'anonymous',
      graphql: MAILS,
      input: () => ({ billHistoryDetailId: fx.withEmail }),
      code: 'UNAUTHENTICATED',
      matches: { extensions: { code: 'UNAUTHENTICATED' } },
    },
    {
      name: 'a role that may not write settlement: 403',
      as: 'member_view',
      graphql: SEND,
      input: () => ({ billHistoryDetailId: fx.withEmail }),
      code: 'FORBIDDEN',
      matches: { extensions: { code: 'FORBIDDEN' } },
    },
    {
      name: 'member_pickup may not send either (REST)',
      as: 'member_pickup',
      rest: () => `POST /api/bill-history-detail/resend/${fx.withEmail}`,
      code: 'FORBIDDEN',
      matches: { code: 'FORBIDDEN' },
    },
  ]);
});

// ---------------------------------------------------------------------------------------------

/** A port nothing listens on (taken and given back). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that accepts connections and never says a word (a hung mail server). */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Statements kept as sent (last: it changes the invoice under the other tests' feet).

const MAILS_WITH_FILES = `query ($billHistoryDetailId: Int!) {
  statementMails(billHistoryDetailId: $billHistoryDetailId) {
    statementMailId attachments { statementMailAttachmentId fileName contentType size sha256 }
  }
}`;

interface KeptFile {
  statementMailAttachmentId: number;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
}

describe('statements kept as sent', () => {
  it('keeps every attachment byte for byte with its SHA-256, and opens it unchanged after the invoice changed', async () => {
    const result = await send(fx.withEmail);
    const mailed = parseMail(received.at(-1)?.raw ?? '').parts.filter((part) => part.filename !== null);
    const log = await api.graphql<{ statementMails: { statementMailId: number; attachments: KeptFile[] }[] }>(
      MAILS_WITH_FILES,
      { billHistoryDetailId: fx.withEmail },
    );
    const [latest] = log.data?.statementMails ?? [];
    expect(latest?.statementMailId).toBe(result.attempt.statementMailId);
    expect(
      latest?.attachments.map(({ fileName, contentType, size, sha256 }) => ({
        fileName,
        contentType,
        size,
        sha256,
      })),
    ).toEqual(
      mailed.map((part) => ({
        fileName: part.filename,
        contentType: part.headers.get('content-type')?.split(';')[0],
        size: part.body.length,
        sha256: createHash('sha256').update(part.body).digest('hex'),
      })),
    );

    // A late correction: the company's base fare rises and the invoice is generated again.
    await em().execute(
      `update company set communication_fee = communication_fee + 10000
        where company_id = (select company_id from bill_history_detail where bill_history_detail_id = ?)`,
      [fx.withEmail],
    );
    const regenerated = await api.rest('POST', '/api/bill-history/insert', {
      body: { billCompanyId: fx.supplier, year: 2026, month: 3, billCd: '20' },
    });
    expect(regenerated.status).toBe(200);
    const [row] = await em().execute<{ totAmount: number }[]>(
      `select tot_amount::float8 as "totAmount" from bill_history_detail where bill_history_detail_id = ?`,
      [fx.withEmail],
    );
    expect(row?.totAmount).toBe(TOTAL + 11_000);

    const token = await api.token('member_view');
    for (const [index, kept] of (latest?.attachments ?? []).entries()) {
      const response = await fetch(
        `${api.server.url}/api/bill-history-detail/mail-attachment/${kept.statementMailAttachmentId}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(kept.contentType);
      expect(Buffer.from(await response.arrayBuffer()).equals(mailed[index]?.body ?? Buffer.alloc(0))).toBe(
        true,
      );
    }
  });

  it('the database refuses bytes that do not match their digest', async () => {
    const [file] = await em().execute<{ id: number }[]>(
      `select statement_mail_attachment_id::int as id from statement_mail_attachment limit 1`,
    );
    await expect(
      em().execute(
        `update statement_mail_attachment set content = 'x'::bytea where statement_mail_attachment_id = ?`,
        [file?.id],
      ),
    ).rejects.toThrow(/statement_mail_attachment_digest/);
  });

  contractRows(api, {}, [
    {
      name: 'an unknown attachment is a JSON 404',
      rest: 'GET /api/bill-history-detail/mail-attachment/987654',
      code: 'NOT_FOUND',
      answer: { code: 'NOT_FOUND', message: STATEMENT_ATTACHMENT_MESSAGES.notFound },
    },
    {
      name: 'an attachment number that is no number is a 400 naming it',
      rest: 'GET /api/bill-history-detail/mail-attachment/abc',
      code: 'BAD_USER_INPUT',
      answer: badInput(STATEMENT_ATTACHMENT_MESSAGES.idInvalid, 'id'),
    },
    {
      name: 'without a token → 401',
      as: 'anonymous',
      rest: 'GET /api/bill-history-detail/mail-attachment/987654',
      code: 'UNAUTHENTICATED',
      matches: { code: 'UNAUTHENTICATED' },
    },
  ]);
});
