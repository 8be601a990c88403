import { Migration } from '@mikro-orm/migrations';

/**
 * The month-close checks of Migration20261125220533_month_close cost an editor save some 4 ms (three
 * statements, each turning its rows into composite arrays and climbing every payer's group even when
 * no closed invoice covers the day). They now read the closed invoices' span first (the partial index
 * bill_history_closed_period) and look only at rows received inside it: a save of a day no closed
 * invoice covers runs one index probe per statement. Payers' group tops are climbed only for the
 * (day, payer) keys inside a closed invoice's period. The refusals are the same.
 */
const CLOSE_LOCK = 0x5e7c105e;
const PREPAID = `('CH001', 'CH003')`;
const COLLECT = `('CH002', 'CH004')`;

/** Columns of a goods line that record its delivery, and the row's bookkeeping: a change of only these passes. */
const DELIVERY_COLUMNS = [
  'transport_manager',
  'transport_date',
  'transport_code',
  'pickup_check',
  'memo',
  'version',
  'chg_dt',
  'chg_id',
];
const withoutDelivery = (alias: string) =>
  `(to_jsonb(${alias}) - array[${DELIVERY_COLUMNS.map((column) => `'${column}'`).join(', ')}])`;

/** The (day, payer) keys of `rows` received inside the closed span, into days and payers. */
const keysOf: Record<'transport_sender' | 'transport_receiver' | 'shipment', (rows: string) => string> = {
  transport_sender: (rows) => `
    select array_agg(k.day), array_agg(k.payer) into days, payers
      from ${rows} t
     cross join lateral (
       select t.requst_dt, t.sender_company_id where t.charge_cd in ${PREPAID}
       union all
       select t.requst_dt, tr.receiver_company_id from transport_receiver tr
        where tr.sender_transport_id = t.sender_transport_id and t.charge_cd in ${COLLECT}) k (day, payer)
     where t.del_yn = 'N' and t.requst_dt between closed_from and closed_to;`,
  transport_receiver: (rows) => `
    select array_agg(ts.requst_dt),
           array_agg(case when ts.charge_cd in ${PREPAID} then ts.sender_company_id
                          when ts.charge_cd in ${COLLECT} then r.receiver_company_id end)
      into days, payers
      from ${rows} r join transport_sender ts on ts.sender_transport_id = r.sender_transport_id
     where ts.del_yn = 'N' and ts.requst_dt between closed_from and closed_to;`,
  shipment: (rows) => `
    select array_agg(ts.requst_dt),
           array_agg(case when ts.charge_cd in ${PREPAID} then ts.sender_company_id
                          when ts.charge_cd in ${COLLECT} then tr.receiver_company_id end)
      into days, payers
      from ${rows} s
      join transport_receiver tr on tr.receiver_transport_id = s.receiver_transport_id
      join transport_sender ts on ts.sender_transport_id = tr.sender_transport_id
     where ts.del_yn = 'N' and ts.requst_dt between closed_from and closed_to;`,
};

/** Checks the keys just read (nothing when none fell inside the closed span). */
const CHECK = `if days is not null then perform refuse_closed_billing(days, payers); end if;`;

/**
 * Whether any of `rows` was received inside the closed span: the cheap first look (a short
 * statement to plan over the transition table), so a day no closed invoice covers goes no further.
 */
const receivedInside: Record<keyof typeof keysOf, (rows: string) => string> = {
  transport_sender: (rows) =>
    `exists (select 1 from ${rows} t where t.requst_dt between closed_from and closed_to)`,
  transport_receiver: (
    rows,
  ) => `exists (select 1 from ${rows} r join transport_sender ts using (sender_transport_id)
     where ts.requst_dt between closed_from and closed_to)`,
  shipment: (
    rows,
  ) => `exists (select 1 from ${rows} s join transport_receiver tr using (receiver_transport_id)
     join transport_sender ts using (sender_transport_id) where ts.requst_dt between closed_from and closed_to)`,
};

/** Reads and checks the keys of `rows` when any was received inside the closed span. */
const checkRows = (table: keyof typeof keysOf, rows: string) =>
  `if ${receivedInside[table](rows)} then ${keysOf[table](rows)} ${CHECK} end if;`;

/** A goods line's update counts when more than its delivery record changed. */
const CHANGED_LINES = (side: 'o' | 'n') =>
  `(select ${side}.* from old_rows o join new_rows n using (shipment_id)
     where ${withoutDelivery('o')} is distinct from ${withoutDelivery('n')})`;

const REFUSE_CLOSED_CHANGE = `create or replace function refuse_closed_transport_change() returns trigger language plpgsql as $$
declare
  closed_from date;
  closed_to date;
  days date[];
  payers int[];
begin
  -- Serialises with a close, which takes this lock alone (see the first month-close migration).
  perform pg_advisory_xact_lock_shared(${CLOSE_LOCK});
  select min(period_start), max(period_end) into closed_from, closed_to from bill_history where closed_at is not null;
  if closed_from is null then return null; end if;
  if TG_TABLE_NAME = 'transport_sender' then
    if TG_OP = 'UPDATE' then ${checkRows('transport_sender', 'old_rows')} end if;
    ${checkRows('transport_sender', 'new_rows')}
  elsif TG_TABLE_NAME = 'transport_receiver' then
    if TG_OP <> 'INSERT' then ${checkRows('transport_receiver', 'old_rows')} end if;
    if TG_OP <> 'DELETE' then ${checkRows('transport_receiver', 'new_rows')} end if;
  elsif TG_OP = 'UPDATE' then
    -- Recording a delivery changes nothing billed: a line delivered after the close is still recorded.
    if ${receivedInside.shipment('new_rows')} then
      ${keysOf.shipment(CHANGED_LINES('o'))} ${CHECK}
      ${keysOf.shipment(CHANGED_LINES('n'))} ${CHECK}
    end if;
  elsif TG_OP = 'INSERT' then
    ${checkRows('shipment', 'new_rows')}
  else
    ${checkRows('shipment', 'old_rows')}
  end if;
  return null;
end $$;`;

/** Group tops climbed only for the keys a closed invoice's period holds. */
const REFUSE_CLOSED_BILLING = `create or replace function refuse_closed_billing(days date[], payers int[]) returns void language plpgsql stable as $$
declare
  invoice_id int;
  message text;
begin
  with inside as materialized (
    select distinct k.payer, h.bill_history_id, h.year, h.month
      from unnest(days, payers) k (day, payer)
      join bill_history h on h.closed_at is not null and k.day between h.period_start and h.period_end
     where k.payer is not null)
  select inside.bill_history_id into invoice_id
    from inside
    join bill_history_detail d on d.bill_history_id = inside.bill_history_id
                              and d.company_id = settlement_top_of(inside.payer)
   order by inside.year, inside.month, inside.bill_history_id
   limit 1;
  if invoice_id is null then return; end if;
  message := closed_invoice_title(invoice_id) || '에 포함된 물품은 바꿀 수 없습니다. 관리자가 마감을 해제한 뒤 수정해주세요.';
  raise exception using errcode = 'PC001', message = message, detail = message;
end $$;`;

export class Migration20261125223000_month_close_date_first extends Migration {
  override async up(): Promise<void> {
    this.addSql(REFUSE_CLOSED_BILLING);
    this.addSql(REFUSE_CLOSED_CHANGE);
    this.addSql(`drop function if exists refuse_closed_lines(shipment[]);`);
    this.addSql(`drop function if exists refuse_closed_receivers(transport_receiver[]);`);
  }

  override async down(): Promise<void> {
    // The first month-close migration's functions; its down drops them with the triggers.
    this
      .addSql(`create or replace function refuse_closed_receivers(receivers transport_receiver[]) returns void language plpgsql as $$
declare
  days date[];
  payers int[];
begin
  select array_agg(ts.requst_dt),
         array_agg(case when ts.charge_cd in ${PREPAID} then ts.sender_company_id
                        when ts.charge_cd in ${COLLECT} then r.receiver_company_id end)
    into days, payers
    from unnest(receivers) r
    join transport_sender ts on ts.sender_transport_id = r.sender_transport_id and ts.del_yn = 'N';
  perform refuse_closed_billing(days, payers);
end $$;`);
    this
      .addSql(`create or replace function refuse_closed_lines(lines shipment[]) returns void language plpgsql as $$
declare
  days date[];
  payers int[];
begin
  select array_agg(ts.requst_dt),
         array_agg(case when ts.charge_cd in ${PREPAID} then ts.sender_company_id
                        when ts.charge_cd in ${COLLECT} then tr.receiver_company_id end)
    into days, payers
    from unnest(lines) s
    join transport_receiver tr on tr.receiver_transport_id = s.receiver_transport_id
    join transport_sender ts on ts.sender_transport_id = tr.sender_transport_id and ts.del_yn = 'N';
  perform refuse_closed_billing(days, payers);
end $$;`);
    this
      .addSql(`create or replace function refuse_closed_transport_change() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock_shared(${CLOSE_LOCK});
  if not exists (select 1 from bill_history where closed_at is not null) then return null; end if;
  if TG_TABLE_NAME = 'transport_sender' then
    if TG_OP = 'UPDATE' then perform refuse_closed_transports(array(select row(o.*)::transport_sender from old_rows o)); end if;
    perform refuse_closed_transports(array(select row(n.*)::transport_sender from new_rows n));
  elsif TG_TABLE_NAME = 'transport_receiver' then
    if TG_OP <> 'INSERT' then perform refuse_closed_receivers(array(select row(o.*)::transport_receiver from old_rows o)); end if;
    if TG_OP <> 'DELETE' then perform refuse_closed_receivers(array(select row(n.*)::transport_receiver from new_rows n)); end if;
  elsif TG_OP = 'UPDATE' then
    perform refuse_closed_lines(array(select row(o.*)::shipment from ${CHANGED_LINES('o')} o));
    perform refuse_closed_lines(array(select row(n.*)::shipment from ${CHANGED_LINES('n')} n));
  elsif TG_OP = 'INSERT' then
    perform refuse_closed_lines(array(select row(n.*)::shipment from new_rows n));
  else
    perform refuse_closed_lines(array(select row(o.*)::shipment from old_rows o));
  end if;
  return null;
end $$;`);
    this
      .addSql(`create or replace function refuse_closed_billing(days date[], payers int[]) returns void language plpgsql stable as $$
declare
  invoice_id int;
  message text;
begin
  select h.bill_history_id into invoice_id
    from (select distinct k.day, k.payer from unnest(days, payers) k (day, payer) where k.payer is not null) k
    join bill_history h on h.closed_at is not null and k.day between h.period_start and h.period_end
    join bill_history_detail d on d.bill_history_id = h.bill_history_id and d.company_id = settlement_top_of(k.payer)
   order by h.year, h.month, h.bill_history_id
   limit 1;
  if invoice_id is null then return; end if;
  message := closed_invoice_title(invoice_id) || '에 포함된 물품은 바꿀 수 없습니다. 관리자가 마감을 해제한 뒤 수정해주세요.';
  raise exception using errcode = 'PC001', message = message, detail = message;
end $$;`);
  }
}
