import type { Locator, Page } from 'playwright-core';
import {
  e2eTest,
  seriousAxeViolations,
  signIn,
  useE2eSuite,
  waitForInputValue,
  waitForToast,
} from './harness';

const suite = useE2eSuite();

const SENDER = '편집기보내는상사';
const FIRST = '편집기받는마트';
const SECOND = '편집기둘째상회';

let companySequence = 0;
async function insertCompany(name: string, address: string): Promise<void> {
  await suite.server.db.orm.em.fork().execute(
    `insert into company (biz_no, company_nm, tel_no, manager_tel_no, address, manager_nm, region_cd, region_dtl_cd,
         shipper_cd, untpc, weight_untpc)
       values (?, ?, '0531112222', '01033334444', ?, '박담당', 'DAEGU', 'BUKGU', 'PCL', 4000, 0)`,
    [`81086${String(++companySequence).padStart(5, '0')}`, name, address],
  );
}

beforeAll(async () => {
  await insertCompany(SENDER, '대구광역시 북구 칠성로 10');
  await insertCompany(FIRST, '대구광역시 수성구 달구벌대로 20');
  await insertCompany(SECOND, '대구광역시 중구 동성로 30');
});

/** Picks a company in an autocomplete by typing part of its name. */
async function pickCompany(scope: Locator, label: string, name: string) {
  const input = scope.getByRole('combobox', { name: label });
  await input.fill(name.slice(0, 5));
  await scope
    .page()
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
  await scope.page().waitForTimeout(50);
}

/** Edits one cell of a grid row: double-click opens the editor, Enter commits. */
async function editCell(row: Locator, field: string, value: string) {
  const cell = row.locator(`[data-field="${field}"]`);
  await cell.dblclick();
  const input = cell.locator('input').first();
  await input.fill(value);
  await input.press('Enter');
}

/** Chooses an option of a select cell. */
async function chooseCell(page: Page, row: Locator, field: string, option: string) {
  const cell = row.locator(`[data-field="${field}"]`);
  await cell.dblclick();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Enter');
}

/** Adds a goods line to the receiver on the right and fills it in. */
async function addLine(page: Page, waybillNo: string, qty: string) {
  const panel = page.getByRole('region', { name: /받는 곳 \d+ 편집 중/ });
  await panel.getByRole('button', { name: '물품 추가' }).click();
  const grid = panel.getByRole('grid', { name: '물품 목록' });
  const row = grid.locator('[role="row"][data-rowindex]').last();
  await chooseCell(page, row, 'kindCd', '박스');
  await editCell(row, 'waybillNo', waybillNo);
  await editCell(row, 'senderQty', qty);
  await editCell(row, 'receiverQty', qty);
}

async function addReceiver(page: Page, name: string) {
  await page.getByRole('button', { name: '받는 곳 추가' }).click();
  const panel = page.getByRole('region', { name: /받는 곳 \d+ 편집 중/ });
  await pickCompany(panel, '받는 곳 상호', name);
  // The company's record fills the address and phones.
  await panel.getByRole('textbox', { name: '받는 곳 휴대전화' }).waitFor();
  await waitForInputValue(panel.getByRole('textbox', { name: '받는 곳 휴대전화' }), '010-3333-4444');
}

describe('shipment editor', () => {
  e2eTest(
    suite,
    'creates a transport with two receivers, reopens, edits and deletes a receiver',
    async (page) => {
      await signIn(page);
      await page.goto('/transport/shipments');
      await page.getByRole('button', { name: '신규 추가' }).click();
      await page.waitForURL('**/transport/shipments-editor');
      await page.getByRole('heading', { name: '신규 운송 정보', level: 1 }).waitFor();
      await page.getByText('받는 곳을 선택하세요.').waitFor();

      const sender = page.getByRole('region', { name: '보내는 곳' });
      await pickCompany(sender, '보내는 곳 상호', SENDER);
      await waitForInputValue(sender.getByRole('textbox', { name: '담당자' }), '박담당');

      await addReceiver(page, FIRST);
      await addLine(page, '900000000001', '2');
      await addLine(page, '900000000002', '3');
      const panel = page.getByRole('region', { name: '받는 곳 1 편집 중' });
      await panel.getByRole('status', { name: '물품 합계' }).getByText('20,000원').first().waitFor();

      await addReceiver(page, SECOND);
      await page.getByRole('region', { name: '받는 곳 2 편집 중' }).waitFor();
      await addLine(page, '900000000003', '1');

      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      await page.getByRole('button', { name: '저장', exact: true }).click();
      await waitForToast(page, '운송 정보가 등록되었습니다.');
      await page.waitForURL(/\/transport\/shipments-editor\/\d+$/);
      await page.getByRole('heading', { name: '운송 정보 수정', level: 1 }).waitFor();

      // Reopened from the server: two receivers, the first with two lines.
      await page.reload();
      const receivers = page.getByRole('grid', { name: '받는 곳 목록' });
      await receivers.getByText(SECOND).waitFor();
      await page.getByRole('region', { name: '받는 곳 1 편집 중' }).getByText('900000000002').waitFor();

      // Edit the first receiver's remark, switch at once (the debounce is flushed), come back.
      const firstPanel = page.getByRole('region', { name: '받는 곳 1 편집 중' });
      await firstPanel.getByRole('textbox', { name: '비고' }).fill('문 앞에 두세요');
      await receivers.getByText(SECOND).click();
      await page.getByRole('region', { name: '받는 곳 2 편집 중' }).waitFor();
      await receivers.getByText(FIRST).click();
      await expectValue(
        page.getByRole('region', { name: '받는 곳 1 편집 중' }).getByRole('textbox', { name: '비고' }),
        '문 앞에 두세요',
      );

      // Leaving with unsaved edits asks first.
      await page
        .getByRole('navigation', { name: '주 메뉴' })
        .getByRole('link', { name: '도착 물품' })
        .click();
      const leave = page.getByRole('alertdialog', { name: '저장하지 않은 변경 내용' });
      await leave.waitFor();
      await leave.getByRole('button', { name: '계속 편집' }).click();
      await leave.waitFor({ state: 'hidden' });
      expect(page.url()).toMatch(/shipments-editor\/\d+$/);

      // Delete the second receiver and save.
      const secondRow = receivers.getByRole('row').filter({ hasText: SECOND });
      await secondRow.getByRole('checkbox').check();
      await page
        .getByRole('region', { name: /받는 곳 \(\d곳\)/ })
        .getByRole('button', { name: '선택 삭제' })
        .click();
      const confirm = page.getByRole('alertdialog', { name: '받는 곳 삭제' });
      await confirm.getByText(SECOND).waitFor();
      await confirm.getByRole('button', { name: '삭제' }).click();
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await waitForToast(page, '운송 정보가 수정되었습니다.');
      await page.reload();
      await receivers.getByText(FIRST).waitFor();
      expect(await receivers.getByText(SECOND).count()).toBe(0);
      await expectValue(
        page.getByRole('region', { name: '받는 곳 1 편집 중' }).getByRole('textbox', { name: '비고' }),
        '문 앞에 두세요',
      );

      // The list shows it.
      await page.goto(`/transport/shipments?senderCompanyNm=${encodeURIComponent(SENDER)}`);
      await page.getByRole('grid').getByText(FIRST).waitFor();
    },
  );

  e2eTest(suite, 'names the first missing field of the sender before anything is sent', async (page) => {
    await signIn(page);
    await page.goto('/transport/shipments-editor');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await waitForToast(page, '보내는 곳 주소는 필수 입력 항목입니다.');
  });
});

const expectValue = waitForInputValue;
