import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { ActiveTrip } from '../../../../shared/itinerary.js';
import type { TripMap } from '../../../../shared/map.js';
import { MapSection, type MapSectionProps } from '../../../components/map/map-section.js';
import { useTripMap } from '../api/trip-map-api.js';

type Shown = Pick<MapSectionProps, 'places' | 'legs' | 'unplaced'>;

/**
 * The place the traveller is at now, found among the trip map's places by its name (a map place
 * is named by its name, else its address, as the active trip's places are); the whole trip while
 * no place is current yet.
 */
export function currentOnMap(active: ActiveTrip, map: TripMap): Shown {
  const current = active.places.find((p) => p.current);
  if (!current) return { places: map.places, legs: map.legs, unplaced: map.unplaced };
  const name = current.name || current.address;
  const found = map.places.find((p) => p.name === name && (!current.name || !current.address || p.address === current.address)) ?? map.places.find((p) => p.name === name);
  return found ? { places: [found], legs: [], unplaced: [] } : { places: [], legs: [], unplaced: [name] };
}

/** The active trip's current place on the map, under its places and tonight's address. */
export function ActiveTripMap({ active }: { active: ActiveTrip }) {
  const map = useTripMap(active.trip.id);
  const shown = useMemo(() => (map.data ? currentOnMap(active, map.data) : null), [active, map.data]);
  return (
    <Paper component="section" withBorder p="md" aria-label="Map">
      <Stack gap="xs">
        <Title order={2} size="h5">
          Map
        </Title>
        {shown ? <MapSection label="Current place map" {...shown} /> : <Skeleton h={360} />}
      </Stack>
    </Paper>
  );
}
