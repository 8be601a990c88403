import { Migration } from '@mikro-orm/migrations';

// Month-end close (월 마감, issue 25; docs/billing.md "Month-end close"). An invoice gets closed_at and
// closed_by, the record of its closes and reopens (invoice_close_event) and of its tax-bill zip
// downloads (tax_bill_download). Written by hand below: the triggers that make a closed invoice's
// lines, its billed companies' supplier, billing day and settlement group, and the invoice itself
// unchangeable, whatever the code path. Their refusal is SQLSTATE PC001 with the Korean message
// (also in DETAIL, which the API answers as a 409: api/src/common/error-mapping.ts).

/** The advisory lock a close takes exclusively and every billed-table write shares (see below). */
const CLOSE_LOCK = 0x5e7c105e;

/** Columns of a goods line that record its delivery, not what it bills (with the row's bookkeeping). */
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

/** The invoice's name in messages: 2026년 10월 가나공급 청구(20일 기준, 마감됨). */
const INVOICE_TITLE = `create function closed_invoice_title(invoice_id int) returns text language sql stable as $$
  select format('%s년 %s월 %s 청구(%s 기준, 마감됨)', h.year, h.month, b.company_nm,
                case h.bill_cd when '20' then '20일' else '말일' end)
    from bill_history h join bill_company b on b.bill_company_id = h.bill_company_id
   where h.bill_history_id = invoice_id
$$;`;

/** The view company_settlement_top for one company: its chain climbed at most 4 steps, cycle-safe. */
const SETTLEMENT_TOP_OF = `create function settlement_top_of(start_id int) returns int language plpgsql stable as $$
declare
  top_id int := start_id;
  next_id int;
  path int[] := array[start_id];
begin
  for step in 1..4 loop
    select excclc_company_id into next_id from company where company_id = top_id;
    exit when next_id is null or next_id = any(path);
    path := path || next_id;
    top_id := next_id;
  end loop;
  return top_id;
end $$;`;

/**
 * Refuses when a goods line billed on (day, payer) is billed on a closed invoice: the invoice's
 * period holds the day and it has a row for the payer's group top (docs/billing.md rules 1, 4, 5).
 * Closed periods are few and indexed, so keys outside them cost one index probe.
 */
const REFUSE_CLOSED_BILLING = `create function refuse_closed_billing(days date[], payers int[]) returns void language plpgsql stable as $$
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
end $$;`;

const PREPAID = `('CH001', 'CH003')`;
const COLLECT = `('CH002', 'CH004')`;

/** A transport's lines are billed to its sender (prepaid) or to each receiver (collect). */
const REFUSE_CLOSED_TRANSPORTS = `create function refuse_closed_transports(transports transport_sender[]) returns void language plpgsql as $$
declare
  days date[];
  payers int[];
begin
  select array_agg(k.day), array_agg(k.payer) into days, payers from (
    select t.requst_dt as day, t.sender_company_id as payer from unnest(transports) t
     where t.del_yn = 'N' and t.charge_cd in ${PREPAID}
    union all
    select t.requst_dt, tr.receiver_company_id from unnest(transports) t
      join transport_receiver tr on tr.sender_transport_id = t.sender_transport_id
     where t.del_yn = 'N' and t.charge_cd in ${COLLECT}) k;
  perform refuse_closed_billing(days, payers);
end $$;`;

/** A receiver's lines (by its transport as it stands): billed to the sender or to the receiver. */
const REFUSE_CLOSED_RECEIVERS = `create function refuse_closed_receivers(receivers transport_receiver[]) returns void language plpgsql as $$
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
end $$;`;

/** Goods lines (by their receiver and transport as they stand). */
const REFUSE_CLOSED_LINES = `create function refuse_closed_lines(lines shipment[]) returns void language plpgsql as $$
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
end $$;`;

const WITHOUT_DELIVERY = (alias: string) =>
  `(to_jsonb(${alias}) - array[${DELIVERY_COLUMNS.map((column) => `'${column}'`).join(', ')}])`;

/**
 * The statement-level check of the three transport tables, before (old rows) and after (new rows).
 * It first shares CLOSE_LOCK, which a close holds exclusively: a write that checked before a close
 * commits before the close goes on (the close then sees it), and a write after waits for the close
 * and then sees it (each statement of a volatile function takes a fresh snapshot). Rows whose
 * parent went in the same statement (a cascade) are checked by the parent's own trigger; a
 * transport's hard delete is checked before its receivers go (refuse_closed_transport_delete).
 */
const REFUSE_CLOSED_CHANGE = `create function refuse_closed_transport_change() returns trigger language plpgsql as $$
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
    -- Recording a delivery changes nothing billed: a line delivered after the close is still recorded.
    perform refuse_closed_lines(array(
      select row(o.*)::shipment from old_rows o join new_rows n using (shipment_id)
       where ${WITHOUT_DELIVERY('o')} is distinct from ${WITHOUT_DELIVERY('n')}));
    perform refuse_closed_lines(array(
      select row(n.*)::shipment from old_rows o join new_rows n using (shipment_id)
       where ${WITHOUT_DELIVERY('o')} is distinct from ${WITHOUT_DELIVERY('n')}));
  elsif TG_OP = 'INSERT' then
    perform refuse_closed_lines(array(select row(n.*)::shipment from new_rows n));
  else
    perform refuse_closed_lines(array(select row(o.*)::shipment from old_rows o));
  end if;
  return null;
end $$;`;

/** A transport deleted outright (plain SQL; the app marks del_yn): checked while its receivers exist. */
const REFUSE_CLOSED_TRANSPORT_DELETE = `create function refuse_closed_transport_delete() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock_shared(${CLOSE_LOCK});
  perform refuse_closed_transports(array[old]);
  return old;
end $$;`;

/**
 * A company billed on a closed invoice (its row, or its group top's) keeps its supplier, billing
 * day and settlement group: they decide which invoice its lines belong to.
 */
const REFUSE_CLOSED_COMPANY = `create function refuse_closed_company_change() returns trigger language plpgsql as $$
declare
  invoice_id int;
  message text;
begin
  perform pg_advisory_xact_lock_shared(${CLOSE_LOCK});
  select h.bill_history_id into invoice_id
    from bill_history_detail d join bill_history h on h.bill_history_id = d.bill_history_id
   where h.closed_at is not null and d.company_id in (old.company_id, settlement_top_of(old.company_id))
   order by h.year, h.month, h.bill_history_id
   limit 1;
  if invoice_id is null then return new; end if;
  message := closed_invoice_title(invoice_id) || '에 청구된 업체의 공급자, 청구 기준일, 정산 그룹은 바꿀 수 없습니다. 관리자가 마감을 해제한 뒤 수정해주세요.';
  raise exception using errcode = 'PC001', message = message, detail = message;
end $$;`;

const INVOICE_AMOUNTS = (alias: string) =>
  [
    'tot_amount',
    'communication_fee',
    'communication_fee_vat',
    'untpc',
    'untpc_vat',
    'weight_untpc',
    'weight_untpc_vat',
  ]
    .map((column) => `${alias}.${column}`)
    .join(', ');

/**
 * A closed invoice is neither generated again nor deleted: its period and amounts, and its company
 * rows' amounts, stay (a statement mail still records its status on the company row).
 */
const REFUSE_CLOSED_INVOICE_REWRITE = `create function refuse_closed_invoice_rewrite() returns trigger language plpgsql as $$
declare
  invoice_id int;
  message text;
begin
  if TG_TABLE_NAME = 'bill_history' then
    if old.closed_at is null then return coalesce(new, old); end if;
    if TG_OP = 'UPDATE' and (new.closed_at is null
        or (old.period_start, old.period_end, ${INVOICE_AMOUNTS('old')})
           is not distinct from (new.period_start, new.period_end, ${INVOICE_AMOUNTS('new')})) then
      return new;
    end if;
    invoice_id := old.bill_history_id;
  else
    if TG_OP = 'UPDATE' and (old.bill_history_id, old.company_id, old.tot_qty, ${INVOICE_AMOUNTS('old')})
        is not distinct from (new.bill_history_id, new.company_id, new.tot_qty, ${INVOICE_AMOUNTS('new')}) then
      return new;
    end if;
    select bill_history_id into invoice_id from bill_history
     where bill_history_id in (old.bill_history_id, new.bill_history_id) and closed_at is not null;
    if invoice_id is null then return coalesce(new, old); end if;
  end if;
  message := closed_invoice_title(invoice_id) || '는 다시 생성하거나 삭제할 수 없습니다. 관리자가 마감을 해제한 뒤 해주세요.';
  raise exception using errcode = 'PC001', message = message, detail = message;
end $$;`;

const CLOSE_FUNCTIONS = [
  INVOICE_TITLE,
  SETTLEMENT_TOP_OF,
  REFUSE_CLOSED_BILLING,
  REFUSE_CLOSED_TRANSPORTS,
  REFUSE_CLOSED_RECEIVERS,
  REFUSE_CLOSED_LINES,
  REFUSE_CLOSED_CHANGE,
  REFUSE_CLOSED_TRANSPORT_DELETE,
  REFUSE_CLOSED_COMPANY,
  REFUSE_CLOSED_INVOICE_REWRITE,
];

const TRANSITIONS = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

const CLOSE_TRIGGERS = [
  ...(['transport_sender', 'transport_receiver', 'shipment'] as const).flatMap((table) =>
    (['insert', 'update', 'delete'] as const)
      .filter((event) => !(table === 'transport_sender' && event === 'delete'))
      .map(
        (event) =>
          `create trigger "${table}_closed_${event}" after ${event} on "${table}" referencing ${TRANSITIONS[event]} for each statement execute function refuse_closed_transport_change();`,
      ),
  ),
  `create trigger "transport_sender_closed_delete" before delete on "transport_sender" for each row execute function refuse_closed_transport_delete();`,
  `create trigger "company_closed_invoice" before update of bill_company_id, bill_stdr_cd, excclc_company_id on "company" for each row
     when (old.bill_company_id is distinct from new.bill_company_id or old.bill_stdr_cd is distinct from new.bill_stdr_cd
           or old.excclc_company_id is distinct from new.excclc_company_id)
     execute function refuse_closed_company_change();`,
  `create trigger "bill_history_closed" before update or delete on "bill_history" for each row execute function refuse_closed_invoice_rewrite();`,
  `create trigger "bill_history_detail_closed" before insert or update or delete on "bill_history_detail" for each row execute function refuse_closed_invoice_rewrite();`,
];

const CLOSE_DROPS = [
  ...['transport_sender', 'transport_receiver', 'shipment'].flatMap((table) =>
    ['insert', 'update', 'delete'].map(
      (event) => `drop trigger if exists "${table}_closed_${event}" on "${table}";`,
    ),
  ),
  `drop trigger if exists "company_closed_invoice" on "company";`,
  `drop trigger if exists "bill_history_closed" on "bill_history";`,
  `drop trigger if exists "bill_history_detail_closed" on "bill_history_detail";`,
  ...[
    'refuse_closed_invoice_rewrite()',
    'refuse_closed_company_change()',
    'refuse_closed_transport_delete()',
    'refuse_closed_transport_change()',
    'refuse_closed_lines(shipment[])',
    'refuse_closed_receivers(transport_receiver[])',
    'refuse_closed_transports(transport_sender[])',
    'refuse_closed_billing(date[], int[])',
    'settlement_top_of(int)',
    'closed_invoice_title(int)',
  ].map((fn) => `drop function if exists ${fn};`),
];

export class Migration20261125220533_month_close extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "invoice_close_event" ("invoice_close_event_id" bigserial primary key, "bill_history_id" int not null, "action" text check ("action" in ('CLOSE', 'REOPEN')) not null, "reason" text null, "member_id" int not null, "at" timestamptz not null default now(), constraint invoice_close_event_reopen_reason check (action = 'CLOSE' or length(btrim(coalesce(reason, ''))) > 0));`,
    );
    this.addSql(`create index "invoice_close_event_member_id_index" on "invoice_close_event" ("member_id");`);
    this.addSql(
      `create index "invoice_close_event_invoice_index" on "invoice_close_event" ("bill_history_id", "at");`,
    );

    this.addSql(
      `create table "tax_bill_download" ("tax_bill_download_id" bigserial primary key, "bill_history_id" int not null, "member_id" int not null, "downloaded_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "tax_bill_download_member_id_index" on "tax_bill_download" ("member_id");`);
    this.addSql(
      `create index "tax_bill_download_invoice_index" on "tax_bill_download" ("bill_history_id", "downloaded_at");`,
    );

    this.addSql(
      `alter table "invoice_close_event" add constraint "invoice_close_event_bill_history_id_foreign" foreign key ("bill_history_id") references "bill_history" ("bill_history_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "invoice_close_event" add constraint "invoice_close_event_member_id_foreign" foreign key ("member_id") references "member" ("member_id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "tax_bill_download" add constraint "tax_bill_download_bill_history_id_foreign" foreign key ("bill_history_id") references "bill_history" ("bill_history_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "tax_bill_download" add constraint "tax_bill_download_member_id_foreign" foreign key ("member_id") references "member" ("member_id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "bill_history" add column "closed_at" timestamptz null, add column "closed_by" int null;`,
    );
    this.addSql(
      `alter table "bill_history" add constraint "bill_history_closed_by_foreign" foreign key ("closed_by") references "member" ("member_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `create index "bill_history_closed_period" on "bill_history" ("period_start", "period_end") where "closed_at" is not null;`,
    );

    for (const statement of [...CLOSE_FUNCTIONS, ...CLOSE_TRIGGERS]) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const statement of CLOSE_DROPS) this.addSql(statement);

    this.addSql(`drop table if exists "invoice_close_event" cascade;`);

    this.addSql(`drop table if exists "tax_bill_download" cascade;`);

    this.addSql(`alter table "bill_history" drop constraint "bill_history_closed_by_foreign";`);

    this.addSql(`drop index "bill_history_closed_period";`);
    this.addSql(`alter table "bill_history" drop column "closed_at", drop column "closed_by";`);
  }
}
