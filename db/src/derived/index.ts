export * from './billing-sql';
export { DERIVED_ROWS_LOCK, driftQuery } from './derived-sql';
export { foldDerivedRows } from './fold';
export { installDerivedRows } from './install';
export { COUNTS, DETAIL, ROLLUPS, type Rollup, SETTLEMENT, STATS } from './rollups';
