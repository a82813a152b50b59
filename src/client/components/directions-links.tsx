import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { directionsTo } from '../../shared/itinerary.js';

type Directions = ReturnType<typeof directionsTo>;
export interface DirectionsPlace {
  name?: string;
  address: string;
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * Directions to a place in Apple Maps, Google Maps and OpenStreetMap, each opening in a new tab:
 * from a place (its coordinates when known, else its address), or from links the server made.
 * Nothing when there is nowhere to go.
 */
export function DirectionsLinks({ place, directions, label }: { place?: DirectionsPlace; directions?: Directions; label?: string }) {
  const links = directions ?? (place && (place.address.trim() || place.name?.trim()) ? directionsTo({ ...place, name: place.name ?? '' }) : null);
  if (!links) return null;
  const maps = [
    { name: 'Apple Maps', href: links.apple },
    { name: 'Google Maps', href: links.google },
    { name: 'OpenStreetMap', href: links.openStreetMap },
  ];
  return (
    <Group gap="md" wrap="wrap" role="group" aria-label={label ?? 'Directions'}>
      {maps.map((map) => (
        <Anchor key={map.name} href={map.href} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            {map.name}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      ))}
    </Group>
  );
}
