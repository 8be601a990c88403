// Demo payments (미수금 관리 with something to show): payments against the invoice company rows, as
// an office receives them over the months after the invoice. The demo invoices of a first
// `npm start` get them, and so does the bench's invoice history (api/bench), from this one
// statement. Set-based: one insert for every row, so 20,000 rows take well under a second.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Sql, sql } from '../../common/paged-query';

/**
 * What a row's payer does, by its first draw: most pay in full (some in two installments a month
 * apart), some pay part, a few pay more (rounded up), the rest nothing yet. A payment falls 5 to 50
 * days after the row's period ends (most early), and is left out when that is after today: the
 * newest month is still partly unpaid.
 */
const OUTCOMES = [
  { kind: 'FULL', upTo: 0.6 },
  { kind: 'SPLIT', upTo: 0.7 },
  { kind: 'PARTIAL', upTo: 0.82 },
  { kind: 'OVER', upTo: 0.86 },
] as const;
/** Of the rows paid in full at once, the share whose payment was also entered twice and the copy deleted. */
const DUPLICATE_SHARE = 0.03;
const DUPLICATE_REASON = '중복 입력';

/** Rows paid, in full or not, and the payments written (deleted copies among them). */
export interface DemoPaymentSummary {
  /** Invoice company rows with an amount billed by today that had no payment before. */
  rows: number;
  paidInFull: number;
  partlyPaid: number;
  overpaid: number;
  unpaid: number;
  payments: number;
  deleted: number;
}

export interface DemoPaymentOptions {
  /** The demo's today (yyyy-MM-dd, Asia/Seoul): nothing is paid after it. */
  today: string;
  /** Who recorded (and deleted) them. */
  actorId: number;
  /** Only the rows of these invoices; every invoice when absent. */
  invoiceIds?: readonly number[];
}

/** A uniform draw in [0, 1) from the row and a salt: the same rows get the same payments. */
const draw = (salt: number) => `(hashint4extended(d.bill_history_detail_id, ${salt}) & 1048575) / 1048576.0`;

/**
 * The insert of the demo payments of every row billed by today that has none yet, answering a
 * DemoPaymentSummary. Amounts are whole thousands where a person would round (installments,
 * partial and over-payments), the exact amount otherwise.
 */
export function demoPaymentsStatement(options: DemoPaymentOptions): Sql {
  const ids = options.invoiceIds ? `{${options.invoiceIds.join(',')}}` : null;
  const kind = OUTCOMES.map((o) => `when r.outcome < ${o.upTo} then '${o.kind}'`).join(' ');
  const firstShare = 'greatest(1, least(r.billed - 1, round(r.billed * (0.4 + 0.3 * r.share), -3)))';
  return sql(
    `with row_draw as (
       select d.bill_history_detail_id as row_id, d.tot_amount as billed, h.period_end,
              ${draw(1)} as outcome, ${draw(2)} as lag, ${draw(3)} as share, ${draw(4)} as how,
              ${draw(5)} as who, ${draw(6)} as twice, left(c.company_nm, 50) as company_nm, c.representative_nm
         from bill_history_detail d
         join bill_history h on h.bill_history_id = d.bill_history_id
         join company c on c.company_id = d.company_id
        where d.tot_amount > 0 and h.period_end < cast(? as date)
          and (cast(? as int[]) is null or d.bill_history_id = any(cast(? as int[])))
          and not exists (select 1 from payment p where p.bill_history_detail_id = d.bill_history_detail_id)
     ), drawn as (
       select r.*, case ${kind} else 'NONE' end as kind,
              r.period_end + 5 + floor(45 * power(r.lag, 2))::int as first_on
         from row_draw r
     ), part as (
       select r.*, x.part, x.paid_on, x.amount, x.memo, x.deleted
         from drawn r
        cross join lateral (values
          (1, r.first_on,
           case r.kind when 'FULL' then r.billed
                       when 'SPLIT' then ${firstShare}
                       when 'PARTIAL' then greatest(1, least(r.billed - 1, round(r.billed * (0.2 + 0.6 * r.share), -3)))
                       else (r.billed / 10000 + 1 + floor(r.share * 5)::int) * 10000 end,
           case r.kind when 'SPLIT' then '분할 입금 (1차)' when 'OVER' then '초과 입금' end, false),
          (2, r.first_on + 30, r.billed - ${firstShare}, '분할 입금 (잔금)', false),
          (3, r.first_on, r.billed, null, true)
        ) as x(part, paid_on, amount, memo, deleted)
        where x.paid_on <= cast(? as date) and x.amount > 0
          and ((x.part = 1 and r.kind <> 'NONE') or (x.part = 2 and r.kind = 'SPLIT')
               or (x.part = 3 and r.kind = 'FULL' and r.twice < ?))
     ), inserted as (
       insert into payment (bill_history_detail_id, paid_on, amount, method, depositor, memo, source, reg_dt, reg_id,
                            version, deleted_at, deleted_by, delete_reason)
       select row_id, paid_on, amount,
              case when how < 0.85 then 'TRANSFER' when how < 0.91 then 'CASH' when how < 0.96 then 'CARD' else 'OTHER' end,
              case when who < 0.6 then company_nm else representative_nm end, memo, 'MANUAL',
              least(now(), (paid_on + time '10:00' + part * interval '7 minutes') at time zone 'Asia/Seoul'), ?, 1,
              case when deleted then least(now(), (paid_on + time '16:00') at time zone 'Asia/Seoul') end,
              case when deleted then cast(? as int) end, case when deleted then cast(? as text) end
         from part
        order by paid_on, row_id, part
       returning bill_history_detail_id, amount, deleted_at
     ), paid_row as (
       select r.row_id, r.billed, coalesce(sum(i.amount) filter (where i.deleted_at is null), 0) as paid
         from drawn r left join inserted i on i.bill_history_detail_id = r.row_id
        group by r.row_id, r.billed
     )
     select count(*)::int as rows,
            count(*) filter (where paid = billed)::int as "paidInFull",
            count(*) filter (where paid > 0 and paid < billed)::int as "partlyPaid",
            count(*) filter (where paid > billed)::int as overpaid,
            count(*) filter (where paid = 0)::int as unpaid,
            (select count(*)::int from inserted) as payments,
            (select count(*)::int from inserted where deleted_at is not null) as deleted
       from paid_row`,
    options.today,
    ids,
    ids,
    options.today,
    DUPLICATE_SHARE,
    options.actorId,
    options.actorId,
    DUPLICATE_REASON,
  );
}

/** Records the demo payments in the caller's transaction (its actor names them in the audit trail). */
export async function recordDemoPayments(
  em: EntityManager,
  options: DemoPaymentOptions,
): Promise<DemoPaymentSummary> {
  const statement = demoPaymentsStatement(options);
  const [summary] = await em.execute<DemoPaymentSummary[]>(statement.text, [...statement.params]);
  return summary!;
}
