import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { defaultSettings } from '../../shared/account.js';
import { useProfile } from '../lib/profile.js';

/**
 * Every date picker and calendar inside starts its weeks on the user's first day of week (a
 * setting of the profile), the day the timecard week starts on too.
 */
export function UserDatesProvider({ children }: { children: ReactNode }) {
  const firstDayOfWeek = useProfile().data?.settings.firstDayOfWeek ?? defaultSettings.firstDayOfWeek;
  return <DatesProvider settings={{ firstDayOfWeek }}>{children}</DatesProvider>;
}
