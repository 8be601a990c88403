import { rowBuilders } from '@parcel/db/src/testing/builders';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import {
  e2eTest,
  listCard,
  openFromMenu,
  seriousAxeViolations,
  signIn,
  useE2eSuite,
  waitForRowCount,
} from './harness';

// Settlement by shipper and shipper details over rows seeded here in a month the demo data never
// reaches (February 2019): a shipper in 대구 sending to a company in 서울 that belongs to the
// shipper's settlement group, one prepaid QTY line and one collect WEIGHT line, each side priced on
// its own. The expectations are computed from these lines by the billing rules
// (docs/decisions.md#who-is-billed-what): prepaid lines are billed to the sender, collect lines to
// the receiver, QTY lines their sender amount, WEIGHT lines both sides.
const suite = useE2eSuite();

const PERIOD = { start: '2019-02-01', end: '2019-02-28' };
const SHIPPER = '이투이화주';
const RECEIVER = '이투이수신';

const LINES = [
  { charge: 'CH001', calc: 'QTY', qty: 3, senderUntpc: 1000, receiverUntpc: 800 },
  { charge: 'CH002', calc: 'WEIGHT', qty: 10, senderUntpc: 200, receiverUntpc: 150 },
] as const;
type Line = (typeof LINES)[number];

const won = (amount: number) => amount.toLocaleString('ko-KR');
const sum = (lines: readonly Line[], value: (line: Line) => number) =>
  lines.reduce((total, line) => total + value(line), 0);
const senderAmount = (line: Line) => line.qty * line.senderUntpc;
const receiverAmount = (line: Line) => line.qty * line.receiverUntpc;
const billedAmount = (line: Line) =>
  line.calc === 'WEIGHT' ? senderAmount(line) + receiverAmount(line) : senderAmount(line);
const prepaid = LINES.filter((line) => line.charge === 'CH001');
const collect = LINES.filter((line) => line.charge === 'CH002');

/** The shipper sends every line; the receiver receives every line. */
const SENT_AMOUNT = sum(LINES, senderAmount);
const RECEIVED_AMOUNT = sum(LINES, receiverAmount);
/** Billed to the shipper as sender (prepaid), to the receiver as receiver (collect). */
const PAID_AS_SENDER = sum(prepaid, billedAmount);
const PAID_AS_RECEIVER = sum(collect, billedAmount);
/** The seeded companies' ids by name (the grid's row ids). */
const companyIds = new Map<string, number>();

const { aCompany, aTransport } = rowBuilders(() => suite.server.db.orm.em.fork());

beforeAll(async () => {
  const shipperId = await aCompany({
    ...{ biz_no: '1119990001', company_nm: SHIPPER, region_cd: 'DAEGU' },
    ...{ shipper_yn: 'Y', shipper_cd: 'PCL' },
  });
  // The receiver settles through the shipper (its settlement group company).
  const receiverId = await aCompany({
    ...{ biz_no: '1119990002', company_nm: RECEIVER, region_cd: 'SEOUL' },
    excclc_company_id: shipperId,
  });
  for (const line of LINES)
    await aTransport({
      ...{ requst_dt: '2019-02-11', charge_cd: line.charge },
      ...{ company_nm: SHIPPER, sender_company_id: shipperId },
      receivers: [
        {
          ...{ company_nm: RECEIVER, receiver_company_id: receiverId },
          shipments: [
            {
              ...{ trnsprt_cd: line.calc, qty: line.qty },
              ...{ sender_untpc: line.senderUntpc, receiver_untpc: line.receiverUntpc },
            },
          ],
        },
      ],
    });
  companyIds.set(SHIPPER, shipperId);
  companyIds.set(RECEIVER, receiverId);
});

const search = (page: Page) => page.getByRole('search');
const textbox = (page: Page, name: string) => search(page).getByRole('textbox', { name, exact: true });

/** Types the period; the last key is Enter in the end date, which searches. */
async function searchPeriod(page: Page) {
  await textbox(page, '접수 기간 시작일').fill(PERIOD.start);
  await textbox(page, '접수 기간 종료일').fill(PERIOD.end);
}

describe('settlement screens', () => {
  e2eTest(
    suite,
    'settlement by shipper: the period and region from the keyboard, sent, received and totals',
    async (page) => {
      await signIn(page);
      await openFromMenu(page, '화주별 정산서', '/transport/settlement-by-shipper');
      await searchPeriod(page);
      await textbox(page, '접수 기간 종료일').press('Enter');
      const list = listCard(page, '화주별 정산 목록');
      const grid = list.getByRole('grid');
      // Both companies (the shipper sent, the receiver received): header and two rows.
      await waitForRowCount(grid, { exactly: 3 });
      const shipperRow = grid.getByRole('row').filter({ hasText: SHIPPER });
      await shipperRow
        .locator('[data-field="sentLines"]')
        .getByText(String(LINES.length), { exact: true })
        .waitFor();
      await shipperRow
        .locator('[data-field="sentAmount"]')
        .getByText(won(SENT_AMOUNT), { exact: true })
        .waitFor();
      await grid.getByRole('row').filter({ hasText: RECEIVER }).waitFor();
      // What each pays by the billing rules, and the company whose invoice row bills it: the
      // shipper as sender of the prepaid line, the receiver (of its group) as receiver of the
      // collect one. Those columns are the last: scrolled to (the grid draws the visible columns),
      // the rows are found by their ids.
      await grid
        .locator('.MuiDataGrid-virtualScroller')
        .evaluate((scroller) => scroller.scrollTo({ left: scroller.scrollWidth }));
      const rowOf = (name: string) => grid.locator(`[role="row"][data-id="${companyIds.get(name)}"]`);
      const paid = [
        [rowOf(SHIPPER), PAID_AS_SENDER, 0],
        [rowOf(RECEIVER), 0, PAID_AS_RECEIVER],
      ] as const;
      for (const [row, asSender, asReceiver] of paid) {
        const cells = {
          paidAsSenderAmount: won(asSender),
          paidAsReceiverAmount: won(asReceiver),
          paidAmount: won(asSender + asReceiver),
          settlementTopNm: SHIPPER,
        };
        for (const [field, text] of Object.entries(cells))
          await row.locator(`[data-field="${field}"]`).getByText(text, { exact: true }).waitFor();
      }
      // The sums of every row, and the note on how 청구 금액 is computed.
      const sums = list.getByRole('group', { name: '화주별 정산 목록 합계' });
      await sums.getByText(`받은 금액 합계 ${won(RECEIVED_AMOUNT)}원`, { exact: true }).waitFor();
      const pieces = sum(
        LINES.filter((line) => line.calc === 'QTY'),
        (line) => line.qty,
      );
      const kg = sum(
        LINES.filter((line) => line.calc === 'WEIGHT'),
        (line) => line.qty,
      );
      await sums
        .getByText(
          `전체 합계 ${LINES.length * 2}건 · 수량 ${won(pieces * 2)} · 중량 ${won(kg * 2)}kg · 금액 ${won(SENT_AMOUNT + RECEIVED_AMOUNT)}원`,
          { exact: true },
        )
        .waitFor();
      await sums
        .getByText(
          `청구 금액 발송 ${won(PAID_AS_SENDER)}원 · 수신 ${won(PAID_AS_RECEIVER)}원 · 합계 ${won(PAID_AS_SENDER + PAID_AS_RECEIVER)}원`,
          { exact: true },
        )
        .waitFor();
      await page
        .getByRole('note')
        .getByText(
          '청구 금액은 청구서와 같은 규칙으로 계산합니다: 선불은 보내는 업체, 착불은 받는 업체가 부담하고 ' +
            '통신은 양쪽 금액을 청구합니다. 정산 그룹 업체의 청구서에 합산됩니다(기본료·부가세 제외).',
          { exact: true },
        )
        .waitFor();

      // The region is the company's: 대구 keeps the shipper only.
      await search(page).getByRole('combobox', { name: '지역', exact: true }).click();
      await page.getByRole('listbox').getByRole('option', { name: '대구', exact: true }).click();
      await search(page).getByRole('button', { name: '검색' }).click();
      await waitForRowCount(grid, { exactly: 2 });
      await grid.getByRole('row').filter({ hasText: SHIPPER }).waitFor();
      expect(new URL(page.url()).searchParams.get('regionCd')).toBe('DAEGU');
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
    },
  );

  e2eTest(
    suite,
    'settlement by shipper per goods kind: the view chosen from the keyboard, 발신, 수신 and 합계 rows',
    async (page) => {
      await signIn(page);
      await openFromMenu(page, '화주별 정산서', '/transport/settlement-by-shipper');
      await searchPeriod(page);
      await textbox(page, '접수 기간 종료일').press('Enter');
      await listCard(page, '화주별 정산 목록').getByRole('grid').waitFor();
      const toggle = page.getByRole('group', { name: '보기' }).getByRole('button', { name: '품목별 보기' });
      await toggle.focus();
      await page.keyboard.press('Space');
      expect(new URL(page.url()).searchParams.get('view')).toBe('kinds');
      const grid = listCard(page, '화주별 품목 목록').getByRole('grid');
      // Two companies, three rows each, and the header.
      await waitForRowCount(grid, { exactly: 7 });
      await grid.getByRole('columnheader', { name: '서류' }).waitFor();
      // Both lines are boxes (박스): 3 pieces and a WEIGHT line counted as one, sent by the shipper.
      // A company's rows are `<company id>-sent`, `-received` and `-total`.
      const boxes = (name: string, side: string) =>
        grid.locator(`[role="row"][data-id="${companyIds.get(name)}-${side}"] [data-field="kind-TAC0202"]`);
      await boxes(SHIPPER, 'sent').getByText('4', { exact: true }).waitFor();
      await boxes(SHIPPER, 'received').getByText('0', { exact: true }).waitFor();
      await boxes(RECEIVER, 'received').getByText('4', { exact: true }).waitFor();
      await boxes(RECEIVER, 'total').getByText('4', { exact: true }).waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
    },
  );

  e2eTest(
    suite,
    'shipper details: the name by Enter, the four tiles, the export of the same rows',
    async (page) => {
      await signIn(page);
      await openFromMenu(page, '화주별 상세 내역', '/transport/shipper-details');
      await searchPeriod(page);
      await textbox(page, '화주명').fill('이투이');
      await textbox(page, '화주명').press('Enter');
      const list = listCard(page, '화주 물품 목록');
      await waitForRowCount(list.getByRole('grid'), { exactly: 3 });
      const tiles = page.getByRole('status', { name: '화주별 상세 내역 합계' });
      // The shipper's lines as sent: its quantities and sender amounts by charge.
      const prepaidAmount = `${won(sum(prepaid, senderAmount))}원`;
      const collectAmount = `${won(sum(collect, senderAmount))}원`;
      await tiles.getByText(collectAmount, { exact: true }).waitFor();
      expect(await tiles.locator('dt').allTextContents()).toEqual(['수량', '중량', '선불', '착불']);
      expect(await tiles.locator('dd').allTextContents()).toEqual([
        `${sum(
          LINES.filter((line) => line.calc === 'QTY'),
          (line) => line.qty,
        )}개`,
        `${sum(
          LINES.filter((line) => line.calc === 'WEIGHT'),
          (line) => line.qty,
        )}kg`,
        prepaidAmount,
        collectAmount,
      ]);
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        list.getByRole('button', { name: '엑셀 다운로드' }).click(),
      ]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.read(await download.createReadStream());
      const sheet = workbook.worksheets[0]!;
      expect(sheet.actualRowCount).toBe(3);
      // The tiles' amounts are the export's 금액 column split by 운임 구분.
      const amounts = [2, 3].map((row) => [
        sheet.getRow(row).getCell(10).value,
        sheet.getRow(row).getCell(9).value,
      ]);
      expect(amounts.sort()).toEqual([
        ['선불', sum(prepaid, senderAmount)],
        ['착불', sum(collect, senderAmount)],
      ]);
    },
  );
});
