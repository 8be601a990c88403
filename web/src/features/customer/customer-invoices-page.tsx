import { useQuery } from '@apollo/client/react';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { BillStandardDay } from '@parcel/shared/codes';
import { wonCell } from '@parcel/shared/money';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useCallback, useMemo, useState } from 'react';
import { ListCard } from '../../components/list-card';
import { PageHeader } from '../../components/page-header';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import { messageOf } from '../../lib/apollo-client';
import { downloadFile } from '../../lib/download-file';
import { STATEMENT_PDF_FAILED, statementPdfPath, statementPrintUrl } from '../../lib/statement-print-link';
import { CustomerLedgerQuery } from './api/customer';
import { invoiceRowsOf, type CustomerInvoiceRow } from './customer-invoice-rows';
import { CustomerCompanyField } from './customer-company-field';
import { useCustomerCompany, type CustomerCompany } from './use-customer-company';

export const CUSTOMER_INVOICES_TITLE = '청구서';
export const CUSTOMER_INVOICES_EMPTY = '청구된 내역이 없습니다.';
export const NO_CUSTOMER_COMPANY = '연결된 업체가 없습니다. 관리자에게 문의해주세요.';

const amountColumn = (
  field: 'billed' | 'paid' | 'outstanding',
  headerName: string,
): GridColDef<CustomerInvoiceRow> => ({
  field,
  headerName,
  width: 130,
  align: 'right',
  headerAlign: 'right',
  valueFormatter: (value: number) => wonCell(value),
});

interface StatementActions {
  print: (row: CustomerInvoiceRow) => void;
  downloadPdf: (row: CustomerInvoiceRow) => void;
}

export function customerInvoiceColumns({
  print,
  downloadPdf,
}: StatementActions): GridColDef<CustomerInvoiceRow>[] {
  return [
    {
      field: 'month',
      headerName: '청구 월',
      width: 120,
      valueGetter: (_value, row) => `${row.year}년 ${row.month}월`,
    },
    { field: 'date', headerName: '청구 기준일', width: 120 },
    { field: 'billCompanyNm', headerName: '공급자', flex: 1, minWidth: 140 },
    amountColumn('billed', '청구액'),
    amountColumn('paid', '입금액'),
    amountColumn('outstanding', '미수액'),
    {
      field: 'statement',
      headerName: '거래명세서',
      width: 200,
      sortable: false,
      renderCell: ({ row }) => {
        const name = `${row.year}년 ${row.month}월 ${row.billCompanyNm}`;
        return (
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              startIcon={<PrintIcon />}
              onClick={() => print(row)}
              aria-label={`${name} 거래명세서 보기`}
            >
              보기
            </Button>
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => downloadPdf(row)}
              aria-label={`${name} 거래명세서 PDF 내려받기`}
            >
              PDF
            </Button>
          </Box>
        );
      },
    },
  ];
}

export interface CustomerInvoicesPageProps {
  /** Renders every row and column in jsdom (tests); leave it off in the app. */
  disableVirtualization?: boolean;
}

/**
 * 청구서 (/my/invoices), a customer's (화주) own: its company's invoice rows over time, newest first,
 * with what was paid and is owed, and each row's statement to view (the print page) or save as PDF.
 * Read from its ledger, which the server limits to the customer's companies.
 */
export function CustomerInvoicesPage({ disableVirtualization }: CustomerInvoicesPageProps) {
  const { company: own, ready, error } = useCustomerCompany();
  const [picked, setPicked] = useState<CustomerCompany | null>(null);
  const company = picked ?? own;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title={CUSTOMER_INVOICES_TITLE} subtitle={company?.companyNm} />
      {error && <Alert severity="error">{messageOf(error)}</Alert>}
      {ready && !company && <Alert severity="warning">{NO_CUSTOMER_COMPANY}</Alert>}
      {company && (
        <Card>
          <CardContent sx={{ maxWidth: 360 }}>
            <CustomerCompanyField value={company} onChange={setPicked} />
          </CardContent>
        </Card>
      )}
      {company && (
        <InvoiceRows
          key={company.companyId}
          company={company}
          disableVirtualization={disableVirtualization}
        />
      )}
    </Box>
  );
}

function InvoiceRows({
  company,
  disableVirtualization,
}: {
  company: CustomerCompany;
  disableVirtualization?: boolean;
}) {
  const { data, loading, error } = useQuery(CustomerLedgerQuery, {
    variables: { input: { companyId: company.companyId } },
    fetchPolicy: 'cache-and-network',
  });
  const rows = useMemo(() => invoiceRowsOf(data?.companyLedger.entries ?? []), [data]);
  const { run } = useMutationFeedback();

  const print = useCallback(
    (row: CustomerInvoiceRow) => {
      const key = {
        billCompanyId: row.billCompanyId,
        year: row.year,
        month: row.month,
        billCd: row.billCd as BillStandardDay,
        companyId: company.companyId,
      };
      window.open(statementPrintUrl({ key, view: 'detail' }), '_blank');
    },
    [company.companyId],
  );
  const downloadPdf = useCallback(
    (row: CustomerInvoiceRow) =>
      void run(
        () =>
          downloadFile(
            statementPdfPath(row.billHistoryDetailId),
            {},
            `거래명세서_${company.companyNm}_${row.year}-${String(row.month).padStart(2, '0')}.pdf`,
          ),
        { failed: { prefix: STATEMENT_PDF_FAILED } },
      ),
    [run, company.companyNm],
  );
  const columns = useMemo(() => customerInvoiceColumns({ print, downloadPdf }), [print, downloadPdf]);

  return (
    <>
      {error && <Alert severity="error">{`청구서를 불러오지 못했습니다. ${messageOf(error)}`}</Alert>}
      <ListCard<CustomerInvoiceRow>
        title="청구 내역"
        columns={columns}
        rows={rows}
        loading={loading && !data}
        pageSize="all"
        getRowId={(row) => row.billHistoryDetailId}
        emptyMessage={CUSTOMER_INVOICES_EMPTY}
        disableVirtualization={disableVirtualization}
      />
    </>
  );
}
