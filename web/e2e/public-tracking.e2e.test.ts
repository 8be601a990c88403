import type { EntityManager } from '@mikro-orm/postgresql';
import { rowBuilders } from '@parcel/db/src/testing/builders';
import type { Page } from 'playwright-core';
import {
  e2eTest,
  isFocused,
  listCard,
  newContext,
  openFromMenu,
  seriousAxeViolations,
  signIn,
  useE2eSuite,
  waitForRowCount,
} from './harness';

// 11-digit numbers: the demo ranges are 12 digits (6xxxxxxxxxxx), so these never meet them.
const RANGE_START = 78800000001;
const TRACKED = { digits: '78800000003', formatted: '788-0000-0003' };
const UNKNOWN = '78800000009';

describe('public tracking (배송 조회) from a printed label’s QR code', () => {
  // A print program that is not running (see waybills.e2e.test.ts): the browser print is offered.
  const suite = useE2eSuite({ printUrlTemplate: 'http://127.0.0.1:9/print?waybillId={id}&ticket={ticket}' });

  beforeAll(async () => {
    const em = suite.server.db.orm.em.fork() as EntityManager;
    const { aWaybillRange, aTransport } = rowBuilders(() => em);
    const [company] = await em.execute<{ company_id: number }[]>(
      `select company_id from company where use_yn = 'Y' order by company_id limit 1`,
    );
    await aWaybillRange({ sender_company_id: company!.company_id, start_no: RANGE_START, qty: 10 });
    // The labelled shipment: received and picked up, not yet out for delivery.
    await aTransport({
      company_nm: '추적보내는상사',
      receivers: [
        { company_nm: '추적받는마트', shipments: [{ waybill_no: TRACKED.digits, pickup_check: 'Y' }] },
      ],
    });
  });

  /** 선택 인쇄 in the browser: the labels dialog of the range holding the tracked number. */
  async function printLabels(page: Page) {
    await signIn(page);
    await openFromMenu(page, '운송장 사전 등록', '/transport/waybill-preregister');
    const list = listCard(page, '운송장 대역 목록');
    const grid = list.getByRole('grid');
    const searchNo = page.getByRole('search').getByRole('textbox', { name: '운송장 번호' });
    await searchNo.fill(TRACKED.formatted);
    await searchNo.press('Enter');
    await waitForRowCount(grid, { exactly: 2 });
    await grid.getByRole('row').nth(1).locator('[role="gridcell"][data-field="startNo"]').click();
    await list.getByRole('button', { name: '선택 인쇄', disabled: false }).click();
    const printDialog = page.getByRole('dialog', { name: '운송장 인쇄' });
    await printDialog.getByRole('button', { name: '브라우저에서 인쇄', disabled: false }).click();
    const labels = page.getByRole('dialog', { name: '운송장 라벨 인쇄' });
    await labels.waitFor();
    return labels;
  }

  e2eTest(
    suite,
    'a label’s QR code opens the tracking page anonymously, which shows the steps',
    async (page) => {
      const labels = await printLabels(page);
      const qr = labels
        .getByRole('region', { name: `운송장 ${TRACKED.formatted}` })
        .getByRole('img', { name: `배송 조회 QR 코드 ${TRACKED.formatted}` });
      await qr.locator('svg path').first().waitFor();
      const url = await qr.getAttribute('data-tracking-url');
      // PUBLIC_URL unset: the app's own origin.
      expect(url).toBe(`${suite.server.url}/track/${TRACKED.digits}`);
      expect(await qr.getAttribute('data-drawn')).toBe('true');
      expect(await labels.getByRole('img', { name: /^배송 조회 QR 코드/ }).count()).toBe(10);
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);

      // Someone without an account scans it: a context of its own, never signed in, phone-sized.
      const phone = await newContext(suite.browser, suite.server.url);
      try {
        const visitor = await phone.newPage();
        await visitor.setViewportSize({ width: 360, height: 740 });
        await visitor.goto(url!);
        await visitor.getByRole('heading', { name: '배송 조회', level: 1 }).waitFor();
        expect(visitor.url()).toBe(url);
        expect(await visitor.getByRole('textbox', { name: '운송장 번호' }).inputValue()).toBe(TRACKED.digits);
        const steps = visitor.getByRole('list', { name: /배송 단계/ });
        await steps.waitFor();
        const items = steps.getByRole('listitem');
        expect(await items.count()).toBe(4);
        expect(await items.nth(0).innerText()).toMatch(/접수\s*\d{4}-\d\d-\d\d \d\d:\d\d/);
        expect(await items.nth(1).innerText()).toMatch(/집하\s*\d{4}-\d\d-\d\d \d\d:\d\d/);
        expect(await items.nth(2).innerText()).toMatch(/배송 출발\s*진행 전/);
        expect(await items.nth(3).innerText()).toMatch(/배송 완료\s*진행 전/);
        // Nothing of the sender or receiver.
        const text = await visitor.locator('main').innerText();
        expect(text).not.toContain('추적보내는상사');
        expect(text).not.toContain('추적받는마트');
        // Fits a phone: no sideways scrolling.
        expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        expect(await seriousAxeViolations(visitor)).toEqual([]);
      } finally {
        await phone.close();
      }
    },
  );

  e2eTest(
    suite,
    'keyboard only: type a number, Enter looks it up; an unknown number says so',
    async (page) => {
      await page.goto('/track');
      const field = page.getByRole('textbox', { name: '운송장 번호' });
      await field.waitFor();
      expect(await isFocused(field)).toBe(true);
      await page.keyboard.type(UNKNOWN);
      await page.keyboard.press('Enter');
      await page.getByText('조회된 배송 정보가 없습니다. 운송장 번호를 다시 확인해주세요.').waitFor();
      await page.waitForURL(`**/track/${UNKNOWN}`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A malformed number is refused before asking.
      await field.fill('');
      await page.keyboard.type('12-34');
      await page.keyboard.press('Enter');
      await page.getByText('올바른 운송장 번호 형식이 아닙니다.').waitFor();

      // Tab reaches the 조회 button, and Enter on it looks the number up.
      await field.fill('');
      await field.focus();
      await page.keyboard.type(TRACKED.formatted);
      await page.keyboard.press('Tab');
      expect(await isFocused(page.getByRole('button', { name: '조회' }))).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByRole('list', { name: /배송 단계/ }).waitFor();
      await page.waitForURL(`**/track/${TRACKED.digits}`);
      await page.getByRole('heading', { name: `운송장 번호 ${TRACKED.formatted}` }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );
});
