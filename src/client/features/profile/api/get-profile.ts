import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileSchema } from '../../../../shared/account.js';
import { apiRequest } from '../../../lib/api-client.js';

/** The signed-in user's names, address (and one waiting for confirmation) and settings. */
export function getProfile() {
  return apiRequest('/api/v1/account/profile', { schema: ProfileSchema });
}

export const profileQueryOptions = queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions);
}
