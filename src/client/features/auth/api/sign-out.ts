import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type AuthOutcome, authPost, readsAnswered } from '../../../lib/api-client.js';
import { forgetOffline } from '../../../lib/offline-cache.js';
import { rememberUser, sessionQueryOptions, useSession } from '../../../lib/session.js';
import { publicPaths } from '../../../../shared/routes.js';

/**
 * Ends the session, once the reads under way are answered (one answered after would be a 401); a
 * 400 ApiError means the CSRF token was refused.
 */
export async function signOut(): Promise<AuthOutcome> {
  await readsAnswered();
  return authPost('signout', { callbackUrl: publicPaths.home });
}

/**
 * Signs out, goes to the home page, and forgets every cached answer, kept or not, every write not
 * sent, and who was signed in.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = useSession().user?.id;
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // What the device keeps for this user goes too (the answer's Clear-Site-Data asks the same).
      if (userId) await forgetOffline(userId);
      // The next person on this browser does not start offline as this one.
      rememberUser(undefined);
      // Off the signed-in page before its answers go: a page still showing would ask for them
      // again, of a session that has ended (401s), and under the session-expired dialog.
      await navigate(publicPaths.home);
      // Ended first: what still runs for the user (the fetch for the road) stops on seeing it.
      queryClient.setQueryData(sessionQueryOptions.queryKey, null);
      queryClient.getMutationCache().clear();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryOptions.queryKey[0] });
    },
  });
}
