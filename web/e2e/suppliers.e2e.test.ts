import { DEMO_USER_PASSWORD } from '@parcel/db';
import type { Locator, Page } from 'playwright-core';
import {
  e2eTest,
  listCard,
  signIn,
  useE2eSuite,
  waitForInputValue,
  waitForRowCount,
  waitForToast,
  signInAt,
  seriousAxeViolations,
} from './harness';
import { dialogButtonsUnderToasts } from './screen-geometry';

const suite = useE2eSuite();

const NEW_SUPPLIER = {
  companyNm: '이투이공급물류(주)',
  // Typed as digits, one key at a time; the fields hyphenate them as they arrive.
  bizNo: ['1234567891', '123-45-67891'],
  telNo: ['0537654321', '053-765-4321'],
  faxNo: ['0537654322', '053-765-4322'],
  accountNo: ['50410123456701', '504-101-23456701'],
  bankNm: '대구은행',
  renamedBank: '농협은행',
};

async function openSuppliersPage(page: Page) {
  await signInAt(page, '공급자 계좌 관리', '/settlement/billCompany');
}

/** Types into a field one key at a time, as a user does, and waits for the value it should show. */
async function typeKeys(field: Locator, [keys, shown]: string[]) {
  await field.fill('');
  await field.pressSequentially(keys ?? '');
  await waitForInputValue(field, shown ?? '');
}

/** A row's cell of one column (names repeat across columns: the depositor is often the company). */
const cell = (row: Locator | Page, field: string) => row.locator(`[role="gridcell"][data-field="${field}"]`);

/** Types a name into the search card's 상호 filter and presses Enter. */
async function searchByName(page: Page, name: string) {
  const filter = page.getByRole('search').getByRole('textbox', { name: '상호' });
  await filter.fill(name);
  await filter.press('Enter');
}

describe('supplier management', () => {
  e2eTest(suite, 'lists the demo suppliers with their numbers hyphenated', async (page) => {
    await openSuppliersPage(page);
    const list = listCard(page, '공급자 목록');
    const grid = list.getByRole('grid');
    // 4 demo suppliers (db/src/seed/demo-suppliers.ts) and the header row.
    expect(await waitForRowCount(grid, { exactly: 5 })).toBe(5);
    await cell(grid, 'companyNm').getByText('대구종합물류(주)', { exact: true }).waitFor();
    const bizNos = await cell(grid, 'bizNo').allInnerTexts();
    expect(bizNos).toHaveLength(4);
    for (const bizNo of bizNos) expect(bizNo).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    expect(await list.getByRole('button', { name: '선택 수정' }).isDisabled()).toBe(true);
    expect(await list.getByRole('button', { name: '신규 추가' }).isEnabled()).toBe(true);
  });

  e2eTest(suite, 'registers a supplier, edits it and deletes it with the confirmation', async (page) => {
    await openSuppliersPage(page);
    const list = listCard(page, '공급자 목록');
    const grid = list.getByRole('grid');
    await waitForRowCount(grid, { atLeast: 2 });

    // --- 신규 추가 ---
    await list.getByRole('button', { name: '신규 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '공급자 신규 등록' });
    await dialog.waitFor();
    const register = dialog.getByRole('button', { name: '등록', exact: true });
    await register.click();
    await waitForToast(page, '상호는 필수 입력 항목입니다.');

    const box = (name: string) => dialog.getByRole('textbox', { name });
    await box('상호').fill(NEW_SUPPLIER.companyNm);
    await typeKeys(box('사업자등록번호'), NEW_SUPPLIER.bizNo);
    await box('대표자명').fill('정이투');
    await box('업태').fill('운수업');
    await box('업종').fill('택배');
    await box('주소').fill('대구광역시 중구 국채보상로 100');
    await box('우편번호').fill('41911');
    await typeKeys(box('전화번호'), NEW_SUPPLIER.telNo);
    await typeKeys(box('팩스번호'), NEW_SUPPLIER.faxNo);
    await box('이메일').fill('e2e-supplier');
    await register.click();
    await waitForToast(page, '올바른 이메일 형식이 아닙니다.');
    await box('이메일').fill('E2E.Supplier@Example.com');
    await box('은행명').fill(NEW_SUPPLIER.bankNm);
    await box('예금주').fill(NEW_SUPPLIER.companyNm);
    await typeKeys(box('계좌번호'), NEW_SUPPLIER.accountNo);
    await register.click();
    await waitForToast(page, '공급자가 등록되었습니다.');
    await dialog.waitFor({ state: 'hidden' });

    await searchByName(page, NEW_SUPPLIER.companyNm);
    await waitForRowCount(grid, { exactly: 2 });
    const row = grid.getByRole('row').filter({
      has: cell(page, 'companyNm').getByText(NEW_SUPPLIER.companyNm, { exact: true }),
    });
    await cell(row, 'bizNo').getByText(NEW_SUPPLIER.bizNo[1]!, { exact: true }).waitFor();
    await cell(row, 'telNo').getByText(NEW_SUPPLIER.telNo[1]!, { exact: true }).waitFor();
    await cell(row, 'accountNo').getByText(NEW_SUPPLIER.accountNo[1]!, { exact: true }).waitFor();
    await cell(row, 'email').getByText('e2e.supplier@example.com', { exact: true }).waitFor();

    // --- 선택 수정 ---
    await cell(row, 'companyNm').click();
    await list.getByRole('button', { name: '선택 수정', disabled: false }).click();
    const editDialog = page.getByRole('dialog', { name: '공급자 정보 수정' });
    await editDialog.waitFor();
    await waitForInputValue(
      editDialog.getByRole('textbox', { name: '사업자등록번호' }),
      NEW_SUPPLIER.bizNo[1]!,
    );
    await waitForInputValue(
      editDialog.getByRole('textbox', { name: '계좌번호' }),
      NEW_SUPPLIER.accountNo[1]!,
    );
    const bank = editDialog.getByRole('textbox', { name: '은행명' });
    await waitForInputValue(bank, NEW_SUPPLIER.bankNm);
    await bank.fill(NEW_SUPPLIER.renamedBank);
    await editDialog.getByRole('button', { name: '수정', exact: true }).click();
    await waitForToast(page, '공급자 정보가 수정되었습니다.');
    await editDialog.waitFor({ state: 'hidden' });
    await cell(row, 'bankNm').getByText(NEW_SUPPLIER.renamedBank, { exact: true }).waitFor();

    // --- 선택 삭제: 취소 keeps it, 삭제 removes it ---
    const remove = list.getByRole('button', { name: '선택 삭제', disabled: false });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: '공급자 삭제' });
    await confirm
      .getByText(`${NEW_SUPPLIER.companyNm}(${NEW_SUPPLIER.bizNo[1]}) 공급자를 삭제하시겠습니까?`)
      .waitFor();
    await confirm.getByRole('button', { name: '취소' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await waitForRowCount(grid, { exactly: 2 })).toBe(2);

    await remove.click();
    await confirm.getByRole('button', { name: '삭제', exact: true }).click();
    await waitForToast(page, '공급자가 삭제되었습니다.');
    await confirm.waitFor({ state: 'hidden' });
    await waitForRowCount(grid, { exactly: 1 });
    await list.getByText('등록된 공급자가 없습니다.').waitFor();
  });

  e2eTest(
    suite,
    "keeps its toasts clear of the dialog's buttons on small and large screens",
    async (page) => {
      await openSuppliersPage(page);
      const list = listCard(page, '공급자 목록');
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 1600, height: 1000 },
      ]) {
        await page.setViewportSize(viewport);
        await list.getByRole('button', { name: '신규 추가' }).click();
        const dialog = page.getByRole('dialog', { name: '공급자 신규 등록' });
        const register = dialog.getByRole('button', { name: '등록', exact: true });
        await register.click();
        await waitForToast(page, '상호는 필수 입력 항목입니다.');
        expect(await dialogButtonsUnderToasts(dialog)).toEqual([]);
        // 등록 takes the next click at once (a toast over it once took every click for 15 s).
        await dialog.getByRole('textbox', { name: '상호' }).fill(NEW_SUPPLIER.companyNm);
        await register.click({ timeout: 2_000 });
        await waitForToast(page, '사업자등록번호는 필수 입력 항목입니다.');
        expect(await dialogButtonsUnderToasts(dialog)).toEqual([]);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: '취소' }).click({ timeout: 2_000 });
        await dialog.waitFor({ state: 'hidden' });
      }
    },
  );

  e2eTest(suite, 'refuses to delete a supplier companies still use, and says why', async (page) => {
    await openSuppliersPage(page);
    const list = listCard(page, '공급자 목록');
    const grid = list.getByRole('grid');
    const rows = await waitForRowCount(grid, { atLeast: 5 });
    // The demo shippers are billed through the demo suppliers: the first one in use.
    const inUse = grid
      .getByRole('row')
      .filter({ has: cell(page, 'companyCount').filter({ hasNotText: /^0곳$/ }) })
      .first();
    await cell(inUse, 'companyNm').click();
    await list.getByRole('button', { name: '선택 삭제', disabled: false }).click();
    const confirm = page.getByRole('alertdialog', { name: '공급자 삭제' });
    await confirm.getByText(/이 공급자를 사용하는 업체가 \d+곳 있어 지금은 삭제할 수 없습니다/).waitFor();
    await confirm.getByRole('button', { name: '삭제', exact: true }).click();
    await page
      .getByRole('region', { name: '알림 (F8)', includeHidden: true })
      .getByText(/^공급자 삭제에 실패했습니다\. 이 공급자를 사용하는 업체가 \d+곳 있습니다\./)
      .waitFor();
    expect(await waitForRowCount(grid, { exactly: rows })).toBe(rows);
  });

  e2eTest(suite, 'has no serious or critical accessibility violations (axe-core)', async (page) => {
    await openSuppliersPage(page);
    const list = listCard(page, '공급자 목록');
    const grid = list.getByRole('grid');
    await waitForRowCount(grid, { atLeast: 5 });
    expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

    // The form, with a refused value marked on its field.
    await list.getByRole('button', { name: '신규 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '공급자 신규 등록' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '등록', exact: true }).click();
    await waitForToast(page, '상호는 필수 입력 항목입니다.');
    expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
    await dialog.getByRole('button', { name: '취소' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The delete confirmation.
    await cell(grid.getByRole('row').nth(1), 'companyNm').click();
    await list.getByRole('button', { name: '선택 삭제', disabled: false }).click();
    const confirm = page.getByRole('alertdialog', { name: '공급자 삭제' });
    await confirm.waitFor();
    expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
    await confirm.getByRole('button', { name: '취소' }).click();
  });

  e2eTest(suite, 'lets member_view read the suppliers but not change them', async (page) => {
    await signIn(page, {
      userId: 'demo_view',
      password: DEMO_USER_PASSWORD,
      path: '/settlement/billCompany',
    });
    const list = listCard(page, '공급자 목록');
    const grid = list.getByRole('grid');
    await waitForRowCount(grid, { atLeast: 5 });
    await cell(grid.getByRole('row').nth(1), 'companyNm').click();
    await page.waitForURL(/selected=/);
    for (const label of ['신규 추가', '선택 수정', '선택 삭제'])
      expect(await list.getByRole('button', { name: label }).isDisabled()).toBe(true);
  });
});
