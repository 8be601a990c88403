// Writing payments, in the caller's transaction: the screen's 입금 등록 records one (source MANUAL),
// and a bank file's matcher records its confirmed deposits at once (source BANK). The caller runs
// it inside withActor, so the audit trigger names who recorded them.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentFormData, PaymentSource } from '@parcel/shared/forms/payment-form';
import { PAYMENT_MESSAGES } from '@parcel/shared/forms/payment-form';
import { badInput } from '../../common/errors';

/** A payment to record: the payment form's fields. */
export type PaymentDraft = PaymentFormData;

/**
 * Inserts the payments in one statement and answers their ids in the drafts' order (the rows are
 * inserted in that order, so their ids ascend with it). A draft naming an invoice company row that
 * does not exist refuses them all (400 naming billHistoryDetailId).
 */
export async function insertPayments(
  tx: EntityManager,
  drafts: readonly PaymentDraft[],
  source: PaymentSource,
  actor: number | null,
): Promise<number[]> {
  if (drafts.length === 0) return [];
  const records = drafts.map((draft, position) => ({
    position,
    bill_history_detail_id: draft.billHistoryDetailId,
    paid_on: draft.paidOn,
    amount: draft.amount,
    method: draft.method,
    depositor: draft.depositor,
    memo: draft.memo,
  }));
  const inserted = await tx.execute<{ paymentId: number }[]>(
    `insert into payment (bill_history_detail_id, paid_on, amount, method, depositor, memo, source, reg_id, version)
     select x.bill_history_detail_id, x.paid_on, x.amount, x.method, x.depositor, x.memo, ?, ?, 1
       from jsonb_to_recordset(cast(? as jsonb)) as x(
              position int, bill_history_detail_id int, paid_on date, amount int, method text, depositor text, memo text)
       join bill_history_detail d on d.bill_history_detail_id = x.bill_history_detail_id
      order by x.position
     returning payment_id as "paymentId"`,
    [source, actor, JSON.stringify(records)],
  );
  if (inserted.length !== drafts.length) throw badInput(PAYMENT_MESSAGES.rowNotFound, 'billHistoryDetailId');
  return inserted.map((row) => row.paymentId).sort((a, b) => a - b);
}
