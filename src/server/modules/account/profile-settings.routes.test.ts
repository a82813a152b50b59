import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';

describe('PATCH /api/v1/account/profile at once from several tabs', () => {
  it('keeps every change when each tab changes a different setting or name', async () => {
    const { b } = await signedInUser();
    const changes = [
      { settings: { currency: 'EUR' } },
      { settings: { firstDayOfWeek: 6 } },
      { settings: { weeklyTargetHours: 30 } },
      { settings: { mileageRate: '0.655' } },
      { lastName: 'Byron' },
    ];
    const answers = await Promise.all(changes.map((change) => b.json('/api/v1/account/profile', 'PATCH', change)));
    expect(answers.map((res) => res.status)).toEqual(changes.map(() => 200));
    const profile: unknown = await (await b.request('/api/v1/account/profile')).json();
    expect(profile).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      settings: { timeZone: 'America/Chicago', currency: 'EUR', firstDayOfWeek: 6, weeklyTargetHours: 30, mileageRate: '0.655' },
    });
  });
});
