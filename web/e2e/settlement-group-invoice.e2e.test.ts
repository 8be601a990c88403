import { rowBuilders } from '@parcel/db/src/testing/builders';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Page } from 'playwright-core';
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

// A settlement group's invoice (docs/decisions.md#settlement-groups), over a supplier and companies
// seeded here: a top company and its branch (the branch's settlement group company is the top),
// both shippers of the supplier billed at month end, and a trading partner that is no shipper. The
// branch sends the partner a prepaid transport and receives a collect one from it; the partner also
// sends the branch a prepaid transport, which the partner pays, so the group is not billed for it.
// The invoice must have one row, the top's, billing the branch's lines; its total is computed here
// from the lines: parcel = QTY lines' payer's side (the receiver's when collect), communication =
// WEIGHT lines' both sides, 10%
// VAT half up per section (both are 택배 shippers: no base fare).
const suite = useE2eSuite();

const SUPPLIER = '삼일공급';
const TOP = '삼일물류본사';
const MEMBER = '삼일물류대구지점';
const PARTNER = '삼일거래처';
const TODAY = seoulToday();
const [YEAR, MONTH] = TODAY.split('-').map(Number) as [number, number];

interface Line {
  kind: string;
  kindNm: string;
  calc: 'QTY' | 'WEIGHT';
  qty: number;
  senderUntpc: number;
  receiverUntpc: number;
}
interface Transport {
  charge: 'CH001' | 'CH004';
  chargeNm: string;
  sender: string;
  receiver: string;
  lines: Line[];
}

const TRANSPORTS: Transport[] = [
  {
    charge: 'CH001',
    chargeNm: '선불',
    sender: MEMBER,
    receiver: PARTNER,
    lines: [
      { kind: 'TAC0202', kindNm: '박스', calc: 'QTY', qty: 4, senderUntpc: 2500, receiverUntpc: 2200 },
      { kind: 'TAC0206', kindNm: '마대', calc: 'WEIGHT', qty: 7, senderUntpc: 1105, receiverUntpc: 900 },
    ],
  },
  {
    charge: 'CH004',
    chargeNm: '신용(착불)',
    sender: PARTNER,
    receiver: MEMBER,
    lines: [
      { kind: 'TAC0207', kindNm: '봉투', calc: 'QTY', qty: 3, senderUntpc: 1755, receiverUntpc: 2000 },
      { kind: 'TAC0206', kindNm: '마대', calc: 'WEIGHT', qty: 5, senderUntpc: 1300, receiverUntpc: 1200 },
    ],
  },
  {
    charge: 'CH001',
    chargeNm: '선불',
    sender: PARTNER,
    receiver: MEMBER,
    lines: [{ kind: 'TAC0202', kindNm: '박스', calc: 'QTY', qty: 2, senderUntpc: 9000, receiverUntpc: 9000 }],
  },
];

const GROUP = new Set([TOP, MEMBER]);
/** The party that pays a transport: the sender when prepaid, the receiver when collect. */
const payerOf = (transport: Transport) =>
  transport.charge === 'CH001' ? transport.sender : transport.receiver;
const billed = TRANSPORTS.filter((transport) => GROUP.has(payerOf(transport)));
const billedLines = billed.flatMap((transport) => transport.lines.map((line) => ({ ...line, transport })));
/** A parcel line's billed unit price: its payer's side (docs/billing.md rule 3). */
const payerUntpc = (transport: Transport, line: Line) =>
  transport.charge === 'CH001' ? line.senderUntpc : line.receiverUntpc;

const won = (amount: number) => amount.toLocaleString('ko-KR');
const vatOf = (amount: number) => Math.floor((amount + 5) / 10);
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

const PARCEL = sum(
  billedLines
    .filter((line) => line.calc === 'QTY')
    .map((line) => line.qty * payerUntpc(line.transport, line)),
);
const COMMUNICATION = sum(
  billedLines
    .filter((line) => line.calc === 'WEIGHT')
    .map((line) => line.qty * line.senderUntpc + line.qty * line.receiverUntpc),
);
const SECTIONS = {
  communicationFee: 0,
  communicationFeeVat: 0,
  untpc: PARCEL,
  untpcVat: vatOf(PARCEL),
  weightUntpc: COMMUNICATION,
  weightUntpcVat: vatOf(COMMUNICATION),
};
const TOTAL = sum(Object.values(SECTIONS));

/**
 * The printed detailed invoice's rows of the billed lines: 청구 업체 (the payer), date, waybill
 * (none), sender, receiver, kind, charge, section (a WEIGHT line once per side), quantity, unit
 * price, amount.
 */
/** Goods lines billed: the 합계 counts each once, though a communication line prints per side. */
const SHIPMENTS = billed.reduce((count, transport) => count + transport.lines.length, 0);
const PRINTED_LINES = billed.flatMap((transport) =>
  transport.lines.flatMap((line) => {
    const start = `${payerOf(transport)}${TODAY}${transport.sender}${transport.receiver}${line.kindNm}${transport.chargeNm}`;
    if (line.calc === 'QTY')
      return [
        `${start}택배${line.qty}개${won(payerUntpc(transport, line))}${won(line.qty * payerUntpc(transport, line))}`,
      ];
    return [
      `${start}통신(발송)${line.qty}kg${won(line.senderUntpc)}${won(line.qty * line.senderUntpc)}`,
      `${start}통신(수신)${line.qty}kg${won(line.receiverUntpc)}${won(line.qty * line.receiverUntpc)}`,
    ];
  }),
);

const { aCompany, aSupplier, aTransport } = rowBuilders(() => suite.server.db.orm.em.fork());
const companyIds = new Map<string, number>();

beforeAll(async () => {
  const supplierId = await aSupplier({
    ...{ company_nm: SUPPLIER, biz_no: '1117770001', representative_nm: '박공급', biz_type: '운수업' },
    ...{ biz_item: '택배', address: '대구 중구 공평로 88', post_no: '41911', tel_no: '0534440001' },
    ...{ fax_no: '0534440002', email: 'billing@e2e-group.example.com', bank_nm: '대구은행' },
    ...{ depositor_nm: SUPPLIER, account_no: '50887654321098' },
  });
  const company = (bizNo: string, companyNm: string, shipper: { email: string } | null) =>
    aCompany({
      ...{
        biz_no: bizNo,
        company_nm: companyNm,
        region_cd: 'DAEGU',
        bill_stdr_cd: '30',
        communication_fee: 0,
      },
      ...{ representative_nm: '박대표', address: '대구 수성구 달구벌대로 10' },
      ...(shipper && {
        shipper_yn: 'Y',
        shipper_cd: 'PCL',
        email: shipper.email,
        bill_company_id: supplierId,
      }),
    });
  const topId = await company('1117770016', TOP, { email: 'top@e2e-group.example.com' });
  companyIds.set(TOP, topId);
  companyIds.set(MEMBER, await company('1117770024', MEMBER, { email: 'branch@e2e-group.example.com' }));
  companyIds.set(PARTNER, await company('1117770032', PARTNER, null));
  // The branch settles through the head office (its settlement group company).
  await suite.server.db.orm.em
    .fork()
    .execute('update company set excclc_company_id = ? where company_id = ?', [
      topId,
      companyIds.get(MEMBER),
    ]);
  for (const transport of TRANSPORTS)
    await aTransport({
      ...{ requst_dt: TODAY, charge_cd: transport.charge },
      ...{ company_nm: transport.sender, sender_company_id: companyIds.get(transport.sender) },
      receivers: [
        {
          ...{ company_nm: transport.receiver, receiver_company_id: companyIds.get(transport.receiver) },
          shipments: transport.lines.map((line) => ({
            ...{ kind_cd: line.kind, trnsprt_cd: line.calc, qty: line.qty },
            ...{ sender_untpc: line.senderUntpc, receiver_untpc: line.receiverUntpc },
          })),
        },
      ],
    });
});

/** Generates this month's day-30 invoice of the seeded supplier from the new-invoice modal. */
async function generateInvoice(page: Page): Promise<void> {
  await openFromMenu(page, '청구서 관리', '/settlement/invoices');
  const list = listCard(page, '청구 내역');
  await list.getByRole('button', { name: '청구서 생성' }).click();
  const dialog = page.getByRole('dialog', { name: '청구서 생성' });
  await dialog.getByRole('combobox', { name: '공급자' }).click();
  await page.getByRole('listbox').getByRole('option', { name: SUPPLIER, exact: true }).click();
  await dialog.getByRole('radio', { name: '말일' }).check();
  await dialog.getByRole('button', { name: '생성', exact: true }).click();
  await waitForToast(page, '청구서가 생성되었습니다.');
  await dialog.waitFor({ state: 'hidden' });
}

describe('settlement group invoice', () => {
  e2eTest(
    suite,
    "one row for the group's top company, whose printed invoice lists the branch's lines by name",
    async (page) => {
      await signIn(page);
      await generateInvoice(page);
      const list = listCard(page, '청구 내역');
      const invoiceRow = list.getByRole('grid').getByRole('row').filter({ hasText: SUPPLIER });
      await invoiceRow.locator('[data-field="totAmount"]').getByText(won(TOTAL), { exact: true }).waitFor();

      // --- 업체별 보기: the top company's row alone, its sections and total as computed here ---
      await invoiceRow.locator('[data-field="billCompanyNm"]').click();
      await list.getByRole('button', { name: '업체별 보기', disabled: false }).click();
      const overlay = page.getByRole('dialog', {
        name: `업체별 보기 - ${SUPPLIER} ${YEAR}년 ${MONTH}월(말일)`,
      });
      const grid = overlay.getByRole('grid');
      await waitForRowCount(grid, { exactly: 2 });
      const topRow = grid.getByRole('row').filter({ hasText: TOP });
      for (const [field, amount] of Object.entries({ ...SECTIONS, totAmount: TOTAL }))
        await topRow.locator(`[data-field="${field}"]`).getByText(won(amount), { exact: true }).waitFor();
      expect(await grid.getByRole('row').filter({ hasText: MEMBER }).count()).toBe(0);
      await topRow.locator('[data-field="status"]').getByText('발송 대기', { exact: true }).waitFor();
      expect(await seriousAxeViolations(page, { include: '.MuiDialog-root' })).toEqual([]);

      // --- 상세 청구서: every line the group pays, each with its payer in 청구 업체 ---
      const [printPage] = await Promise.all([
        page.context().waitForEvent('page'),
        topRow.getByRole('button', { name: '상세 청구서' }).click(),
      ]);
      await printPage.getByRole('heading', { level: 1, name: '상세 청구서' }).waitFor();
      await printPage
        .getByRole('region', { name: '공급받는자' })
        .getByRole('row', { name: `상호 ${TOP}`, exact: true })
        .waitFor();
      const rows = printPage.getByRole('region', { name: '운송 내역' }).getByRole('row');
      await rows.last().getByText(`합계 ${SHIPMENTS}건`).waitFor();
      const texts = await rows.allTextContents();
      expect(texts[0]).toBe('청구 업체접수일운송장 번호보내는 곳받는 곳품목운임구분수량단가금액');
      expect(texts.slice(1, -1).sort()).toEqual([...PRINTED_LINES].sort());
      expect(texts.at(-1)).toBe(`합계 ${SHIPMENTS}건${won(PARCEL + COMMUNICATION)}`);
      // The branch's own lines are there under its name, and none of the partner's prepaid one.
      expect(texts.filter((text) => text.startsWith(MEMBER))).toHaveLength(PRINTED_LINES.length);
      const totals = printPage.getByRole('region', { name: '청구 금액' });
      await totals.getByText(`${won(TOTAL)}원`, { exact: true }).waitFor();
      expect(await seriousAxeViolations(printPage)).toEqual([]);
      // Printed on A4 less its margins (190 mm, 718 CSS px), nothing runs over the sheet's edge.
      await printPage.emulateMedia({ media: 'print' });
      await printPage.setViewportSize({ width: 718, height: 1047 });
      const overflow = await printPage
        .locator('.statement-sheet')
        .evaluate((sheet) => sheet.scrollWidth - sheet.clientWidth);
      expect(overflow).toBe(0);
      await printPage.close();
    },
  );
});
