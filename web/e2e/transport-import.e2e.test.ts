// 운송 정보 일괄 등록 (issue 24) in the browser: the template downloaded and filled by exceljs with 30
// rows, five of them broken; the upload; the five problems; two fixed in place, the other three
// downloaded (their rows and 문제 column read back), removed; the commit; the transports in the
// shipments list; the undo. Then the same flow with the keyboard alone.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  IMPORT_FIELD_DECLARATIONS,
  IMPORT_FIELDS,
  type ImportField,
} from '@parcel/shared/forms/transport-import';
import { UPLOAD_LIMITS_TEXT } from '@parcel/shared/forms/upload-table';
import ExcelJS from 'exceljs';
import type { Download, FileChooser, Locator, Page, Request } from 'playwright-core';
import {
  e2eTest,
  isFocused,
  listCard,
  openFromMenu,
  seriousAxeViolations,
  signIn,
  tabUntil,
  useE2eSuite,
  waitForRowCount,
  waitForToast,
} from './harness';

const suite = useE2eSuite();
/** The whole flow (upload, fixes, downloads, removal, commit, the shipments list, undo). */
const LONG_FLOW_MS = 120_000;

const PATH = '/transport/import';
const PREVIEW = '3. 미리보기';
const HISTORY = '최근 일괄 등록';

type Row = Partial<Record<ImportField, string>>;

async function sql<Result>(query: string, params: unknown[] = []): Promise<Result[]> {
  return suite.server.db.orm.em.fork().execute<Result[]>(query, params);
}

/** A live shipper of the demo data whose name no other company has: the sender picked on screen. */
async function demoSender(): Promise<string> {
  const [row] = await sql<{ name: string }>(
    `select company_nm as name from company c where use_yn = 'Y' and shipper_yn = 'Y'
        and (select count(*) from company o where o.company_nm = c.company_nm) = 1
      order by company_id limit 1`,
  );
  if (!row) throw new Error('the demo data has no shipper');
  return row.name;
}

async function takenWaybill(): Promise<string> {
  const [row] = await sql<{ no: string }>(
    'select waybill_no as no from shipment where waybill_no is not null order by shipment_id limit 1',
  );
  if (!row) throw new Error('the demo data has no waybill number');
  return row.no;
}

/** 25 good rows (two charges, so two transports) and five broken ones, in file order. */
function fileRows(prefix: string, taken: string) {
  const good: Row[] = Array.from({ length: 25 }, (_, index) => ({
    chargeCd: index % 2 === 0 ? '선불' : '착불',
    receiverName: `${prefix} 수취인${String(index + 1).padStart(2, '0')}`,
    receiverTelNo: `053-200-${String(1000 + index)}`,
    receiverMobileNo: `010-3000-${String(1000 + index)}`,
    zipCode: '41590',
    address: `대구광역시 북구 산격로 ${index + 1}`,
    kindCd: '박스',
    quantity: String((index % 3) + 1),
    goodsName: '사과',
  }));
  const broken: Row[] = [
    { receiverName: `${prefix} 주소없음`, receiverMobileNo: '010-4000-2001' },
    { receiverName: `${prefix} 전화틀림`, receiverMobileNo: '010-12', address: '대구광역시 중구 1' },
    {
      receiverName: `${prefix} 품목틀림`,
      receiverMobileNo: '010-4000-2003',
      address: '대구 2',
      kindCd: '없는품목',
    },
    {
      senderCompany: `${prefix} 없는상사`,
      receiverName: `${prefix} 업체틀림`,
      receiverMobileNo: '010-4000-2004',
      address: '대구 3',
    },
    {
      receiverName: `${prefix} 송장겹침`,
      receiverMobileNo: '010-4000-2005',
      address: '대구 4',
      waybillNo: taken,
    },
  ];
  return { good, broken };
}

async function saveDownload(download: Download, folder: string): Promise<string> {
  const target = path.join(folder, download.suggestedFilename());
  await download.saveAs(target);
  return target;
}

/**
 * The template downloaded by its button (clicked, or pressed as `press` does it), filled with the
 * rows (the example row overwritten).
 */
async function fillTemplate(
  page: Page,
  folder: string,
  rows: Row[],
  fileName: string,
  press: () => Promise<void> = () => page.getByRole('button', { name: '엑셀 양식 다운로드' }).click(),
): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await saveDownload(download, folder));
  const sheet = book.getWorksheet('운송 정보');
  if (!sheet) throw new Error('the template has no 운송 정보 sheet');
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
    IMPORT_FIELDS.map((field) => IMPORT_FIELD_DECLARATIONS[field].label),
  );
  rows.forEach((row, index) => {
    sheet.getRow(index + 2).values = IMPORT_FIELDS.map((field) => row[field] ?? null);
  });
  const target = path.join(folder, fileName);
  await book.xlsx.writeFile(target);
  return target;
}

async function readSheet(file: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const cell = (row: Locator, field: string) => row.locator(`[role="gridcell"][data-field="${field}"]`);
/** A preview row by its receiver's name. */
const previewRow = (grid: Locator, receiverName: string) =>
  grid.getByRole('row').filter({
    has: grid.page().locator('[role="gridcell"][data-field="receiverName"]', { hasText: receiverName }),
  });

/**
 * Runs `act` with the requests to `url` that `matches` picks held back until `shown` is visible, so
 * a screen's progress for a slow request is seen whatever the machine's speed; then lets them through.
 */
async function heldUntilShown(
  page: Page,
  url: string,
  matches: (request: Request) => boolean,
  act: () => Promise<void>,
  shown: Locator,
): Promise<void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (matches(route.request())) await released;
    await route.continue();
  });
  try {
    await act();
    await shown.waitFor();
  } finally {
    release();
    // Once the held requests went through: they are answered by the server as usual.
    await page.unrouteAll({ behavior: 'wait' });
  }
}

const summary = (page: Page) => page.getByRole('group', { name: `${PREVIEW} 합계` });

async function pickSender(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: '보내는 업체' });
  await picker.fill(name);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
}

describe('운송 정보 일괄 등록', () => {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'transport-import-e2e-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  e2eTest(
    suite,
    'template filled with 30 rows, five broken: two fixed in place, three downloaded and removed, committed, found, undone',
    async (page) => {
      const sender = await demoSender();
      const taken = await takenWaybill();
      const { good, broken } = fileRows('일괄e2e', taken);
      await signIn(page);
      await openFromMenu(page, '운송 정보 일괄 등록', PATH);
      const file = await fillTemplate(page, folder, [...good, ...broken], '주문목록.xlsx');

      // --- upload: the sender picked, the file chosen, then 올리기 ---
      await pickSender(page, sender);
      await page.getByLabel('올릴 파일').setInputFiles(file);
      await page.getByText(/^주문목록\.xlsx \(\d+KB\)$/).waitFor();
      // Progress while the file goes up and is read: the request held until the bar shows.
      await heldUntilShown(
        page,
        '**/api/transport/import',
        (request) => request.method() === 'POST',
        () => page.getByRole('button', { name: '올리기' }).click(),
        page.getByRole('progressbar', { name: /^(파일 올리기 진행률|파일을 읽고 검사하는 중…)$/ }),
      );
      await waitForToast(page, '30행을 읽었습니다. 문제 있는 행: 5행');
      expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);

      // --- the five problems, each naming its column ---
      await summary(page).getByText('문제 있는 행 수 5').waitFor();
      await summary(page).getByText('행 수 30', { exact: true }).waitFor();
      const preview = listCard(page, PREVIEW);
      const grid = preview.getByRole('grid');
      // Each good row says the transport it goes into (선불 rows the first, 착불 rows the second).
      await cell(previewRow(grid, '일괄e2e 수취인01'), 'transportNo')
        .getByText('1번', { exact: true })
        .waitFor();
      await cell(previewRow(grid, '일괄e2e 수취인02'), 'transportNo')
        .getByText('2번', { exact: true })
        .waitFor();
      await preview.getByLabel('문제 있는 행만').check();
      await waitForRowCount(grid, { exactly: 6 });
      const problemOf = (name: string) => cell(previewRow(grid, name), 'problems');
      await problemOf('일괄e2e 주소없음').getByText('주소: 받는 곳 주소는 필수 입력 항목입니다.').waitFor();
      await problemOf('일괄e2e 전화틀림')
        .getByText(/^휴대폰: /)
        .waitFor();
      await problemOf('일괄e2e 품목틀림').getByText('품목: 등록되지 않은 값입니다.').waitFor();
      await problemOf('일괄e2e 업체틀림').getByText('보내는사람: 등록된 업체가 아닙니다.').waitFor();
      await problemOf('일괄e2e 송장겹침')
        .getByText(new RegExp(`^운송장번호: .*${taken}`))
        .waitFor();
      await cell(previewRow(grid, '일괄e2e 주소없음'), 'status').getByText('문제 1건').waitFor();
      await cell(previewRow(grid, '일괄e2e 주소없음'), 'transportNo')
        .getByText('-', { exact: true })
        .waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
      const register = preview.getByRole('button', { name: '등록', exact: true });
      expect(await register.isDisabled()).toBe(true);

      // --- two fixed in place: the cell edited, the row checked again and gone from the filter ---
      const address = cell(previewRow(grid, '일괄e2e 주소없음'), 'address');
      await address.dblclick();
      await address.locator('input').fill('대구광역시 동구 1');
      await address.locator('input').press('Enter');
      await waitForToast(page, '27행은 이제 문제가 없습니다.');
      await waitForRowCount(grid, { exactly: 5 });
      const mobile = cell(previewRow(grid, '일괄e2e 전화틀림'), 'receiverMobileNo');
      await mobile.dblclick();
      await mobile.locator('input').fill('010-1234-5678');
      await mobile.locator('input').press('Enter');
      await waitForToast(page, '28행은 이제 문제가 없습니다.');
      await waitForRowCount(grid, { exactly: 4 });
      await summary(page).getByText('문제 있는 행 수 3').waitFor();

      // --- the other three downloaded: their cells under the file's headers, 문제 last ---
      const [problemFile] = await Promise.all([
        page.waitForEvent('download'),
        preview.getByRole('button', { name: '문제 행 다운로드' }).click(),
      ]);
      expect(problemFile.suggestedFilename()).toBe('주문목록_문제행.xlsx');
      const [headers, ...problemRows] = await readSheet(await saveDownload(problemFile, folder));
      expect(headers).toEqual([
        '행',
        ...IMPORT_FIELDS.map((field) => IMPORT_FIELD_DECLARATIONS[field].label),
        '문제',
      ]);
      const receiverColumn = 1 + IMPORT_FIELDS.indexOf('receiverName');
      expect(problemRows.map((row) => [row[0], row[receiverColumn], row.at(-1)])).toEqual([
        [29, '일괄e2e 품목틀림', '품목: 등록되지 않은 값입니다.'],
        [30, '일괄e2e 업체틀림', '보내는사람: 등록된 업체가 아닙니다.'],
        [31, '일괄e2e 송장겹침', expect.stringMatching(new RegExp(`^운송장번호: .*${taken}`))],
      ]);

      // --- removed: selected, confirmed ---
      for (const name of ['일괄e2e 품목틀림', '일괄e2e 업체틀림', '일괄e2e 송장겹침'])
        await previewRow(grid, name).getByRole('checkbox').check();
      await preview.getByRole('button', { name: '선택 행 삭제' }).click();
      const confirm = page.getByRole('alertdialog', { name: '선택 행 삭제' });
      await confirm
        .getByText('선택한 3행을 미리보기에서 지우시겠습니까? 지운 행은 등록되지 않습니다.')
        .waitFor();
      await confirm.getByRole('button', { name: '삭제', exact: true }).click();
      await waitForToast(page, '3행을 미리보기에서 지웠습니다.');
      await summary(page).getByText('문제 있는 행 수 0').waitFor();
      await summary(page).getByText('행 수 27').waitFor();
      await summary(page).getByText('만들어질 운송 정보 수 2').waitFor();

      // --- committed: two transports (선불, 착불); a double click registers once ---
      // Progress while writing: the commit held until the screen says it is registering.
      await heldUntilShown(
        page,
        '**/graphql',
        (request) => request.postData()?.includes('CommitTransportImport') ?? false,
        () => register.dblclick(),
        page.getByRole('progressbar', { name: '운송 정보를 등록하는 중…' }),
      );
      await waitForToast(page, '2건의 운송 정보를 등록했습니다.');
      const result = page.getByRole('region', { name: '4. 결과' });
      await result.getByText('2건의 운송 정보를 등록했습니다.').waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
      const importId = Number(new URL(page.url()).searchParams.get('id'));
      const [stored] = await sql<{ transports: number; lines: number }>(
        `select count(distinct ts.sender_transport_id)::int as transports, count(s.shipment_id)::int as lines
           from transport_sender ts join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
           join shipment s on s.receiver_transport_id = tr.receiver_transport_id
          where ts.import_id = ? and ts.del_yn = 'N'`,
        [importId],
      );
      expect(stored).toEqual({ transports: 2, lines: 27 });
      const history = listCard(page, HISTORY);
      await history.getByRole('row').filter({ hasText: '주문목록.xlsx' }).getByText('등록됨').waitFor();

      // --- found in the shipments list (its reception date), one row per receiver ---
      await result.getByRole('link', { name: '운송 정보 목록에서 보기' }).click();
      await page.waitForURL('**/transport/shipments?**');
      const receiverFilter = page.getByRole('search').getByRole('textbox', { name: '받는 곳' });
      await receiverFilter.fill('일괄e2e');
      await receiverFilter.press('Enter');
      const shipments = listCard(page, '운송 정보 목록');
      await shipments.getByText(/총 27건/).waitFor();
      await shipments.getByRole('grid').getByText('일괄e2e 수취인01', { exact: true }).waitFor();

      // --- undone, back on the import ---
      await page.goBack();
      await page.goBack();
      await result.getByRole('button', { name: '되돌리기' }).click();
      const undo = page.getByRole('alertdialog', { name: '일괄 등록 되돌리기' });
      await undo.getByText('주문목록.xlsx로 등록한 운송 정보 2건을 삭제합니다. 되돌리시겠습니까?').waitFor();
      expect(await seriousAxeViolations(page, { include: '[role="alertdialog"]' })).toEqual([]);
      await undo.getByRole('button', { name: '되돌리기' }).click();
      await waitForToast(page, '일괄 등록을 되돌렸습니다. 운송 정보 2건을 삭제했습니다.');
      await result.getByText('되돌린 일괄 등록입니다. 운송 정보 2건을 삭제했습니다.').waitFor();
      await history.getByRole('row').filter({ hasText: '주문목록.xlsx' }).getByText('되돌림').waitFor();
      const [left] = await sql<{ live: number }>(
        `select count(*)::int as live from transport_sender where import_id = ? and del_yn = 'N'`,
        [importId],
      );
      expect(left).toEqual({ live: 0 });
    },
    { timeoutMs: LONG_FLOW_MS },
  );

  e2eTest(
    suite,
    'a file that is not a spreadsheet (a PDF) is refused with its Korean message',
    async (page) => {
      await signIn(page, { path: PATH });
      // The limits the server enforces, said where the file is chosen.
      await page.getByText(UPLOAD_LIMITS_TEXT, { exact: true }).waitFor();
      await page.getByLabel('올릴 파일').setInputFiles({
        name: '견적서.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%견적서\n'),
      });
      await page.getByRole('button', { name: '올리기' }).click();
      await waitForToast(page, '엑셀(.xlsx) 또는 CSV(.csv) 파일만 올릴 수 있습니다.');
      expect(new URL(page.url()).searchParams.get('id')).toBeNull();
    },
  );

  e2eTest(
    suite,
    'a file uploaded before its sender was picked gets its sender on the preview',
    async (page) => {
      const sender = await demoSender();
      const { good } = fileRows('나중e2e', await takenWaybill());
      await signIn(page, { path: PATH });
      const file = await fillTemplate(page, folder, good.slice(0, 4), '보내는업체없음.xlsx');
      await page.getByLabel('올릴 파일').setInputFiles(file);
      await page.getByRole('button', { name: '올리기' }).click();
      await waitForToast(page, '4행을 읽었습니다. 문제 있는 행: 4행');
      const preview = listCard(page, PREVIEW);
      await cell(previewRow(preview.getByRole('grid'), '나중e2e 수취인01'), 'problems')
        .getByText(/^보내는사람: 화면에서 보내는 업체를 고르거나/)
        .waitFor();
      const picker = page.getByRole('combobox', { name: '이 파일의 보내는 업체' });
      await picker.fill(sender);
      await page
        .getByRole('listbox')
        .getByRole('option', { name: new RegExp(`^${sender}`) })
        .first()
        .click();
      await waitForToast(page, '보내는 업체를 바꾸고 모든 행을 다시 검사했습니다.');
      await summary(page).getByText('문제 있는 행 수 0').waitFor();
      await summary(page).getByText('만들어질 운송 정보 수 2').waitFor();
      await cell(previewRow(preview.getByRole('grid'), '나중e2e 수취인01'), 'status')
        .getByText('정상')
        .waitFor();
      expect(await preview.getByRole('button', { name: '등록', exact: true }).isDisabled()).toBe(false);
    },
  );

  e2eTest(
    suite,
    'the whole flow with the keyboard alone',
    async (page) => {
      const sender = await demoSender();
      const { good, broken } = fileRows('키보드e2e', await takenWaybill());
      // Listening from the start: the browser's file dialog is intercepted before any key opens it.
      const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
      await signIn(page, { path: PATH });
      await page.getByRole('heading', { name: '운송 정보 일괄 등록', level: 1 }).waitFor();
      const keys = page.keyboard;

      // 엑셀 양식 다운로드 by Enter; the file holds three good rows, then 품목틀림 and 주소없음 (the last).
      const file = await fillTemplate(
        page,
        folder,
        [...good.slice(0, 3), broken[2]!, broken[0]!],
        '키보드.xlsx',
        async () => {
          await tabUntil(page, page.getByRole('button', { name: '엑셀 양식 다운로드' }));
          await keys.press('Enter');
        },
      );

      // The sender: typed, ↓ to its option, Enter.
      const picker = page.getByRole('combobox', { name: '보내는 업체' });
      await tabUntil(page, picker);
      await keys.type(sender);
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      await keys.press('ArrowDown');
      await keys.press('Enter');
      // 파일 선택 opens the chooser by Enter.
      await tabUntil(page, page.getByRole('button', { name: '파일 선택' }));
      await keys.press('Enter');
      await (await chooser).setFiles(file);
      await tabUntil(page, page.getByRole('button', { name: '올리기' }));
      await keys.press('Enter');
      await waitForToast(page, '5행을 읽었습니다. 문제 있는 행: 2행');

      // 문제 있는 행만 by Space.
      const preview = listCard(page, PREVIEW);
      const grid = preview.getByRole('grid');
      await waitForRowCount(grid, { exactly: 6 });
      const onlyProblems = preview.getByLabel('문제 있는 행만');
      await tabUntil(page, onlyProblems);
      await keys.press('Space');
      await waitForRowCount(grid, { exactly: 3 });

      // The broken row's 주소: reached with the arrow keys, Enter edits, Enter commits.
      const address = cell(previewRow(grid, '키보드e2e 주소없음'), 'address');
      const enterGrid = async () => {
        for (
          let presses = 0;
          !(await grid.evaluate((element) => element.contains(document.activeElement)));
          presses += 1
        ) {
          if (presses === 80) throw new Error('the preview grid was not reached with Tab');
          await keys.press('Tab');
        }
      };
      await enterGrid();
      // Tab lands on the header's checkbox: ↓ to the first row, then Ctrl+End to the last row's last cell.
      await keys.press('ArrowDown');
      await keys.press('ControlOrMeta+End');
      for (let presses = 0; presses < 40 && !(await isFocused(address)); presses += 1)
        await keys.press('ArrowLeft');
      if (!(await isFocused(address))) throw new Error('the 주소 cell was not reached with the arrow keys');
      await keys.press('Enter');
      await address.locator('input').waitFor();
      await keys.type('대구광역시 동구 2');
      await keys.press('Enter');
      await waitForToast(page, '6행은 이제 문제가 없습니다.');
      await waitForRowCount(grid, { exactly: 2 });

      // 문제 행 다운로드 by Enter: the one row left, its message last.
      const download = preview.getByRole('button', { name: '문제 행 다운로드' });
      await tabUntil(page, download, 80, 'Shift+Tab');
      const [problemFile] = await Promise.all([page.waitForEvent('download'), keys.press('Enter')]);
      const [, ...problemRows] = await readSheet(await saveDownload(problemFile, folder));
      expect(problemRows.map((row) => [row[0], row.at(-1)])).toEqual([[5, '품목: 등록되지 않은 값입니다.']]);

      // The row selected by Space on its checkbox (Ctrl+Home: the first row's first cell), 선택 행 삭제
      // by Enter, 삭제 confirmed.
      await enterGrid();
      await keys.press('ControlOrMeta+Home');
      await keys.press('Space');
      const remove = preview.getByRole('button', { name: '선택 행 삭제', disabled: false });
      await tabUntil(page, remove, 80, 'Shift+Tab');
      await keys.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: '선택 행 삭제' });
      await confirm
        .getByText('선택한 1행을 미리보기에서 지우시겠습니까? 지운 행은 등록되지 않습니다.')
        .waitFor();
      await keys.press('Tab');
      await keys.press('Enter');
      await waitForToast(page, '1행을 미리보기에서 지웠습니다.');
      await summary(page).getByText('문제 있는 행 수 0').waitFor();
      await summary(page).getByText('행 수 4', { exact: true }).waitFor();

      // 등록 by Enter, then 되돌리기 and its confirmation (the focus starts on 취소).
      const register = preview.getByRole('button', { name: '등록', exact: true, disabled: false });
      await tabUntil(page, register);
      await keys.press('Enter');
      await waitForToast(page, '2건의 운송 정보를 등록했습니다.');
      const result = page.getByRole('region', { name: '4. 결과' });
      await tabUntil(page, result.getByRole('button', { name: '되돌리기' }));
      await keys.press('Enter');
      const undo = page.getByRole('alertdialog', { name: '일괄 등록 되돌리기' });
      await undo.waitFor();
      // Esc closes it; Enter opens it again; Tab to 되돌리기, Enter.
      await keys.press('Escape');
      await undo.waitFor({ state: 'hidden' });
      await keys.press('Enter');
      await undo.waitFor();
      await keys.press('Tab');
      await keys.press('Enter');
      await waitForToast(page, '일괄 등록을 되돌렸습니다. 운송 정보 2건을 삭제했습니다.');
    },
    { timeoutMs: LONG_FLOW_MS },
  );
});
