import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileSchema } from '../../shared/account.js';
import { apiRequest } from './api-client.js';

/** The signed-in user's names, address (and one waiting for confirmation) and settings. */
export function getProfile() {
  return apiRequest('/api/v1/account/profile', { schema: ProfileSchema });
}

export const profileQueryOptions = queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions);
}

let zoneSeen: { zone: string; at: number } | undefined;

/**
 * The zone the browser (and so, most likely, the user) is in right now. Asked of Intl at most once a
 * second: making a DateTimeFormat is costly, and a page's first render asks in every component that
 * shows a time (a tenth of its script time on a trip's page), while a traveller's zone changes far less often.
 */
export function browserZone(): string {
  const now = Date.now();
  if (!zoneSeen || now - zoneSeen.at > 1000 || now < zoneSeen.at) zoneSeen = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, at: now };
  return zoneSeen.zone;
}

/** The user's home zone: where times are shown and new entries default to. The browser's until the profile has loaded. */
export function useHomeZone(): string {
  return useProfile().data?.settings.timeZone ?? browserZone();
}
