import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OneToOne,
  Opt,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  Rel,
  Unique,
} from '@mikro-orm/core';
import type { BankFileField } from '@parcel/shared/forms/bank-deposit';
import { Company } from './company.entity';
import { Member } from './member.entity';
import { Payment } from './payment.entity';

/**
 * One uploaded bank transaction export (정산 관리 > 입금 내역 반영): the file's rows as read and the
 * column mapping, from which the preview is computed each time it is shown (what is owed and what
 * was applied change). Any app process serves the next step; uploads a week old are removed.
 */
@Entity({ tableName: 'bank_deposit_upload' })
@Index({ name: 'bank_deposit_upload_created_at_index', properties: ['createdAt'] })
export class BankDepositUpload {
  @PrimaryKey({ type: 'integer' })
  uploadId!: Opt<number>;

  /** The bank as typed or chosen on the screen; its mapping is remembered by it. */
  @Property({ type: 'string', length: 50 })
  bankNm!: string;

  @Property({ type: 'string', length: 255 })
  fileName!: string;

  /** The header row, as read. */
  @Property({ type: 'json' })
  headers!: string[];

  /** Which column (an index into headers) fills each field; null or absent: none. */
  @Property({ type: 'json' })
  mapping!: Partial<Record<BankFileField, number | null>>;

  @Index({ name: 'bank_deposit_upload_created_by_index' })
  @ManyToOne(() => Member, { nullable: true, deleteRule: 'restrict', fieldName: 'created_by' })
  createdBy?: Rel<Member> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt!: Opt<Date>;
}

/** One row of an uploaded bank file below its header: the cells' text as read. */
@Entity({ tableName: 'bank_deposit_upload_row' })
export class BankDepositUploadRow {
  [PrimaryKeyProp]?: ['upload', 'rowNo'];

  @ManyToOne(() => BankDepositUpload, { primary: true, deleteRule: 'cascade', fieldName: 'upload_id' })
  upload!: Rel<BankDepositUpload>;

  /** The row's number in the file, as a spreadsheet program shows it. */
  @PrimaryKey({ type: 'integer' })
  rowNo!: number;

  @Property({ type: 'json' })
  cells!: string[];
}

/**
 * The column mapping remembered per bank: each header name (by headerKey) its field, or null for a
 * column left unmapped. A file of the bank takes it for the headers it knows, proposals for the rest.
 */
@Entity({ tableName: 'bank_column_mapping' })
export class BankColumnMapping {
  @PrimaryKey({ type: 'string', length: 50 })
  bankNm!: string;

  @Property({ type: 'json' })
  mapping!: Record<string, BankFileField | null>;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt!: Opt<Date>;
}

/**
 * A bank line applied as a payment: its key (when, amount, balance after it, texts, and which of
 * the lines alike in all of these it is) is unique, so a second upload of the file, a retried or
 * a racing confirmation never applies it twice (@parcel/shared/settlement/bank-deposits lineKeys).
 * Deleting its payment releases it (the row goes), so it can be applied again, rightly.
 */
@Entity({ tableName: 'bank_deposit_line' })
@Unique({
  name: 'bank_deposit_line_key',
  expression:
    'create unique index "bank_deposit_line_key" on "bank_deposit_line" ("transacted_at", "amount", "balance", "depositor", "summary", "occurrence") nulls not distinct',
})
@Check({ name: 'bank_deposit_line_amount_positive', expression: 'amount > 0' })
@Check({ name: 'bank_deposit_line_occurrence_positive', expression: 'occurrence > 0' })
export class BankDepositLine {
  @PrimaryKey({ type: 'integer' })
  bankDepositLineId!: Opt<number>;

  /** When, by the bank's clock (a local time, no zone), to the second. */
  @Property({ type: 'string', columnType: 'timestamp(0)' })
  transactedAt!: string;

  /** 입금액, whole won. */
  @Property({ type: 'integer' })
  amount!: number;

  /** 잔액 after the line; null when the file has none. */
  @Property({ type: 'bigint', nullable: true })
  balance?: string | null;

  @Property({ type: 'string', length: 100 })
  depositor!: string;

  @Property({ type: 'string', length: 100 })
  summary!: string;

  @Property({ type: 'smallint' })
  occurrence!: number;

  @Property({ type: 'string', length: 50 })
  bankNm!: string;

  /** The payment it became; set in the confirming transaction. */
  @OneToOne(() => Payment, {
    nullable: true,
    deleteRule: 'restrict',
    fieldName: 'payment_id',
    owner: true,
    unique: 'bank_deposit_line_payment_id_unique',
  })
  payment?: Rel<Payment> | null;

  /** The upload it was confirmed from (null once that upload is removed). */
  @Index({ name: 'bank_deposit_line_upload_id_index' })
  @ManyToOne(() => BankDepositUpload, { nullable: true, deleteRule: 'set null', fieldName: 'upload_id' })
  upload?: Rel<BankDepositUpload> | null;

  /** Its row in that upload's file. */
  @Property({ type: 'integer' })
  rowNo!: number;

  @Index({ name: 'bank_deposit_line_applied_by_index' })
  @ManyToOne(() => Member, { nullable: true, deleteRule: 'restrict', fieldName: 'applied_by' })
  appliedBy?: Rel<Member> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  appliedAt!: Opt<Date>;
}

/**
 * A depositor name (by depositorKey) remembered for a company when a user matched a deposit of that
 * name to it by hand: the next deposit of the name matches the company like its own name does.
 */
@Entity({ tableName: 'depositor_alias' })
export class DepositorAlias {
  [PrimaryKeyProp]?: ['depositorKey', 'company'];

  @PrimaryKey({ type: 'string', length: 100 })
  depositorKey!: string;

  @Index({ name: 'depositor_alias_company_id_index' })
  @ManyToOne(() => Company, { primary: true, deleteRule: 'cascade', fieldName: 'company_id' })
  company!: Rel<Company>;

  @Index({ name: 'depositor_alias_created_by_index' })
  @ManyToOne(() => Member, { nullable: true, deleteRule: 'restrict', fieldName: 'created_by' })
  createdBy?: Rel<Member> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt!: Opt<Date>;
}
