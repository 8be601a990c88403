/**
 * Environment variables through which the jest global setup tells suites where the test server and
 * the migrated template database are. Kept free of ORM imports: the global-setup process must not
 * load the entities (their metadata would clash with the suites', mikro-orm issue 3783).
 */
export const TEST_ADMIN_URL_ENV = 'PARCEL_TEST_ADMIN_URL';
export const TEST_TEMPLATE_ENV = 'PARCEL_TEST_TEMPLATE';
/** The migrated template with demo data (the browser tests' start), when the run made one. */
export const TEST_DEMO_TEMPLATE_ENV = 'PARCEL_TEST_DEMO_TEMPLATE';
/** `cheap`: password hashes at argon2's least cost in the suites (see password-hash.ts). */
export const TEST_PASSWORD_HASH_ENV = 'PARCEL_TEST_PASSWORD_HASH';
