// 전체 발송 of an invoice's statements, by keyboard: the question (Enter sends), the progress
// panel until the queue has mailed every row (the e2e server mails into an outbox folder, so every
// send succeeds), each row 발송 완료 and the 0원 row left out; an axe scan of the view with the
// panel. Then a late correction recalculated on one row: its 발송 후 변경 mark with the delivered and
// current totals, scanned again.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Locator, Page } from 'playwright-core';
import {
  e2eTest,
  isFocused,
  listCard,
  openFromMenu,
  seriousAxeViolations,
  signIn,
  tabUntil,
  useE2eSuite,
  waitForToast,
} from './harness';

const suite = useE2eSuite();

const SUPPLIER = '일괄발송공급';
const TODAY = seoulToday();
const [YEAR, MONTH] = TODAY.split('-').map(Number) as [number, number];
const won = (amount: number) => amount.toLocaleString('ko-KR');
/** 10% VAT, rounded half up. */
const vatOf = (amount: number) => Math.floor((amount + 5) / 10);
const UNTPC = 2500;
/** A parcel shipper's total for boxes at UNTPC. */
const parcelTotal = (qty: number) => qty * UNTPC + vatOf(qty * UNTPC);
const BASE_FARE = 10_000;

/** Two parcel shippers (3 and 2 boxes), a 통신 shipper billed its base fare alone, and one billing 0원. */
const SHIPPERS = {
  corrected: { name: '일괄화주가', boxes: 3, total: parcelTotal(3) },
  baseFare: { name: '일괄화주나', boxes: 0, total: BASE_FARE + vatOf(BASE_FARE) },
  other: { name: '일괄화주다', boxes: 2, total: parcelTotal(2) },
} as const;
const IDLE = '일괄휴면';
const INVOICE_TOTAL = Object.values(SHIPPERS).reduce((total, shipper) => total + shipper.total, 0);
/** The first shipper's boxes once corrected, after its statement was mailed. */
const CORRECTED_BOXES = 7;

const { aCompany, aSupplier, aTransport } = rowBuilders(() => suite.server.db.orm.em.fork());
let correctedShipmentId: number;

beforeAll(async () => {
  const supplierId = await aSupplier({ company_nm: SUPPLIER });
  let mailbox = 0;
  const shipper = (company_nm: string, shipper_cd: 'PCL' | 'COM', communication_fee: number) =>
    aCompany({
      ...{ company_nm, region_cd: 'DAEGU', shipper_yn: 'Y', shipper_cd, bill_stdr_cd: '30' },
      ...{ communication_fee, email: `send-all-${(mailbox += 1)}@example.com` },
      ...{ representative_nm: '김화주', address: '대구 북구 칠성로 5', bill_company_id: supplierId },
    });
  const boxes = async (company_nm: string, qty: number) => {
    const senderId = await shipper(company_nm, 'PCL', 0);
    const built = await aTransport({
      ...{ requst_dt: TODAY, company_nm, sender_company_id: senderId },
      receivers: [
        {
          company_nm: `${company_nm}받는곳`,
          shipments: [
            { kind_cd: 'TAC0202', trnsprt_cd: 'QTY', qty, sender_untpc: UNTPC, receiver_untpc: 2000 },
          ],
        },
      ],
    });
    return built.shipmentIds[0]!;
  };
  correctedShipmentId = await boxes(SHIPPERS.corrected.name, SHIPPERS.corrected.boxes);
  await boxes(SHIPPERS.other.name, SHIPPERS.other.boxes);
  await shipper(SHIPPERS.baseFare.name, 'COM', BASE_FARE);
  await shipper(IDLE, 'PCL', 0);
});

/** Generates this month's day-30 invoice of the supplier and opens its view by company. */
async function openCompanies(page: Page): Promise<Locator> {
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
  const invoice = list.getByRole('grid').getByRole('row').filter({ hasText: SUPPLIER });
  await invoice.locator('[data-field="totAmount"]').getByText(won(INVOICE_TOTAL), { exact: true }).waitFor();
  await invoice.locator('[data-field="billCompanyNm"]').dblclick();
  const overlay = page.getByRole('dialog', { name: `업체별 보기 - ${SUPPLIER} ${YEAR}년 ${MONTH}월(말일)` });
  await overlay.waitFor();
  return overlay;
}

const companyRow = (overlay: Locator, companyNm: string) =>
  overlay.getByRole('grid').getByRole('row').filter({ hasText: companyNm });
const statusOf = (overlay: Locator, companyNm: string) =>
  companyRow(overlay, companyNm).locator('[data-field="status"]');

/** How long the queue may take to mail the three statements (each an .xlsx and a PDF) on a busy machine. */
const SENDING_TIMEOUT_MS = 60_000;

describe('전체 발송', () => {
  e2eTest(
    suite,
    '전체 발송 by keyboard: the progress to the end, every row 발송 완료; a row corrected afterwards is marked 발송 후 변경',
    async (page) => {
      const overlay = await openCompanies(page);
      for (const { name } of Object.values(SHIPPERS))
        await statusOf(overlay, name).getByText('발송 대기', { exact: true }).waitFor();
      await statusOf(overlay, IDLE).getByText('발송 제외', { exact: true }).waitFor();

      // The keyboard only: Tab to 전체 발송, Enter opens the question with the focus on its choice
      // (unchecked), Enter sends.
      const sendAll = overlay.getByRole('button', { name: '전체 발송', exact: true });
      await tabUntil(page, sendAll, 20);
      await page.keyboard.press('Enter');
      const ask = page.getByRole('dialog', { name: '전체 발송', exact: true });
      await ask.getByText('0원 업체는 제외됩니다.').waitFor();
      const includeSent = ask.getByRole('checkbox', { name: '이미 발송한 업체에도 다시 보내기' });
      expect(await isFocused(includeSent)).toBe(true);
      expect(await includeSent.isChecked()).toBe(false);
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
      await page.keyboard.press('Enter');
      await ask.waitFor({ state: 'hidden' });

      // The progress panel has the focus; the view with it passes axe.
      const panel = overlay.getByRole('region', { name: /^전체 발송 (중|완료)$/ });
      await panel.waitFor();
      expect(await isFocused(panel)).toBe(true);
      await panel.getByText('0원 제외 1').waitFor();
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);

      // To the end: every send settled, the result told, each row 발송 완료 and the 0원 row left alone.
      await overlay.getByRole('region', { name: '전체 발송 완료' }).waitFor({ timeout: SENDING_TIMEOUT_MS });
      const bar = panel.getByRole('progressbar', { name: '전체 발송 진행률' });
      expect(await bar.getAttribute('aria-valuenow')).toBe('100');
      expect(await bar.getAttribute('aria-valuetext')).toBe('3곳 중 3곳 처리 (100%)');
      await panel.getByText('발송 3 · 실패 0', { exact: true }).waitFor();
      await waitForToast(page, '전체 발송을 마쳤습니다: 발송 3, 실패 0');
      for (const { name } of Object.values(SHIPPERS))
        await statusOf(overlay, name).getByText('발송 완료', { exact: true }).waitFor();
      await statusOf(overlay, IDLE).getByText('발송 제외', { exact: true }).waitFor();
      expect(await overlay.getByRole('button', { name: '전체 발송', exact: true }).isEnabled()).toBe(true);
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);

      // A late correction (7 boxes instead of 3), recalculated by keyboard after the statement went out.
      await suite.server.db.orm.em
        .fork()
        .execute(
          'update shipment set sender_qty = ?, receiver_qty = ?, sender_amount = ? * sender_untpc, receiver_amount = ? * receiver_untpc where shipment_id = ?',
          [CORRECTED_BOXES, CORRECTED_BOXES, CORRECTED_BOXES, CORRECTED_BOXES, correctedShipmentId],
        );
      const corrected = companyRow(overlay, SHIPPERS.corrected.name);
      await corrected.getByRole('button', { name: '재계산', exact: true }).focus();
      await page.keyboard.press('Enter');
      const reason = page.getByRole('dialog', { name: '재계산', exact: true });
      await reason.waitFor();
      await page.keyboard.type('누락 수량 정정');
      await page.keyboard.press('Enter');
      await reason.waitFor({ state: 'hidden' });

      // The company has the statement of the old total: the row says so, with the difference.
      const before = SHIPPERS.corrected.total;
      const after = parcelTotal(CORRECTED_BOXES);
      const difference = `발송한 합계 ${won(before)}원 → 현재 ${won(after)}원 (+${won(after - before)}원)`;
      const status = statusOf(overlay, SHIPPERS.corrected.name);
      const mark = status.getByText('발송 후 변경', { exact: true });
      await mark.waitFor();
      expect(await status.textContent()).toContain(`발송 후 변경: ${difference}`);
      await mark.hover();
      await page.getByRole('tooltip').getByText(difference, { exact: true }).waitFor();
      await page.mouse.move(0, 0);
      // The rows mailed with their current figures carry no mark.
      expect(await statusOf(overlay, SHIPPERS.other.name).textContent()).not.toContain('발송 후 변경');
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
    },
    { timeoutMs: 120_000 },
  );
});
