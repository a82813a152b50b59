import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';

/**
 * Zones Node's ICU accepts (old tz database links) that neither PGlite's nor PostgreSQL's zone
 * database has: the database answers 22023 on `at time zone` with them.
 */
const UNKNOWN_TO_THE_DATABASE = ['US/Pacific-New', 'Canada/East-Saskatchewan'];

const issuesOf = async (res: Response) => ((await res.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues;

describe.each(UNKNOWN_TO_THE_DATABASE)('a zone ICU knows and the database does not (%s)', (zone) => {
  it('is refused with a 400 naming the field, not a 500, wherever a zone is written', async () => {
    const { b } = await signedInUser();
    const attempts = [
      { path: 'start.zone', res: await b.json('/api/v1/timecards', 'POST', { type: 'labor', start: { local: '2026-06-15T09:00', zone }, end: { local: '2026-06-16T17:00', zone: 'Europe/Berlin' } }) },
      { path: 'zone', res: await b.json('/api/v1/timecards/timer/start', 'POST', { type: 'labor', zone }) },
      { path: 'settings.timeZone', res: await b.json('/api/v1/account/profile', 'PATCH', { settings: { timeZone: zone } }) },
    ];
    for (const { path, res } of attempts) {
      expect(res.status, path).toBe(400);
      expect(await issuesOf(res)).toContainEqual({ path, message: 'Time zone not valid' });
    }
    const list = await b.request('/api/v1/timecards?from=2026-06-01&to=2026-06-30');
    expect(list.status).toBe(200);
  });
});
