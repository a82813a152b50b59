import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AssignmentListItemSchema, AssignmentPageSchema, AssignmentSchema } from '../../../../shared/assignments.js';
import { apiRequest } from '../../../lib/api-client.js';
import { recordApi } from '../../../lib/record-api.js';

/** `/api/v1/assignments`. */
export const assignmentsApi = recordApi('assignments', { record: AssignmentSchema, page: AssignmentPageSchema });

/** Assignments still ahead (soonest first) and those running now; refreshed every minute for the labels. */
export function useUpcomingAssignments() {
  return useQuery({
    queryKey: [...assignmentsApi.keys.all, 'upcoming'],
    queryFn: () => apiRequest(`${assignmentsApi.base}/upcoming`, { schema: z.array(AssignmentListItemSchema) }),
    refetchInterval: 60_000,
  });
}
