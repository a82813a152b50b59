import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DashboardSchema } from '../../../../shared/dashboard.js';
import { apiRequest } from '../../../lib/api-client.js';

const dashboardKey = ['dashboard'] as const;

/** Everything the signed-in home shows, as of `at` (an ISO instant: the browser's clock). */
export function getDashboard(at: string) {
  return apiRequest(`/api/v1/dashboard?at=${encodeURIComponent(at)}`, { schema: DashboardSchema });
}

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKey,
  // Asked as of the moment of each fetch, so a refetch is as of then.
  queryFn: () => getDashboard(new Date().toISOString()),
  // Countdowns, the week and what is overdue move on while the page stays open.
  refetchInterval: 60_000,
});

/**
 * The dashboard's one call. The page shows a little of every area, so anything saved while it is
 * open (the timer stopped from the header, a trip's timer started) asks for it again.
 */
export function useDashboard() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void client.invalidateQueries({ queryKey: dashboardKey });
      }),
    [client],
  );
  return useQuery(dashboardQueryOptions);
}
