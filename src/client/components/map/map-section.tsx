import { Alert, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { mapTexts, type MapLeg, type MapPlace } from '../../../shared/map.js';
import { messages } from '../../../shared/messages.js';
import { useServicesInfo } from './services-info.js';

// Leaflet and its CSS are a chunk of their own, loaded only where a map is shown.
const PlacesMap = lazy(() => import('./places-map.js').then((m) => ({ default: m.PlacesMap })));

export interface MapSectionProps {
  /** The map region's accessible name, e.g. 'Trip map'. */
  label: string;
  places: readonly MapPlace[];
  legs?: readonly MapLeg[];
  /** Names of places without coordinates: counted under the map, listed after the others. */
  unplaced?: readonly string[];
  /** Why a place is missing (the geocoder failed). */
  note?: string | null;
}

const noLegs: readonly MapLeg[] = [];
const MAP_HEIGHT = 360;

/** The map itself, or the plain 'not available' message when no tiles are configured or their settings cannot be read. */
function MapArea({ label, places, legs }: { label: string; places: readonly MapPlace[]; legs: readonly MapLeg[] }) {
  const services = useServicesInfo();
  if (services.isPending) return <Skeleton h={MAP_HEIGHT} />;
  const tiles = services.data?.tiles;
  if (!tiles) {
    return (
      <Paper withBorder p="md" role="status">
        <Text c="dimmed">{messages.mapUnavailable}</Text>
      </Paper>
    );
  }
  return (
    <Suspense fallback={<Skeleton h={MAP_HEIGHT} />}>
      <PlacesMap label={label} places={places} legs={legs} tiles={tiles} />
    </Suspense>
  );
}

/**
 * A map of places in order with the same places as a numbered list beside it, so the map is never
 * the only way to read them; places without coordinates are listed and counted.
 */
export function MapSection({ label, places, legs = noLegs, unplaced = [], note = null }: MapSectionProps) {
  return (
    <Stack gap="sm">
      <MapArea label={label} places={places} legs={legs} />
      {note ? (
        <Alert color="orange" variant="light">
          {note}
        </Alert>
      ) : null}
      {unplaced.length > 0 ? (
        <Text size="sm" c="dimmed">
          {mapTexts.placesNotOnMap(unplaced.length)}
        </Text>
      ) : null}
      {places.length + unplaced.length > 0 ? (
        <List type="ordered" size="sm" spacing={4} aria-label={`${label}: places`}>
          {places.map((place, index) => (
            <List.Item key={`${index}:${place.name}`}>
              <Text span fw={600} size="sm">
                {place.name}
              </Text>
              {place.address && place.address !== place.name ? <Text span size="sm" c="dimmed">{` · ${place.address}`}</Text> : null}
            </List.Item>
          ))}
          {unplaced.map((name, index) => (
            <List.Item key={`unplaced:${index}:${name}`}>
              <Text span size="sm">
                {name}
              </Text>
              <Text span size="sm" c="dimmed">
                {' · not on the map'}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
