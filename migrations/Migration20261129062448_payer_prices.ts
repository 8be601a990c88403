import { Migration } from '@mikro-orm/migrations';

/**
 * Prices follow the payer (docs/decisions.md#prices-follow-the-payer; docs/billing.md): a collect
 * parcel line bills its receiver's side and counts its receiver's pieces. The per-day rows of what
 * each company pays are recomputed under the rule on their first read, and every open invoice is
 * queued to be generated again by the app after the migrations (invoice_regeneration); closed
 * invoices stay as closed, and the close board shows those the rule would now bill otherwise as
 * changed. A party typed by name is linked to the company of exactly that name on save: an index of
 * trimmed names. An import's preview row keeps the warning that its line would bill nobody.
 */
export class Migration20261129062448_payer_prices extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "invoice_regeneration" ("bill_history_id" int not null, "reason" text not null, "queued_at" timestamptz not null default now(), constraint "invoice_regeneration_pkey" primary key ("bill_history_id"));`,
    );
    this.addSql(
      `alter table "invoice_regeneration" add constraint "invoice_regeneration_bill_history_id_foreign" foreign key ("bill_history_id") references "bill_history" ("bill_history_id") on update cascade on delete cascade;`,
    );

    this.addSql(`create index "company_trimmed_name_index" on "company" (btrim("company_nm"));`);
    this.addSql(`alter table "transport_import_row" add column "warning" text null;`);

    this.addSql(
      `insert into shipper_settlement_stale (requst_dt) select distinct requst_dt from transport_sender;`,
    );
    this.addSql(
      `insert into invoice_regeneration (bill_history_id, reason) select bill_history_id, '착불 택배는 받는 곳 금액으로 청구 (단가는 지불처 기준)' from bill_history where closed_at is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "invoice_regeneration" cascade;`);
    this.addSql(`drop index "company_trimmed_name_index";`);
    this.addSql(`alter table "transport_import_row" drop column "warning";`);
    this.addSql(
      `insert into shipper_settlement_stale (requst_dt) select distinct requst_dt from transport_sender;`,
    );
  }
}
