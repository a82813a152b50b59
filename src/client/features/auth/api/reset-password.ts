import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { AcceptedSchema, type ResetPasswordSchema } from '../../../../shared/account.js';
import { apiRequest } from '../../../lib/api-client.js';

export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** Sets a new password with a reset link's token; every session of the account ends. */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest('/api/v1/account/reset-password', { method: 'POST', body: input, schema: AcceptedSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
