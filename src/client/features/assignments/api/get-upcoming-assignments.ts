import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AssignmentListItemSchema } from '../../../../shared/assignments.js';
import { apiRequest } from '../../../lib/api-client.js';
import { assignmentsApi } from './assignments-api.js';

const UpcomingSchema = z.array(AssignmentListItemSchema);

/** Assignments still ahead (soonest first) and those running now. */
export function getUpcomingAssignments() {
  return apiRequest(`${assignmentsApi.base}/upcoming`, { schema: UpcomingSchema });
}

export const upcomingAssignmentsQueryOptions = queryOptions({
  queryKey: [...assignmentsApi.keys.all, 'upcoming'],
  queryFn: getUpcomingAssignments,
  // New and newly started assignments show up without a reload.
  refetchInterval: 60_000,
});

export function useUpcomingAssignments() {
  return useQuery(upcomingAssignmentsQueryOptions);
}
