import { DEMO_ADMIN_USER_ID } from '@parcel/db';
import { seoulToday } from '@parcel/shared/dates/seoul-date';
import type { Client } from 'pg';
import { type DemoPaymentSummary, demoPaymentsStatement } from '../src/modules/receivables/demo-payments';
import { numbered } from './numbered-sql';

/**
 * The payments of the invoice history (generateInvoiceHistory), recorded by the demo admin as the
 * demo's first start records them (receivables/demo-payments.ts, one statement): what the
 * receivables list and the ledgers read. Answers what was paid.
 */
export async function recordPaymentHistory(
  client: Client,
  today = seoulToday(),
): Promise<DemoPaymentSummary> {
  const { rows: admins } = await client.query<{ memberId: number }>(
    'select member_id as "memberId" from member where user_id = $1',
    [DEMO_ADMIN_USER_ID],
  );
  if (!admins[0]) throw new Error(`the bench database has no demo admin '${DEMO_ADMIN_USER_ID}'`);
  const actorId = admins[0].memberId;
  const { text, values } = numbered(demoPaymentsStatement({ today, actorId }));
  await client.query('begin');
  try {
    // As withActor does: the audit trail names who recorded them.
    await client.query(`select set_config('app.member_id', $1, true)`, [String(actorId)]);
    const { rows } = await client.query<DemoPaymentSummary>(text, values);
    await client.query('commit');
    return rows[0]!;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
