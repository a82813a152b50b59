import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AcceptedSchema, type ChangeEmailSchema } from '../../../../shared/account.js';
import { apiRequest } from '../../../lib/api-client.js';
import { profileQueryOptions } from '../../../lib/profile.js';

export type ChangeEmailInput = z.infer<typeof ChangeEmailSchema>;

/** Mails a confirmation link to a new address; the account keeps its address until the link is used. */
export function changeEmail(input: ChangeEmailInput) {
  return apiRequest('/api/v1/account/change-email', { method: 'POST', body: input, schema: AcceptedSchema });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    // The profile now names the address waiting for confirmation.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
  });
}
