import { Migration } from '@mikro-orm/migrations';

/** Tables whose changes are audited, with the primary key column that names the changed row. */
const AUDITED_TABLES: [table: string, key: string][] = [
  ['member', 'member_id'],
  ['company', 'company_id'],
  ['delivery_route', 'delivery_route_id'],
  ['bill_company', 'bill_company_id'],
  ['transport_sender', 'sender_transport_id'],
  ['transport_receiver', 'receiver_transport_id'],
  ['shipment', 'shipment_id'],
  ['waybill', 'waybill_id'],
  ['bill_history', 'bill_history_id'],
];

export class Migration20261121232606_initial extends Migration {
  override async up(): Promise<void> {
    // Written by hand: trigram indexes below (name and phone searches with ILIKE '%...%') need pg_trgm.
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(
      `create table "audit_log" ("audit_id" bigserial primary key, "entity_name" varchar(50) not null, "entity_id" varchar(50) not null, "action" text check ("action" in ('create', 'update', 'delete')) not null, "member_id" int null, "changed_at" timestamptz not null default now(), "changes" jsonb null);`,
    );
    this.addSql(`create index "audit_log_member_index" on "audit_log" ("member_id", "changed_at");`);
    this.addSql(
      `create index "audit_log_entity_index" on "audit_log" ("entity_name", "entity_id", "changed_at");`,
    );

    this.addSql(
      `create table "bill_company" ("bill_company_id" serial primary key, "reg_dt" timestamptz not null default now(), "reg_id" int null, "chg_dt" timestamptz null, "chg_id" int null, "version" int not null default 1, "company_nm" varchar(100) not null, "biz_no" varchar(10) not null, "representative_nm" varchar(50) not null, "biz_type" varchar(100) not null, "biz_item" varchar(100) not null, "address" varchar(200) not null, "post_no" varchar(5) not null, "tel_no" varchar(12) not null, "fax_no" varchar(12) not null, "email" varchar(100) not null, "bank_nm" varchar(50) not null, "depositor_nm" varchar(50) not null, "account_no" varchar(14) not null, "rmk" text null, "del_yn" text check ("del_yn" in ('Y', 'N')) not null default 'N', constraint bill_company_post_no_digits check (post_no ~ '^[0-9]{5}\$'), constraint bill_company_account_no_digits check (account_no ~ '^[0-9]{10,14}\$'), constraint bill_company_biz_no_digits check (biz_no ~ '^[0-9]{10}\$'));`,
    );
    this.addSql(
      `create unique index "bill_company_biz_no_unique" on "bill_company" ("biz_no") where "del_yn" = 'N';`,
    );

    this.addSql(
      `create table "bill_history" ("bill_history_id" serial primary key, "reg_dt" timestamptz not null default now(), "reg_id" int null, "chg_dt" timestamptz null, "chg_id" int null, "version" int not null default 1, "bill_company_id" int not null, "year" smallint not null, "month" smallint not null, "bill_cd" text check ("bill_cd" in ('20', '30')) not null, "period_start" date not null, "period_end" date not null, "tot_amount" bigint not null default 0, "communication_fee" bigint not null default 0, "communication_fee_vat" bigint not null default 0, "untpc" bigint not null default 0, "untpc_vat" bigint not null default 0, "weight_untpc" bigint not null default 0, "weight_untpc_vat" bigint not null default 0, constraint bill_history_total check (tot_amount = communication_fee + communication_fee_vat + untpc + untpc_vat + weight_untpc + weight_untpc_vat), constraint bill_history_amounts_not_negative check (communication_fee >= 0 and communication_fee_vat >= 0 and untpc >= 0 and untpc_vat >= 0 and weight_untpc >= 0 and weight_untpc_vat >= 0), constraint bill_history_period_order check (period_start <= period_end), constraint bill_history_year_range check (year between 2000 and 2999), constraint bill_history_month_range check (month between 1 and 12));`,
    );
    this.addSql(
      `alter table "bill_history" add constraint "bill_history_period_unique" unique ("bill_company_id", "year", "month", "bill_cd");`,
    );

    this.addSql(
      `create table "code" ("code_id" serial primary key, "code_type" varchar(30) not null, "code_val" varchar(30) not null, "code_nm" varchar(50) not null, "parent_id" int null, "sort_order" int not null default 0, "use_yn" text check ("use_yn" in ('Y', 'N')) not null default 'Y');`,
    );
    this.addSql(
      `create index "code_type_parent_order_index" on "code" ("code_type", "parent_id", "sort_order");`,
    );
    this.addSql(`alter table "code" add constraint "code_type_val_unique" unique ("code_type", "code_val");`);

    this.addSql(
      `create table "delivery_route" ("delivery_route_id" serial primary key, "reg_dt" timestamptz not null default now(), "reg_id" int null, "chg_dt" timestamptz null, "chg_id" int null, "version" int not null default 1, "delivery_route_nm" varchar(50) not null, "use_yn" text check ("use_yn" in ('Y', 'N')) not null default 'Y');`,
    );
    this.addSql(
      `alter table "delivery_route" add constraint "delivery_route_nm_unique" unique ("delivery_route_nm");`,
    );

    this.addSql(
      `create table "company" ("company_id" serial primary key, "reg_dt" timestamptz not null default now(), "reg_id" int null, "chg_dt" timestamptz null, "chg_id" int null, "version" int not null default 1, "biz_no" varchar(10) not null, "company_nm" varchar(100) not null, "representative_nm" varchar(50) null, "biz_type" varchar(100) null, "biz_item" varchar(100) null, "address" varchar(200) null, "tel_no" varchar(12) null, "fax_no" varchar(12) null, "email" varchar(100) null, "rmk" text null, "manager_nm" varchar(50) null, "manager_tel_no" varchar(12) null, "region_cd" varchar(30) null, "region_dtl_cd" varchar(30) null, "shipper_yn" text check ("shipper_yn" in ('Y', 'N')) not null default 'N', "shipper_cd" varchar(30) null, "use_yn" text check ("use_yn" in ('Y', 'N')) not null default 'Y', "vat_yn" text check ("vat_yn" in ('Y', 'N')) not null default 'Y', "taxbil_output_yn" text check ("taxbil_output_yn" in ('Y', 'N')) not null default 'Y', "bill_stdr_cd" text check ("bill_stdr_cd" in ('20', '30')) not null default '20', "bill_char_cd" text check ("bill_char_cd" in ('CREDIT', 'REGULAR')) not null default 'CREDIT', "communication_fee" int not null default 0, "untpc" int not null default 0, "weight_untpc" int not null default 0, "delivery_route_id" int null, "delivery_route_cd" varchar(30) null, "bill_company_id" int null, "excclc_company_id" int null, constraint company_prices_not_negative check (communication_fee >= 0 and untpc >= 0 and weight_untpc >= 0), constraint company_shipper_in_use check (shipper_yn = 'N' or use_yn = 'Y'), constraint company_biz_no_digits check (biz_no ~ '^[0-9]{10}\$'));`,
    );
    this.addSql(`alter table "company" add constraint "company_biz_no_unique" unique ("biz_no");`);
    this.addSql(`create index "company_delivery_route_id_index" on "company" ("delivery_route_id");`);
    this.addSql(`create index "company_bill_company_id_index" on "company" ("bill_company_id");`);
    this.addSql(`create index "company_excclc_company_id_index" on "company" ("excclc_company_id");`);
    this.addSql(`create index "company_shipper_index" on "company" ("shipper_yn", "shipper_cd");`);
    this.addSql(`create index "company_region_index" on "company" ("region_cd", "region_dtl_cd");`);
    this.addSql(`create index "company_tel_no_trgm" on "company" using gin ("tel_no" gin_trgm_ops);`);
    this.addSql(`create index "company_company_nm_trgm" on "company" using gin ("company_nm" gin_trgm_ops);`);

    this.addSql(
      `create table "bill_history_detail" ("bill_history_detail_id" serial primary key, "bill_history_id" int not null, "company_id" int not null, "email" varchar(100) null, "fax_no" varchar(12) null, "status" text check ("status" in ('READY', 'SENT', 'FAILED')) not null default 'READY', "tot_qty" int not null default 0, "tot_amount" bigint not null default 0, "communication_fee" bigint not null default 0, "communication_fee_vat" bigint not null default 0, "untpc" bigint not null default 0, "untpc_vat" bigint not null default 0, "weight_untpc" bigint not null default 0, "weight_untpc_vat" bigint not null default 0, constraint bill_history_detail_total check (tot_amount = communication_fee + communication_fee_vat + untpc + untpc_vat + weight_untpc + weight_untpc_vat), constraint bill_history_detail_amounts_not_negative check (communication_fee >= 0 and communication_fee_vat >= 0 and untpc >= 0 and untpc_vat >= 0 and weight_untpc >= 0 and weight_untpc_vat >= 0 and tot_qty >= 0));`,
    );
    this.addSql(
      `create index "bill_history_detail_company_id_index" on "bill_history_detail" ("company_id");`,
    );
    this.addSql(
      `alter table "bill_history_detail" add constraint "bill_history_detail_company_unique" unique ("bill_history_id", "company_id");`,
    );

    this.addSql(
      `create table "member" ("member_id" serial primary key, "reg_dt" timestamptz not null default now(), "reg_id" int null, "chg_dt" timestamptz null, "chg_id" int null, "version" int not null default 1, "user_id" varchar(50) not null, "user_pw" varchar(255) not null, "name" varchar(50) not null, "email" varchar(100) null, "tel_no" varchar(12) null, "company_id" int null, "group_val" text check ("group_val" in ('admin', 'member_view', 'member_delivery', 'member_pickup', 'member_all')) not null, "del_yn" text check ("del_yn" in ('Y', 'N')) not null default 'N');`,
    );
    this.addSql(`alter table "member" add constraint "member_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "member_company_id_index" on "member" ("company_id");`);

    this.addSql(
      `create table "refresh_token" ("token_id" bigserial primary key, "member_id" int not null, "family_id" uuid not null, "token_hash" varchar(64) not null, "issued_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null);`,
    );
    this.addSql(`create index "refresh_token_member_id_index" on "refresh_token" ("member_id");`);
    this.addSql(
      `alter table "refresh_token" add constraint "refresh_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "refresh_token_family_index" on "refresh_token" ("family_id");`);

    this.addSql(
      `create table "transport_sender" ("sender_transport_id" serial primary key, "reg_dt" timestamptz not null default now(), "reg_id" int null, "chg_dt" timestamptz null, "chg_id" int null, "version" int not null default 1, "requst_dt" date not null, "transport_process_cd" varchar(30) not null, "sender_company_id" int null, "charge_cd" varchar(30) not null, "company_nm" varchar(100) not null, "tel_no" varchar(12) null, "address" varchar(200) null, "manager_nm" varchar(50) null, "manager_tel_no" varchar(12) null, "rmk" text null, "amount" int not null default 0, "region_cd" varchar(30) null, "region_dtl_cd" varchar(30) null, "untpc" int not null default 0, "weight_untpc" int not null default 0, "shipper_cd" varchar(30) null, "delivery_route_id" int null, "manager_id" int null, "del_yn" text check ("del_yn" in ('Y', 'N')) not null default 'N', constraint transport_sender_amounts_not_negative check (amount >= 0 and untpc >= 0 and weight_untpc >= 0));`,
    );
    this.addSql(
      `create index "transport_sender_sender_company_id_index" on "transport_sender" ("sender_company_id");`,
    );
    this.addSql(
      `create index "transport_sender_delivery_route_id_index" on "transport_sender" ("delivery_route_id");`,
    );
    this.addSql(`create index "transport_sender_manager_id_index" on "transport_sender" ("manager_id");`);
    this.addSql(
      `create index "transport_sender_company_nm_trgm" on "transport_sender" using gin ("company_nm" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "transport_sender_requst_dt_index" on "transport_sender" ("requst_dt", "sender_transport_id");`,
    );

    this.addSql(
      `create table "transport_receiver" ("receiver_transport_id" serial primary key, "reg_dt" timestamptz not null default now(), "reg_id" int null, "chg_dt" timestamptz null, "chg_id" int null, "version" int not null default 1, "sender_transport_id" int not null, "receiver_company_id" int null, "company_nm" varchar(100) not null, "tel_no" varchar(12) null, "manager_tel_no" varchar(12) null, "address" varchar(200) null, "rmk" text null, "amount" int not null default 0, "region_cd" varchar(30) null, "region_dtl_cd" varchar(30) null, "untpc" int not null default 0, "weight_untpc" int not null default 0, "shipper_cd" varchar(30) null, "delivery_route_id" int null, "sort_order" int not null default 0, constraint transport_receiver_amounts_not_negative check (amount >= 0 and untpc >= 0 and weight_untpc >= 0));`,
    );
    this.addSql(
      `create index "transport_receiver_sender_transport_id_index" on "transport_receiver" ("sender_transport_id");`,
    );
    this.addSql(
      `create index "transport_receiver_receiver_company_id_index" on "transport_receiver" ("receiver_company_id");`,
    );
    this.addSql(
      `create index "transport_receiver_delivery_route_id_index" on "transport_receiver" ("delivery_route_id");`,
    );
    this.addSql(
      `create index "transport_receiver_company_nm_trgm" on "transport_receiver" using gin ("company_nm" gin_trgm_ops);`,
    );

    this.addSql(
      `create table "shipment" ("shipment_id" serial primary key, "reg_dt" timestamptz not null default now(), "reg_id" int null, "chg_dt" timestamptz null, "chg_id" int null, "version" int not null default 1, "receiver_transport_id" int not null, "kind_cd" varchar(30) not null, "waybill_no" varchar(20) null, "trnsprt_cd" text check ("trnsprt_cd" in ('QTY', 'WEIGHT')) not null default 'QTY', "sender_qty" int not null default 0, "receiver_qty" int not null default 0, "sender_untpc" int not null default 0, "receiver_untpc" int not null default 0, "sender_amount" int not null default 0, "receiver_amount" int not null default 0, "sort_order" int not null default 0, "pickup_check" text check ("pickup_check" in ('Y', 'N')) not null default 'N', "transport_manager" varchar(50) null, "transport_date" date null, "transport_code" varchar(30) null, "memo" text null, constraint shipment_waybill_no_digits check (waybill_no ~ '^[0-9]{1,20}\$'), constraint shipment_receiver_amount check (receiver_amount = receiver_qty * receiver_untpc), constraint shipment_sender_amount check (sender_amount = sender_qty * sender_untpc), constraint shipment_quantities_not_negative check (sender_qty >= 0 and receiver_qty >= 0 and sender_untpc >= 0 and receiver_untpc >= 0));`,
    );
    this.addSql(
      `create index "shipment_receiver_transport_id_index" on "shipment" ("receiver_transport_id");`,
    );
    this.addSql(`create index "shipment_transport_date_index" on "shipment" ("transport_date");`);
    this.addSql(`create index "shipment_waybill_no_index" on "shipment" ("waybill_no");`);

    this.addSql(
      `create table "waybill" ("waybill_id" serial primary key, "reg_dt" timestamptz not null default now(), "reg_id" int null, "chg_dt" timestamptz null, "chg_id" int null, "version" int not null default 1, "sender_company_id" int not null, "receiver_company_id" int null, "charge_cd" text check ("charge_cd" in ('pre', 'collect', 'credit')) not null default 'credit', "qty" int not null, "start_no" bigint not null, "end_no" bigint not null, "del_yn" text check ("del_yn" in ('Y', 'N')) not null default 'N', constraint waybill_qty_positive check (qty > 0), constraint waybill_numbers_length check (start_no >= 10000000000 and end_no <= 999999999999999999), constraint waybill_start_before_end check (start_no <= end_no));`,
    );
    this.addSql(`create index "waybill_sender_company_id_index" on "waybill" ("sender_company_id");`);
    this.addSql(`create index "waybill_receiver_company_id_index" on "waybill" ("receiver_company_id");`);
    this.addSql(`create index "waybill_start_no_index" on "waybill" ("start_no");`);

    this.addSql(
      `create table "print_log" ("print_log_id" bigserial primary key, "waybill_id" int not null, "member_id" int not null, "channel" text check ("channel" in ('program', 'browser')) not null, "printed_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "print_log_member_id_index" on "print_log" ("member_id");`);
    this.addSql(`create index "print_log_waybill_index" on "print_log" ("waybill_id", "printed_at");`);

    this.addSql(
      `alter table "bill_history" add constraint "bill_history_bill_company_id_foreign" foreign key ("bill_company_id") references "bill_company" ("bill_company_id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "code" add constraint "code_parent_id_foreign" foreign key ("parent_id") references "code" ("code_id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "company" add constraint "company_delivery_route_id_foreign" foreign key ("delivery_route_id") references "delivery_route" ("delivery_route_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "company" add constraint "company_bill_company_id_foreign" foreign key ("bill_company_id") references "bill_company" ("bill_company_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "company" add constraint "company_excclc_company_id_foreign" foreign key ("excclc_company_id") references "company" ("company_id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "bill_history_detail" add constraint "bill_history_detail_bill_history_id_foreign" foreign key ("bill_history_id") references "bill_history" ("bill_history_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "bill_history_detail" add constraint "bill_history_detail_company_id_foreign" foreign key ("company_id") references "company" ("company_id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "member" add constraint "member_company_id_foreign" foreign key ("company_id") references "company" ("company_id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "refresh_token" add constraint "refresh_token_member_id_foreign" foreign key ("member_id") references "member" ("member_id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "transport_sender" add constraint "transport_sender_sender_company_id_foreign" foreign key ("sender_company_id") references "company" ("company_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "transport_sender" add constraint "transport_sender_delivery_route_id_foreign" foreign key ("delivery_route_id") references "delivery_route" ("delivery_route_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "transport_sender" add constraint "transport_sender_manager_id_foreign" foreign key ("manager_id") references "member" ("member_id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "transport_receiver" add constraint "transport_receiver_sender_transport_id_foreign" foreign key ("sender_transport_id") references "transport_sender" ("sender_transport_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "transport_receiver" add constraint "transport_receiver_receiver_company_id_foreign" foreign key ("receiver_company_id") references "company" ("company_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "transport_receiver" add constraint "transport_receiver_delivery_route_id_foreign" foreign key ("delivery_route_id") references "delivery_route" ("delivery_route_id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "shipment" add constraint "shipment_receiver_transport_id_foreign" foreign key ("receiver_transport_id") references "transport_receiver" ("receiver_transport_id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "waybill" add constraint "waybill_sender_company_id_foreign" foreign key ("sender_company_id") references "company" ("company_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "waybill" add constraint "waybill_receiver_company_id_foreign" foreign key ("receiver_company_id") references "company" ("company_id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "print_log" add constraint "print_log_waybill_id_foreign" foreign key ("waybill_id") references "waybill" ("waybill_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "print_log" add constraint "print_log_member_id_foreign" foreign key ("member_id") references "member" ("member_id") on update cascade on delete restrict;`,
    );

    // Written by hand (the ORM cannot express these); reviewed with the generated part above.
    // Live pre-registered waybill ranges may not overlap, whatever code path writes them.
    this.addSql(
      `alter table "waybill" add constraint "waybill_range_no_overlap" exclude using gist (int8range("start_no", "end_no", '[]') with &&) where ("del_yn" = 'N');`,
    );

    // Audit trail: every change to an audited table writes an audit_log row in the same transaction.
    // The acting member comes from the transaction-local setting app.member_id (withActor()); bulk
    // demo seeding sets app.skip_audit. Password hashes are never copied, only marked as changed.
    this.addSql(`create function audit_row() returns trigger language plpgsql as $$
declare
  old_row jsonb;
  new_row jsonb;
  diff jsonb;
begin
  -- Checked before any row is converted: bulk seeding a million rows must not pay for it.
  if current_setting('app.skip_audit', true) = 'on' then
    return null;
  end if;
  old_row := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  if tg_op = 'UPDATE' then
    select jsonb_object_agg(key, jsonb_build_array(old_row -> key, value)) into diff
      from jsonb_each(new_row - 'user_pw')
     where key not in ('version', 'chg_dt', 'chg_id') and (old_row -> key) is distinct from value;
    if (old_row ->> 'user_pw') is distinct from (new_row ->> 'user_pw') then
      diff := coalesce(diff, '{}'::jsonb) || jsonb_build_object('user_pw', jsonb_build_array('*', '*'));
    end if;
    if diff is null then
      return null;
    end if;
  elsif tg_op = 'INSERT' then
    select jsonb_object_agg(key, jsonb_build_array(null, value)) into diff from jsonb_each(new_row - 'user_pw');
  else
    select jsonb_object_agg(key, jsonb_build_array(value, null)) into diff from jsonb_each(old_row - 'user_pw');
  end if;
  insert into audit_log (entity_name, entity_id, action, member_id, changes)
  values (tg_table_name,
          coalesce(new_row, old_row) ->> tg_argv[0],
          case tg_op when 'INSERT' then 'create' when 'UPDATE' then 'update' else 'delete' end,
          nullif(current_setting('app.member_id', true), '')::int,
          diff);
  return null;
end
$$;`);
    for (const [table, key] of AUDITED_TABLES) {
      this.addSql(
        `create trigger "${table}_audit" after insert or update or delete on "${table}" for each row execute function audit_row('${key}');`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const [table] of AUDITED_TABLES)
      this.addSql(`drop trigger if exists "${table}_audit" on "${table}";`);
    this.addSql(`drop function if exists audit_row();`);
    this.addSql(`alter table "bill_history" drop constraint "bill_history_bill_company_id_foreign";`);

    this.addSql(`alter table "company" drop constraint "company_bill_company_id_foreign";`);

    this.addSql(
      `alter table "bill_history_detail" drop constraint "bill_history_detail_bill_history_id_foreign";`,
    );

    this.addSql(`alter table "code" drop constraint "code_parent_id_foreign";`);

    this.addSql(`alter table "company" drop constraint "company_delivery_route_id_foreign";`);

    this.addSql(
      `alter table "transport_sender" drop constraint "transport_sender_delivery_route_id_foreign";`,
    );

    this.addSql(
      `alter table "transport_receiver" drop constraint "transport_receiver_delivery_route_id_foreign";`,
    );

    this.addSql(`alter table "company" drop constraint "company_excclc_company_id_foreign";`);

    this.addSql(
      `alter table "bill_history_detail" drop constraint "bill_history_detail_company_id_foreign";`,
    );

    this.addSql(`alter table "member" drop constraint "member_company_id_foreign";`);

    this.addSql(
      `alter table "transport_sender" drop constraint "transport_sender_sender_company_id_foreign";`,
    );

    this.addSql(
      `alter table "transport_receiver" drop constraint "transport_receiver_receiver_company_id_foreign";`,
    );

    this.addSql(`alter table "waybill" drop constraint "waybill_sender_company_id_foreign";`);

    this.addSql(`alter table "waybill" drop constraint "waybill_receiver_company_id_foreign";`);

    this.addSql(`alter table "refresh_token" drop constraint "refresh_token_member_id_foreign";`);

    this.addSql(`alter table "transport_sender" drop constraint "transport_sender_manager_id_foreign";`);

    this.addSql(`alter table "print_log" drop constraint "print_log_member_id_foreign";`);

    this.addSql(
      `alter table "transport_receiver" drop constraint "transport_receiver_sender_transport_id_foreign";`,
    );

    this.addSql(`alter table "shipment" drop constraint "shipment_receiver_transport_id_foreign";`);

    this.addSql(`alter table "print_log" drop constraint "print_log_waybill_id_foreign";`);

    this.addSql(`drop table if exists "audit_log" cascade;`);

    this.addSql(`drop table if exists "bill_company" cascade;`);

    this.addSql(`drop table if exists "bill_history" cascade;`);

    this.addSql(`drop table if exists "code" cascade;`);

    this.addSql(`drop table if exists "delivery_route" cascade;`);

    this.addSql(`drop table if exists "company" cascade;`);

    this.addSql(`drop table if exists "bill_history_detail" cascade;`);

    this.addSql(`drop table if exists "member" cascade;`);

    this.addSql(`drop table if exists "refresh_token" cascade;`);

    this.addSql(`drop table if exists "transport_sender" cascade;`);

    this.addSql(`drop table if exists "transport_receiver" cascade;`);

    this.addSql(`drop table if exists "shipment" cascade;`);

    this.addSql(`drop table if exists "waybill" cascade;`);

    this.addSql(`drop table if exists "print_log" cascade;`);
  }
}
