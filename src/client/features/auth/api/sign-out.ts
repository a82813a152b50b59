import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AuthOutcome, authPost } from '../../../lib/api-client.js';
import { forgetOffline } from '../../../lib/offline-cache.js';
import { rememberUser, useSession } from '../../../lib/session.js';
import { publicPaths } from '../../../../shared/routes.js';

/** Ends the session; a 400 ApiError means the CSRF token was refused. */
export function signOut(): Promise<AuthOutcome> {
  return authPost('signout', { callbackUrl: publicPaths.home });
}

/**
 * Signs out and forgets every cached answer, kept or not, and who was signed in. Pages still showing keep what they display until
 * the caller navigates away; the next page reads the session afresh.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // What the device keeps for this user goes too (the answer's Clear-Site-Data asks the same).
      if (userId) await forgetOffline(userId);
      queryClient.clear();
      // The next person on this browser does not start offline as this one.
      rememberUser(undefined);
    },
  });
}
