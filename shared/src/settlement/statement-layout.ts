// What a company's statement (거래명세서) shows and in which words, wherever it is drawn: the print
// page, the PDF attached to the mail and downloaded from the company dialog. The views, the lines'
// and per-type columns, a line's section, quantities with their unit and the amount sections.

/** 상세 청구서 lists every shipment billed; 유형별 청구서 sums them per transport type and goods kind. */
export const STATEMENT_VIEWS = ['detail', 'type'] as const;
export type StatementView = (typeof STATEMENT_VIEWS)[number];

export const STATEMENT_VIEW_LABELS: Readonly<Record<StatementView, string>> = {
  detail: '상세 청구서',
  type: '유형별 청구서',
};

/** The section a shipment is billed in: 택배 (QTY lines) or 통신 (WEIGHT lines). */
export const SECTION_LABELS: Readonly<Record<string, string>> = { QTY: '택배', WEIGHT: '통신' };

/**
 * A line's section, and for a communication line the side it bills (a WEIGHT shipment is billed
 * twice, the sender's and the receiver's amount): 택배, 통신(발송), 통신(수신).
 */
export function lineSectionLabel(line: { readonly trnsprtCd: string; readonly side: string }): string {
  const section = SECTION_LABELS[line.trnsprtCd] ?? line.trnsprtCd;
  if (line.trnsprtCd !== 'WEIGHT') return section;
  return `${section}(${line.side === 'RECEIVER' ? '수신' : '발송'})`;
}

/** Pieces for QTY lines, kg for WEIGHT lines. */
export const quantityUnit = (trnsprtCd: string) => (trnsprtCd === 'WEIGHT' ? 'kg' : '개');

// One formatter for every quantity: toLocaleString builds one per call, a cost a long statement feels.
const QUANTITY_FORMAT = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 3 });

/** A quantity as Korean digits (a weight may have a fraction). */
export const formatQuantity = (value: number) => QUANTITY_FORMAT.format(value);

/** A quantity with its unit: 3개, 12.5kg. */
export const quantityText = (qty: number, trnsprtCd: string) =>
  `${formatQuantity(qty)}${quantityUnit(trnsprtCd)}`;

/** 상세 청구서's columns; the last three hold numbers. */
export const STATEMENT_LINE_COLUMNS = [
  '청구 업체',
  '접수일',
  '운송장 번호',
  '보내는 곳',
  '받는 곳',
  '품목',
  '운임',
  '구분',
  '수량',
  '단가',
  '금액',
] as const;

/** 유형별 청구서's columns; the last three hold numbers. */
export const STATEMENT_TYPE_COLUMNS = ['구분', '품목', '건수', '수량', '금액'] as const;

/**
 * Whether 유형별 청구서 splits its rows by charge (issue 34): when the company pays any line as
 * receiver (착불 (도착분)), each group is listed under its name with a subtotal row, 선불 first; a
 * statement of prepaid lines only reads as before, its total being the 선불 subtotal.
 */
export function splitsByCharge(groups: readonly { readonly chargeGroup: string }[]): boolean {
  return groups.some((group) => group.chargeGroup === 'COLLECT');
}

/** A charge group's subtotal row on 유형별 청구서: `선불 소계`, `착불 (도착분) 소계`. */
export const typeSubtotalLabel = (chargeGroupNm: string) => `${chargeGroupNm} 소계`;

/** The header of a lines table's sum row: `합계 12건`, counting shipments (a WEIGHT one prints twice). */
export function lineCountText(lines: readonly { readonly shipmentId: number }[]): string {
  return `합계 ${new Set(lines.map((line) => line.shipmentId)).size.toLocaleString('ko-KR')}건`;
}

export interface StatementAmounts {
  readonly totAmount: number;
  readonly communicationFee: number;
  readonly communicationFeeVat: number;
  readonly untpc: number;
  readonly untpcVat: number;
  readonly weightUntpc: number;
  readonly weightUntpcVat: number;
}

/** 청구 금액's table: each section with its VAT, as the invoice row holds them, and their sums. */
export function amountSections(amounts: StatementAmounts) {
  const sections = [
    { label: '기본료', supply: amounts.communicationFee, vat: amounts.communicationFeeVat },
    { label: '택배', supply: amounts.untpc, vat: amounts.untpcVat },
    { label: '통신', supply: amounts.weightUntpc, vat: amounts.weightUntpcVat },
  ];
  return {
    sections,
    supplyTotal: sections.reduce((sum, section) => sum + section.supply, 0),
    vatTotal: sections.reduce((sum, section) => sum + section.vat, 0),
    total: amounts.totAmount,
  };
}
