import { useMutation, useQuery } from '@apollo/client/react';
import { wonCell } from '@parcel/shared/money';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { mayWrite } from '@parcel/shared/access';
import { seoulDateTime } from '@parcel/shared/dates/seoul-date';
import {
  PAYMENT_DELETE_REASON_MAX,
  PAYMENT_FIELD_LABELS,
  paymentDeleteReasonSchema,
} from '@parcel/shared/forms/payment-form';
import { useState } from 'react';
import { useSession } from '../../app/session/session-provider';
import { LedgerPeriodFields, useLedgerPeriod } from '../../components/ledger-period';
import { ReadOnlyDialog } from '../../components/read-only-dialog';
import { ReasonDialog } from '../../components/reason-dialog';
import { useMutationFeedback } from '../../components/use-mutation-feedback';
import type { CompanyLedgerQuery as LedgerData } from '../../gql/graphql';
import { messageOf } from '../../lib/apollo-client';
import { CompanyLedgerQuery, DeletePaymentMutation } from './api/receivables';

export const PAYMENT_DELETE_TOASTS = {
  deleted: '입금이 삭제되었습니다.',
  deleteFailed: '입금을 삭제하지 못했습니다.',
} as const;

type Entry = LedgerData['companyLedger']['entries'][number];

/** Won with a sign for a credit balance: -5,000. */

export interface LedgerDialogProps {
  company: { companyId: number; companyNm: string };
  billCompanyId: number | null;
  onClose: () => void;
  /** A payment was deleted: the list's amounts changed. */
  onChanged: () => void;
}

/**
 * 거래 원장: the company's invoices (debits) and payments (credits) in date order with the balance
 * after each, from the balance before the period; a payment can be deleted with a reason.
 */
export function LedgerDialog({ company, billCompanyId, onClose, onChanged }: LedgerDialogProps) {
  const { auth } = useSession();
  const { run } = useMutationFeedback();
  const { period, search, fields: periodFields } = useLedgerPeriod();
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const { data, loading, error, refetch } = useQuery(CompanyLedgerQuery, {
    variables: {
      input: {
        companyId: company.companyId,
        billCompanyId,
        from: period.from || null,
        to: period.to || null,
      },
    },
    fetchPolicy: 'network-only',
  });
  const [deletePayment, deletion] = useMutation(DeletePaymentMutation);
  const ledger = data?.companyLedger;
  const canDelete = mayWrite(auth.role, 'settlement');

  const confirmDelete = async (reason: string) => {
    const paymentId = deleting?.payment?.paymentId;
    if (!paymentId) return;
    const outcome = await run(() => deletePayment({ variables: { paymentId, input: { reason } } }), {
      done: PAYMENT_DELETE_TOASTS.deleted,
      failed: { prefix: PAYMENT_DELETE_TOASTS.deleteFailed },
    });
    if (!outcome.ok) return;
    setDeleting(null);
    onChanged();
    await refetch();
  };

  return (
    <>
      <ReadOnlyDialog
        open
        title={`거래 원장 - ${company.companyNm}`}
        onClose={onClose}
        loading={loading && !ledger}
        error={error ? `거래 원장을 불러오지 못했습니다. ${messageOf(error)}` : null}
        onRetry={() => void refetch()}
        maxWidth="lg"
      >
        <Box
          component="form"
          role="search"
          aria-label="원장 기간"
          onSubmit={search}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
        >
          <LedgerPeriodFields {...periodFields} />
          <Button type="submit" variant="outlined">
            조회
          </Button>
        </Box>
        {ledger && (
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="거래 원장 내역">
            <Table size="small" aria-label={`${company.companyNm} 거래 원장`}>
              <TableHead>
                <TableRow>
                  <TableCell>일자</TableCell>
                  <TableCell>내용</TableCell>
                  <TableCell align="right">청구액</TableCell>
                  <TableCell align="right">입금액</TableCell>
                  <TableCell align="right">잔액</TableCell>
                  <TableCell>비고</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <TableCell>{ledger.from ?? ''}</TableCell>
                  <TableCell>이월 잔액</TableCell>
                  <TableCell />
                  <TableCell />
                  <TableCell align="right">{wonCell(ledger.openingBalance)}</TableCell>
                  <TableCell />
                </TableRow>
                {ledger.entries.map((entry) => {
                  const payment = entry.payment;
                  const deleted = Boolean(payment?.deletedAt);
                  return (
                    <TableRow
                      key={`${entry.kind}-${payment?.paymentId ?? entry.billHistoryDetailId}`}
                      sx={deleted ? { color: 'text.secondary' } : undefined}
                    >
                      <TableCell>{entry.date}</TableCell>
                      <TableCell>{entry.description}</TableCell>
                      <TableCell align="right">{entry.debit ? wonCell(entry.debit) : ''}</TableCell>
                      <TableCell align="right">
                        {deleted ? (
                          <s>{wonCell(payment?.amount ?? 0)}</s>
                        ) : entry.credit ? (
                          wonCell(entry.credit)
                        ) : (
                          ''
                        )}
                      </TableCell>
                      <TableCell align="right">{wonCell(entry.balance)}</TableCell>
                      <TableCell>
                        {deleted && payment
                          ? `삭제: ${payment.deleteReason ?? ''} (${payment.deletedByNm ?? ''}, ${seoulDateTime(
                              String(payment.deletedAt),
                            )})`
                          : payment?.memo}
                        {payment && !deleted && canDelete && (
                          <Button
                            size="small"
                            color="error"
                            sx={{ ml: 1 }}
                            onClick={() => setDeleting(entry)}
                            aria-label={`${entry.date} 입금 ${wonCell(payment.amount)}원 삭제`}
                          >
                            삭제
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
                <TableRow>
                  <TableCell>{ledger.to ?? ''}</TableCell>
                  <TableCell>기말 잔액</TableCell>
                  <TableCell />
                  <TableCell />
                  <TableCell align="right">
                    <strong>{wonCell(ledger.closingBalance)}</strong>
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableBody>
            </Table>
          </Box>
        )}
      </ReadOnlyDialog>
      <ReasonDialog
        open={deleting !== null}
        title="입금 삭제"
        question={
          deleting?.payment &&
          `${deleting.date} 입금 ${wonCell(deleting.payment.amount)}원을 삭제합니다. 삭제한 입금은 기록으로 남고 금액에서 빠집니다.`
        }
        label={PAYMENT_FIELD_LABELS.reason}
        maxLength={PAYMENT_DELETE_REASON_MAX}
        schema={paymentDeleteReasonSchema}
        confirmLabel="삭제"
        busy={deletion.loading}
        onConfirm={(reason) => void confirmDelete(reason)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
