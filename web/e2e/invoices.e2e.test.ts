import {
  e2eTest,
  listCard,
  openFromMenu,
  seriousAxeViolations,
  signIn,
  useE2eSuite,
  waitForRowCount,
  waitForToast,
} from './harness';

const suite = useE2eSuite();

describe('invoice management', () => {
  e2eTest(
    suite,
    'generates an invoice for a supplier and month, then deletes it with the confirmation',
    async (page) => {
      await signIn(page);
      await openFromMenu(page, '청구서 관리', '/settlement/invoices');
      const list = listCard(page, '청구 내역');
      const grid = list.getByRole('grid');
      await list.getByText('등록된 청구서가 없습니다.').waitFor();
      expect(await seriousAxeViolations(page, { include: 'main' })).toEqual([]);

      // --- 청구서 생성: the supplier is required, then the run ---
      await list.getByRole('button', { name: '청구서 생성' }).click();
      const dialog = page.getByRole('dialog', { name: '청구서 생성' });
      await dialog.waitFor();
      const generate = dialog.getByRole('button', { name: '생성', exact: true });
      await generate.click();
      await waitForToast(page, '공급자는 필수 입력 항목입니다.');
      expect(await dialog.getByRole('radio', { name: '20일' }).isChecked()).toBe(true);
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
      await dialog.getByRole('combobox', { name: '공급자' }).click();
      await page.getByRole('listbox').getByRole('option').nth(1).click();
      await dialog.getByRole('radio', { name: '말일' }).check();
      await generate.click();
      await waitForToast(page, '청구서가 생성되었습니다.');
      await dialog.waitFor({ state: 'hidden' });
      await waitForRowCount(grid, { exactly: 2 });
      const row = grid.getByRole('row').nth(1);
      await row
        .locator('[role="gridcell"][data-field="billCd"]')
        .getByText('말일', { exact: true })
        .waitFor();

      // --- 선택 삭제: 삭제 removes it ---
      await row.locator('[role="gridcell"][data-field="billCompanyNm"]').click();
      await list.getByRole('button', { name: '선택 삭제', disabled: false }).click();
      const confirm = page.getByRole('alertdialog', { name: '청구서 삭제' });
      await confirm.getByText(/청구서를 삭제하시겠습니까/).waitFor();
      await confirm.getByRole('button', { name: '삭제', exact: true }).click();
      await waitForToast(page, '청구서가 삭제되었습니다.');
      await list.getByText('등록된 청구서가 없습니다.').waitFor();
    },
  );
});
