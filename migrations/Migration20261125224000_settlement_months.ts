import { Migration } from '@mikro-orm/migrations';

/**
 * Month rows beside the settlement day rows (api/src/modules/shipper-settlement/settlement-days.ts):
 * each the sum of its month's day rows, which the refresh keeps so from now on. Filled here from the
 * day rows as they are: a day still marked stale is recomputed by the next refresh of its period,
 * and its month with it.
 */
const SETTLEMENT_MEASURES = [
  'sent_transports',
  'sent_lines',
  'sent_qty',
  'sent_weight_kg',
  'sent_amount',
  'received_transports',
  'received_lines',
  'received_qty',
  'received_weight_kg',
  'received_amount',
  'paid_lines',
  'paid_qty',
  'paid_weight_kg',
  'paid_qty_amount',
  'paid_weight_amount',
  'paid_as_sender_amount',
  'paid_as_receiver_amount',
];
const DETAIL_MEASURES = ['lines', 'qty', 'weight_kg', 'prepaid_amount', 'collect_amount'];

/** Month rows of `table` from the day rows of `from`, per month and `key`, in that order. */
const backfill = (table: string, from: string, key: string, measures: string[]) => `
insert into ${table} (requst_month, ${key}, ${measures.join(', ')})
select date_trunc('month', requst_dt::timestamp)::date, ${key}, ${measures.map((name) => `sum(${name})`).join(', ')}
  from ${from}
 group by 1, ${key}
 order by 1, ${key};`;

export class Migration20261125224000_settlement_months extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "shipper_detail_month" ("requst_month" date not null, "sender_nm" varchar(100) not null, "lines" int not null default 0, "qty" bigint not null default 0, "weight_kg" bigint not null default 0, "prepaid_amount" bigint not null default 0, "collect_amount" bigint not null default 0, constraint "shipper_detail_month_pkey" primary key ("requst_month", "sender_nm"), constraint shipper_detail_month_first_day check (extract(day from requst_month) = 1));`,
    );

    this.addSql(
      `create table "shipper_settlement_month" ("requst_month" date not null, "company_id" int not null, "sent_transports" int not null default 0, "sent_lines" int not null default 0, "sent_qty" bigint not null default 0, "sent_weight_kg" bigint not null default 0, "sent_amount" bigint not null default 0, "received_transports" int not null default 0, "received_lines" int not null default 0, "received_qty" bigint not null default 0, "received_weight_kg" bigint not null default 0, "received_amount" bigint not null default 0, "paid_lines" int not null default 0, "paid_qty" bigint not null default 0, "paid_weight_kg" bigint not null default 0, "paid_qty_amount" bigint not null default 0, "paid_weight_amount" bigint not null default 0, "paid_as_sender_amount" bigint not null default 0, "paid_as_receiver_amount" bigint not null default 0, constraint "shipper_settlement_month_pkey" primary key ("requst_month", "company_id"), constraint shipper_settlement_month_first_day check (extract(day from requst_month) = 1));`,
    );
    this.addSql(
      `create index "shipper_settlement_month_company_id_index" on "shipper_settlement_month" ("company_id");`,
    );

    this.addSql(
      `alter table "shipper_settlement_month" add constraint "shipper_settlement_month_company_id_foreign" foreign key ("company_id") references "company" ("company_id") on update cascade on delete cascade;`,
    );

    this.addSql(
      backfill('shipper_settlement_month', 'shipper_settlement_day', 'company_id', SETTLEMENT_MEASURES),
    );
    this.addSql(backfill('shipper_detail_month', 'shipper_detail_day', 'sender_nm', DETAIL_MEASURES));
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shipper_detail_month" cascade;`);

    this.addSql(`drop table if exists "shipper_settlement_month" cascade;`);
  }
}
