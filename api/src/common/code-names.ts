/**
 * A code's Korean name (code_nm of `type`) for a column holding its value, as SQL. A scalar
 * subquery rather than a join: evaluated for the page's rows only, and ten more joined tables would
 * cost PostgreSQL more time to plan than the whole page takes to run. `type` is always one of our
 * code types, never input.
 */
export const codeName = (type: string, column: string) =>
  `(select code_nm from code where code_type = '${type}' and code_val = ${column})`;

/** Like codeName, falling back to the stored value when the code is missing. */
export const named = (type: string, column: string) => `coalesce(${codeName(type, column)}, ${column})`;
