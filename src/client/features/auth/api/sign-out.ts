import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AuthOutcome, authPost } from '../../../lib/api-client.js';
import { rememberUser } from '../../../lib/session.js';
import { publicPaths } from '../../../../shared/routes.js';

/** Ends the session; a 400 ApiError means the CSRF token was refused. */
export function signOut(): Promise<AuthOutcome> {
  return authPost('signout', { callbackUrl: publicPaths.home });
}

/**
 * Signs out and forgets every cached answer and who was signed in. Pages still showing keep what they display until
 * the caller navigates away; the next page reads the session afresh.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.clear();
      // The next person on this browser does not start offline as this one.
      rememberUser(undefined);
    },
  });
}
