import { hash, verify, argon2id } from 'argon2';

/** Passwords are stored as argon2id hashes (DECISIONS.md). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { type: argon2id });
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * Checked against when the user id does not exist, so that an unknown id takes as long to refuse
 * as a wrong password and the answer's timing does not reveal which ids exist.
 */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not a password of anyone');
  return dummyHash;
}
