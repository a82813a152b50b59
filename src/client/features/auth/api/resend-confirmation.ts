import { useMutation } from '@tanstack/react-query';
import { AcceptedSchema } from '../../../../shared/account.js';
import { apiRequest } from '../../../lib/api-client.js';

/** Mails the confirmation link again if the address has an unconfirmed account. */
export function resendConfirmation(email: string) {
  return apiRequest('/api/v1/account/resend-confirmation', { method: 'POST', body: { email }, schema: AcceptedSchema });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
