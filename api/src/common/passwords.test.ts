import { PASSWORD_HASH_OPTIONS, passwordHashOptions } from '@parcel/db';
import { TEST_PASSWORD_HASH_ENV } from '@parcel/db/src/testing/test-env';
import { PasswordHasher } from './passwords';

describe('the password hash cost', () => {
  it('is the real one outside a jest run, whatever the cheap-hash setting says', () => {
    expect(passwordHashOptions({ NODE_ENV: 'production', [TEST_PASSWORD_HASH_ENV]: 'cheap' })).toBe(
      PASSWORD_HASH_OPTIONS,
    );
    expect(passwordHashOptions({ [TEST_PASSWORD_HASH_ENV]: 'cheap' })).toBe(PASSWORD_HASH_OPTIONS);
    expect(passwordHashOptions({ NODE_ENV: 'test' })).toBe(PASSWORD_HASH_OPTIONS);
  });

  it('hashes at 64 MiB, 3 passes and 4 lanes with the production options, and verifies either cost', async () => {
    const real = new PasswordHasher(undefined, passwordHashOptions({ NODE_ENV: 'production' }));
    const stored = await real.hash('a-real-secret-42');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    const cheap = new PasswordHasher(
      undefined,
      passwordHashOptions({ NODE_ENV: 'test', [TEST_PASSWORD_HASH_ENV]: 'cheap' }),
    );
    expect(await cheap.hash('a-real-secret-42')).toMatch(/^\$argon2id\$v=19\$m=8,p=1,t=1\$/);
    expect(await cheap.verify(stored, 'a-real-secret-42')).toBe(true);
    expect(await cheap.verify(stored, 'a-wrong-secret')).toBe(false);
  });
});
