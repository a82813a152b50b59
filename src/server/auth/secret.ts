import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded mode's signing secret: made once, kept in `DATA_DIR/auth-secret` (readable by its
 * owner only), so sessions survive a restart without the user configuring anything.
 */
export async function embeddedAuthSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'auth-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
