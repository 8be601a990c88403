import { argon2id, type HashOptions } from 'argon2';
import { TEST_PASSWORD_HASH_ENV } from './testing/test-env';

/** argon2id at the cost every stored password has (argon2's defaults: 64 MiB, 3 passes, 4 lanes). */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2id,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
} as const satisfies HashOptions;

/** The least argon2id allows: for tests only. */
const TEST_PASSWORD_HASH_OPTIONS = {
  type: argon2id,
  memoryCost: 8,
  timeCost: 1,
  parallelism: 1,
} as const satisfies HashOptions;

/**
 * The argon2 parameters new hashes get: the real cost, except in a jest run (NODE_ENV=test) whose
 * global setup asked for the cheap one (TEST_PASSWORD_HASH_ENV=cheap), so that tests not about
 * hashing hash and verify in a millisecond instead of 170 ms. Verifying reads the parameters from the stored hash, so either verifies both.
 */
export function passwordHashOptions(env: NodeJS.ProcessEnv = process.env): HashOptions {
  return env.NODE_ENV === 'test' && env[TEST_PASSWORD_HASH_ENV] === 'cheap'
    ? TEST_PASSWORD_HASH_OPTIONS
    : PASSWORD_HASH_OPTIONS;
}
