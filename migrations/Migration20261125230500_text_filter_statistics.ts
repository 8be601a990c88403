import { Migration } from '@mikro-orm/migrations';

/** The columns the lists' "contains" filters search (names and phones of both parties). */
const SEARCHED_COLUMNS = {
  transport_sender: ['company_nm', 'tel_no', 'manager_tel_no'],
  transport_receiver: ['company_nm', 'tel_no', 'manager_tel_no'],
} as const;

/**
 * Finer statistics for the searched columns. A list filtered by a receiver's name either walks the
 * period in the list's order (right for a common name: it stops at the page) or starts from the
 * trigram index (right for one customer's name). PostgreSQL picks by the pattern's estimated share
 * of rows, read from the column's histogram: with the default 100 buckets (1 % each) one customer's
 * name was estimated at 422 or 5,863 receivers from one ANALYZE to the next (7,427 in fact, at
 * 2,000,000 transports), and the wrong walk read the whole period (0.3-2.9 s). With 1,000 buckets
 * the estimates stay near the truth.
 */
export class Migration20261125230500_text_filter_statistics extends Migration {
  override async up(): Promise<void> {
    for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
      for (const column of columns)
        this.addSql(`alter table "${table}" alter column "${column}" set statistics 1000;`);
      this.addSql(`analyze "${table}";`);
    }
  }

  override async down(): Promise<void> {
    for (const [table, columns] of Object.entries(SEARCHED_COLUMNS))
      for (const column of columns)
        this.addSql(`alter table "${table}" alter column "${column}" set statistics -1;`);
  }
}
