// 청구 내역's lists: the invoices (one row per supplier, period and billing day) and an invoice's
// company rows (업체별 보기). The GraphQL Invoice and InvoiceDetail types, their select lists and the
// grids are built from them. Amounts are whole won, GraphQL Float: a supplier's month passes 2^31
// won (GraphQL's Int) easily, and stays far below 2^53.
import { BILL_STANDARD_DAY_LABELS } from '../codes';
import { columnsOf } from './define-fields';
import { defineList, type ListColumn } from './define-list';
import { INVOICE_FIELDS } from './invoice';

/** The six amount columns of an invoice and of its company rows, in the grids' order and words. */
export const INVOICE_AMOUNTS = [
  'communicationFee',
  'communicationFeeVat',
  'untpc',
  'untpcVat',
  'weightUntpc',
  'weightUntpcVat',
] as const;

const AMOUNT_LABELS = {
  communicationFee: '기본료',
  communicationFeeVat: '기본료 부가세',
  untpc: '택배',
  untpcVat: '택배 부가세',
  weightUntpc: '통신 화주',
  weightUntpcVat: '통신 부가세',
} as const satisfies Record<(typeof INVOICE_AMOUNTS)[number], string>;

/** An amount column: its label, whole won, 13 characters wide (the invoice grid's 120 px). */
const amount = <const Label extends string>(label: Label, doc: string) =>
  ({ label, kind: 'won', width: 13, doc }) as const satisfies ListColumn;

export const INVOICE_LIST = defineList({
  columns: {
    billHistoryId: { kind: 'integer', doc: 'Invoice number (billHistoryId).' },
    billCompanyId: { kind: 'integer', doc: 'The supplier (공급자) that issues it.' },
    billCompanyNm: { label: '공급자', width: 18, grow: true, doc: 'Supplier name.' },
    ...columnsOf(
      { year: INVOICE_FIELDS.year, month: INVOICE_FIELDS.month, billCd: INVOICE_FIELDS.billCd },
      { billCd: { codes: BILL_STANDARD_DAY_LABELS } },
    ),
    periodStart: { doc: 'First day of the period, yyyy-MM-dd (Asia/Seoul calendar date).' },
    periodEnd: { doc: 'Last day of the period, yyyy-MM-dd (Asia/Seoul), included.' },
    totAmount: amount('합계', 'Total (합계): the six amount columns added up, in won.'),
    communicationFee: amount(AMOUNT_LABELS.communicationFee, 'Base fares (기본료), in won.'),
    communicationFeeVat: amount(AMOUNT_LABELS.communicationFeeVat, 'VAT of the base fares, in won.'),
    untpc: amount(AMOUNT_LABELS.untpc, 'Parcel amounts (택배, QTY lines), in won.'),
    untpcVat: amount(AMOUNT_LABELS.untpcVat, 'VAT of the parcel amounts, in won.'),
    weightUntpc: amount(AMOUNT_LABELS.weightUntpc, 'Communication amounts (통신, WEIGHT lines), in won.'),
    weightUntpcVat: amount(AMOUNT_LABELS.weightUntpcVat, 'VAT of the communication amounts, in won.'),
    companyCount: {
      label: '업체 수',
      kind: 'integer',
      width: 8,
      doc: 'Number of companies it bills (detail rows).',
    },
    regDt: { kind: 'date', doc: 'When it was first generated (UTC).' },
    chgDt: {
      kind: 'date',
      nullable: true,
      doc: 'When it was last generated again or one of its company rows recalculated (재계산) (UTC).',
    },
    version: { kind: 'integer', doc: 'Raised by every generation: 1 after the first.' },
    closedAt: {
      kind: 'date',
      nullable: true,
      doc: "When it was closed (월 마감, UTC); null while open. A closed invoice is not generated again or deleted, and the database refuses any change of the goods lines, receivers and transports it bills and of its companies' supplier, billing day and settlement group (409).",
    },
    closedByNm: { nullable: true, doc: 'Who closed it (member name); null while open.' },
  },
  // The filters are whole numbers checked against ranges (invoice.inputs.ts), not declared text.
  filters: {},
  grid: ['year', 'month', 'billCd', 'billCompanyNm', 'totAmount', ...INVOICE_AMOUNTS, 'companyCount'],
  sheet: [],
});

/** An invoice company row's amount column: 110 px in the grid. */
const rowAmount = <const Label extends string>(label: Label, doc: string) =>
  ({ label, kind: 'won', doc }) as const satisfies ListColumn;

export const INVOICE_COMPANY_LIST = defineList({
  columns: {
    billHistoryDetailId: { kind: 'integer', doc: 'Row number (billHistoryDetailId).' },
    billHistoryId: { kind: 'integer', doc: 'The invoice it belongs to.' },
    companyId: {
      kind: 'integer',
      doc: "The billed company (화주): the top of its settlement group, whose row holds every member's lines.",
    },
    companyNm: { label: '업체명', grow: true, doc: 'Company name.' },
    email: {
      label: '이메일',
      nullable: true,
      doc: "Where its statement goes: the company's e-mail when generated.",
    },
    faxNo: { nullable: true, doc: 'Its fax number when generated, digits only.' },
    status: {
      label: '발송 상태',
      doc: 'READY (not sent), SENT or FAILED: where sending its statement stands.',
    },
    lastSentAt: {
      kind: 'date',
      nullable: true,
      doc: 'When its statement was last mailed or tried (sendStatement; the latest attempt, SENT or FAILED); null if never. In UTC (show it in Asia/Seoul).',
    },
    lastSendError: {
      nullable: true,
      doc: "Why the latest attempt failed: the mail server's answer or the connection error (null when it was sent, or never tried).",
    },
    sendState: {
      nullable: true,
      doc: 'WAITING or SENDING while a send of its statement is open (전체 발송 or 재발송, statementSendBatch), else null.',
    },
    changedAfterSend: {
      kind: 'boolean',
      doc: 'True when its figures changed after its statement was last delivered (a recalculation or a generation since the latest SENT mail): 발송 후 변경, the company does not have these figures.',
    },
    sentTotAmount: {
      kind: 'won',
      nullable: true,
      doc: 'The total the latest delivered statement showed, in won; null when none was delivered (or it was mailed before totals were kept).',
    },
    mailExcluded: {
      kind: 'boolean',
      doc: 'True when the row bills nothing (totAmount 0): its statement is never mailed (발송 제외), and sending it is refused.',
    },
    // Pieces and kg added up: a Float, as the amounts.
    totQty: {
      label: '수량',
      kind: 'won',
      doc: 'Pieces of the QTY lines plus kg of the WEIGHT lines it and its group members pay (sender quantities, each line once).',
    },
    totAmount: rowAmount('합계', 'What it pays: the six amount columns added up, in won.'),
    communicationFee: rowAmount(
      AMOUNT_LABELS.communicationFee,
      'Base fare (기본료): its monthly communication fee when it is a 통신 (COM) shipper, else 0, in won.',
    ),
    communicationFeeVat: rowAmount(
      AMOUNT_LABELS.communicationFeeVat,
      'VAT of the base fare in won (10%, rounded half up; 0 when vatYn is N).',
    ),
    untpc: rowAmount(
      AMOUNT_LABELS.untpc,
      'Parcel amount (택배): the sender amounts of the QTY lines it and its group members pay (the sender when prepaid, the receiver when collect), in won.',
    ),
    untpcVat: rowAmount(AMOUNT_LABELS.untpcVat, 'VAT of the parcel amount, in won.'),
    weightUntpc: rowAmount(
      AMOUNT_LABELS.weightUntpc,
      "Communication amount (통신): both sides' amounts of the WEIGHT lines it and its group members pay, in won.",
    ),
    weightUntpcVat: rowAmount(AMOUNT_LABELS.weightUntpcVat, 'VAT of the communication amount, in won.'),
  },
  filters: {},
  // 업체별 보기: company, e-mail and where its statement stands first (the row's buttons follow them),
  // then the total, the quantity and the six amounts, the total before the sections as in the invoice grid.
  grid: ['companyNm', 'email', 'status', 'totAmount', 'totQty', ...INVOICE_AMOUNTS],
  sheet: [],
});
