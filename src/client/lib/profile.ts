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

/** The zone the browser (and so, most likely, the user) is in right now. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The user's home zone: where times are shown and new entries default to. The browser's until the profile has loaded. */
export function useHomeZone(): string {
  return useProfile().data?.settings.timeZone ?? browserZone();
}
