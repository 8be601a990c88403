// Open invoices queued by a migration that changed what is billed (table invoice_regeneration) are
// generated again under the new rules, once, after the migrations and before the app serves: the
// same statement as 청구서 생성 (writeInvoice), one transaction per invoice, so an invoice is either
// regenerated and dequeued or left queued for the next start. An invoice closed since it was queued
// stays as closed (dequeued); the close board shows it as changed where the rules now bill otherwise.
import type { EntityManager } from '@mikro-orm/postgresql';
import { withActor } from '@parcel/db';
import type { BillStandardDay } from '@parcel/shared/codes';
import { billingPeriod } from '@parcel/shared/settlement/billing';
import { REGENERATION_RUN, writeInvoice } from './invoice-generation';

/** One process at a time works the queue (several app processes may start together). */
const REGENERATION_LOCK = 0x1e9e7a;

interface QueuedInvoice {
  billHistoryId: number;
  billCompanyId: number;
  year: number;
  month: number;
  billCd: BillStandardDay;
}

/** Regenerates every queued open invoice; answers how many were regenerated. */
export async function regenerateQueuedInvoices(em: EntityManager): Promise<number> {
  return em.transactional(async (lockTx) => {
    await lockTx.execute('select pg_advisory_xact_lock(?)', [REGENERATION_LOCK]);
    const queued = await lockTx.execute<{ billHistoryId: number }[]>(
      `select bill_history_id as "billHistoryId" from invoice_regeneration order by bill_history_id`,
    );
    let regenerated = 0;
    for (const { billHistoryId } of queued) {
      await withActor(em.fork(), null, async (tx) => {
        // Locked, so a close cannot slip in between this read and the write.
        const [open] = await tx.execute<QueuedInvoice[]>(
          `select bill_history_id as "billHistoryId", bill_company_id as "billCompanyId", year, month,
                  bill_cd as "billCd"
             from bill_history where bill_history_id = ? and closed_at is null for update`,
          [billHistoryId],
        );
        if (open) {
          await writeInvoice(
            tx,
            open,
            billingPeriod(open.year, open.month, open.billCd),
            null,
            REGENERATION_RUN,
          );
          regenerated += 1;
        }
        await tx.execute('delete from invoice_regeneration where bill_history_id = ?', [billHistoryId]);
      });
    }
    return regenerated;
  });
}
