import { rowBuilders } from '@parcel/db/src/testing/builders';
import type { Page } from 'playwright-core';
import { createUser } from '../../api/test/http';
import { chooseCompanyByKeyboard } from './editor-steps';
import {
  e2eTest,
  listCard,
  seriousAxeViolations,
  signIn,
  toasts,
  useE2eSuite,
  waitForInputValue,
  waitForToast,
} from './harness';

// A customer account (화주): linked to its company, it signs in to a menu of six screens, sees the
// transports of its companies only (not another company's), registers one as its own company from
// the keyboard, reads its own invoice rows on 청구서 and its ledger on 미수금, and is shown the 403
// page on a staff screen, which asks the server for nothing.
const suite = useE2eSuite();
const { aCompany, aSupplier, aTransport, anInvoice, anInvoiceRow } = rowBuilders(() =>
  suite.server.db.orm.em.fork(),
);

const CUSTOMER = { userId: 'hwaju.e2e', password: 'hwaju-pass-1', name: '화주담당' };
const OWN = '화주본사상회';
/** In the customer's settlement group (it heads it): one of its companies too. */
const BRANCH = '화주지점상회';
const OTHER_SENDER = '남의보내는상사';
const OTHER_RECEIVER = '남의받는마트';
const SUPPLIER = '화주시험공급자';
const OWN_BILLED = 123_000;
const OTHER_BILLED = 987_000;

const CUSTOMER_MENU = ['운송 정보', '일괄 등록', '배송 조회', '청구서', '미수금', '내 정보'];

async function insertCompany(name: string, extra: Record<string, unknown> = {}): Promise<number> {
  return aCompany({
    ...{ company_nm: name, tel_no: '0531112222', manager_tel_no: '01033334444', manager_nm: '박담당' },
    ...{ address: '대구광역시 북구 칠성로 10', region_cd: 'DAEGU', region_dtl_cd: 'BUKGU' },
    ...{ shipper_cd: 'PCL', untpc: 4000, weight_untpc: 0, use_yn: 'Y' },
    ...extra,
  });
}

async function insertTransport(sender: string, senderId: number, receiver: string, receiverId: number) {
  await aTransport({
    ...{ transport_process_cd: 'PARCEL', company_nm: sender, sender_company_id: senderId },
    ...{ tel_no: '0531112222', address: '대구광역시 북구 칠성로 10', manager_nm: '박담당' },
    ...{ manager_tel_no: '01033334444', region_cd: 'DAEGU', region_dtl_cd: 'BUKGU', shipper_cd: 'PCL' },
    receivers: [
      {
        ...{ company_nm: receiver, receiver_company_id: receiverId, tel_no: '0531112222' },
        ...{ manager_tel_no: '01033334444', address: '대구광역시 수성구 달구벌대로 20' },
        shipments: [{ qty: 1, untpc: 4000 }],
      },
    ],
  });
}

beforeAll(async () => {
  const own = await insertCompany(OWN);
  const branch = await insertCompany(BRANCH, { excclc_company_id: own });
  const otherSender = await insertCompany(OTHER_SENDER);
  const otherReceiver = await insertCompany(OTHER_RECEIVER);
  await insertTransport(OWN, own, BRANCH, branch);
  await insertTransport(OTHER_SENDER, otherSender, OTHER_RECEIVER, otherReceiver);
  const supplier = await aSupplier({ company_nm: SUPPLIER });
  const invoice = await anInvoice({
    bill_company_id: supplier,
    year: 2026,
    month: 1,
    untpc: OWN_BILLED + OTHER_BILLED,
  });
  await anInvoiceRow({ bill_history_id: invoice, company_id: own, untpc: OWN_BILLED });
  await anInvoiceRow({ bill_history_id: invoice, company_id: otherSender, untpc: OTHER_BILLED });
  await createUser(suite.server, CUSTOMER.userId, CUSTOMER.password, 'customer', CUSTOMER.name, own);
});

const signInCustomer = (page: Page, path?: string) =>
  signIn(page, { userId: CUSTOMER.userId, password: CUSTOMER.password, path });

const menuLinks = (page: Page) => page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link');

describe('customer account (화주)', () => {
  e2eTest(suite, 'sees its six screens and only its transports; a staff screen is 403', async (page) => {
    await signInCustomer(page);
    await page.getByRole('heading', { name: '배송 확인', level: 1 }).waitFor();
    await menuLinks(page).first().waitFor();
    expect(await menuLinks(page).allTextContents()).toEqual(CUSTOMER_MENU);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await menuLinks(page).filter({ hasText: '운송 정보' }).click();
    await page.waitForURL('**/transport/shipments');
    const list = listCard(page, '운송 정보 목록');
    await list.getByRole('gridcell', { name: BRANCH }).first().waitFor();
    expect(await list.getByText(OTHER_SENDER).count()).toBe(0);
    expect(await list.getByText(OTHER_RECEIVER).count()).toBe(0);
    // No 삭제 for a customer, and no staff export.
    expect(await list.getByRole('button', { name: /삭제/ }).count()).toBe(0);
    expect(await list.getByRole('button', { name: /엑셀/ }).count()).toBe(0);
    // Nothing these screens asked for was refused (no error toast on the landing page or here).
    expect(await toasts(page).allTextContents()).toEqual([]);
    expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

    // A staff screen typed in: the 403 page, and no request of the screen's data.
    const graphqlBodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) graphqlBodies.push(request.postData() ?? '');
    });
    await page.goto('/settings/members');
    await page.getByText('이 화면을 볼 권한이 없습니다.').waitFor();
    await page.getByRole('heading', { name: '403', level: 1 }).waitFor();
    expect(graphqlBodies.filter((body) => body.includes('Members'))).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: '홈으로' }).click();
    await page.waitForURL('**/transport/check');
  });

  e2eTest(
    suite,
    'registers a transport as its own company from the keyboard',
    async (page) => {
      await signInCustomer(page, '/transport/shipments-editor');
      await page.getByRole('heading', { name: '신규 운송 정보', level: 1 }).waitFor();
      const keyboard = page.keyboard;
      const sender = page.getByRole('region', { name: '보내는 곳' });
      await chooseCompanyByKeyboard(sender.getByRole('combobox', { name: '보내는 곳 상호' }), OWN);
      await waitForInputValue(sender.getByRole('textbox', { name: '담당자' }), '박담당');

      await page.getByRole('button', { name: '받는 곳 추가' }).focus();
      await keyboard.press('Enter');
      const panel = page.getByRole('region', { name: '받는 곳 1 편집 중' });
      await chooseCompanyByKeyboard(panel.getByRole('combobox', { name: '받는 곳 상호' }), BRANCH);
      await waitForInputValue(panel.getByRole('textbox', { name: '받는 곳 휴대전화' }), '010-3333-4444');

      await panel.getByRole('button', { name: '물품 추가' }).focus();
      await keyboard.press('Enter');
      const row = panel
        .getByRole('grid', { name: '물품 목록' })
        .locator('[role="row"][data-rowindex]')
        .last();
      await row.locator('[data-field="kindCd"]').focus();
      await keyboard.press('Enter');
      const box = page.getByRole('option', { name: '박스', exact: true });
      await page.getByRole('listbox').waitFor();
      for (
        let step = 0;
        step < 8 && !(await box.evaluate((option) => option === document.activeElement));
        step++
      )
        await keyboard.press('ArrowDown');
      await keyboard.press('Enter');
      await row.locator('[data-field="waybillNo"]').focus();
      await keyboard.type('930000000001');
      await keyboard.press('Enter');
      await row.locator('[data-field="senderQty"]').focus();
      await keyboard.type('2');
      await keyboard.press('Enter');
      // Priced by the office's price of its company (4,000 a box); the price itself is not typed.
      await panel.getByRole('status', { name: '물품 합계' }).getByText('8,000원').first().waitFor();
      const price = row.locator('[data-field="senderUntpc"]');
      await price.focus();
      await keyboard.press('Enter');
      expect(await price.locator('input').count()).toBe(0);
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      await page.getByRole('button', { name: '저장', exact: true }).focus();
      await keyboard.press('Enter');
      await waitForToast(page, '운송 정보가 등록되었습니다.');
      await page.waitForURL(/\/transport\/shipments-editor\/\d+$/);
      await panel.getByText('930000000001').waitFor();
      // The office's send log (알림 이력) is not a customer's.
      expect(await panel.getByRole('button', { name: '알림 이력' }).count()).toBe(0);
    },
    { timeoutMs: 90_000 },
  );

  e2eTest(
    suite,
    'reads its own invoice rows on 청구서 and its ledger on 미수금, keyboard only',
    async (page) => {
      await signInCustomer(page);
      const invoicesLink = menuLinks(page).filter({ hasText: '청구서' });
      await invoicesLink.waitFor();
      await invoicesLink.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/my/invoices');
      await page.getByRole('heading', { name: '청구서', level: 1 }).waitFor();
      const list = listCard(page, '청구 내역');
      const row = list.getByRole('row').filter({ hasText: '2026년 1월' });
      await row.getByRole('gridcell', { name: SUPPLIER, exact: true }).waitFor();
      await row.getByRole('gridcell', { name: '123,000', exact: true }).first().waitFor();
      expect(await list.getByText('987,000').count()).toBe(0);
      expect(await list.getByRole('row').count()).toBe(2);
      await list.getByRole('button', { name: `2026년 1월 ${SUPPLIER} 거래명세서 PDF 내려받기` }).waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      // The statement opens on the print page in a window of its own, keyed by the invoice and company.
      const view = list.getByRole('button', { name: `2026년 1월 ${SUPPLIER} 거래명세서 보기` });
      await view.focus();
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
      expect(popup.url()).toMatch(
        /\/settlement\/invoices\/print\?billCompanyId=\d+&year=2026&month=1&billCd=30/,
      );
      await popup.close();

      const receivablesLink = menuLinks(page).filter({ hasText: '미수금' });
      await receivablesLink.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: '미수금', level: 1 }).waitFor();
      const ledger = listCard(page, '거래 원장');
      await ledger
        .getByRole('row')
        .filter({ hasText: `2026년 1월 청구 (${SUPPLIER})` })
        .waitFor();
      await page.getByTestId('closing-balance').getByText('123,000원').waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
      // A period after the invoice, searched with Enter: the invoice is carried over.
      const from = page.getByLabel('시작일');
      await from.fill('2026-02-01');
      await from.press('Enter');
      await page.getByTestId('opening-balance').getByText('123,000원').waitFor();
      expect(await ledger.getByText(`2026년 1월 청구 (${SUPPLIER})`).count()).toBe(0);
      expect(await toasts(page).allTextContents()).toEqual([]);
    },
  );
});
