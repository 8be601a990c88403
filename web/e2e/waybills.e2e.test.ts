import type { Locator, Page } from 'playwright-core';
import {
  e2eTest,
  listCard,
  seriousAxeViolations,
  signIn,
  toasts,
  useE2eSuite,
  waitForInputValue,
  waitForRowCount,
  waitForToast,
  openFromMenu,
  signInAt,
} from './harness';

// 11-digit numbers: the demo ranges are 12 digits (6xxxxxxxxxxx), so these never meet them.
const RANGE = { start: ['77700000001', '777-0000-0001'], end: ['77700000010', '777-0000-0010'] };
const OVERLAP = '이미 등록된 운송장 번호 대역과 겹칩니다. 시작 번호와 종료 번호를 확인해주세요.';
const PRINT_PROGRAM_SILENT =
  '인쇄 프로그램이 응답하지 않습니다. 설치되어 있지 않다면 브라우저에서 인쇄할 수 있습니다.';
/** The print program's address as the server's default PRINT_URL_TEMPLATE fills it in. */
const PRINT_PROGRAM_ADDRESS = /^parcelprint:\/\/print\?waybillId=\d+&ticket=[\w-]{43}$/;

async function openWaybillsPage(page: Page) {
  await signIn(page);
  await openFromMenu(page, '운송장 사전 등록', '/transport/waybill-preregister');
}

async function typeKeys(field: Locator, [keys, shown]: string[]) {
  await field.fill('');
  await field.pressSequentially(keys ?? '');
  await waitForInputValue(field, shown ?? '');
}

const cell = (row: Locator | Page, field: string) => row.locator(`[role="gridcell"][data-field="${field}"]`);

/** Fills the pre-registration dialog: a sender picked by the autocomplete, the numbers typed key by key. */
async function fillRange(page: Page, dialog: Locator, start: string[], end: string[], qty: string) {
  const sender = dialog.getByRole('combobox', { name: '보내는 업체' });
  await sender.fill('대');
  await page.getByRole('listbox').getByRole('option').first().click();
  await typeKeys(dialog.getByRole('textbox', { name: '시작 번호' }), start);
  await typeKeys(dialog.getByRole('textbox', { name: '종료 번호' }), end);
  await dialog.getByRole('textbox', { name: '수량' }).fill(qty);
}

describe('waybill pre-registration', () => {
  // A print program listening over http, not running (port 9: discard, which browsers never open),
  // so its frame fails at once. The parcelprint: default would leave headless Chromium's invisible
  // "open the external application?" prompt over the page, swallowing every later click.
  const suite = useE2eSuite({ printUrlTemplate: 'http://127.0.0.1:9/print?waybillId={id}&ticket={ticket}' });

  e2eTest(
    suite,
    'pre-registers a range, refuses an overlap, prints labels in the browser and deletes with the confirmation',
    async (page) => {
      await openWaybillsPage(page);
      const list = listCard(page, '운송장 대역 목록');
      const grid = list.getByRole('grid');
      await waitForRowCount(grid, { atLeast: 2 });
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      // --- 신규 추가: the sender first, then a range ---
      await list.getByRole('button', { name: '신규 추가' }).click();
      const dialog = page.getByRole('dialog', { name: '운송장 사전 등록' });
      await dialog.waitFor();
      const register = dialog.getByRole('button', { name: '등록', exact: true });
      await register.click();
      await waitForToast(page, '보내는 업체는 필수 입력 항목입니다.');
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
      // 신용 is the default charge.
      expect(await dialog.getByRole('radio', { name: '신용' }).isChecked()).toBe(true);
      await fillRange(page, dialog, RANGE.start, RANGE.end, '10');
      await dialog.getByRole('radio', { name: '선불' }).check();
      await register.click();
      await waitForToast(page, '운송장 대역이 등록되었습니다.');
      await dialog.waitFor({ state: 'hidden' });

      // --- an overlapping range is refused with the reason ---
      await list.getByRole('button', { name: '신규 추가' }).click();
      await dialog.waitFor();
      await fillRange(page, dialog, ['77700000005', '777-0000-0005'], ['77700000020', '777-0000-0020'], '16');
      await register.click();
      const refusal = toasts(page).filter({ hasText: `운송장 대역 등록에 실패했습니다. ${OVERLAP}` });
      await refusal.waitFor();
      // Read, then closed with its own button, as a user would (the success toast it replaced may
      // still be sliding away beside it).
      await refusal.getByRole('button', { name: '닫기', includeHidden: true }).click();
      await refusal.waitFor({ state: 'hidden' });
      await dialog.getByRole('button', { name: '취소' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // --- search by a number inside the range (Enter searches) ---
      const searchNo = page.getByRole('search').getByRole('textbox', { name: '운송장 번호' });
      await searchNo.fill('777-0000-0003');
      await searchNo.press('Enter');
      await waitForRowCount(grid, { exactly: 2 });
      const row = grid.getByRole('row').nth(1);
      await cell(row, 'startNo').getByText(RANGE.start[1]!, { exact: true }).waitFor();
      await cell(row, 'chargeNm').getByText('선불', { exact: true }).waitFor();

      // --- 선택 인쇄: no print program answers, so the labels are printed in the browser ---
      await cell(row, 'startNo').click();
      await list.getByRole('button', { name: '선택 인쇄', disabled: false }).click();
      const printDialog = page.getByRole('dialog', { name: '운송장 인쇄' });
      await printDialog.waitFor();
      await printDialog.getByRole('button', { name: '브라우저에서 인쇄', disabled: false }).click();
      const labels = page.getByRole('dialog', { name: '운송장 라벨 인쇄' });
      await labels.waitFor();
      const firstLabel = labels.getByRole('region', { name: `운송장 ${RANGE.start[1]}` });
      await firstLabel.locator('svg').first().waitFor();
      expect(await labels.getByRole('region').count()).toBe(10);
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
      await labels.getByRole('button', { name: '닫기' }).click();
      await labels.waitFor({ state: 'hidden' });
      await cell(row, 'printCount').getByText('1회', { exact: true }).waitFor();

      // --- printing it again asks first ---
      await list.getByRole('button', { name: '선택 인쇄', disabled: false }).click();
      const reprint = page.getByRole('alertdialog', { name: '다시 인쇄' });
      await reprint.getByText(/이미 1회 인쇄했습니다/).waitFor();
      await reprint.getByRole('button', { name: '취소' }).click();
      await reprint.waitFor({ state: 'hidden' });

      // --- 선택 삭제: 취소 keeps it, 삭제 removes it ---
      const remove = list.getByRole('button', { name: '선택 삭제', disabled: false });
      await remove.click();
      const confirm = page.getByRole('alertdialog', { name: '운송장 대역 삭제' });
      await confirm
        .getByText(`${RANGE.start[1]} ~ ${RANGE.end[1]} 운송장 대역을 삭제하시겠습니까?`)
        .waitFor();
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
      await confirm.getByRole('button', { name: '취소' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await remove.click();
      await confirm.getByRole('button', { name: '삭제', exact: true }).click();
      await waitForToast(page, '운송장 대역이 삭제되었습니다.');
      await waitForRowCount(grid, { exactly: 1 });
      await list.getByText('등록된 운송장이 없습니다.').waitFor();
    },
  );
});

describe('the print hand-off in the production build', () => {
  // The default PRINT_URL_TEMPLATE (parcelprint:); nothing is clicked after the hand-off (see above).
  const suite = useE2eSuite();

  e2eTest(
    suite,
    '선택 인쇄 hands the ticket to the print program: the Content-Security-Policy lets the hidden frame open parcelprint:',
    async (page) => {
      // What the browser reports of the hand-off: the frame's navigation to the print program's
      // scheme, or the policy's refusal on the console (the production build is served with the CSP).
      const handOffs: string[] = [];
      const policyViolations: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame().parentFrame() === page.mainFrame())
          handOffs.push(request.url());
      });
      page.on('console', (message) => {
        if (message.text().includes('violates the following Content Security Policy'))
          policyViolations.push(message.text());
      });
      await signInAt(page, '운송장 사전 등록', '/transport/waybill-preregister');
      const list = listCard(page, '운송장 대역 목록');
      const grid = list.getByRole('grid');
      await waitForRowCount(grid, { atLeast: 2 });
      // A range never printed: no reprint question.
      await cell(grid.getByRole('row').filter({ hasText: '미인쇄' }).first(), 'startNo').click();
      await list.getByRole('button', { name: '선택 인쇄', disabled: false }).click();
      const printDialog = page.getByRole('dialog', { name: '운송장 인쇄' });
      // No print program is installed here: after its patience the dialog offers the browser print.
      await printDialog.getByText(PRINT_PROGRAM_SILENT).waitFor();
      expect(policyViolations).toEqual([]);
      expect(handOffs).toEqual([expect.stringMatching(PRINT_PROGRAM_ADDRESS)]);
    },
  );
});
