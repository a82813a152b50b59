import { Text } from '@mantine/core';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import type { MapLeg, MapPlace, MapPoint } from '../../../shared/map.js';
import { messages } from '../../../shared/messages.js';
import classes from './places-map.module.css';

export interface PlacesMapProps {
  /** The map region's accessible name ('Trip map'). */
  label: string;
  places: readonly MapPlace[];
  legs: readonly MapLeg[];
  tiles: { url: string; attribution: string };
}

const MARKER_SIZE = 26;
const ONE_PLACE_ZOOM = 14;

/** The popup's content as elements, so a name or address is never read as HTML. */
function popupOf(place: MapPlace): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = place.name;
  box.append(name);
  if (place.address && place.address !== place.name) {
    const address = document.createElement('div');
    address.textContent = place.address;
    box.append(address);
  }
  return box;
}

/** A numbered circle (a divIcon: Leaflet's default marker images do not survive a bundler). */
function markerOf(place: MapPlace, index: number): L.Marker {
  const icon = L.divIcon({
    className: `${classes.marker} places-map-marker`,
    html: String(index + 1),
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
    popupAnchor: [0, -MARKER_SIZE / 2],
  });
  return L.marker([place.latitude, place.longitude], { icon, title: `${index + 1}. ${place.name}` }).bindPopup(popupOf(place));
}

/** Flights as solid arcs, ground legs dashed. */
const lineOf = (leg: MapLeg) =>
  L.polyline(leg.points.map(([lat, lon]) => L.latLng(lat, lon)), {
    className: `places-map-leg places-map-${leg.kind}`,
    color: leg.kind === 'flight' ? '#74c0fc' : '#ffd43b',
    weight: 3,
    opacity: 0.9,
    dashArray: leg.kind === 'ground' ? '6 6' : undefined,
  });

/** Fits every place and leg in view; one place alone is shown close up. */
function fit(map: L.Map, places: readonly MapPlace[], legs: readonly MapLeg[]) {
  const points: MapPoint[] = [...places.map((p): MapPoint => [p.latitude, p.longitude]), ...legs.flatMap((l) => l.points)];
  const [first] = points;
  if (!first) map.setView([20, 0], 1);
  else if (points.length === 1 || places.length === 1) map.setView(first, ONE_PLACE_ZOOM);
  else map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: ONE_PLACE_ZOOM });
}

/**
 * A tile layer that reports when its first tiles all failed (the tile server down, or blocked):
 * the map then says it is not available. A tile loading later takes that back.
 */
function tilesOf(tiles: PlacesMapProps['tiles'], onFailed: (failed: boolean) => void): L.TileLayer {
  let loaded = 0;
  let failed = 0;
  const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 });
  layer.on('tileload', () => {
    loaded += 1;
    onFailed(false);
  });
  layer.on('tileerror', () => (failed += 1));
  // 'load' fires once every tile in view has settled, loaded or not.
  layer.on('load', () => onFailed(loaded === 0 && failed > 0));
  return layer;
}

/**
 * The value as it was while its content is the same: the pages hand over new arrays on every
 * answer (the active trip asks again each minute), and a new array must not draw the map again.
 */
function useSameContent<T>(value: T): T {
  const json = JSON.stringify(value);
  const [kept, setKept] = useState({ json, value });
  if (kept.json !== json) setKept({ json, value });
  return kept.json === json ? kept.value : value;
}

/** The places (numbered markers with popups) and legs of a trip or a receipt on a Leaflet map. */
export function PlacesMap({ label, places, legs, tiles }: PlacesMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const drawn = useSameContent({ places, legs, tiles });

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const { places, legs, tiles } = drawn;
    const map = L.map(element, { attributionControl: true });
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    tilesOf(tiles, setTilesFailed).addTo(map);
    for (const leg of legs) lineOf(leg).addTo(map);
    places.forEach((place, index) => markerOf(place, index).addTo(map));
    fit(map, places, legs);
    return () => {
      map.remove();
    };
  }, [drawn]);

  return (
    <div className={classes.frame}>
      <div ref={container} className={classes.map} role="region" aria-label={label} />
      {tilesFailed ? (
        <div className={classes.unavailable} role="status">
          <Text>{messages.mapUnavailable}</Text>
        </div>
      ) : null}
    </div>
  );
}
