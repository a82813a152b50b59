import { useMutation } from '@tanstack/react-query';
import { AcceptedSchema } from '../../../../shared/account.js';
import { apiRequest } from '../../../lib/api-client.js';

/** Uses a sign-up confirmation link's token. */
export function confirmEmail(token: string) {
  return apiRequest('/api/v1/account/confirm-email', { method: 'POST', body: { token }, schema: AcceptedSchema });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
