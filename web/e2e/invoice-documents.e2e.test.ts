import { rowBuilders } from '@parcel/db/src/testing/builders';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Locator, Page } from 'playwright-core';
import {
  downloadedBytes,
  e2eTest,
  listCard,
  newContext,
  openFromMenu,
  seriousAxeViolations,
  signIn,
  useE2eSuite,
  waitForRowCount,
  waitForToast,
} from './harness';

// The invoice's documents: 업체별 보기, the printable invoice, the tax-bill zip and the statement mail,
// over a supplier and two shippers seeded here (the demo shippers belong to other suppliers, so the
// invoice bills these alone). The 통신 (COM) shipper sent one prepaid transport today (Seoul): a
// parcel line and a communication line; it pays its base fare and, as the payer, the parcel line's
// sender amount and both sides of the communication line (docs/decisions.md#prices-follow-the-payer).
// The other shipper sent nothing: its row bills 0 won and is never mailed (발송 제외).
const suite = useE2eSuite();

const SUPPLIER = '이투이공급';
const SHIPPER = '이투이화주';
const IDLE_SHIPPER = '이투이휴면';
const RECEIVER = '이투이수신';
const SHIPPER_EMAIL = 'e2e-shipper@example.com';
const BASE_FARE = 10_000;
const TODAY = seoulToday();
const [YEAR, MONTH] = TODAY.split('-').map(Number) as [number, number];
const MM = String(MONTH).padStart(2, '0');

/** The transport's goods lines: kind, calculation, quantity (both sides) and each side's unit price. */
const LINES = [
  { kind: 'TAC0202', kindNm: '박스', calc: 'QTY', qty: 3, senderUntpc: 2500, receiverUntpc: 2000 },
  { kind: 'TAC0206', kindNm: '마대', calc: 'WEIGHT', qty: 12, senderUntpc: 1000, receiverUntpc: 850 },
] as const;

const won = (amount: number) => amount.toLocaleString('ko-KR');
/** 10% VAT of a section, rounded half up. */
const vatOf = (amount: number) => Math.floor((amount + 5) / 10);
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * What the invoice bills the shipper, computed here from the lines: parcel = the QTY lines' sender
 * amounts, communication = both sides of the WEIGHT lines, each section with its VAT.
 */
const parcel = sum(LINES.filter((line) => line.calc === 'QTY').map((line) => line.qty * line.senderUntpc));
const communication = sum(
  LINES.filter((line) => line.calc === 'WEIGHT').map(
    (line) => line.qty * line.senderUntpc + line.qty * line.receiverUntpc,
  ),
);
const BILLED = {
  communicationFee: BASE_FARE,
  communicationFeeVat: vatOf(BASE_FARE),
  untpc: parcel,
  untpcVat: vatOf(parcel),
  weightUntpc: communication,
  weightUntpcVat: vatOf(communication),
};
const TOTAL = sum(Object.values(BILLED));
const EXPECTED = {
  ...Object.fromEntries(Object.entries(BILLED).map(([field, amount]) => [field, won(amount)])),
  totAmount: won(TOTAL),
} as Record<keyof typeof BILLED | 'totAmount', string>;
const TOTAL_QTY = sum(LINES.map((line) => line.qty));

const { aCompany, aSupplier, aTransport } = rowBuilders(() => suite.server.db.orm.em.fork());

beforeAll(async () => {
  const supplierId = await aSupplier({
    ...{ company_nm: SUPPLIER, biz_no: '1118880001', representative_nm: '김공급', biz_type: '운수업' },
    ...{ biz_item: '택배', address: '대구 중구 국채보상로 100', post_no: '41911', tel_no: '0532220001' },
    ...{ fax_no: '0532220002', email: 'billing@e2e-supplier.example.com', bank_nm: '대구은행' },
    ...{ depositor_nm: SUPPLIER, account_no: '50812345678901' },
  });
  const shipperId = await aCompany({
    ...{ biz_no: '1118880016', company_nm: SHIPPER, region_cd: 'DAEGU', shipper_yn: 'Y', shipper_cd: 'COM' },
    ...{
      bill_stdr_cd: '30',
      communication_fee: BASE_FARE,
      email: SHIPPER_EMAIL,
      representative_nm: '이화주',
    },
    ...{ address: '대구 북구 칠성로 5', bill_company_id: supplierId },
  });
  await aCompany({
    ...{
      biz_no: '1118880024',
      company_nm: IDLE_SHIPPER,
      region_cd: 'DAEGU',
      shipper_yn: 'Y',
      shipper_cd: 'PCL',
    },
    ...{ bill_stdr_cd: '30', communication_fee: 0, email: 'idle@example.com', representative_nm: '이휴면' },
    ...{ address: '대구 동구 신암로 9', bill_company_id: supplierId },
  });
  const receiverId = await aCompany({
    ...{
      biz_no: '1118880020',
      company_nm: RECEIVER,
      region_cd: 'SEOUL',
      shipper_yn: 'N',
      bill_stdr_cd: '20',
    },
  });
  await aTransport({
    ...{ requst_dt: TODAY, company_nm: SHIPPER, sender_company_id: shipperId },
    receivers: [
      {
        ...{ company_nm: RECEIVER, receiver_company_id: receiverId },
        shipments: LINES.map((line) => ({
          ...{ kind_cd: line.kind, trnsprt_cd: line.calc, qty: line.qty },
          ...{ sender_untpc: line.senderUntpc, receiver_untpc: line.receiverUntpc },
        })),
      },
    ],
  });
});

/**
 * Generates this month's day-30 invoice of the seeded supplier from the new-invoice modal (again,
 * in the second test: generation is idempotent) and selects its row in the bill history.
 */
async function generateInvoice(page: Page): Promise<Locator> {
  await signIn(page);
  await openFromMenu(page, '청구서 관리', '/settlement/invoices');
  const list = listCard(page, '청구 내역');
  await list.getByRole('button', { name: '청구서 생성' }).click();
  const dialog = page.getByRole('dialog', { name: '청구서 생성' });
  await dialog.getByRole('combobox', { name: '공급자' }).click();
  await page.getByRole('listbox').getByRole('option', { name: SUPPLIER, exact: true }).click();
  await dialog.getByRole('radio', { name: '말일' }).check();
  await dialog.getByRole('button', { name: '생성', exact: true }).click();
  await waitForToast(page, '청구서가 생성되었습니다.');
  await dialog.waitFor({ state: 'hidden' });
  const row = list.getByRole('grid').getByRole('row').filter({ hasText: SUPPLIER });
  await row.locator('[data-field="totAmount"]').getByText(EXPECTED.totAmount, { exact: true }).waitFor();
  return row;
}

const overlayName = `업체별 보기 - ${SUPPLIER} ${YEAR}년 ${MONTH}월(말일)`;

/** A shipper's row in 업체별 보기. */
const shipperRow = (overlay: Locator, companyNm = SHIPPER) =>
  overlay.getByRole('grid').getByRole('row').filter({ hasText: companyNm });

describe('invoice documents', () => {
  e2eTest(
    suite,
    'view by company: the rows re-add to the invoice, a 0-won row is 발송 제외, a statement mailed again shows 발송 완료',
    async (page) => {
      const invoiceRow = await generateInvoice(page);
      const list = listCard(page, '청구 내역');
      // The invoice's columns in the bill history (hidden from the accessibility tree under the overlay).
      for (const [field, amount] of Object.entries(EXPECTED))
        await invoiceRow.locator(`[data-field="${field}"]`).getByText(amount, { exact: true }).waitFor();
      // A double-click on the row opens the overlay.
      await invoiceRow.locator('[data-field="billCompanyNm"]').dblclick();
      const overlay = page.getByRole('dialog', { name: overlayName });
      await overlay.waitFor();
      const grid = overlay.getByRole('grid');
      await waitForRowCount(grid, { exactly: 3 });
      const row = shipperRow(overlay);
      for (const [field, amount] of Object.entries(EXPECTED))
        await row.locator(`[data-field="${field}"]`).getByText(amount, { exact: true }).waitFor();
      await row.locator('[data-field="email"]').getByText(SHIPPER_EMAIL).waitFor();
      await row.locator('[data-field="status"]').getByText('발송 대기').waitFor();
      // The shipper that sent nothing bills 0 won: 발송 제외, and its 재발송 is disabled with the reason.
      const idle = shipperRow(overlay, IDLE_SHIPPER);
      await idle.locator('[data-field="totAmount"]').getByText('0', { exact: true }).waitFor();
      await idle.locator('[data-field="status"]').getByText('발송 제외', { exact: true }).waitFor();
      const idleSend = idle.getByRole('button', { name: '재발송' });
      expect(await idleSend.isDisabled()).toBe(true);
      await idleSend.locator('..').hover();
      await page.getByRole('tooltip').getByText('청구 금액이 0원이라 보내지 않습니다.').waitFor();
      await page.mouse.move(0, 0);
      await page.getByRole('tooltip').waitFor({ state: 'hidden' });
      // The sums under the grid are the invoice's columns.
      await overlay
        .getByRole('group', { name: '업체별 청구 내역 합계' })
        .getByText(
          `업체 2곳수량 ${won(TOTAL_QTY)}기본료 ${EXPECTED.communicationFee}기본료 부가세 ${EXPECTED.communicationFeeVat}` +
            `택배 ${EXPECTED.untpc}택배 부가세 ${EXPECTED.untpcVat}통신 화주 ${EXPECTED.weightUntpc}` +
            `통신 부가세 ${EXPECTED.weightUntpcVat}합계 ${EXPECTED.totAmount}원`,
        )
        .waitFor();
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);

      // 재발송: without SMTP_URL the mail is written to the outbox folder, and the row says 발송 완료.
      const sent = await listOutbox();
      await row.getByRole('button', { name: '재발송' }).click();
      await waitForToast(page, `${SHIPPER}에 명세서를 보냈습니다. (${SHIPPER_EMAIL})`);
      await row.locator('[data-field="status"]').getByText('발송 완료').waitFor();
      await row
        .locator('[data-field="status"]')
        .getByText(new RegExp(`^${TODAY} \\d{2}:\\d{2}$`))
        .waitFor();
      const [billHistoryDetailId] = await detailIds();
      const mails = (await listOutbox()).filter((name) => !sent.includes(name));
      expect(mails).toEqual([expect.stringMatching(new RegExp(`-${billHistoryDetailId}\\.eml$`))]);
      const mail = await readFile(path.join(suite.server.deps.mailer.destination, mails[0] ?? ''), 'latin1');
      expect(mail).toMatch(new RegExp(`^To: ${SHIPPER_EMAIL}\\r?$`, 'm'));

      // 발송 이력: the attempt, by whom; Esc closes it and leaves the overlay open.
      await row.getByRole('button', { name: '발송 이력' }).click();
      const history = page.getByRole('dialog', { name: `발송 이력 - ${SHIPPER}` });
      const attempt = history.getByRole('grid').getByRole('row').filter({ hasText: SHIPPER_EMAIL });
      await attempt.getByText('발송 완료', { exact: true }).waitFor();
      await attempt.getByText('관리자', { exact: true }).waitFor();
      // The files as they were mailed, kept: the PDF saves under the mail's own file name.
      const keptName = `거래명세서_${SHIPPER}_${YEAR}-${MM}.pdf`;
      const [kept] = await Promise.all([
        page.waitForEvent('download'),
        attempt.getByRole('button', { name: `PDF ${keptName} 내려받기` }).click(),
      ]);
      expect(kept.suggestedFilename()).toBe(keptName);
      expect((await downloadedBytes(kept)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
      await page.keyboard.press('Escape');
      await history.waitFor({ state: 'hidden' });
      await overlay.waitFor();

      // The header button needs one selected row; Esc closes the overlay and the list stays.
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'hidden' });
      await list.getByRole('button', { name: '업체별 보기', disabled: false }).click();
      await shipperRow(page.getByRole('dialog', { name: overlayName }))
        .locator('[data-field="status"]')
        .getByText('발송 완료')
        .waitFor();
    },
  );

  e2eTest(
    suite,
    'the printable invoice opens by keyboard from the overlay, and the tax-bill zip downloads',
    async (page) => {
      await generateInvoice(page);
      const list = listCard(page, '청구 내역');
      await list.getByRole('button', { name: '업체별 보기', disabled: false }).click();
      const overlay = page.getByRole('dialog', { name: overlayName });
      await shipperRow(overlay).waitFor();

      // --- 세금계산서 다운로드: a zip under the server's Korean file name ---
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        overlay.getByRole('button', { name: '세금계산서 다운로드' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`세금계산서_${SUPPLIER}_${YEAR}-${MM}_30일.zip`);
      const zip = await downloadedBytes(download);
      // A zip (local file header), its entry names in UTF-8: the Hometax file and the statement.
      expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
      expect(zip.includes(Buffer.from('홈택스_일괄발급/'))).toBe(true);
      expect(zip.includes(Buffer.from(`거래명세서/거래명세서_${SHIPPER}_1118880016.xlsx`))).toBe(true);
      await overlay.getByRole('button', { name: '세금계산서 다운로드', disabled: false }).waitFor();

      // --- keyboard only: Tab into the grid, to the row's buttons, Enter opens 상세 청구서 ---
      const grid = overlay.getByRole('grid');
      for (let presses = 0; presses < 10; presses += 1) {
        if (await grid.evaluate((element) => element.contains(document.activeElement))) break;
        await page.keyboard.press('Tab');
      }
      // From the header down to the row, then right along it to the actions cell, whose first
      // button takes the focus.
      await page.keyboard.press('ArrowDown');
      const focusedField = () =>
        page.evaluate(() => document.activeElement?.closest('[role="gridcell"]')?.getAttribute('data-field'));
      for (let presses = 0; presses < 6 && (await focusedField()) !== 'actions'; presses += 1)
        await page.keyboard.press('ArrowRight');
      // The actions cell hands the focus on to its first button.
      await page.waitForFunction(() => document.activeElement?.tagName === 'BUTTON');
      const focused = page.locator(':focus');
      await expect(focused.textContent()).resolves.toBe('재발송');
      await page.keyboard.press('ArrowRight');
      await expect(focused.textContent()).resolves.toBe('발송 이력');
      await page.keyboard.press('ArrowRight');
      await expect(focused.textContent()).resolves.toBe('상세 청구서');
      const [printPage] = await Promise.all([
        page.context().waitForEvent('page'),
        page.keyboard.press('Enter'),
      ]);

      // --- the printable invoice: its own bare page, with the lines and the totals ---
      await printPage.getByRole('heading', { level: 1, name: '상세 청구서' }).waitFor();
      expect(new URL(printPage.url()).pathname).toBe('/settlement/invoices/print');
      expect(await printPage.getByRole('navigation', { name: '주 메뉴' }).count()).toBe(0);
      const supplier = printPage.getByRole('region', { name: '공급자' });
      await supplier.getByRole('row', { name: '사업자등록번호 111-88-80001' }).waitFor();
      await printPage
        .getByRole('region', { name: '공급받는자' })
        .getByRole('row', { name: `청구 기간 ${YEAR}-${MM}-01 ~` })
        .waitFor();
      const lines = printPage.getByRole('region', { name: '운송 내역' }).getByRole('row');
      // The shipper pays every line (청구 업체); the communication line is billed on both sides.
      const printed = LINES.flatMap((line) => {
        const start = `${SHIPPER}${TODAY}${SHIPPER}${RECEIVER}${line.kindNm}선불`;
        if (line.calc === 'QTY')
          return [`${start}택배${line.qty}개${won(line.senderUntpc)}${won(line.qty * line.senderUntpc)}`];
        return [
          `${start}통신(발송)${line.qty}kg${won(line.senderUntpc)}${won(line.qty * line.senderUntpc)}`,
          `${start}통신(수신)${line.qty}kg${won(line.receiverUntpc)}${won(line.qty * line.receiverUntpc)}`,
        ];
      });
      await expect(lines.allTextContents()).resolves.toEqual([
        '청구 업체접수일운송장 번호보내는 곳받는 곳품목운임구분수량단가금액',
        ...printed,
        `합계 ${LINES.length}건${won(parcel + communication)}`, // goods lines, each once
      ]);
      const totals = printPage.getByRole('region', { name: '청구 금액' });
      const supply = BILLED.communicationFee + BILLED.untpc + BILLED.weightUntpc;
      await totals
        .getByRole('row', { name: `합계 ${won(supply)} ${won(TOTAL - supply)} ${won(TOTAL)}` })
        .waitFor();
      await totals.getByText(`${EXPECTED.totAmount}원`, { exact: true }).waitFor();
      expect(await seriousAxeViolations(printPage)).toEqual([]);
      // Printed: the buttons hidden, and the sheet as wide as A4 less its 10 mm margins (190 mm, 718
      // CSS px) with nothing running over its edge.
      await printPage.emulateMedia({ media: 'print' });
      expect(await printPage.getByRole('button', { name: '인쇄' }).isVisible()).toBe(false);
      await printPage.setViewportSize({ width: 718, height: 1047 });
      const overflow = await printPage
        .locator('.statement-sheet')
        .evaluate((sheet) => sheet.scrollWidth - sheet.clientWidth);
      expect(overflow).toBe(0);
      const pdf = await printPage.pdf({ preferCSSPageSize: true });
      // One A4 page (595 x 842 pt): the page size is the print CSS's @page.
      expect(pdf.toString('latin1').match(/\/MediaBox\s*\[[^\]]*\]/g)).toEqual([
        expect.stringMatching(/^\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]$/),
      ]);
      const printUrl = printPage.url();
      await printPage.close();

      // Without the sign-in (a fresh browser session), the same address leads to the sign-in page.
      const stranger = await newContext(suite.browser, suite.server.url);
      try {
        const anonymous = await stranger.newPage();
        await anonymous.goto(printUrl);
        await anonymous.waitForURL('**/login');
      } finally {
        await stranger.close();
      }

      await page.bringToFront();
      // --- the shipper's statement as a PDF (what its mail attaches), under the server's name ---
      const [pdfDownload] = await Promise.all([
        page.waitForEvent('download'),
        shipperRow(overlay)
          .getByRole('button', { name: `${SHIPPER} 거래명세서 PDF 내려받기` })
          .click(),
      ]);
      expect(pdfDownload.suggestedFilename()).toBe(`상세청구서_${SHIPPER}_${YEAR}-${MM}_30일.pdf`);
      expect((await downloadedBytes(pdfDownload)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      // Esc closes the overlay, from the keyboard as well.
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'hidden' });
    },
  );
});

/** The .eml files in the server's outbox folder (its mailer writes there without SMTP_URL). */
async function listOutbox(): Promise<string[]> {
  return readdir(suite.server.deps.mailer.destination).catch(() => []);
}

/** The invoice company rows of the seeded shipper (one). */
async function detailIds(): Promise<number[]> {
  const rows = await suite.server.db.orm.em.fork().execute<{ id: number }[]>(
    `select d.bill_history_detail_id as id from bill_history_detail d
         join company c on c.company_id = d.company_id where c.company_nm = ?`,
    [SHIPPER],
  );
  return rows.map((row) => row.id);
}
