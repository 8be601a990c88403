import type { CompanyStatementQuery } from '../../gql/graphql';

/** A company's statement as the print page reads it. */
export type Statement = CompanyStatementQuery['companyStatement'];
export type StatementLine = Statement['shipmentInfoList'][number];
export type StatementTypeRow = Statement['typeSummary'][number];

/** The section a goods line is billed in: 택배 (QTY lines) or 통신 (WEIGHT lines). */
export const SECTION_LABELS: Readonly<Record<string, string>> = { QTY: '택배', WEIGHT: '통신' };

/** Pieces for QTY lines, kg for WEIGHT lines. */
export const quantityUnit = (trnsprtCd: string) => (trnsprtCd === 'WEIGHT' ? 'kg' : '개');

/** A quantity as Korean digits (a weight may have a fraction). */
export const formatQuantity = (value: number) => value.toLocaleString('ko-KR');
