import { Migration } from '@mikro-orm/migrations';

/**
 * Who is billed what (docs/decisions.md#who-is-billed-what; docs/billing.md): the day rows keep what
 * each company pays as payer (replacing the sent-only sections), a view answers each company's
 * settlement group top, a trigger refuses settlement group cycles, and the statement mail log belongs
 * to the invoice and the company so it survives a re-run that no longer bills the company.
 */
export class Migration20261125152113_billing_payer_groups extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "shipper_settlement_day" drop column "sent_qty_amount", drop column "sent_weight_amount";`,
    );
    this.addSql(
      `alter table "shipper_settlement_day" add column "paid_lines" int not null default 0, add column "paid_qty" bigint not null default 0, add column "paid_weight_kg" bigint not null default 0, add column "paid_qty_amount" bigint not null default 0, add column "paid_weight_amount" bigint not null default 0, add column "paid_as_sender_amount" bigint not null default 0, add column "paid_as_receiver_amount" bigint not null default 0;`,
    );
    // The payer columns are new: every day is recomputed on its first read.
    this.addSql(
      `insert into shipper_settlement_stale (requst_dt) select distinct requst_dt from transport_sender;`,
    );

    // The mail log: filled from each mail's company row before the columns become required.
    this.addSql(
      `alter table "statement_mail" drop constraint "statement_mail_bill_history_detail_id_foreign";`,
    );
    this.addSql(`drop index "statement_mail_detail_sent_index";`);
    this.addSql(
      `alter table "statement_mail" add column "bill_history_id" int null, add column "company_id" int null;`,
    );
    this.addSql(
      `update "statement_mail" m set bill_history_id = d.bill_history_id, company_id = d.company_id from bill_history_detail d where d.bill_history_detail_id = m.bill_history_detail_id;`,
    );
    this.addSql(
      `alter table "statement_mail" alter column "bill_history_id" set not null, alter column "company_id" set not null;`,
    );
    this.addSql(`alter table "statement_mail" alter column "bill_history_detail_id" drop not null;`);
    this.addSql(
      `alter table "statement_mail" add constraint "statement_mail_bill_history_id_foreign" foreign key ("bill_history_id") references "bill_history" ("bill_history_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "statement_mail" add constraint "statement_mail_company_id_foreign" foreign key ("company_id") references "company" ("company_id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "statement_mail" add constraint "statement_mail_bill_history_detail_id_foreign" foreign key ("bill_history_detail_id") references "bill_history_detail" ("bill_history_detail_id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "statement_mail_company_id_index" on "statement_mail" ("company_id");`);
    this.addSql(
      `create index "statement_mail_bill_history_detail_id_index" on "statement_mail" ("bill_history_detail_id");`,
    );
    this.addSql(
      `create index "statement_mail_invoice_company_sent_index" on "statement_mail" ("bill_history_id", "company_id", "sent_at" desc);`,
    );

    // Each company's settlement group top: climb excclc_company_id at most 4 steps, never to a
    // company already on the path (billing.ts settlementTop; MAX_GROUP_STEPS).
    this.addSql(`create view company_settlement_top (company_id, top_company_id) as
with recursive climb (company_id, top_company_id, steps, path) as (
  select company_id, company_id, 0, array[company_id] from company
  union all
  select climb.company_id, c.excclc_company_id, climb.steps + 1, climb.path || c.excclc_company_id
    from climb join company c on c.company_id = climb.top_company_id
   where c.excclc_company_id is not null and c.excclc_company_id <> all(climb.path) and climb.steps < 4
)
select distinct on (company_id) company_id, top_company_id from climb order by company_id, steps desc;`);

    // A save that makes a settlement group cycle (A's group B, B's group A) is refused. One
    // transaction at a time checks (the advisory lock, held to commit), and each check reads what
    // committed before it, so two concurrent saves that together make a cycle cannot both pass.
    this.addSql(`create function refuse_settlement_group_cycle() returns trigger language plpgsql as $$
declare
  walker int := new.excclc_company_id;
  visited int[] := array[new.company_id];
begin
  if walker is null or walker = new.company_id then return null; end if;
  perform pg_advisory_xact_lock(${0x5e7791});
  while walker is not null loop
    if walker = any(visited) then
      if walker = new.company_id then
        raise exception '정산 그룹 업체를 따라가면 이 업체로 돌아옵니다. 다른 정산 그룹 업체를 선택해주세요.'
          using errcode = '23514', constraint = 'company_settlement_group_cycle', table = 'company';
      end if;
      exit;
    end if;
    visited := visited || walker;
    select nullif(excclc_company_id, company_id) into walker from company where company_id = walker;
  end loop;
  return null;
end $$;`);
    this.addSql(
      `create trigger "company_settlement_group_cycle" after insert or update of excclc_company_id on "company" for each row execute function refuse_settlement_group_cycle();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "company_settlement_group_cycle" on "company";`);
    this.addSql(`drop function if exists refuse_settlement_group_cycle();`);
    this.addSql(`drop view if exists company_settlement_top;`);

    this.addSql(`alter table "statement_mail" drop constraint "statement_mail_bill_history_id_foreign";`);
    this.addSql(`alter table "statement_mail" drop constraint "statement_mail_company_id_foreign";`);
    this.addSql(
      `alter table "statement_mail" drop constraint "statement_mail_bill_history_detail_id_foreign";`,
    );
    this.addSql(`drop index "statement_mail_company_id_index";`);
    this.addSql(`drop index "statement_mail_bill_history_detail_id_index";`);
    this.addSql(`drop index "statement_mail_invoice_company_sent_index";`);
    this.addSql(`delete from "statement_mail" where bill_history_detail_id is null;`);
    this.addSql(`alter table "statement_mail" drop column "bill_history_id", drop column "company_id";`);
    this.addSql(`alter table "statement_mail" alter column "bill_history_detail_id" set not null;`);
    this.addSql(
      `alter table "statement_mail" add constraint "statement_mail_bill_history_detail_id_foreign" foreign key ("bill_history_detail_id") references "bill_history_detail" ("bill_history_detail_id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create index "statement_mail_detail_sent_index" on "statement_mail" ("bill_history_detail_id", "sent_at" desc);`,
    );

    this.addSql(
      `alter table "shipper_settlement_day" drop column "paid_lines", drop column "paid_qty", drop column "paid_weight_kg", drop column "paid_qty_amount", drop column "paid_weight_amount", drop column "paid_as_sender_amount", drop column "paid_as_receiver_amount";`,
    );
    this.addSql(
      `alter table "shipper_settlement_day" add column "sent_qty_amount" bigint not null default 0, add column "sent_weight_amount" bigint not null default 0;`,
    );
    this.addSql(
      `insert into shipper_settlement_stale (requst_dt) select distinct requst_dt from transport_sender;`,
    );
  }
}
