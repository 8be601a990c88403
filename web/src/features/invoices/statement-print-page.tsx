import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messageOf } from '../../lib/apollo-client';
import { CompanyStatementQuery } from './api/company-statement';
import { PrintToolbar } from './statement-print-toolbar';
import { StatementDocument } from './statement-document';
import { STATEMENT_VIEW_LABELS } from '@parcel/shared/settlement/statement-layout';
import { parseStatementPrintRequest, type StatementPrintRequest } from '../../lib/statement-print-link';
import { StatementPrintState } from './statement-print-state';
import './statement-print.css';

/** True when the server says no such invoice, or that it does not bill the company: no data. */
const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'NOT_FOUND');

/**
 * The printable detailed or per-type invoice (/settlement/invoices/print?billCompanyId=…&year=…
 * &month=…&billCd=…&companyId=…&view=detail|type), a bare page opened in its own window from the view
 * by company. A missing or malformed key is said before anything is asked of the server.
 */
export function StatementPrintPage() {
  const [params] = useSearchParams();
  const request = useMemo(() => parseStatementPrintRequest(params), [params]);
  return (
    <main className="statement-print">
      {request ? <StatementPrint request={request} /> : <StatementPrintState kind="invalid" />}
    </main>
  );
}

function StatementPrint({ request }: { request: StatementPrintRequest }) {
  const { data, loading, error, refetch } = useQuery(CompanyStatementQuery, {
    variables: request.key,
    fetchPolicy: 'network-only',
  });
  const statement = data?.companyStatement ?? null;

  useEffect(() => {
    if (!statement) return;
    const { companyNm } = statement.companyInfo;
    document.title = `${STATEMENT_VIEW_LABELS[request.view]} - ${companyNm} ${statement.year}년 ${statement.month}월 - 택배관리시스템`;
  }, [statement, request.view]);

  if (loading && !statement) return <StatementPrintState kind="loading" />;
  if (error && isNotFound(error)) return <StatementPrintState kind="empty" />;
  if (error) {
    return <StatementPrintState kind="failed" reason={messageOf(error)} onRetry={() => void refetch()} />;
  }
  if (!statement) return <StatementPrintState kind="empty" />;
  return (
    <>
      <PrintToolbar />
      <StatementDocument statement={statement} view={request.view} />
    </>
  );
}
