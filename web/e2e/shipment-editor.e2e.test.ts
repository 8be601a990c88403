import { rowBuilders } from '@parcel/db/src/testing/builders';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import {
  e2eTest,
  seriousAxeViolations,
  signIn,
  useE2eSuite,
  waitForInputValue,
  waitForToast,
} from './harness';
import {
  addLine,
  chooseCompanyByKeyboard,
  highlightOptionByKeyboard,
  pickCompany,
  pickOptionByKeyboard,
  typeCompanySearch,
} from './editor-steps';
import { outsideGridView } from './screen-geometry';

const suite = useE2eSuite();
/** Screenshots kept for people to look at (git-ignored). */
const ARTIFACTS = path.join(__dirname, 'artifacts');

const SENDER = '편집기보내는상사';
const FIRST = '편집기받는마트';
const SECOND = '편집기둘째상회';
const KEYBOARD_SENDER = '키보드보내는상사';

/** Found by the last four digits of its mobile (담당자 연락처), as a caller gives them. */
const BY_PHONE = '전화끝받는상회';
/** Not in use, its telephone ending with the same digits. */
const BY_PHONE_CLOSED = '전화끝중지상회';
const PHONE_END = '8642';

const { aCompany, aTransport } = rowBuilders(() => suite.server.db.orm.em.fork());

async function insertCompany(
  name: string,
  address: string,
  { telNo = '0531112222', managerTelNo = '01033334444', useYn = 'Y' as 'Y' | 'N' } = {},
): Promise<void> {
  await aCompany({
    ...{ company_nm: name, tel_no: telNo, manager_tel_no: managerTelNo, address, manager_nm: '박담당' },
    ...{
      region_cd: 'DAEGU',
      region_dtl_cd: 'BUKGU',
      shipper_cd: 'PCL',
      untpc: 4000,
      weight_untpc: 0,
      use_yn: useYn,
    },
  });
}

/** A stored transport with two receivers of one goods line each, to edit. */
async function insertTransport(senderName: string): Promise<number> {
  const { senderId } = await aTransport({
    // The lists' "today" is Seoul's, not the database server's (the builder's default day).
    ...{ transport_process_cd: 'PARCEL', company_nm: senderName, tel_no: '0531112222' },
    ...{ address: '대구광역시 북구 칠성로 10', manager_nm: '박담당', manager_tel_no: '01033334444' },
    ...{ region_cd: 'DAEGU', region_dtl_cd: 'BUKGU', shipper_cd: 'PCL' },
    receivers: [FIRST, SECOND].map((name, order) => ({
      ...{ company_nm: name, tel_no: '0531112222', manager_tel_no: '01033334444' },
      address: '대구광역시 수성구 달구벌대로 20',
      shipments: [{ waybill_no: `91000000000${order}`, qty: 1, untpc: 4000 }],
    })),
  });
  return senderId;
}

let storedTransport: number;
beforeAll(async () => {
  await insertCompany(SENDER, '대구광역시 북구 칠성로 10');
  await insertCompany(FIRST, '대구광역시 수성구 달구벌대로 20');
  await insertCompany(SECOND, '대구광역시 중구 동성로 30');
  await insertCompany(KEYBOARD_SENDER, '대구광역시 동구 아양로 40');
  await insertCompany(BY_PHONE, '대구광역시 서구 국채보상로 50', { managerTelNo: `0105555${PHONE_END}` });
  await insertCompany(BY_PHONE_CLOSED, '대구광역시 남구 대명로 60', {
    telNo: `053777${PHONE_END}`,
    useYn: 'N',
  });
  storedTransport = await insertTransport('편집기저장된상사');
});

async function addReceiver(page: Page, name: string) {
  await page.getByRole('button', { name: '받는 곳 추가' }).click();
  const panel = page.getByRole('region', { name: /받는 곳 \d+ 편집 중/ });
  await pickCompany(panel, '받는 곳 상호', name);
  // The company's record fills the address and phones.
  await panel.getByRole('textbox', { name: '받는 곳 휴대전화' }).waitFor();
  await waitForInputValue(panel.getByRole('textbox', { name: '받는 곳 휴대전화' }), '010-3333-4444');
}

describe('shipment editor', () => {
  e2eTest(suite, 'creates a transport with two receivers and their goods lines', async (page) => {
    await signIn(page, { path: '/transport/shipments' });
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
    await page.getByRole('grid', { name: '받는 곳 목록' }).getByText(SECOND).waitFor();
    await page.getByRole('region', { name: '받는 곳 1 편집 중' }).getByText('900000000002').waitFor();
  });

  e2eTest(
    suite,
    'keeps an edit across a switch, asks before leaving, deletes a receiver; the list shows it',
    async (page) => {
      await signIn(page, { path: `/transport/shipments-editor/${storedTransport}` });
      const receivers = page.getByRole('grid', { name: '받는 곳 목록' });
      await receivers.getByText(SECOND).waitFor();

      // Edit the first receiver's remark, switch at once (the debounce is flushed), come back.
      const firstPanel = page.getByRole('region', { name: '받는 곳 1 편집 중' });
      await firstPanel.getByRole('textbox', { name: '비고' }).fill('문 앞에 두세요');
      await receivers.getByText(SECOND).click();
      await page.getByRole('region', { name: '받는 곳 2 편집 중' }).waitFor();
      await receivers.getByText(FIRST).click();
      await expectValue(firstPanel.getByRole('textbox', { name: '비고' }), '문 앞에 두세요');

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
      await receivers.getByRole('row').filter({ hasText: SECOND }).getByRole('checkbox').check();
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
      await expectValue(firstPanel.getByRole('textbox', { name: '비고' }), '문 앞에 두세요');

      // The shipments list shows it.
      await page.goto(`/transport/shipments?senderCompanyNm=${encodeURIComponent('편집기저장된상사')}`);
      await page.getByRole('grid').getByText(FIRST).waitFor();
    },
  );

  e2eTest(suite, 'works from the keyboard alone: sender, receiver, a goods line, save', async (page) => {
    await signIn(page, { path: '/transport/shipments-editor' });
    const keyboard = page.keyboard;
    /** Moves the keyboard focus to a control (as Tab would) and presses a key there. */
    const pressOn = async (control: Locator, key: string) => {
      await control.focus();
      await keyboard.press(key);
    };
    const sender = page.getByRole('region', { name: '보내는 곳' });
    await chooseCompanyByKeyboard(sender.getByRole('combobox', { name: '보내는 곳 상호' }), KEYBOARD_SENDER);
    await waitForInputValue(sender.getByRole('textbox', { name: '담당자' }), '박담당');

    await pressOn(page.getByRole('button', { name: '받는 곳 추가' }), 'Enter');
    const panel = page.getByRole('region', { name: '받는 곳 1 편집 중' });
    await chooseCompanyByKeyboard(panel.getByRole('combobox', { name: '받는 곳 상호' }), FIRST);
    await waitForInputValue(panel.getByRole('textbox', { name: '받는 곳 휴대전화' }), '010-3333-4444');

    await pressOn(panel.getByRole('button', { name: '물품 추가' }), 'Enter');
    const row = panel.getByRole('grid', { name: '물품 목록' }).locator('[role="row"][data-rowindex]').last();
    // A select cell: Enter opens its list, the arrows move, Enter picks and Enter leaves the cell.
    await pressOn(row.locator('[data-field="kindCd"]'), 'Enter');
    const box = page.getByRole('option', { name: '박스', exact: true });
    await page.getByRole('listbox').waitFor();
    for (
      let step = 0;
      step < 8 && !(await box.evaluate((option) => option === document.activeElement));
      step++
    )
      await keyboard.press('ArrowDown');
    await keyboard.press('Enter');
    // Text cells: typing starts editing, Enter commits.
    await row.locator('[data-field="waybillNo"]').focus();
    await keyboard.type('900000000009');
    await keyboard.press('Enter');
    await row.locator('[data-field="senderQty"]').focus();
    await keyboard.type('4');
    await keyboard.press('Enter');
    await panel.getByRole('status', { name: '물품 합계' }).getByText('16,000원').first().waitFor();

    await pressOn(page.getByRole('button', { name: '저장', exact: true }), 'Enter');
    await waitForToast(page, '운송 정보가 등록되었습니다.');
    await page.waitForURL(/\/transport\/shipments-editor\/\d+$/);
    await page.getByRole('region', { name: '받는 곳 1 편집 중' }).getByText('900000000009').waitFor();
  });

  e2eTest(
    suite,
    "finds a receiver by its phone's last 4 digits from the keyboard; one not in use is marked",
    async (page) => {
      await signIn(page, { path: '/transport/shipments-editor' });
      const sender = page.getByRole('region', { name: '보내는 곳' });
      await chooseCompanyByKeyboard(
        sender.getByRole('combobox', { name: '보내는 곳 상호' }),
        KEYBOARD_SENDER,
      );
      await waitForInputValue(sender.getByRole('textbox', { name: '담당자' }), '박담당');
      const addReceiver = page.getByRole('button', { name: '받는 곳 추가' });
      await addReceiver.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('region', { name: '받는 곳 1 편집 중' });
      const receiver = panel.getByRole('combobox', { name: '받는 곳 상호' });

      // What a caller says first: the last four digits, typed as they are said.
      await typeCompanySearch(receiver, PHONE_END, BY_PHONE);
      const found = page.getByRole('option', { name: new RegExp(BY_PHONE) });
      await found.getByText(`010-5555-${PHONE_END}`).waitFor();
      // The company not in use is offered after it, in red, and says so in words.
      const closed = page.getByRole('option', { name: new RegExp(BY_PHONE_CLOSED) });
      await closed.getByText('사용 중지').waitFor();
      // The theme's error red (#d32f2f) darkened by a fifth (company-name.tsx).
      expect(await closed.getByText(BY_PHONE_CLOSED).evaluate((name) => getComputedStyle(name).color)).toBe(
        'rgb(168, 37, 37)',
      );
      const names = await page.getByRole('option').allTextContents();
      expect(names.findIndex((text) => text.startsWith(BY_PHONE))).toBeLessThan(
        names.findIndex((text) => text.startsWith(BY_PHONE_CLOSED)),
      );
      // The open list too, the company not in use highlighted: its red keeps its contrast there.
      await highlightOptionByKeyboard(page, BY_PHONE_CLOSED);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await pickOptionByKeyboard(page, BY_PHONE);
      await waitForInputValue(
        panel.getByRole('textbox', { name: '받는 곳 휴대전화' }),
        `010-5555-${PHONE_END}`,
      );
      await waitForInputValue(receiver, BY_PHONE);
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);
    },
  );

  e2eTest(suite, 'takes a receiver who is no registered company by the name typed', async (page) => {
    await signIn(page, { path: '/transport/shipments-editor' });
    const sender = page.getByRole('region', { name: '보내는 곳' });
    await pickCompany(sender, '보내는 곳 상호', SENDER);
    await waitForInputValue(sender.getByRole('textbox', { name: '담당자' }), '박담당');
    await page.getByRole('button', { name: '받는 곳 추가' }).click();
    const panel = page.getByRole('region', { name: '받는 곳 1 편집 중' });
    await panel.getByRole('combobox', { name: '받는 곳 상호' }).fill('홍길동 개인');
    await panel.getByRole('textbox', { name: '받는 곳 주소' }).fill('대구광역시 남구 대명로 1');
    await panel.getByRole('textbox', { name: '받는 곳 전화번호' }).fill('0536667777');
    await panel.getByRole('textbox', { name: '받는 곳 휴대전화' }).fill('01066667777');
    await addLine(page, '900000000021', '1');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await waitForToast(page, '운송 정보가 등록되었습니다.');
    await page.waitForURL(/\/transport\/shipments-editor\/\d+$/);
    await page.reload();
    await page.getByRole('grid', { name: '받는 곳 목록' }).getByText('홍길동 개인').waitFor();
  });

  e2eTest(
    suite,
    "shows a goods line's 단가 and 금액 without scrolling, 1440 px wide and up",
    async (page) => {
      await signIn(page, { path: '/transport/shipments-editor' });
      const sender = page.getByRole('region', { name: '보내는 곳' });
      await pickCompany(sender, '보내는 곳 상호', SENDER);
      await waitForInputValue(sender.getByRole('textbox', { name: '담당자' }), '박담당');
      await addReceiver(page, FIRST);
      await addLine(page, '900000000031', '3');
      const panel = page.getByRole('region', { name: '받는 곳 1 편집 중' });
      const goods = panel.getByRole('grid', { name: '물품 목록' });
      // The line's last edit, 받는 곳 수량, scrolled the grid to it: back to the start, as it opens.
      await goods.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => scroller.scrollTo(0, 0));
      const header = (name: string) => goods.getByRole('columnheader', { name, exact: true });
      const amount = goods.locator('[role="row"][data-rowindex] [data-field="senderAmount"]').first();
      // The sender's unit price, 4,000 won, three times.
      await amount.getByText('12,000원').waitFor();

      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 1600, height: 1000 },
      ]) {
        await page.setViewportSize(viewport);
        const shown = { '단가 header': header('단가'), '금액 header': header('금액'), 'a 금액 cell': amount };
        // The grid lays itself out again for the new width within a few frames.
        let outside = await outsideGridView(goods, shown);
        for (let tries = 0; outside.length > 0 && tries < 20; tries += 1) {
          await page.waitForTimeout(100);
          outside = await outsideGridView(goods, shown);
        }
        expect(outside).toEqual([]);
        await mkdir(ARTIFACTS, { recursive: true });
        await page.screenshot({
          path: path.join(ARTIFACTS, `shipment-editor-${viewport.width}x${viewport.height}.png`),
        });
      }
    },
  );

  e2eTest(suite, 'names the first missing field of the sender before anything is sent', async (page) => {
    await signIn(page, { path: '/transport/shipments-editor' });
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await waitForToast(page, '보내는 곳 주소는 필수 입력 항목입니다.');
  });
});

const expectValue = waitForInputValue;
