import { useMutation } from '@tanstack/react-query';
import { AcceptedSchema } from '../../../../shared/account.js';
import { apiRequest } from '../../../lib/api-client.js';

/** Uses a new-address confirmation link's token; the account then uses that address. */
export function confirmEmailChange(token: string) {
  return apiRequest('/api/v1/account/confirm-email-change', { method: 'POST', body: { token }, schema: AcceptedSchema });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
