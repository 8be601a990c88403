import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Locator } from 'playwright-core';
import {
  DEMO_ADMIN,
  e2eTest,
  isFocused,
  listCard,
  openFromMenu,
  readAccessToken,
  seriousAxeViolations,
  signIn,
  signInAt,
  tabUntil,
  useE2eSuite,
  waitForRowCount,
  waitForToast,
} from './harness';
import { generateMonthEndInvoice, monthEndSupplier } from './month-end-invoice';

// 월 마감 (/settlement/close): this month's day-30 invoice of a demo supplier, generated through the
// API; its counts open the lists of what they count (미배송 the filtered delivery check, 미발송 the
// invoice's company rows, the tax-bill downloads who and when), each with that many rows; closed
// from the board (confirmation), shown closed, reopened by the admin with a reason (the reason is
// required), and closed once more with the keyboard alone. The month's count of goods lines billed
// to nobody opens the delivery check of exactly those lines.
const suite = useE2eSuite();

const [YEAR, MONTH] = seoulToday().split('-').map(Number) as [number, number];
const BOARD = `${YEAR}년 ${MONTH}월 마감 현황`;
const THIS_MONTH = { year: YEAR, month: MONTH };

/** The board's row of the supplier's month-end invoice. */
const supplierRow = (grid: Locator, supplierNm: string) =>
  grid.getByRole('row').filter({ hasText: supplierNm }).filter({ hasText: '말일' });

/** The number of a count cell ("12건"). */
async function countOf(cell: Locator): Promise<number> {
  const text = (await cell.textContent()) ?? '';
  const match = /^([\d,]+)건$/.exec(text.trim());
  if (!match) throw new Error(`not a count: ${text}`);
  return Number(match[1]!.replace(/,/g, ''));
}

const totalText = (count: number) => `총 ${count.toLocaleString('ko-KR')}건`;

/** A sender typed by name (no registered company of that name), and both parties' contacts. */
const TYPED_SENDER = '이름만 보내는곳';
const PARTY = {
  telNo: '053-123-4567',
  managerTelNo: '010-1234-5678',
  address: '대구광역시 북구 칠성로 1',
  regionCd: 'DAEGU',
  regionDtlCd: 'BUKGU',
};

describe('month-end close', () => {
  e2eTest(suite, 'each count opens the list of what it counts, with that many rows', async (page) => {
    await signIn(page);
    const supplier = await monthEndSupplier(suite);
    await generateMonthEndInvoice(page, supplier.billCompanyId, THIS_MONTH);
    const token = await readAccessToken(page);
    const zip = await page.request.post('/api/bill-print/download', {
      headers: { Authorization: `Bearer ${token}` },
      data: { billCompanyId: supplier.billCompanyId, year: YEAR, month: MONTH, billCd: '30' },
    });
    expect(zip.ok()).toBe(true);
    await openFromMenu(page, '월 마감', '/settlement/close');
    const board = listCard(page, BOARD);
    const row = supplierRow(board.getByRole('grid'), supplier.companyNm);
    await row.getByText('열림').waitFor();

    // 미배송 물품: the delivery check of the period, the supplier's month-end companies, not delivered.
    const undeliveredCell = row.locator('[data-field="undeliveredLines"]');
    const undelivered = await countOf(undeliveredCell);
    expect(undelivered).toBeGreaterThan(0);
    await undeliveredCell.getByRole('link').click();
    await page.getByRole('heading', { name: '배송 확인', level: 1 }).waitFor();
    const checks = listCard(page, '배송 정보 목록');
    await checks.getByRole('status').getByText(totalText(undelivered), { exact: true }).waitFor();
    const shown = Math.min(undelivered, 10);
    expect(await waitForRowCount(checks.getByRole('grid'), { exactly: shown + 1 })).toBe(shown + 1);
    expect(await checks.getByRole('grid').getByText('배송 완료', { exact: true }).count()).toBe(0);
    const search = page.getByRole('search');
    await search.getByRole('combobox', { name: '배송 상태', exact: true }).getByText('미배송').waitFor();
    await search
      .getByRole('combobox', { name: '청구 공급자', exact: true })
      .getByText(supplier.companyNm)
      .waitFor();
    await search.getByRole('combobox', { name: '청구 기준일', exact: true }).getByText('말일').waitFor();
    expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
    await page.goBack();

    // 미발송: the invoice's company rows not sent yet (업체별 보기 open on 발송 대기).
    const unsentCell = row.locator('[data-field="statementsUnsent"]');
    const unsent = await countOf(unsentCell);
    expect(unsent).toBeGreaterThan(0);
    await unsentCell.getByRole('link').click();
    const companies = page.getByRole('dialog', {
      name: `업체별 보기 - ${supplier.companyNm} ${YEAR}년 ${MONTH}월(말일)`,
    });
    await companies.getByRole('combobox', { name: '발송 상태' }).getByText('발송 대기').waitFor();
    await companies
      .getByRole('group', { name: '업체별 청구 내역 합계' })
      .getByText(`발송 대기 ${unsent.toLocaleString('ko-KR')}곳`)
      .waitFor();
    expect(await waitForRowCount(companies.getByRole('grid'), { exactly: unsent + 1 })).toBe(unsent + 1);
    expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
    await page.keyboard.press('Escape');
    await companies.waitFor({ state: 'hidden' });
    await page.goBack();

    // 세금계산서 다운로드: who downloaded when.
    await row.getByRole('button', { name: /^1회 \(최근 / }).click();
    const downloads = page.getByRole('dialog', { name: /^세금계산서 다운로드 기록 - / });
    const downloadRows = downloads.getByRole('row').filter({ hasText: DEMO_ADMIN.name });
    await downloadRows.filter({ hasText: DEMO_ADMIN.userId }).waitFor();
    expect(await waitForRowCount(downloads.getByRole('grid'), { exactly: 2 })).toBe(2);
    expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
    await page.keyboard.press('Escape');
    await downloads.waitFor({ state: 'hidden' });
  });

  e2eTest(
    suite,
    'the count of lines billed to nobody opens the delivery check of exactly those lines (Tab, Enter)',
    async (page) => {
      await signInAt(page, '월 마감', '/settlement/close');
      // A transport from a sender typed by name (no registered company pays its prepaid line), saved
      // through the API, received a year ago: the demo data fills the last three months only, so
      // its month holds no other line. The API dates a save today; its reception date is moved.
      const answer = await page.request.post('/api/transport/shipment-save', {
        headers: { Authorization: `Bearer ${await readAccessToken(page)}` },
        data: {
          senderTransportId: 0,
          sender: {
            senderCompanyId: null,
            chargeCd: 'CH001',
            companyNm: TYPED_SENDER,
            ...PARTY,
            managerNm: '김보냄',
          },
          receivers: [
            {
              receiverTransportId: 0,
              receiverCompanyId: null,
              companyNm: '이름만 받는곳',
              ...PARTY,
              shipments: [
                {
                  shipmentId: 0,
                  trnsprtCd: 'QTY',
                  kindCd: 'TAC0202',
                  senderQty: 1,
                  receiverQty: 1,
                  senderUntpc: 3000,
                  receiverUntpc: 3000,
                },
              ],
              deletedShipmentIds: [],
            },
          ],
          deletedReceiverIds: [],
        },
      });
      if (!answer.ok())
        throw new Error(`saving the transport answered ${answer.status()} ${await answer.text()}`);
      const { senderTransportId } = (await answer.json()) as { senderTransportId: number };
      const year = YEAR - 1;
      const received = `${year}-${String(MONTH).padStart(2, '0')}-15`;
      await suite.server.db.orm.em
        .fork()
        .execute('update transport_sender set requst_dt = ? where sender_transport_id = ?', [
          received,
          senderTransportId,
        ]);

      // That month on the board: the year and month chosen in the search panel, then 검색.
      const search = page.getByRole('search');
      await search.getByRole('combobox', { name: '연도' }).click();
      await page.getByRole('option', { name: `${year}년` }).click();
      await search.getByRole('combobox', { name: '월', exact: true }).click();
      await page.getByRole('option', { name: `${MONTH}월`, exact: true }).click();
      await search.getByRole('button', { name: '검색' }).click();
      const unbilled = page.getByRole('region', { name: /^청구되지 않는 물품/ });
      await unbilled.getByText(`접수일 ${received.slice(0, 8)}01 ~`, { exact: false }).waitFor();
      const nobody = unbilled.getByRole('link', { name: '청구 대상 없음 1건' });
      await nobody.waitFor();
      await unbilled.getByRole('link', { name: '중지된 정산 그룹 0건' }).waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      // Tab to the link, Enter: the delivery check of that month, unbilled 청구 대상 없음, that line alone.
      await tabUntil(page, nobody);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: '배송 확인', level: 1 }).waitFor();
      const checks = listCard(page, '배송 정보 목록');
      await checks.getByRole('status').getByText(totalText(1), { exact: true }).waitFor();
      expect(await waitForRowCount(checks.getByRole('grid'), { exactly: 2 })).toBe(2);
      await checks.getByRole('grid').getByText(TYPED_SENDER, { exact: true }).waitFor();
      await page
        .getByRole('search')
        .getByRole('combobox', { name: '미청구', exact: true })
        .getByText('청구 대상 없음')
        .waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
    },
  );

  e2eTest(
    suite,
    'closes an invoice, shows it closed, and reopens it with a reason',
    async (page) => {
      await signIn(page);
      const supplier = await monthEndSupplier(suite);
      await generateMonthEndInvoice(page, supplier.billCompanyId, THIS_MONTH);
      await openFromMenu(page, '월 마감', '/settlement/close');
      const board = listCard(page, BOARD);
      const row = supplierRow(board.getByRole('grid'), supplier.companyNm);
      await row.getByText('열림').waitFor();
      await row.getByRole('link', { name: /^생성됨 \(\d+곳\)$/ }).waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      // 마감: select the row, confirm.
      await row.getByRole('gridcell').first().click();
      await board.getByRole('button', { name: '마감', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: '마감' });
      await confirm
        .getByText(`${supplier.companyNm} 말일 청구서를 마감하시겠습니까?`, { exact: false })
        .waitFor();
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
      await confirm.getByRole('button', { name: '마감', exact: true }).click();
      await waitForToast(page, `${YEAR}년 ${MONTH}월 ${supplier.companyNm} 말일 청구서를 마감했습니다.`);
      await row.getByText(/^마감됨/).waitFor();
      await page.getByRole('alert').filter({ hasText: '마감되었습니다.' }).waitFor();
      expect(await board.getByRole('button', { name: '마감', exact: true }).isDisabled()).toBe(true);

      // 마감 해제: the reason is required.
      await board.getByRole('button', { name: '마감 해제' }).click();
      const reopen = page.getByRole('dialog', { name: '마감 해제' });
      await reopen.getByRole('button', { name: '마감 해제' }).click();
      await reopen.getByText('해제 사유는 필수 입력 항목입니다.').waitFor();
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
      await reopen.getByRole('textbox', { name: '해제 사유' }).fill('수량 정정 요청');
      await reopen.getByRole('button', { name: '마감 해제' }).click();
      await waitForToast(
        page,
        `${YEAR}년 ${MONTH}월 ${supplier.companyNm} 말일 청구서의 마감을 해제했습니다.`,
      );
      await row.getByText('열림').waitFor();
      await page.getByRole('alert').filter({ hasText: '마감 해제(수량 정정 요청)' }).waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
    },
    { timeoutMs: 120_000 },
  );

  e2eTest(suite, 'closes an invoice with the keyboard alone', async (page) => {
    await signIn(page);
    const supplier = await monthEndSupplier(suite);
    await generateMonthEndInvoice(page, supplier.billCompanyId, THIS_MONTH);
    await openFromMenu(page, '월 마감', '/settlement/close');
    const board = listCard(page, BOARD);
    const grid = board.getByRole('grid');
    const row = supplierRow(grid, supplier.companyNm);
    await row.getByText('열림').waitFor();

    // Into the grid with Tab, ↓ to the supplier's row, Shift+Space selects it (DataGrid's row selection key).
    const inGrid = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="grid"]')));
    for (let presses = 0; !(await inGrid()); presses += 1) {
      if (presses > 60) throw new Error('the board was not reached with Tab');
      await page.keyboard.press('Tab');
    }
    for (let presses = 0; ; presses += 1) {
      const text = await page.evaluate(
        () => document.activeElement?.closest('[role="row"]')?.textContent ?? '',
      );
      if (text.includes(supplier.companyNm) && text.includes('말일')) break;
      if (presses > 40) throw new Error(`the row of ${supplier.companyNm} was not reached with ↓`);
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Shift+Space');
    const close = board.getByRole('button', { name: '마감', exact: true });
    await page.waitForFunction(
      (button) => !(button as HTMLButtonElement).disabled,
      await close.elementHandle(),
    );
    await tabUntil(page, close);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: '마감' });
    await confirm.waitFor();
    // The focus starts on 취소; Tab to 마감, Enter.
    const confirmButton = confirm.getByRole('button', { name: '마감', exact: true });
    await page.keyboard.press('Tab');
    if (!(await isFocused(confirmButton))) throw new Error('Tab did not reach 마감 in the confirmation');
    await page.keyboard.press('Enter');
    await waitForToast(page, `${YEAR}년 ${MONTH}월 ${supplier.companyNm} 말일 청구서를 마감했습니다.`);
    await row.getByText(/^마감됨/).waitFor();
  });
});
