// What a person does in the shipment editor, for the browser tests that go through it.
import type { Locator, Page } from 'playwright-core';
import { waitForInputValue } from './harness';

/** Picks a company in an autocomplete by typing part of its name. */
export async function pickCompany(scope: Locator, label: string, name: string) {
  const input = scope.getByRole('combobox', { name: label });
  await input.fill(name.slice(0, 5));
  await scope
    .page()
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

/**
 * Types into a company autocomplete from the keyboard (part of a name, or a phone's last digits) and
 * waits for the company named `name` among the options; answers that option.
 */
export async function typeCompanySearch(combobox: Locator, typed: string, name: string): Promise<Locator> {
  await combobox.focus();
  await combobox.page().keyboard.type(typed);
  const option = combobox
    .page()
    .getByRole('option', { name: new RegExp(name) })
    .first();
  await option.waitFor();
  return option;
}

/**
 * Moves the open list's highlight to the company named `name` with the arrow keys: pressing again
 * until it is there (the list may still be replaced by the answer to the last keystroke, which takes
 * the highlight with it, on a busy machine; and companies before it take a press each).
 */
export async function highlightOptionByKeyboard(page: Page, name: string) {
  const highlighted = page.locator('[role="option"].Mui-focused', { hasText: name }).first();
  for (let press = 0; press < 10; press += 1) {
    await page.keyboard.press('ArrowDown');
    const reached = await highlighted.waitFor({ timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    if (reached) return;
  }
  throw new Error(`no option named ${name} was highlighted`);
}

/** Picks the open list's company named `name`: the arrow keys, then Enter once it is highlighted. */
export async function pickOptionByKeyboard(page: Page, name: string) {
  await highlightOptionByKeyboard(page, name);
  await page.keyboard.press('Enter');
}

/** Types part of a company's name (or `typed`) into an autocomplete and picks it from the keyboard. */
export async function chooseCompanyByKeyboard(combobox: Locator, name: string, typed = name.slice(0, 5)) {
  await typeCompanySearch(combobox, typed, name);
  // Enter can land between the highlight and a re-rendered list on a busy machine; then the list is
  // still open and the company not chosen, so the pick is tried again until the field shows it.
  for (let attempt = 1; ; attempt += 1) {
    await pickOptionByKeyboard(combobox.page(), name);
    try {
      await waitForInputValue(combobox, name, 2_000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Double-clicks a grid cell until its editor shows `opened`. A notice appearing above the grid (the
 * payer's 청구 대상 업체가 없습니다 warning comes after a lookup) can move the cell between
 * Playwright's aim and its click, and the double-click then lands below the grid.
 */
async function openCellEditor(cell: Locator, opened: Locator): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await cell.dblclick();
    try {
      await opened.waitFor({ timeout: 2000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Edits one cell of a grid row: double-click opens the editor, Enter commits. */
async function editCell(row: Locator, field: string, value: string) {
  const cell = row.locator(`[data-field="${field}"]`);
  const input = cell.locator('input').first();
  await openCellEditor(cell, input);
  await input.fill(value);
  await input.press('Enter');
}

/** Chooses an option of a select cell. */
async function chooseCell(page: Page, row: Locator, field: string, option: string) {
  const choice = page.getByRole('option', { name: option, exact: true });
  await openCellEditor(row.locator(`[data-field="${field}"]`), choice);
  await choice.click();
  await page.keyboard.press('Enter');
}

/** Adds a goods line to the receiver on the right and fills it in. */
export async function addLine(page: Page, waybillNo: string, qty: string) {
  const panel = page.getByRole('region', { name: /받는 곳 \d+ 편집 중/ });
  await panel.getByRole('button', { name: '물품 추가' }).click();
  const grid = panel.getByRole('grid', { name: '물품 목록' });
  const row = grid.locator('[role="row"][data-rowindex]').last();
  await chooseCell(page, row, 'kindCd', '박스');
  await editCell(row, 'waybillNo', waybillNo);
  await editCell(row, 'senderQty', qty);
  await editCell(row, 'receiverQty', qty);
}
