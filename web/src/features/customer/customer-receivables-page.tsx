import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { wonCell, wonText } from '@parcel/shared/money';
import { useMemo, useState, type ReactNode } from 'react';
import { LedgerPeriodFields, useLedgerPeriod } from '../../components/ledger-period';
import { ListCard } from '../../components/list-card';
import { PageHeader } from '../../components/page-header';
import { messageOf } from '../../lib/apollo-client';
import { CustomerLedgerQuery } from './api/customer';
import type { LedgerEntry } from './customer-invoice-rows';
import { NO_CUSTOMER_COMPANY } from './customer-invoices-page';
import { CustomerCompanyField } from './customer-company-field';
import { useCustomerCompany, type CustomerCompany } from './use-customer-company';

export const CUSTOMER_RECEIVABLES_TITLE = '미수금';
export const CUSTOMER_LEDGER_EMPTY = '이 기간의 거래 내역이 없습니다.';

/** A line of the ledger grid: the opening balance, an entry, or the closing balance. */
export interface LedgerLine {
  id: string;
  date: string;
  description: string;
  debit: number | null;
  credit: number | null;
  balance: number;
}

const amount = (field: 'debit' | 'credit' | 'balance', headerName: string): GridColDef<LedgerLine> => ({
  field,
  headerName,
  width: 140,
  align: 'right',
  headerAlign: 'right',
  valueFormatter: (value: number | null) => (value ? wonCell(value) : field === 'balance' ? '0' : ''),
});

const LEDGER_COLUMNS: GridColDef<LedgerLine>[] = [
  { field: 'date', headerName: '일자', width: 120 },
  { field: 'description', headerName: '내용', flex: 1, minWidth: 220 },
  amount('debit', '청구액'),
  amount('credit', '입금액'),
  amount('balance', '잔액'),
];

/** The ledger as grid lines: 이월 잔액, its entries in date order, 기말 잔액. */
export function ledgerLinesOf(ledger: {
  from?: string | null;
  to?: string | null;
  openingBalance: number;
  closingBalance: number;
  entries: readonly LedgerEntry[];
}): LedgerLine[] {
  return [
    {
      id: 'opening',
      date: ledger.from ?? '',
      description: '이월 잔액',
      debit: null,
      credit: null,
      balance: ledger.openingBalance,
    },
    ...ledger.entries.map((entry, index) => ({
      id: `${entry.kind}-${index}`,
      date: entry.date,
      description: entry.description,
      debit: entry.debit || null,
      credit: entry.credit || null,
      balance: entry.balance,
    })),
    {
      id: 'closing',
      date: ledger.to ?? '',
      description: '기말 잔액',
      debit: null,
      credit: null,
      balance: ledger.closingBalance,
    },
  ];
}

export interface CustomerReceivablesPageProps {
  disableVirtualization?: boolean;
}

/**
 * 미수금 (/my/receivables), a customer's (화주) own: its company's ledger (거래 원장) over a period,
 * from the balance before it (이월 잔액) through its invoices and payments to the balance after it.
 * The period is searched with Enter or 조회.
 */
export function CustomerReceivablesPage({ disableVirtualization }: CustomerReceivablesPageProps) {
  const { company: own, ready, error } = useCustomerCompany();
  const [picked, setPicked] = useState<CustomerCompany | null>(null);
  const company = picked ?? own;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeader title={CUSTOMER_RECEIVABLES_TITLE} subtitle={company?.companyNm} />
      {error && <Alert severity="error">{messageOf(error)}</Alert>}
      {ready && !company && <Alert severity="warning">{NO_CUSTOMER_COMPANY}</Alert>}
      {company && (
        <Ledger
          company={company}
          companyField={<CustomerCompanyField value={company} onChange={setPicked} />}
          disableVirtualization={disableVirtualization}
        />
      )}
    </Box>
  );
}

function Ledger({
  company,
  companyField,
  disableVirtualization,
}: {
  company: CustomerCompany;
  /** Which of its companies, beside the period. */
  companyField: ReactNode;
  disableVirtualization?: boolean;
}) {
  const { period, search, fields: periodFields } = useLedgerPeriod();
  const { data, loading, error } = useQuery(CustomerLedgerQuery, {
    variables: { input: { companyId: company.companyId, from: period.from || null, to: period.to || null } },
    fetchPolicy: 'cache-and-network',
  });
  const ledger = data?.companyLedger;
  const lines = useMemo(() => (ledger ? ledgerLinesOf(ledger) : []), [ledger]);

  return (
    <>
      <Card>
        <CardContent
          component="form"
          role="search"
          aria-label="조회 기간"
          onSubmit={search}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <Box sx={{ width: 280 }}>{companyField}</Box>
          <LedgerPeriodFields {...periodFields} />
          <Button type="submit" variant="contained">
            조회
          </Button>
        </CardContent>
      </Card>
      {error && <Alert severity="error">{`거래 원장을 불러오지 못했습니다. ${messageOf(error)}`}</Alert>}
      {ledger && (
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }} aria-live="polite">
          <Typography>
            이월 잔액 <strong data-testid="opening-balance">{wonText(ledger.openingBalance)}</strong>
          </Typography>
          <Typography>
            기말 잔액 <strong data-testid="closing-balance">{wonText(ledger.closingBalance)}</strong>
          </Typography>
        </Box>
      )}
      <ListCard<LedgerLine>
        title="거래 원장"
        columns={LEDGER_COLUMNS}
        rows={lines}
        loading={loading && !data}
        pageSize="all"
        getRowId={(line) => line.id}
        emptyMessage={CUSTOMER_LEDGER_EMPTY}
        disableVirtualization={disableVirtualization}
      />
    </>
  );
}
