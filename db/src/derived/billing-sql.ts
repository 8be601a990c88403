// The money rules of @parcel/shared/settlement/billing written as SQL fragments, once, for the
// statements that bill (the per-day rows, the invoice run, the statement's lines). They read the
// goods lines joined as `ts` (transport_sender), `tr` (transport_receiver) and `s` (shipment).
import { LINE_CHARGE_GROUP_LABELS } from '@parcel/shared/settlement/charge-groups';
import {
  COLLECT_CHARGES,
  COMMUNICATION_SHIPPER,
  PREPAID_CHARGES,
  type UnbilledReason,
  VAT_PERCENT,
} from '@parcel/shared/settlement/billing';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** Whether the line's payer is its sender (a prepaid charge); billing.ts payerSide. */
export const PAYS_AS_SENDER = `ts.charge_cd in (${list(PREPAID_CHARGES)})`;

/** Whether the line's payer is its receiver (a collect charge). */
export const PAYS_AS_RECEIVER = `ts.charge_cd in (${list(COLLECT_CHARGES)})`;

/**
 * The company that pays the line: the sender of a prepaid transport, the receiver of a collect one;
 * null when that party is typed rather than registered, or the charge is unknown.
 */
export const PAYER_COMPANY = `(case when ${PAYS_AS_SENDER} then ts.sender_company_id
      when ${PAYS_AS_RECEIVER} then tr.receiver_company_id end)`;

/**
 * What the line bills its payer (billing.ts billedAmount): a QTY line the payer's side (the
 * receiver's when collect), a WEIGHT line both sides.
 */
export const BILLED_AMOUNT = `(case when s.trnsprt_cd = 'WEIGHT' then s.sender_amount + s.receiver_amount
      when ${PAYS_AS_RECEIVER} then s.receiver_amount else s.sender_amount end)`;

/** The quantity the line counts in totQty (billing.ts billedQty): a QTY line the payer's pieces, a WEIGHT line the sender's kg. */
export const BILLED_QTY = `(case when s.trnsprt_cd = 'QTY' and ${PAYS_AS_RECEIVER} then s.receiver_qty else s.sender_qty end)`;

/**
 * The company billed for the line (docs/billing.md rule 4): the top of the payer's settlement group,
 * by the rule of the view company_settlement_top for one company (settlement_top_of: at most 4
 * steps, never revisiting); null when no registered company pays the line.
 */
export const BILLED_TOP_COMPANY = `settlement_top_of(${PAYER_COMPANY})`;

/** The unit price of the side the line bills per piece (a QTY line: the payer's side), else null. */
export const BILLED_PIECE_UNTPC = `(case when s.trnsprt_cd = 'QTY' then
      case when ${PAYS_AS_RECEIVER} then s.receiver_untpc else s.sender_untpc end end)`;

/** The delivery check's 구분 of the line (charge-groups.ts lineChargeGroupOf): 선불, 착불 or 도착분. */
export const LINE_CHARGE_GROUP_NAME = `(case when ${PAYS_AS_SENDER} then '${LINE_CHARGE_GROUP_LABELS.PREPAID}'
      when ${PAYS_AS_RECEIVER} and s.transport_date is not null then '${LINE_CHARGE_GROUP_LABELS.ARRIVED}'
      when ${PAYS_AS_RECEIVER} then '${LINE_CHARGE_GROUP_LABELS.COLLECT}' end)`;

/**
 * An invoice company row's amounts (bill_history_detail), each section with its VAT: tot_amount is
 * their sum (the invoice run writes it so; a check holds it).
 */
export const INVOICE_AMOUNT_COLUMNS = [
  'communication_fee',
  'communication_fee_vat',
  'untpc',
  'untpc_vat',
  'weight_untpc',
  'weight_untpc_vat',
] as const;

/** A company's base fare (company alias `c`): its communication fee when it is a COM shipper. */
export const BASE_FARE = `(case when c.shipper_cd = '${COMMUNICATION_SHIPPER}' then c.communication_fee else 0 end)`;

/** 10% VAT of a bigint amount, rounded half up (billing.ts vat), 0 without VAT issuance (vat_yn N). */
export const vatOf = (amount: string) =>
  `case when vat_yn = 'Y' then (${amount} * ${VAT_PERCENT} + 50) / 100 else 0 end`;

/**
 * Whether the company `c` is a shipper in use: the group tops an invoice has rows for are those of
 * its supplier and billing day (invoice-generation.ts CURRENT_AMOUNTS).
 */
export const BILLED_SHIPPER = `c.shipper_yn = 'Y' and c.use_yn = 'Y'`;

/**
 * Each company with its settlement group top and that top's own top (`t`), and the top (`c`). The
 * tops are paired once, in a CTE: joined to the companies afterwards, a planner that guesses a few
 * rows for a CTE walked all 3,000 tops once per company (20 ms for the month-end board's count).
 */
const PAYER_TOPS = `
  with tops as materialized (select company_id, top_company_id from company_settlement_top),
  paired as materialized (
    select t.company_id, t.top_company_id, own.top_company_id as own_top_company_id
      from tops t join tops own on own.company_id = t.top_company_id)
  select t.company_id from paired t
    join company c on c.company_id = t.top_company_id`;

/** Whether the top `c` (whose own top is `t.own_top_company_id`) is a group an invoice bills: a shipper in use with a supplier, its own top. */
const BILLED_TOP = `${BILLED_SHIPPER} and c.bill_company_id is not null and t.own_top_company_id = t.top_company_id`;

/**
 * Whether the line's payer belongs to a settlement group whose top is a shipper in use meeting
 * `conditions` on its company `c` (its supplier, its billing day): the lines that supplier's invoices
 * bill, as generation chooses its rows (a top that is its own top; CURRENT_AMOUNTS's billed).
 */
export const payerBilledBy = (conditions: readonly string[]) => `${PAYER_COMPANY} in (${PAYER_TOPS}
   where ${[BILLED_TOP, ...conditions].join(' and ')})`;

/**
 * The companies whose lines, as payer, no invoice bills, by why (billing.ts unbilledReason): a
 * suspended group top (use_yn N), or a top in use that is no billed one (no shipper, no supplier,
 * not its own top). A subquery of company_id.
 */
export const UNBILLED_PAYERS: Record<UnbilledReason, string> = {
  nobody: `${PAYER_TOPS} where c.use_yn = 'Y' and not (${BILLED_TOP})`,
  suspended: `${PAYER_TOPS} where c.use_yn = 'N'`,
};

/**
 * Whether no invoice bills the line, by why (billing.ts unbilledReason): `nobody`, by accident (no
 * registered payer: a typed party or an unknown charge; or UNBILLED_PAYERS.nobody), or `suspended`,
 * deliberately. With the lines payerBilledBy bills for any supplier, they are every line.
 */
export const UNBILLED_LINE: Record<UnbilledReason, string> = {
  nobody: `(${PAYER_COMPANY} is null or ${PAYER_COMPANY} in (${UNBILLED_PAYERS.nobody}))`,
  suspended: `${PAYER_COMPANY} in (${UNBILLED_PAYERS.suspended})`,
};

/** A company's billing state, for one company at a time (the editor's and the import's warnings). */
export const BILLING_STATES = ['BILLED', 'SUSPENDED', 'NOBODY'] as const;
export type BillingState = (typeof BILLING_STATES)[number];

/**
 * The billing state of the lines a company pays (`companyId`, an SQL expression that may be null),
 * by the rule of UNBILLED_PAYERS for one company: BILLED when its settlement group top is a billed
 * top (a shipper in use with a supplier, its own top), SUSPENDED when that top is not in use,
 * NOBODY otherwise (no company, or a top in use that bills no one).
 */
export const billingStateOf = (companyId: string) => `(
  select case when top.company_id is null then 'NOBODY'
              when top.use_yn = 'N' then 'SUSPENDED'
              when top.shipper_yn = 'Y' and top.bill_company_id is not null
                   and settlement_top_of(top.company_id) = top.company_id then 'BILLED'
              else 'NOBODY' end
    from (select settlement_top_of(${companyId}) as id) t left join company top on top.company_id = t.id)`;
