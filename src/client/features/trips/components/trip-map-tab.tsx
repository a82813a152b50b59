import { Alert, Skeleton } from '@mantine/core';
import { messages } from '../../../../shared/messages.js';
import { MapSection } from '../../../components/map/map-section.js';
import { ApiError } from '../../../lib/api-error.js';
import { useTripMap } from '../api/trip-map-api.js';

/** The trip's Map tab: its places in order and its route, flights as great-circle arcs. */
export function TripMapTab({ tripId }: { tripId: string }) {
  const map = useTripMap(tripId);
  if (map.error) return <Alert color="red">{map.error instanceof ApiError ? map.error.message : messages.internalServerError}</Alert>;
  if (!map.data) return <Skeleton h={360} />;
  return <MapSection label="Trip map" places={map.data.places} legs={map.data.legs} unplaced={map.data.unplaced} note={map.data.note} />;
}
