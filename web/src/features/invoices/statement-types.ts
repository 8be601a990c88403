import type { CompanyStatementQuery } from '../../gql/graphql';

/** A company's statement as the print page reads it. */
export type Statement = CompanyStatementQuery['companyStatement'];
export type StatementLine = Statement['shipmentInfoList'][number];
export type StatementTypeRow = Statement['typeSummary'][number];

/** The section a goods line is billed in: 택배 (QTY lines) or 통신 (WEIGHT lines). */
export const SECTION_LABELS: Readonly<Record<string, string>> = { QTY: '택배', WEIGHT: '통신' };

/**
 * A line's section, and for a communication line the side it bills (a WEIGHT goods line is billed
 * twice, the sender's and the receiver's amount): 택배, 통신(발송), 통신(수신).
 */
export function lineSectionLabel(line: Pick<StatementLine, 'trnsprtCd' | 'side'>): string {
  const section = SECTION_LABELS[line.trnsprtCd] ?? line.trnsprtCd;
  if (line.trnsprtCd !== 'WEIGHT') return section;
  return `${section}(${line.side === 'RECEIVER' ? '수신' : '발송'})`;
}

/** Pieces for QTY lines, kg for WEIGHT lines. */
export const quantityUnit = (trnsprtCd: string) => (trnsprtCd === 'WEIGHT' ? 'kg' : '개');

/** A quantity as Korean digits (a weight may have a fraction). */
export const formatQuantity = (value: number) => value.toLocaleString('ko-KR');
