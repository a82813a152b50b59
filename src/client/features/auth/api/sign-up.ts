import { useMutation } from '@tanstack/react-query';
import { AcceptedSchema, type Signup } from '../../../../shared/account.js';
import { apiRequest } from '../../../lib/api-client.js';

/** Creates an unconfirmed account and mails its confirmation link. */
export function signUp(input: Signup) {
  return apiRequest('/api/v1/account/signup', { method: 'POST', body: input, schema: AcceptedSchema });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
