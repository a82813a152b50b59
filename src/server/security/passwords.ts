import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** argon2id hash of `password`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Checked against when there is no account, so a missing account takes as long as a wrong password.
const decoy = hash('decoy-password-for-timing', options);

/** True when `password` matches `passwordHash`; with no hash it still spends the same time and says no. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
