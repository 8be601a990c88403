// The opt-out link in every message: a token naming the receiver's mobile, signed with a key derived
// from the session secret (JWT_SECRET), so the link works without signing in and cannot be made up
// for another number. It never expires: an old message's link still opts out.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export class OptOutTokens {
  private readonly key: Buffer;

  constructor(secret: string | undefined) {
    this.key = createHmac('sha256', secret ? Buffer.from(secret) : randomBytes(32))
      .update('notification-opt-out')
      .digest();
  }

  private signature(phoneNo: string): Buffer {
    return createHmac('sha256', this.key).update(phoneNo).digest().subarray(0, 16);
  }

  /** `<digits>.<signature>`, URL-safe. */
  tokenFor(phoneNo: string): string {
    return `${phoneNo}.${this.signature(phoneNo).toString('base64url')}`;
  }

  /** The mobile number a token names, or null for a token this server did not sign. */
  phoneOf(token: unknown): string | null {
    if (typeof token !== 'string') return null;
    const match = /^(\d{9,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!match) return null;
    const given = Buffer.from(match[2]!, 'base64url');
    const expected = this.signature(match[1]!);
    return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null;
  }
}
