import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { RewardPageSchema, RewardSchema } from '../../../../shared/rewards.js';
import { apiRequest } from '../../../lib/api-client.js';
import { notifySaveFailed } from '../../../lib/notify.js';
import { recordApi } from '../../../lib/record-api.js';

/** `/api/v1/rewards`. */
export const rewardsApi = recordApi('rewards', { record: RewardSchema, page: RewardPageSchema });

type RewardPage = z.infer<typeof RewardPageSchema>;

/**
 * Marks a reward favorite or not from the list: the star turns at once in every loaded page of the
 * list, and turns back (with 'Error saving …') when the server refuses.
 */
export function useToggleFavorite() {
  const client = useQueryClient();
  const lists = { queryKey: [...rewardsApi.keys.all, 'list'] };
  return useMutation({
    mutationFn: ({ id, favorite }: { id: string; favorite: boolean }) =>
      apiRequest(`${rewardsApi.base}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { favorite }, schema: RewardSchema }),
    onMutate: async ({ id, favorite }) => {
      await client.cancelQueries(lists);
      const before = client.getQueriesData<RewardPage>(lists);
      client.setQueriesData<RewardPage>(lists, (page) =>
        page ? { ...page, items: page.items.map((r) => (r.id === id ? { ...r, favorite } : r)) } : page,
      );
      return { before };
    },
    onError: (error, _vars, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
      notifySaveFailed(error);
    },
    onSettled: async () => client.invalidateQueries({ queryKey: rewardsApi.keys.all }),
  });
}
