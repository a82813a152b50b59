import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AuthOutcome, authPost } from '../../../lib/api-client.js';

export interface SignInInput {
  email: string;
  password: string;
  /** Same-site path to return to; see safeCallbackPath. */
  callbackUrl: string;
}

/** Signs in with email and password; the outcome's error and code say why it failed. */
export function signIn({ email, password, callbackUrl }: SignInInput): Promise<AuthOutcome> {
  return authPost('callback/credentials', { email, password, callbackUrl });
}

/**
 * Signs in, and once signed in tells `onSignedIn`, then re-reads every query on screen: the
 * session, so pages see the user, and whatever failed or went stale while signed out.
 */
export function useSignIn(onSignedIn?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (outcome) => {
      if (outcome.error) return;
      onSignedIn?.();
      await queryClient.invalidateQueries();
    },
  });
}
