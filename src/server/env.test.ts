import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('has working defaults for the embedded mode', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(path.resolve('data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MAX_UPLOAD_MB).toBe(25);
  });

  it('names each bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', SMTP_URL: 'mail.example.com' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'eighty', SMTP_URL: 'mail.example.com' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: /);
      expect((error as Error).message).toMatch(/SMTP_URL: must start with smtp:\/\/ or smtps:\/\//);
    }
  });

  it('requires AUTH_SECRET in server mode', () => {
    expect(() => loadEnv({ DATABASE_URL: 'postgres://db/app' })).toThrow(/AUTH_SECRET: required in server mode/);
    expect(loadEnv({ DATABASE_URL: 'postgres://db/app', AUTH_SECRET: 'x'.repeat(32) }).DATABASE_URL).toBe(
      'postgres://db/app',
    );
  });
});
