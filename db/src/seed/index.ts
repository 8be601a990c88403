export { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USER_ID, DEMO_USER_PASSWORD } from './demo-members';
export {
  DEFAULT_DEMO_MONTHS,
  DEFAULT_DEMO_SEED,
  DEFAULT_DEMO_TRANSPORTS,
  DemoDataExistsError,
  hasDemoData,
  isDatabaseEmpty,
  MAX_DEMO_MONTHS,
  MAX_DEMO_TRANSPORTS,
  SEEDED_TABLES,
  seedDemoData,
  type SeededTable,
  type SeedOptions,
  type SeedPhases,
  type SeedSummary,
} from './seed-demo-data';
