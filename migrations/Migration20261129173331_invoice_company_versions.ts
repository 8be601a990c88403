import { Migration } from '@mikro-orm/migrations';

/**
 * A company row's earlier figures (재계산 / 청구서 생성 versions, docs/billing.md "Recalculating one
 * company"): kept per invoice and company by the run that replaced them, with who, when and why.
 * Generated from the entity; nothing to backfill (rows generated before keep no history).
 */
export class Migration20261129173331_invoice_company_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "bill_history_detail_version" ("bill_history_detail_version_id" bigserial primary key, "bill_history_id" int not null, "company_id" int not null, "bill_history_detail_id" int null, "version_no" int not null, "tot_qty" int not null, "tot_amount" bigint not null, "communication_fee" bigint not null, "communication_fee_vat" bigint not null, "untpc" bigint not null, "untpc_vat" bigint not null, "weight_untpc" bigint not null, "weight_untpc_vat" bigint not null, "run" text check ("run" in ('GENERATION', 'REGENERATION', 'RECALCULATION')) not null, "reason" text not null, "member_id" int null, "replaced_at" timestamptz not null default now(), constraint bill_history_detail_version_member check (run = 'REGENERATION' or member_id is not null), constraint bill_history_detail_version_reason check (length(btrim(reason)) > 0 and char_length(reason) <= 500), constraint bill_history_detail_version_total check (tot_amount = communication_fee + communication_fee_vat + untpc + untpc_vat + weight_untpc + weight_untpc_vat), constraint bill_history_detail_version_amounts_not_negative check (communication_fee >= 0 and communication_fee_vat >= 0 and untpc >= 0 and untpc_vat >= 0 and weight_untpc >= 0 and weight_untpc_vat >= 0 and tot_qty >= 0), constraint bill_history_detail_version_number_positive check (version_no > 0));`,
    );
    this.addSql(
      `create index "bill_history_detail_version_company_id_index" on "bill_history_detail_version" ("company_id");`,
    );
    this.addSql(
      `create index "bill_history_detail_version_detail_id_index" on "bill_history_detail_version" ("bill_history_detail_id");`,
    );
    this.addSql(
      `create index "bill_history_detail_version_member_id_index" on "bill_history_detail_version" ("member_id");`,
    );
    this.addSql(
      `alter table "bill_history_detail_version" add constraint "bill_history_detail_version_number_unique" unique ("bill_history_id", "company_id", "version_no");`,
    );

    this.addSql(
      `alter table "bill_history_detail_version" add constraint "bill_history_detail_version_bill_history_id_foreign" foreign key ("bill_history_id") references "bill_history" ("bill_history_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "bill_history_detail_version" add constraint "bill_history_detail_version_company_id_foreign" foreign key ("company_id") references "company" ("company_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "bill_history_detail_version" add constraint "bill_history_detail_version_bill_history_detail_id_foreign" foreign key ("bill_history_detail_id") references "bill_history_detail" ("bill_history_detail_id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "bill_history_detail_version" add constraint "bill_history_detail_version_member_id_foreign" foreign key ("member_id") references "member" ("member_id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "bill_history_detail_version" cascade;`);
  }
}
