import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the package's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane; about 0.1 s a hash on
 * one core. Verifying reads the parameters from the stored hash, so raising them later keeps old hashes working.
 */
const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

let dummyHash: Promise<string> | null = null;

/**
 * A log-in with an unknown email verifies against this hash of nothing anyone knows, so it takes as long as a wrong
 * password does: the time of an answer tells no one which emails have accounts.
 */
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash.then((stored) => verifyPassword(stored, password)).then(() => false);
}
