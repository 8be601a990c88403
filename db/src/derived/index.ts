export * from './billing-sql';
export { driftQuery } from './derived-sql';
export { foldDerivedRows } from './fold';
export { installDerivedRows } from './install';
export { DETAIL, ROLLUPS, type Rollup, SETTLEMENT } from './rollups';
