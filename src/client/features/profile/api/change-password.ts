import { useMutation } from '@tanstack/react-query';
import { AcceptedSchema, type ChangePassword } from '../../../../shared/account.js';
import { apiRequest } from '../../../lib/api-client.js';

/** Changes the password after checking the current one; this browser stays signed in, other sessions end. */
export function changePassword(input: ChangePassword) {
  return apiRequest('/api/v1/account/change-password', { method: 'POST', body: input, schema: AcceptedSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
