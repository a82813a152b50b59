import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActiveTrip } from '../../../../shared/itinerary.js';
import { mapTexts, type TripMap } from '../../../../shared/map.js';
import { messages } from '../../../../shared/messages.js';
import { json, type StubRoutes, stubFetch } from '../../../test/fetch-stub.js';
import { currentOnMap } from './active-trip-map.js';
import { baseRoutes, renderPart, TRIP_ID } from './timeline-test-data.js';
import { TripMapTab } from './trip-map-tab.js';

const tripMap: TripMap = {
  places: [
    { name: 'John F Kennedy International Airport', address: 'New York, United States', latitude: 40.6398, longitude: -73.7789 },
    { name: 'London Heathrow Airport', address: 'London, United Kingdom', latitude: 51.4706, longitude: -0.4619 },
  ],
  legs: [{ kind: 'flight', from: 'John F Kennedy International Airport', to: 'London Heathrow Airport', points: [[40.6398, -73.7789], [51.4706, -0.4619]] }],
  unplaced: ['Strand Hotel', 'Edinburgh'],
  note: mapTexts.addressesNotOnMap,
};

const services = (tiles: { url: string; attribution: string } | null) => json({ tiles, geocoding: true, weather: false, routing: false });
let routes: StubRoutes;

beforeEach(() => {
  routes = { ...baseRoutes(), [`GET /api/v1/trips/${TRIP_ID}/map`]: () => json(tripMap), 'GET /api/v1/services': () => services(null) };
  stubFetch(routes);
});

describe('the trip map tab', () => {
  it('says the map is not available without tiles, and still lists the places in order', async () => {
    renderPart(<TripMapTab tripId={TRIP_ID} />);
    expect(await screen.findByText(messages.mapUnavailable)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Trip map' })).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Trip map: places' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'John F Kennedy International Airport · New York, United States',
      'London Heathrow Airport · London, United Kingdom',
      'Strand Hotel · not on the map',
      'Edinburgh · not on the map',
    ]);
    expect(screen.getByText('2 places could not be placed on the map')).toBeInTheDocument();
    expect(screen.getByText(mapTexts.addressesNotOnMap)).toBeInTheDocument();
  });

  it('draws the map in a labelled region when tiles are configured', async () => {
    routes['GET /api/v1/services'] = () => services({ url: 'http://tiles.test/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
    renderPart(<TripMapTab tripId={TRIP_ID} />);
    const region = await screen.findByRole('region', { name: 'Trip map' });
    expect(await within(region).findByText('© OpenStreetMap contributors', { exact: false })).toBeInTheDocument();
    expect(region.querySelectorAll('.places-map-marker')).toHaveLength(2);
    expect(screen.queryByText(messages.mapUnavailable)).not.toBeInTheDocument();
  });
});

describe('currentOnMap', () => {
  const active = (places: ActiveTrip['places']) => ({ places }) as ActiveTrip;

  it('shows the current place alone, found by its name and address', () => {
    const shown = currentOnMap(active([{ name: 'London Heathrow Airport', address: 'London, United Kingdom', current: true }]), tripMap);
    expect(shown).toEqual({ places: [tripMap.places[1]], legs: [], unplaced: [] });
  });

  it('lists a current place without coordinates as unplaced, and the whole trip while none is current', () => {
    expect(currentOnMap(active([{ name: 'Strand Hotel', address: '1 Strand', current: true }]), tripMap)).toEqual({ places: [], legs: [], unplaced: ['Strand Hotel'] });
    expect(currentOnMap(active([{ name: 'Strand Hotel', address: '', current: false }]), tripMap).places).toHaveLength(2);
  });
});
