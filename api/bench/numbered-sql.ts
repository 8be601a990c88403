import type { Sql } from '../src/common/paged-query';

/**
 * The statement with PostgreSQL's `$1, $2 ...` for the `?` placeholders, as the ORM's query builder
 * sends it. The list statements hold no `?` inside string literals.
 */
export function numbered(statement: Sql): { text: string; values: unknown[] } {
  let index = 0;
  return { text: statement.text.replace(/\?/g, () => `$${++index}`), values: [...statement.params] };
}
