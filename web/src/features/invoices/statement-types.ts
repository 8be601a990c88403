import type { CompanyStatementQuery } from '../../gql/graphql';

/** A company's statement as the print page reads it. */
export type Statement = CompanyStatementQuery['companyStatement'];
export type StatementLine = Statement['shipmentInfoList'][number];
export type StatementTypeRow = Statement['typeSummary'][number];
export type StatementTypeGroup = Statement['typeGroups'][number];
