// What a person does in the shipment editor, for the browser tests that go through it.
import type { Locator, Page } from 'playwright-core';

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
