import { useMutation } from '@tanstack/react-query';
import { AcceptedSchema } from '../../../../shared/account.js';
import { apiRequest } from '../../../lib/api-client.js';

/** Mails a password reset link if the address has an account; the answer is the same either way. */
export function forgotPassword(email: string) {
  return apiRequest('/api/v1/account/forgot-password', { method: 'POST', body: { email }, schema: AcceptedSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
