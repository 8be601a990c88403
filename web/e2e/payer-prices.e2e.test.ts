import { rowBuilders, type CompanyColumns } from '@parcel/db/src/testing/builders';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Locator, Page } from 'playwright-core';
import {
  e2eTest,
  listCard,
  seriousAxeViolations,
  signIn,
  tabUntil,
  useE2eSuite,
  waitForInputValue,
  waitForRowCount,
  waitForToast,
} from './harness';
import { chooseCompanyByKeyboard, pickOptionByKeyboard, typeCompanySearch } from './editor-steps';

// Prices follow the payer, and nothing is billed to nobody by accident
// (docs/decisions.md#prices-follow-the-payer and #nothing-billed-to-nobody-by-accident), as a clerk
// meets them in the shipment editor: a receiver found by its phone's last four digits, a collect
// parcel priced at that receiver's 수량단가, a price typed by hand that a charge change reprices once
// confirmed, all from the keyboard; then a line for a typed collect payer, warned on before saving
// (with 업체 등록 prefilled from what was typed), saved anyway, and found again through the close board's
// count of lines billed to nobody.
const suite = useE2eSuite();

const SENDER = '단가보내는화주';
const RECEIVER = '단가받는상회';
/** The receiver's mobile phone ends with these: what a caller says first. */
const PHONE_END = '7391';
const TYPED_RECEIVER = '이름만적은받는분';
const totalText = (count: number) => `총 ${count.toLocaleString('ko-KR')}건`;
const [YEAR, MONTH] = seoulToday().split('-').map(Number) as [number, number];

async function insertCompany(name: string, fields: Partial<CompanyColumns>): Promise<void> {
  await rowBuilders(() => suite.server.db.orm.em.fork()).aCompany({
    company_nm: name,
    tel_no: '0531112222',
    manager_tel_no: '01033334444',
    address: '대구광역시 북구 칠성로 10',
    manager_nm: '박담당',
    region_cd: 'DAEGU',
    region_dtl_cd: 'BUKGU',
    shipper_cd: 'PCL',
    ...fields,
  });
}

beforeAll(async () => {
  await insertCompany(SENDER, { untpc: 3000 });
  await insertCompany(RECEIVER, { untpc: 4500, manager_tel_no: `0105288${PHONE_END}` });
});

/** Moves the keyboard focus to a control (as Tab would) and presses a key there. */
async function pressOn(control: Locator, key: string) {
  await control.focus();
  await control.page().keyboard.press(key);
}

/**
 * Chooses the charge (운임 구분) from the keyboard: Enter opens its list (on the charge chosen now),
 * the arrow keys move until `label` has the focus, Enter picks.
 */
async function chooseCharge(page: Page, label: string) {
  await pressOn(page.getByRole('combobox', { name: '운임 구분' }), 'Enter');
  await page.getByRole('listbox').waitFor();
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  // The list does not wrap: down to its end, then up.
  for (const key of ['ArrowDown', 'ArrowUp'])
    for (let press = 0; press < 6 && (await focused()) !== label; press += 1) await page.keyboard.press(key);
  expect(await focused()).toBe(label);
  await page.keyboard.press('Enter');
}

/** Waits until the charge select shows `label`, exactly. */
const chargeShows = (page: Page, label: string) =>
  page.getByRole('combobox', { name: '운임 구분' }).getByText(label, { exact: true }).waitFor();

/** Adds a goods line from the keyboard: 박스, a waybill number, the quantity. Answers its row. */
async function addLineByKeyboard(page: Page, panel: Locator, waybillNo: string, qty: string) {
  await pressOn(panel.getByRole('button', { name: '물품 추가' }), 'Enter');
  const row = panel.getByRole('grid', { name: '물품 목록' }).locator('[role="row"][data-rowindex]').last();
  await pressOn(row.locator('[data-field="kindCd"]'), 'Enter');
  const box = page.getByRole('option', { name: '박스', exact: true });
  await page.getByRole('listbox').waitFor();
  for (let step = 0; step < 8 && !(await box.evaluate((option) => option === document.activeElement)); step++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  for (const [field, value] of [
    ['waybillNo', waybillNo],
    ['senderQty', qty],
    ['receiverQty', qty],
  ] as const) {
    await row.locator(`[data-field="${field}"]`).focus();
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  return row;
}

/**
 * A new transport from the keyboard: the sender picked, 착불 chosen (no lines yet, so no question),
 * one receiver added; answers the receiver's panel.
 */
async function startCollectTransport(page: Page): Promise<Locator> {
  await signIn(page, { path: '/transport/shipments-editor' });
  const sender = page.getByRole('region', { name: '보내는 곳' });
  await chooseCompanyByKeyboard(sender.getByRole('combobox', { name: '보내는 곳 상호' }), SENDER);
  await waitForInputValue(sender.getByRole('textbox', { name: '담당자' }), '박담당');
  await chooseCharge(page, '착불');
  await chargeShows(page, '착불');
  await pressOn(page.getByRole('button', { name: '받는 곳 추가' }), 'Enter');
  return page.getByRole('region', { name: '받는 곳 1 편집 중' });
}

const amountOf = (row: Locator, field: 'senderAmount' | 'receiverAmount') =>
  row.locator(`[data-field="${field}"]`);

describe('prices follow the payer', () => {
  e2eTest(
    suite,
    "finds the receiver by its phone's end, prices a collect parcel at its price, and reprices on a charge change, by keyboard",
    async (page) => {
      const panel = await startCollectTransport(page);
      await typeCompanySearch(panel.getByRole('combobox', { name: '받는 곳 상호' }), PHONE_END, RECEIVER);
      await pickOptionByKeyboard(page, RECEIVER);
      await waitForInputValue(
        panel.getByRole('textbox', { name: '받는 곳 휴대전화' }),
        `010-5288-${PHONE_END}`,
      );

      // A collect parcel: the receiver pays, at its own 수량단가 (4,500 × 2).
      const row = await addLineByKeyboard(page, panel, '900000007391', '2');
      await amountOf(row, 'receiverAmount').getByText('9,000원').waitFor();
      await amountOf(row, 'senderAmount').getByText('6,000원').waitFor();

      // A price typed by hand stays until the charge changes...
      await row.locator('[data-field="senderUntpc"]').focus();
      await page.keyboard.type('999');
      await page.keyboard.press('Enter');
      await amountOf(row, 'senderAmount').getByText('1,998원').waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      // ...which asks first, then prices the line by the new payer.
      await chooseCharge(page, '선불');
      const confirm = page.getByRole('alertdialog', { name: '운임 구분 변경' });
      await confirm
        .getByText('물품 1건의 단가를 새 지불처 기준으로 다시 정합니다', { exact: false })
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await pressOn(confirm.getByRole('button', { name: '변경하고 단가 다시 정하기' }), 'Enter');
      await amountOf(row, 'senderAmount').getByText('6,000원').waitFor();
      await chargeShows(page, '선불');

      await pressOn(page.getByRole('button', { name: '저장', exact: true }), 'Enter');
      await waitForToast(page, '운송 정보가 등록되었습니다.');
      await page.waitForURL(/\/transport\/shipments-editor\/\d+$/);
      const saved = page.getByRole('region', { name: '받는 곳 1 편집 중' });
      await amountOf(saved.locator('[role="row"][data-rowindex]').first(), 'senderAmount')
        .getByText('6,000원')
        .waitFor();
    },
  );
});

describe('nothing billed to nobody by accident', () => {
  e2eTest(
    suite,
    "warns on a typed collect payer's line, offers to register it, saves it, and the close board's count opens it",
    async (page) => {
      const panel = await startCollectTransport(page);
      await panel.getByRole('combobox', { name: '받는 곳 상호' }).fill(TYPED_RECEIVER);
      await panel.getByRole('textbox', { name: '받는 곳 주소' }).fill('대구광역시 남구 대명로 7');
      await panel.getByRole('textbox', { name: '받는 곳 전화번호' }).fill('0536667777');
      await panel.getByRole('textbox', { name: '받는 곳 휴대전화' }).fill('01066667777');
      await addLineByKeyboard(page, panel, '900000007392', '1');

      // The line's payer is no registered company: said on the line, before saving.
      const warning = panel.getByRole('alert').filter({ hasText: '이 물품은 청구 대상 업체가 없습니다' });
      await warning
        .getByText(`지불처인 받는 곳 ${TYPED_RECEIVER}이 등록된 업체가 아닙니다`, { exact: false })
        .waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      // 업체 등록 opens the company form with what was typed; Esc leaves it.
      await pressOn(warning.getByRole('button', { name: '업체 등록' }), 'Enter');
      const form = page.getByRole('dialog', { name: '업체 신규 등록' });
      await waitForInputValue(form.getByRole('textbox', { name: '상호', exact: true }), TYPED_RECEIVER);
      await waitForInputValue(
        form.getByRole('textbox', { name: '소재지', exact: true }),
        '대구광역시 남구 대명로 7',
      );
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });

      // Saving stays possible.
      await pressOn(page.getByRole('button', { name: '저장', exact: true }), 'Enter');
      await waitForToast(page, '운송 정보가 등록되었습니다.');
      await page.waitForURL(/\/transport\/shipments-editor\/\d+$/);
      const id = Number(page.url().split('/').pop());

      // A month of its own (a year back), so the board's count is this line alone.
      const received = `${YEAR - 1}-${String(MONTH).padStart(2, '0')}-10`;
      await suite.server.db.orm.em
        .fork()
        .execute('update transport_sender set requst_dt = ? where sender_transport_id = ?', [received, id]);
      await page.goto(`/settlement/close?year=${YEAR - 1}&month=${MONTH}`);
      const unbilled = page.getByRole('region', { name: /^청구되지 않는 물품/ });
      const nobody = unbilled.getByRole('link', { name: '청구 대상 없음 1건' });
      await nobody.waitFor();
      await tabUntil(page, nobody);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: '배송 확인', level: 1 }).waitFor();
      const checks = listCard(page, '배송 정보 목록');
      await checks.getByRole('status').getByText(totalText(1), { exact: true }).waitFor();
      expect(await waitForRowCount(checks.getByRole('grid'), { exactly: 2 })).toBe(2);
      await checks.getByRole('grid').getByText(TYPED_RECEIVER, { exact: true }).waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
    },
  );
});
