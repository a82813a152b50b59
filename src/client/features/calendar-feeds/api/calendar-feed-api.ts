import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarFeedSchema, type CalendarFeed } from '../../../../shared/calendar-feeds.js';
import { apiRequest } from '../../../lib/api-client.js';

/** Whose feed: the user's own (every trip and assignment), or one trip's. */
export type CalendarFeedScope = { tripId: string } | 'account';

const feedPath = (scope: CalendarFeedScope) =>
  scope === 'account' ? '/api/v1/account/calendar-feed' : `/api/v1/trips/${encodeURIComponent(scope.tripId)}/calendar-feed`;

// A key of its own, not under 'trips': the address is a secret, and the offline copy (which keeps
// 'trips') must not put it on the device.
const feedKey = (scope: CalendarFeedScope) => (scope === 'account' ? (['calendar-feed', 'account'] as const) : (['calendar-feed', 'trip', scope.tripId] as const));

/** The feed's address, or null while there is none. */
export const calendarFeedQueryOptions = (scope: CalendarFeedScope) =>
  queryOptions({ queryKey: feedKey(scope), queryFn: () => apiRequest(feedPath(scope), { schema: CalendarFeedSchema }) });

export const useCalendarFeed = (scope: CalendarFeedScope) => useQuery(calendarFeedQueryOptions(scope));

/**
 * The feed's changes, each answered with the feed as it now is: `renew` makes a new secret address
 * (the first, or one replacing the old, which stops working at once); `end` turns the feed off.
 */
export function useCalendarFeedActions(scope: CalendarFeedScope) {
  const client = useQueryClient();
  const onSuccess = (feed: CalendarFeed) => client.setQueryData(feedKey(scope), feed);
  return {
    renew: useMutation({ mutationFn: () => apiRequest(feedPath(scope), { method: 'POST', schema: CalendarFeedSchema }), onSuccess }),
    end: useMutation({ mutationFn: () => apiRequest(feedPath(scope), { method: 'DELETE', schema: CalendarFeedSchema }), onSuccess }),
  };
}
