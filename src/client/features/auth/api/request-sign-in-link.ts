import { useMutation } from '@tanstack/react-query';
import { type AuthOutcome, authPost } from '../../../lib/api-client.js';

export interface SignInLinkInput {
  email: string;
  callbackUrl: string;
}

/** Mails a sign-in link if the address has an account; the answer is the same either way. */
export function requestSignInLink({ email, callbackUrl }: SignInLinkInput): Promise<AuthOutcome> {
  return authPost('signin/email', { email, callbackUrl });
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}
