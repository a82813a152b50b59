import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileUpdate, ProfileSchema } from '../../../../shared/account.js';
import { apiRequest } from '../../../lib/api-client.js';
import { sessionQueryOptions } from '../../../lib/session.js';
import { profileQueryOptions } from '../../../lib/profile.js';

/** Changes names and settings; fields left out stay as they are. */
export function updateProfile(input: ProfileUpdate) {
  return apiRequest('/api/v1/account/profile', { method: 'PATCH', body: input, schema: ProfileSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      // The session carries the names the header shows.
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    },
  });
}
