// 재계산 of one invoice company row after a late correction, by keyboard: the reason dialog (Enter
// submits, Esc closes), the toast with the total's change, and 변경 이력 with the version's before →
// after; an axe scan of each dialog.
import { rowBuilders } from '@parcel/db/src/testing/builders';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Page } from 'playwright-core';
import {
  e2eTest,
  listCard,
  openFromMenu,
  seriousAxeViolations,
  signIn,
  useE2eSuite,
  waitForToast,
} from './harness';

const suite = useE2eSuite();

const SUPPLIER = '재계산공급';
const SHIPPER = '재계산화주';
const TODAY = seoulToday();
const [YEAR, MONTH] = TODAY.split('-').map(Number) as [number, number];
const won = (amount: number) => amount.toLocaleString('ko-KR');
/** 10% VAT, rounded half up. */
const vatOf = (amount: number) => Math.floor((amount + 5) / 10);
// 3 boxes at 2,500 won, corrected to 7 after the invoice was generated.
const UNTPC = 2500;
const totalOf = (qty: number) => qty * UNTPC + vatOf(qty * UNTPC);

const { aCompany, aSupplier, aTransport } = rowBuilders(() => suite.server.db.orm.em.fork());
let shipmentId: number;

beforeAll(async () => {
  const supplierId = await aSupplier({
    ...{ company_nm: SUPPLIER, biz_no: '1118870001', representative_nm: '김공급', biz_type: '운수업' },
    ...{ biz_item: '택배', address: '대구 중구 국채보상로 100', tel_no: '0532220001' },
  });
  const shipperId = await aCompany({
    ...{ biz_no: '1118870016', company_nm: SHIPPER, region_cd: 'DAEGU', shipper_yn: 'Y', shipper_cd: 'PCL' },
    ...{ bill_stdr_cd: '30', communication_fee: 0, email: 'recalc@example.com', representative_nm: '이화주' },
    ...{ address: '대구 북구 칠성로 5', bill_company_id: supplierId },
  });
  const built = await aTransport({
    ...{ requst_dt: TODAY, company_nm: SHIPPER, sender_company_id: shipperId },
    receivers: [
      {
        company_nm: '재계산받는곳',
        shipments: [
          { kind_cd: 'TAC0202', trnsprt_cd: 'QTY', qty: 3, sender_untpc: UNTPC, receiver_untpc: 2000 },
        ],
      },
    ],
  });
  shipmentId = built.shipmentIds[0]!;
});

async function openCompanies(page: Page) {
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
  await invoice
    .locator('[data-field="totAmount"]')
    .getByText(won(totalOf(3)), { exact: true })
    .waitFor();
  await invoice.locator('[data-field="billCompanyNm"]').dblclick();
  const overlay = page.getByRole('dialog', { name: `업체별 보기 - ${SUPPLIER} ${YEAR}년 ${MONTH}월(말일)` });
  await overlay.waitFor();
  return overlay;
}

describe('invoice company recalculation', () => {
  e2eTest(
    suite,
    '재계산 by keyboard after a late correction, then 변경 이력 shows the change',
    async (page) => {
      const overlay = await openCompanies(page);
      const row = overlay.getByRole('grid').getByRole('row').filter({ hasText: SHIPPER });
      await row
        .locator('[data-field="totAmount"]')
        .getByText(won(totalOf(3)), { exact: true })
        .waitFor();

      // A late correction: 7 boxes instead of 3.
      await suite.server.db.orm.em
        .fork()
        .execute(
          'update shipment set sender_qty = 7, receiver_qty = 7, sender_amount = 7 * sender_untpc, receiver_amount = 7 * receiver_untpc where shipment_id = ?',
          [shipmentId],
        );

      // Esc closes the reason dialog without a run.
      const recalculate = row.getByRole('button', { name: '재계산', exact: true });
      await recalculate.focus();
      await page.keyboard.press('Enter');
      const ask = page.getByRole('dialog', { name: '재계산', exact: true });
      await ask.waitFor();
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
      await page.keyboard.press('Escape');
      await ask.waitFor({ state: 'hidden' });

      // Enter opens it, the reason is typed where the focus is, and Enter submits.
      await recalculate.focus();
      await page.keyboard.press('Enter');
      await ask.waitFor();
      await page.keyboard.press('Enter');
      await ask.getByText('재계산 사유는 필수 입력 항목입니다.').waitFor();
      await page.keyboard.type('누락 수량 정정');
      await page.keyboard.press('Enter');
      await waitForToast(
        page,
        `${SHIPPER}의 청구 금액을 다시 계산했습니다. 합계 ${won(totalOf(3))}원 → ${won(totalOf(7))}원 (+${won(totalOf(7) - totalOf(3))}원)`,
      );
      await ask.waitFor({ state: 'hidden' });
      await row
        .locator('[data-field="totAmount"]')
        .getByText(won(totalOf(7)), { exact: true })
        .waitFor();

      const versionsButton = row.getByRole('button', { name: '변경 이력' });
      await versionsButton.focus();
      await page.keyboard.press('Enter');
      const history = page.getByRole('dialog', { name: `변경 이력 - ${SHIPPER}` });
      const version = history.getByRole('region', { name: '버전 1 · 재계산' });
      await version.waitFor();
      await version.getByText('사유: 누락 수량 정정').waitFor();
      await version.getByText('처리자 관리자').waitFor();
      await version.getByText(`합계 차이 +${won(totalOf(7) - totalOf(3))}원`).waitFor();
      await version
        .getByRole('row', { name: `택배 ${won(3 * UNTPC)} ${won(7 * UNTPC)} +${won(4 * UNTPC)}` })
        .waitFor();
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
      await page.keyboard.press('Escape');
      await history.waitFor({ state: 'hidden' });
      await overlay.waitFor();
    },
  );
});
