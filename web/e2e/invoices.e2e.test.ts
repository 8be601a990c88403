import { seoulToday } from '@parcel/shared/dates/seoul-date';
import {
  billingPeriod,
  invoiceRows,
  invoiceTotals,
  type InvoiceCompany,
  type InvoiceLine,
} from '@parcel/shared/settlement/billing';
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

const [YEAR, MONTH] = seoulToday().split('-').map(Number) as [number, number];

/**
 * What this month's day-30 invoice of a supplier bills, computed from the demo data read here with
 * the shared billing rules (payer by charge, WEIGHT lines both sides, settlement group tops): its
 * number of company rows and its total.
 */
async function expectedInvoice(supplierNm: string): Promise<{ companyCount: number; totAmount: number }> {
  const em = suite.server.db.orm.em.fork();
  const [supplier] = await em.execute<{ billCompanyId: number }[]>(
    'select bill_company_id as "billCompanyId" from bill_company where company_nm = ?',
    [supplierNm],
  );
  const period = billingPeriod(YEAR, MONTH, '30');
  const companies = await em.execute<InvoiceCompany[]>(
    `select company_id as "companyId", bill_company_id as "billCompanyId",
            excclc_company_id as "excclcCompanyId", shipper_yn as "shipperYn", use_yn as "useYn",
            vat_yn as "vatYn", bill_stdr_cd as "billStdrCd", shipper_cd as "shipperCd",
            communication_fee as "communicationFee"
       from company`,
  );
  const lines = await em.execute<InvoiceLine[]>(
    `select ts.charge_cd as "chargeCd", s.trnsprt_cd as "trnsprtCd", s.sender_qty::float8 as "senderQty",
            s.sender_amount::float8 as "senderAmount", s.receiver_amount::float8 as "receiverAmount",
            ts.sender_company_id as "senderCompanyId", tr.receiver_company_id as "receiverCompanyId"
       from transport_sender ts
       join transport_receiver tr on tr.sender_transport_id = ts.sender_transport_id
       join shipment s on s.receiver_transport_id = tr.receiver_transport_id
      where ts.del_yn = 'N' and ts.requst_dt between ?::date and ?::date`,
    [period.start, period.end],
  );
  const rows = invoiceRows(companies, lines, { billCompanyId: supplier?.billCompanyId ?? 0, billCd: '30' });
  return { companyCount: rows.size, totAmount: invoiceTotals([...rows.values()]).totAmount };
}

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
      const supplierOption = page.getByRole('listbox').getByRole('option').nth(1);
      const supplierNm = (await supplierOption.textContent()) ?? '';
      await supplierOption.click();
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
      // Its companies and total are the demo data's by the billing rules.
      const expected = await expectedInvoice(supplierNm);
      await row
        .locator('[data-field="companyCount"]')
        .getByText(expected.companyCount.toLocaleString('ko-KR'), { exact: true })
        .waitFor();
      await row
        .locator('[data-field="totAmount"]')
        .getByText(expected.totAmount.toLocaleString('ko-KR'), { exact: true })
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
