import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COMPANY_SAVE_WARNINGS, SETTLEMENT_GROUP_SELF_LABEL } from '@parcel/shared/forms/company-form';
import { isBusinessNumberChecksumValid } from '@parcel/shared/validation/business-number';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import {
  e2eTest,
  listCard,
  seriousAxeViolations,
  toasts,
  useE2eSuite,
  waitForInputValue,
  waitForRowCount,
  waitForToast,
  signInAt,
  isFocused,
  tabUntil,
} from './harness';
import { dialogButtonsUnderToasts } from './screen-geometry';

const suite = useE2eSuite();

const LIST_TITLE = '업체 목록';
const TOAST = {
  bizNoFree: '사용 가능한 사업자등록번호입니다.',
  bizNoTaken: '이미 사용 중인 사업자등록번호입니다.',
  created: '업체가 등록되었습니다.',
  updated: '업체 정보가 수정되었습니다.',
};

async function sql<Row>(query: string, params: unknown[] = []): Promise<Row[]> {
  return suite.server.db.orm.em.fork().execute<Row[]>(query, params);
}

/** A business number no company has, with a valid check digit, hyphenated (123-45-67890). */
async function freeBizNo(): Promise<string> {
  for (;;) {
    const prefix = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
    const check = [...'0123456789'].find((digit) => isBusinessNumberChecksumValid(prefix + digit));
    if (check === undefined) continue;
    const digits = prefix + check;
    if ((await sql('select 1 from company where biz_no = ?', [digits])).length > 0) continue;
    return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  }
}

/** A company in use from the demo data: the settlement group a new shipper joins. */
async function demoGroupCompany(): Promise<{ companyId: number; companyNm: string }> {
  const [row] = await sql<{ companyId: number; companyNm: string }>(
    `select company_id as "companyId", company_nm as "companyNm" from company
      where use_yn = 'Y' and shipper_yn = 'Y' order by company_id limit 1`,
  );
  if (!row) throw new Error('the demo data has no shipper');
  return row;
}

/**
 * Demo companies of a name no other company has: a shipper in use that no company names as its
 * settlement group, and a company in use that is no shipper and its own group's top.
 */
async function uniqueDemoCompany(kind: 'lone shipper' | 'top no shipper') {
  const [row] = await sql<{ companyId: number; companyNm: string; excclcCompanyId: number | null }>(
    `select c.company_id as "companyId", c.company_nm as "companyNm", c.excclc_company_id as "excclcCompanyId"
       from company c
      where c.use_yn = 'Y' and (select count(*) from company o where o.company_nm = c.company_nm) = 1
        and ${
          kind === 'lone shipper'
            ? `c.shipper_yn = 'Y' and not exists (select 1 from company m
                 where m.excclc_company_id = c.company_id and m.company_id <> c.company_id)`
            : `c.shipper_yn = 'N' and (c.excclc_company_id is null or c.excclc_company_id = c.company_id)`
        }
      order by c.company_id limit 1`,
  );
  if (!row) throw new Error(`the demo data has no ${kind}`);
  return row;
}

async function companyIdOf(companyNm: string): Promise<number> {
  const [row] = await sql<{ id: number }>('select company_id as id from company where company_nm = ?', [
    companyNm,
  ]);
  if (!row) throw new Error(`no company ${companyNm}`);
  return row.id;
}

async function openCompaniesPage(page: Page): Promise<Locator> {
  await signInAt(page, '업체 관리', '/settings/companies');
  const grid = listCard(page, LIST_TITLE).getByRole('grid');
  await waitForRowCount(grid, { atLeast: 2 });
  return grid;
}

/** The grid row holding this company name. */
function companyRow(grid: Locator, companyNm: string): Locator {
  return grid
    .getByRole('row')
    .filter({ has: grid.page().getByRole('gridcell', { name: companyNm, exact: true }) });
}

/** Types a company name into the search card's 업체명 filter and presses Enter. */
async function searchByName(page: Page, companyNm: string) {
  const filter = page.getByRole('search').getByRole('textbox', { name: '업체명' });
  await filter.fill(companyNm);
  await filter.press('Enter');
  await page.waitForURL(/companyNm=/);
}

/** Clicks 신규 추가 and waits for the registration dialog. */
async function openCreateDialog(page: Page): Promise<Locator> {
  await listCard(page, LIST_TITLE).getByRole('button', { name: '신규 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '업체 신규 등록' });
  await dialog.waitFor();
  return dialog;
}

/** Opens a select with the mouse and clicks one of its options. */
async function chooseOption(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** The first option of a select that is not its empty choice (선택, 선택 안 함). */
async function firstRealOption(page: Page, combobox: Locator): Promise<string> {
  await combobox.click();
  const options = page.getByRole('listbox').getByRole('option');
  await options.nth(1).waitFor();
  const label = (await options.nth(1).textContent()) ?? '';
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  return label;
}

interface NewCompany {
  companyNm: string;
  bizNo: string;
  representativeNm: string;
  bizType: string;
  bizItem: string;
  telNo: string;
  faxNo: string;
  email: string;
  address: string;
}

const newCompany = async (companyNm: string): Promise<NewCompany> => ({
  companyNm,
  bizNo: await freeBizNo(),
  representativeNm: '이투이',
  bizType: '도소매',
  bizItem: '잡화',
  telNo: '053-123-4567',
  faxNo: '053-123-4568',
  email: 'e2e.company@example.com',
  address: '대구 북구 칠성로 1',
});

// ---- the keyboard alone ----

/** Presses a key once and checks that the focus is then on the target. */
async function pressTo(page: Page, key: 'Tab' | 'Shift+Tab', target: Locator) {
  await page.keyboard.press(key);
  if (!(await isFocused(target))) {
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
    throw new Error(`${key} did not reach ${target.toString()}; the focus is on ${focused}`);
  }
}

/** With a select focused: opens it with ↓, moves with ↓ to the option and takes it with Enter. */
async function chooseWithKeys(page: Page, combobox: Locator, option: string) {
  if (!(await isFocused(combobox))) throw new Error(`${combobox.toString()} does not have the focus`);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  for (let presses = 0; presses < 60; presses += 1) {
    const current = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (current === option) {
      await page.keyboard.press('Enter');
      await listbox.waitFor({ state: 'hidden' });
      if (!(await isFocused(combobox))) throw new Error('the focus did not return to the select');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`option ${option} not reached with the arrow keys`);
}

describe('company management', () => {
  e2eTest(
    suite,
    'registers a shipper (business number checked, settlement group picked), selects it, then edits it',
    async (page) => {
      const grid = await openCompaniesPage(page);
      const list = listCard(page, LIST_TITLE);
      const company = await newCompany('이투이화주상사');
      const group = await demoGroupCompany();
      const [taken] = await sql<{ bizNo: string }>('select biz_no as "bizNo" from company limit 1');

      const dialog = await openCreateDialog(page);
      const register = dialog.getByRole('button', { name: '등록', exact: true });
      expect(await register.isDisabled()).toBe(true);

      // The business number: one in use is refused, a free one unlocks 등록.
      const bizNo = dialog.getByRole('textbox', { name: '사업자등록번호' });
      const checkBizNo = dialog.getByRole('button', { name: '중복 확인' });
      await bizNo.fill(taken?.bizNo ?? '');
      await checkBizNo.click();
      await waitForToast(page, TOAST.bizNoTaken);
      expect(await register.isDisabled()).toBe(true);
      await bizNo.fill(company.bizNo.replace(/-/g, ''));
      await waitForInputValue(bizNo, company.bizNo);
      await checkBizNo.click();
      await waitForToast(page, TOAST.bizNoFree);
      await dialog.getByRole('button', { name: '등록', exact: true, disabled: false }).waitFor();

      await dialog.getByRole('textbox', { name: '상호' }).fill(company.companyNm);
      await dialog.getByRole('textbox', { name: '대표자' }).fill(company.representativeNm);
      await dialog.getByRole('textbox', { name: '업태' }).fill(company.bizType);
      await dialog.getByRole('textbox', { name: '업종' }).fill(company.bizItem);
      await dialog.getByRole('textbox', { name: '전화번호' }).fill(company.telNo);
      await dialog.getByRole('textbox', { name: '팩스번호' }).fill(company.faxNo);
      await dialog.getByRole('textbox', { name: '이메일' }).fill(company.email);
      await chooseOption(page, dialog.getByRole('combobox', { name: '지역', exact: true }), '대구');
      await chooseOption(page, dialog.getByRole('combobox', { name: '상세 지역' }), '북구');
      await dialog.getByRole('textbox', { name: '소재지' }).fill(company.address);

      // A shipper: its section appears, and its fields are required.
      await dialog.getByRole('checkbox', { name: '화주 업체' }).check();
      const shipperSection = dialog.getByRole('region', { name: '화주 관련 정보' });
      await shipperSection.waitFor();
      await register.click();
      await waitForToast(page, '화주 구분은 필수 입력 항목입니다.');
      await chooseOption(page, shipperSection.getByRole('combobox', { name: '화주 구분' }), '택배');
      await shipperSection.getByRole('radio', { name: '말일' }).check();

      const supplier = dialog.getByRole('combobox', { name: '공급자(계좌)' });
      const supplierName = await firstRealOption(page, supplier);
      await chooseOption(page, supplier, supplierName);
      const course = dialog.getByRole('combobox', { name: '배송 코스' });
      const courseName = await firstRealOption(page, course);
      await chooseOption(page, course, courseName);

      // The settlement group company, from its search dialog.
      await dialog.getByRole('button', { name: '찾기' }).click();
      const groupDialog = page.getByRole('dialog', { name: '정산 그룹 업체 검색' });
      await groupDialog.waitFor();
      await groupDialog.getByRole('textbox', { name: '업체명' }).fill(group.companyNm);
      await groupDialog.getByRole('button', { name: '검색' }).click();
      await groupDialog.getByRole('gridcell', { name: group.companyNm, exact: true }).first().click();
      await groupDialog.getByRole('button', { name: '선택' }).click();
      await groupDialog.waitFor({ state: 'hidden' });
      await waitForInputValue(dialog.getByRole('textbox', { name: '정산 그룹 업체' }), group.companyNm);
      await dialog.getByRole('textbox', { name: '수량 단가' }).fill('3500');

      await register.click();
      await waitForToast(page, TOAST.created);
      await dialog.waitFor({ state: 'hidden' });

      // The new company is the newest: first page, selected, its id in the URL.
      const companyId = await companyIdOf(company.companyNm);
      await page.waitForURL(new RegExp(`[?&]selected=${companyId}(&|$)`));
      const created = companyRow(grid, company.companyNm);
      await created.and(page.locator('[aria-selected="true"]')).waitFor();
      await created.getByRole('gridcell', { name: company.bizNo, exact: true }).waitFor();
      await created.getByRole('gridcell', { name: '대구 북구', exact: true }).waitFor();
      await created
        .getByRole('gridcell', { name: supplierName.split(' ')[0] ?? '' })
        .first()
        .waitFor();
      const [stored] = await sql<Record<string, unknown>>(
        `select shipper_yn, shipper_cd, bill_stdr_cd, untpc, tel_no, biz_no, excclc_company_id,
                bill_company_id, delivery_route_id, region_cd, region_dtl_cd
           from company where company_id = ?`,
        [companyId],
      );
      expect(stored).toMatchObject({
        shipper_yn: 'Y',
        shipper_cd: 'PCL',
        bill_stdr_cd: '30',
        untpc: 3500,
        tel_no: '0531234567',
        biz_no: company.bizNo.replace(/-/g, ''),
        excclc_company_id: group.companyId,
        region_cd: 'DAEGU',
        region_dtl_cd: 'BUKGU',
      });
      expect(stored?.bill_company_id).not.toBeNull();
      expect(stored?.delivery_route_id).not.toBeNull();

      // --- 선택 수정: the business number is read-only, the row stays selected ---
      await list.getByRole('button', { name: '선택 수정', disabled: false }).click();
      const editDialog = page.getByRole('dialog', { name: '업체 정보 수정' });
      await editDialog.waitFor();
      const editBizNo = editDialog.getByRole('textbox', { name: '사업자등록번호' });
      await waitForInputValue(editBizNo, company.bizNo);
      expect(await editBizNo.getAttribute('readonly')).not.toBeNull();
      expect(await editDialog.getByRole('button', { name: '중복 확인' }).count()).toBe(0);
      await waitForInputValue(editDialog.getByRole('textbox', { name: '정산 그룹 업체' }), group.companyNm);
      const representative = editDialog.getByRole('textbox', { name: '대표자' });
      await waitForInputValue(representative, company.representativeNm);
      await representative.fill('최수정');
      await editDialog.getByRole('button', { name: '수정', exact: true }).click();
      await waitForToast(page, TOAST.updated);
      await editDialog.waitFor({ state: 'hidden' });

      const edited = companyRow(grid, company.companyNm).and(page.locator('[aria-selected="true"]'));
      await edited.getByRole('gridcell', { name: '최수정', exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('selected')).toBe(String(companyId));
      await list.getByRole('button', { name: '선택 수정', disabled: false }).waitFor();
    },
    // With the dialogs' and toasts' transitions and the buttons' ripples, as most users see them.
    { motion: 'no-preference' },
  );

  e2eTest(
    suite,
    'asks for a confirmation naming the top before saving a shipper whose group top is no shipper (keyboard); 취소 saves nothing',
    async (page) => {
      const grid = await openCompaniesPage(page);
      const list = listCard(page, LIST_TITLE);
      const shipper = await uniqueDemoCompany('lone shipper');
      const top = await uniqueDemoCompany('top no shipper');
      const storedGroup = async () =>
        (
          await sql<{ excclcCompanyId: number | null }>(
            'select excclc_company_id as "excclcCompanyId" from company where company_id = ?',
            [shipper.companyId],
          )
        )[0]?.excclcCompanyId;
      const openEdit = async () => {
        await list.getByRole('button', { name: '선택 수정', disabled: false }).click();
        const dialog = page.getByRole('dialog', { name: '업체 정보 수정' });
        await waitForInputValue(dialog.getByRole('textbox', { name: '상호' }), shipper.companyNm);
        return dialog;
      };
      /** 찾기, then the company found by name or the company itself. */
      const pickGroup = async (dialog: Locator, group: string | 'self') => {
        await dialog.getByRole('button', { name: '찾기' }).click();
        const search = page.getByRole('dialog', { name: '정산 그룹 업체 검색' });
        await search.waitFor();
        if (group === 'self') {
          await search.getByRole('button', { name: SETTLEMENT_GROUP_SELF_LABEL }).click();
        } else {
          await search.getByRole('textbox', { name: '업체명' }).fill(group);
          await search.getByRole('button', { name: '검색' }).click();
          await search.getByRole('gridcell', { name: group, exact: true }).click();
          await search.getByRole('button', { name: '선택' }).click();
        }
        await search.waitFor({ state: 'hidden' });
      };

      await searchByName(page, shipper.companyNm);
      await companyRow(grid, shipper.companyNm).getByRole('gridcell').first().click();
      const dialog = await openEdit();
      await pickGroup(dialog, top.companyNm);
      await waitForInputValue(dialog.getByRole('textbox', { name: '정산 그룹 업체' }), top.companyNm);
      const save = dialog.getByRole('button', { name: '수정', exact: true });
      await save.click();

      // The confirmation names the top; nothing is saved yet.
      const confirmation = page.getByRole('alertdialog', { name: '정산 그룹 확인' });
      await confirmation.getByText(COMPANY_SAVE_WARNINGS.TOP_NOT_SHIPPER(top.companyNm)).waitFor();
      await confirmation.getByText(`"${top.companyNm}"`, { exact: false }).waitFor();
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);
      expect(await storedGroup()).toBe(shipper.excclcCompanyId);

      // The focus starts on 취소: Enter cancels, and nothing is saved.
      if (!(await isFocused(confirmation.getByRole('button', { name: '취소' }))))
        throw new Error('the confirmation does not start on 취소');
      await page.keyboard.press('Enter');
      await confirmation.waitFor({ state: 'hidden' });
      expect(await storedGroup()).toBe(shipper.excclcCompanyId);

      // Again: Tab to 수정, Enter saves.
      await save.click();
      await confirmation.waitFor();
      await pressTo(page, 'Tab', confirmation.getByRole('button', { name: '수정' }));
      await page.keyboard.press('Enter');
      await waitForToast(page, TOAST.updated);
      await dialog.waitFor({ state: 'hidden' });
      expect(await storedGroup()).toBe(top.companyId);

      // The company itself as its group: saved without a confirmation.
      const again = await openEdit();
      await pickGroup(again, 'self');
      await waitForInputValue(
        again.getByRole('textbox', { name: '정산 그룹 업체' }),
        SETTLEMENT_GROUP_SELF_LABEL,
      );
      await again.getByRole('button', { name: '수정', exact: true }).click();
      await waitForToast(page, TOAST.updated);
      await again.waitFor({ state: 'hidden' });
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      expect(await storedGroup()).toBe(shipper.companyId);
    },
  );

  e2eTest(suite, 'exports the filtered list as an .xlsx with Korean headers', async (page) => {
    const grid = await openCompaniesPage(page);
    const list = listCard(page, LIST_TITLE);
    const folder = await mkdtemp(path.join(os.tmpdir(), 'companies-export-'));
    const download = async () => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        list.getByRole('button', { name: '엑셀 다운로드' }).click(),
      ]);
      expect(file.suggestedFilename()).toBe('업체목록.xlsx');
      const target = path.join(folder, `${Date.now()}.xlsx`);
      await file.saveAs(target);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(target);
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error('the workbook has no sheet');
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    try {
      // Every company, newest first.
      const [{ count } = { count: 0 }] = await sql<{ count: number }>(
        'select count(*)::int as count from company',
      );
      const all = await download();
      const [headers, ...rows] = all;
      expect(headers?.slice(0, 9)).toEqual([
        '업체 번호',
        '상호',
        '사업자등록번호',
        '대표자',
        '전화번호',
        '팩스번호',
        '지역',
        '상세 지역',
        '소재지',
      ]);
      expect(headers).toEqual(
        expect.arrayContaining(['화주 구분', '공급자(계좌)', '정산 그룹 업체', '등록일']),
      );
      expect(rows).toHaveLength(count);
      const ids = rows.map((row) => Number(row[0]));
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      // The grid's filters apply: one company by its exact name.
      const [target] = await sql<{ companyId: number; companyNm: string; bizNo: string; telNo: string }>(
        `select company_id as "companyId", company_nm as "companyNm", biz_no as "bizNo", tel_no as "telNo"
           from company c where not exists
             (select 1 from company o where o.company_id <> c.company_id and o.company_nm like '%' || c.company_nm || '%')
          order by company_id limit 1`,
      );
      if (!target) throw new Error('no company with a unique name');
      await searchByName(page, target.companyNm);
      await waitForRowCount(grid, { exactly: 2 });
      const [filteredHeaders, ...filtered] = await download();
      expect(filteredHeaders).toEqual(headers);
      expect(filtered).toHaveLength(1);
      const [only] = filtered;
      expect(only?.slice(0, 3)).toEqual([
        target.companyId,
        target.companyNm,
        `${target.bizNo.slice(0, 3)}-${target.bizNo.slice(3, 5)}-${target.bizNo.slice(5)}`,
      ]);
      expect(String(only?.[4])).toMatch(/^\d{2,4}-\d{3,4}-\d{4}$/);
      expect(await toasts(page).filter({ hasText: '오류' }).count()).toBe(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  e2eTest(suite, 'shows the company grid 600 px tall, as the spec says', async (page) => {
    const grid = await openCompaniesPage(page);
    // The grid: its column headers and rows (the pager lies below it).
    expect((await grid.boundingBox())?.height).toBe(600);
  });

  // Three tests, not one: a scan of the whole page takes seconds, and each test has 60.
  e2eTest(suite, 'the list and the open form (shipper section shown) pass axe-core', async (page) => {
    await openCompaniesPage(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const dialog = await openCreateDialog(page);
    await dialog.getByRole('checkbox', { name: '화주 업체' }).check();
    await dialog.getByRole('region', { name: '화주 관련 정보' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  e2eTest(
    suite,
    'the form with a success toast, then an error toast and a field in error, passes axe-core',
    async (page) => {
      await openCompaniesPage(page);
      const dialog = await openCreateDialog(page);
      await dialog.getByRole('textbox', { name: '사업자등록번호' }).fill(await freeBizNo());
      await dialog.getByRole('button', { name: '중복 확인' }).click();
      await waitForToast(page, TOAST.bizNoFree);
      // The toast lies clear of 중복 확인 at the form's top as of 등록 at its foot.
      expect(await dialogButtonsUnderToasts(dialog)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: '등록', exact: true }).click();
      await waitForToast(page, '상호는 필수 입력 항목입니다.');
      expect(await dialogButtonsUnderToasts(dialog)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  e2eTest(suite, 'the settlement group search with its results passes axe-core', async (page) => {
    await openCompaniesPage(page);
    const dialog = await openCreateDialog(page);
    await dialog.getByRole('button', { name: '찾기' }).click();
    const groupDialog = page.getByRole('dialog', { name: '정산 그룹 업체 검색' });
    await groupDialog.waitFor();
    await groupDialog.getByRole('textbox', { name: '업체명' }).fill((await demoGroupCompany()).companyNm);
    await groupDialog.getByRole('button', { name: '검색' }).click();
    await waitForRowCount(groupDialog.getByRole('grid'), { atLeast: 2 });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  e2eTest(suite, 'registers a shipper with the keyboard alone', async (page) => {
    const grid = await openCompaniesPage(page);
    const list = listCard(page, LIST_TITLE);
    const company = await newCompany('키보드화주상사');
    const group = await demoGroupCompany();
    const keys = page.keyboard;

    await tabUntil(page, list.getByRole('button', { name: '신규 추가' }));
    await keys.press('Enter');
    const dialog = page.getByRole('dialog', { name: '업체 신규 등록' });
    await dialog.waitFor();
    const textbox = (name: string) => dialog.getByRole('textbox', { name, exact: true });
    const combobox = (name: string) => dialog.getByRole('combobox', { name, exact: true });

    // 상호 has the focus.
    await textbox('상호').waitFor();
    if (!(await isFocused(textbox('상호')))) throw new Error('상호 does not have the focus');
    await keys.type(company.companyNm);

    // A mistyped number is refused before the server is asked; Shift+Tab goes back to fix it.
    await pressTo(page, 'Tab', textbox('사업자등록번호'));
    await keys.type('12345');
    const checkBizNo = dialog.getByRole('button', { name: '중복 확인' });
    await pressTo(page, 'Tab', checkBizNo);
    await keys.press('Enter');
    await waitForToast(page, '올바른 사업자등록번호 형식이 아닙니다. (예: 123-45-67890)');
    await pressTo(page, 'Shift+Tab', textbox('사업자등록번호'));
    await keys.press('ControlOrMeta+A');
    await keys.type(company.bizNo.replace(/-/g, ''));
    await waitForInputValue(textbox('사업자등록번호'), company.bizNo);
    await pressTo(page, 'Tab', checkBizNo);
    await keys.press('Space');
    await waitForToast(page, TOAST.bizNoFree);
    await dialog.getByRole('button', { name: '등록', exact: true, disabled: false }).waitFor();

    for (const [name, value] of [
      ['대표자', company.representativeNm],
      ['업태', company.bizType],
      ['업종', company.bizItem],
      ['전화번호', company.telNo.replace(/-/g, '')],
      ['팩스번호', company.faxNo.replace(/-/g, '')],
      ['이메일', company.email],
    ] as const) {
      await pressTo(page, 'Tab', textbox(name));
      await keys.type(value);
    }
    await waitForInputValue(textbox('전화번호'), company.telNo);
    await pressTo(page, 'Tab', combobox('지역'));
    await chooseWithKeys(page, combobox('지역'), '대구');
    await pressTo(page, 'Tab', combobox('상세 지역'));
    await chooseWithKeys(page, combobox('상세 지역'), '수성구');
    await pressTo(page, 'Tab', textbox('소재지'));
    await keys.type(company.address);
    await pressTo(page, 'Tab', textbox('담당자'));
    await pressTo(page, 'Tab', textbox('담당자 연락처'));
    // 사용 상태: the checked radio takes the focus; 정상 stays.
    await pressTo(page, 'Tab', dialog.getByRole('radio', { name: '정상' }));

    const shipper = dialog.getByRole('checkbox', { name: '화주 업체' });
    await pressTo(page, 'Tab', shipper);
    await keys.press('Space');
    const section = dialog.getByRole('region', { name: '화주 관련 정보' });
    await section.waitFor();
    await pressTo(page, 'Tab', textbox('비고'));
    await keys.type('키보드로 등록');
    await pressTo(page, 'Tab', combobox('화주 구분'));
    await chooseWithKeys(page, combobox('화주 구분'), '통신');
    // Radios: the arrow keys move the choice within a group.
    await pressTo(page, 'Tab', section.getByRole('radio', { name: '20일' }));
    await keys.press('ArrowRight');
    await pressTo(page, 'Tab', section.getByRole('radio', { name: '출력', exact: true }));
    await pressTo(page, 'Tab', section.getByRole('radio', { name: '발행', exact: true }));
    await keys.press('ArrowRight');
    await pressTo(page, 'Tab', section.getByRole('radio', { name: '외상' }));
    await keys.press('ArrowRight');
    expect(await section.getByRole('radio', { name: '말일' }).isChecked()).toBe(true);
    expect(await section.getByRole('radio', { name: '미발행' }).isChecked()).toBe(true);
    expect(await section.getByRole('radio', { name: '정기' }).isChecked()).toBe(true);

    await pressTo(page, 'Tab', combobox('공급자(계좌)'));
    await keys.press('ArrowDown');
    const supplierOptions = page.getByRole('listbox').getByRole('option');
    await supplierOptions.nth(1).waitFor();
    const supplierName = (await supplierOptions.nth(1).textContent()) ?? '';
    await keys.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await chooseWithKeys(page, combobox('공급자(계좌)'), supplierName);

    // The settlement group: 찾기 opens the search, Enter searches, arrows pick, Enter takes it.
    await pressTo(page, 'Tab', textbox('정산 그룹 업체'));
    const find = dialog.getByRole('button', { name: '찾기' });
    await pressTo(page, 'Tab', find);
    await keys.press('Enter');
    const groupDialog = page.getByRole('dialog', { name: '정산 그룹 업체 검색' });
    await groupDialog.waitFor();
    const groupName = groupDialog.getByRole('textbox', { name: '업체명' });
    await groupName.waitFor();
    if (!(await isFocused(groupName))) throw new Error('업체명 does not have the focus');
    await keys.type(group.companyNm);
    await keys.press('Enter');
    const groupGrid = groupDialog.getByRole('grid');
    await groupGrid.getByRole('gridcell', { name: group.companyNm, exact: true }).first().waitFor();
    await pressTo(page, 'Tab', groupDialog.getByRole('button', { name: '검색' }));
    await keys.press('Tab');
    // In the grid: ↓ until a cell of the group company's row has the focus, then Enter.
    for (let presses = 0; ; presses += 1) {
      const row = await page.evaluate(
        () => document.activeElement?.closest('[role="row"]')?.textContent ?? '',
      );
      if (row.includes(group.companyNm) && !row.includes('업체 코드')) break;
      if (presses > 60) throw new Error(`the row of ${group.companyNm} was not reached with ↓`);
      await keys.press('ArrowDown');
    }
    await keys.press('Enter');
    await groupDialog.waitFor({ state: 'hidden' });
    await waitForInputValue(textbox('정산 그룹 업체'), group.companyNm);
    // The focus is back on 찾기.
    if (!(await isFocused(find))) throw new Error('the focus did not return to 찾기');

    await pressTo(page, 'Tab', dialog.getByRole('button', { name: '지우기' }));
    for (const [name, value] of [
      ['통신비', '50000'],
      ['수량 단가', '3300'],
      ['중량 단가', '700'],
    ] as const) {
      await pressTo(page, 'Tab', textbox(name));
      await keys.press('ControlOrMeta+A');
      await keys.type(value);
    }
    await waitForInputValue(textbox('통신비'), '50,000');
    await pressTo(page, 'Tab', combobox('배송 코스'));
    await keys.press('ArrowDown');
    const courseOptions = page.getByRole('listbox').getByRole('option');
    await courseOptions.nth(1).waitFor();
    const courseName = (await courseOptions.nth(1).textContent()) ?? '';
    await keys.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await chooseWithKeys(page, combobox('배송 코스'), courseName);
    await pressTo(page, 'Tab', combobox('배송 시간'));
    await chooseWithKeys(page, combobox('배송 시간'), '오전');

    await pressTo(page, 'Tab', dialog.getByRole('button', { name: '취소' }));
    await pressTo(page, 'Tab', dialog.getByRole('button', { name: '등록', exact: true }));
    await keys.press('Enter');
    await waitForToast(page, TOAST.created);
    await dialog.waitFor({ state: 'hidden' });

    const companyId = await companyIdOf(company.companyNm);
    await page.waitForURL(new RegExp(`[?&]selected=${companyId}(&|$)`));
    await companyRow(grid, company.companyNm).and(page.locator('[aria-selected="true"]')).waitFor();
    const [stored] = await sql<Record<string, unknown>>(
      `select shipper_cd, bill_stdr_cd, vat_yn, bill_char_cd, communication_fee, untpc, weight_untpc,
              region_dtl_cd, delivery_route_cd, excclc_company_id, rmk
         from company where company_id = ?`,
      [companyId],
    );
    expect(stored).toEqual({
      shipper_cd: 'COM',
      bill_stdr_cd: '30',
      vat_yn: 'N',
      bill_char_cd: 'REGULAR',
      communication_fee: 50000,
      untpc: 3300,
      weight_untpc: 700,
      region_dtl_cd: 'SUSEONGGU',
      delivery_route_cd: 'AM',
      excclc_company_id: group.companyId,
      rmk: '키보드로 등록',
    });
  });
});
