import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToOne,
  Opt,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  Rel,
} from '@mikro-orm/core';
import type { ImportField } from '@parcel/shared/forms/transport-import';
import { Company } from './company.entity';
import { Member } from './member.entity';

/** Where a spreadsheet import stands: its preview, committed as transports, or undone. */
export const TRANSPORT_IMPORT_STATUSES = ['PREVIEW', 'COMMITTED', 'UNDONE'] as const;
export type TransportImportStatus = (typeof TRANSPORT_IMPORT_STATUSES)[number];

/** A problem of one row, as the last check found it: the field at fault and the Korean message. */
export interface ImportRowProblem {
  field: ImportField;
  message: string;
}

/**
 * One uploaded spreadsheet (운송 정보 일괄 등록): the preview its rows are checked and fixed in,
 * then the import that committed them as transports (each linked back by transport_sender.import_id)
 * and may undo them. Its id is the commit's idempotency key: a second commit of it writes nothing.
 */
@Entity({ tableName: 'transport_import' })
// The history grid (newest first) and the clean-up of day-old previews.
@Index({ name: 'transport_import_created_at_index', properties: ['createdAt'] })
export class TransportImport {
  @PrimaryKey({ type: 'integer' })
  importId!: Opt<number>;

  @Enum({ items: () => [...TRANSPORT_IMPORT_STATUSES], default: 'PREVIEW' })
  status!: Opt<TransportImportStatus>;

  /** The uploaded file's name, as the browser sent it. */
  @Property({ type: 'string', length: 255 })
  fileName!: string;

  /** The sender company chosen on the screen: rows whose 보내는사람 is empty send as it. */
  @Index({ name: 'transport_import_sender_company_id_index' })
  @ManyToOne(() => Company, { nullable: true, deleteRule: 'restrict', fieldName: 'sender_company_id' })
  senderCompany?: Rel<Company> | null;

  /** The file's header row, as read. */
  @Property({ type: 'json' })
  headers!: string[];

  /** Which column (an index into headers) fills each import field; null or absent: none. */
  @Property({ type: 'json' })
  mapping!: Partial<Record<ImportField, number | null>>;

  /** Rows of the preview (rows removed from it no longer count). */
  @Property({ type: 'integer', default: 0 })
  rowCount!: Opt<number>;

  /** Transports the commit wrote; null before it. */
  @Property({ type: 'integer', nullable: true })
  transportCount?: number | null;

  /** Members are withdrawn, never deleted, so the import keeps naming who did what. */
  @Index({ name: 'transport_import_created_by_index' })
  @ManyToOne(() => Member, { nullable: true, deleteRule: 'restrict', fieldName: 'created_by' })
  createdBy?: Rel<Member> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt!: Opt<Date>;

  @Index({ name: 'transport_import_committed_by_index' })
  @ManyToOne(() => Member, { nullable: true, deleteRule: 'restrict', fieldName: 'committed_by' })
  committedBy?: Rel<Member> | null;

  @Property({ type: 'datetime', nullable: true })
  committedAt?: Date | null;

  @Index({ name: 'transport_import_undone_by_index' })
  @ManyToOne(() => Member, { nullable: true, deleteRule: 'restrict', fieldName: 'undone_by' })
  undoneBy?: Rel<Member> | null;

  @Property({ type: 'datetime', nullable: true })
  undoneAt?: Date | null;
}

/**
 * One data row of an import's file: its raw cells, what a person typed over them in the preview,
 * and the problems its last check found (kept so a page of the preview needs no check).
 */
@Entity({ tableName: 'transport_import_row' })
export class TransportImportRow {
  [PrimaryKeyProp]?: ['transportImport', 'rowNo'];

  @ManyToOne(() => TransportImport, { primary: true, deleteRule: 'cascade', fieldName: 'import_id' })
  transportImport!: Rel<TransportImport>;

  /** The row's number in the file (the header is row 1), as a spreadsheet program shows it. */
  @PrimaryKey({ type: 'integer' })
  rowNo!: number;

  /** The cells' display text, in the file's column order. */
  @Property({ type: 'json' })
  cells!: string[];

  /** Values typed in the preview, per import field; they win over the mapped cell. */
  @Property({ type: 'json', nullable: true })
  edits?: Partial<Record<ImportField, string>> | null;

  /** The last check's problems; empty when the row is ready. */
  @Property({ type: 'json' })
  problems!: ImportRowProblem[];

  /**
   * The last check's warning, which does not stop the row: its line would bill nobody (the payer is
   * no registered company, or its settlement group top bills nobody). Null: it is billed.
   */
  @Property({ type: 'text', nullable: true })
  warning?: string | null;

  /** Rows of one transport share it (sender company, reception date, charge); null: unresolved. */
  @Property({ type: 'text', nullable: true })
  transportKey?: string | null;

  /** Rows of one receiver within a transport share it (the company, or name, phone and address). */
  @Property({ type: 'text', nullable: true })
  receiverKey?: string | null;

  /** Which transport of the import (1-based) the row forms, when it has no problem. */
  @Property({ type: 'integer', nullable: true })
  transportNo?: number | null;
}

/**
 * The column mapping remembered per sender company: each header name (by headerKey) its field, or
 * null for a column the user left unmapped. An upload for the company applies it to the headers it
 * knows and proposes the rest.
 */
@Entity({ tableName: 'transport_import_mapping' })
export class TransportImportMapping {
  [PrimaryKeyProp]?: 'senderCompany';

  @OneToOne(() => Company, {
    primary: true,
    deleteRule: 'cascade',
    fieldName: 'sender_company_id',
    owner: true,
  })
  senderCompany!: Rel<Company>;

  @Property({ type: 'json' })
  mapping!: Record<string, ImportField | null>;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt!: Opt<Date>;
}
