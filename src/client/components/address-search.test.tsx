import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/messages.js';
import type { Place } from '../../shared/places.js';
import { json, type StubRoutes, stubFetch } from '../test/fetch-stub.js';
import { renderRoutes } from '../test/render-routes.js';
import { AddressSearch } from './address-search.js';
import { DirectionsLinks } from './directions-links.js';

const whiteHouse: Place = {
  label: 'White House, 1600 Pennsylvania Avenue Northwest, 20500 Washington, District of Columbia, United States',
  street: '1600 Pennsylvania Avenue Northwest',
  city: 'Washington',
  region: 'District of Columbia',
  zip: '20500',
  country: 'United States',
  latitude: 38.8976763,
  longitude: -77.0365298,
};

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  routes = { 'GET /api/v1/places': () => json({ items: [whiteHouse], unavailable: null }) };
  fetchMock = stubFetch(routes);
});
const searches = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.origin))
    .filter((url) => url.pathname === '/api/v1/places');

function Box({ onPick }: { onPick: (place: Place) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <AddressSearch label="Address" value={value} onChange={setValue} onPick={(place) => (onPick(place), setValue(place.label))} />
      <DirectionsLinks place={{ address: value }} />
    </>
  );
}
function open(onPick = vi.fn()) {
  renderRoutes('/part', [{ path: '/part', element: <Box onPick={onPick} /> }]);
  return { onPick, user: userEvent.setup() };
}

describe('address search', { timeout: 20_000 }, () => {
  it('suggests addresses once three characters are typed and the typing pauses; choosing one picks its place', async () => {
    const { onPick, user } = open();
    const box = screen.getByRole('combobox', { name: 'Address' });
    await user.type(box, '16');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(searches()).toHaveLength(0);
    await user.type(box, '00 Penn');
    await user.click(await screen.findByRole('option', { name: whiteHouse.label }));
    expect(onPick).toHaveBeenCalledWith(whiteHouse);
    expect(box).toHaveValue(whiteHouse.label);
    // One search for the pause, none for each keystroke nor for the chosen text.
    expect(searches().map((url) => url.searchParams.get('search'))).toEqual(['1600 Penn']);
    expect(screen.getByRole('link', { name: /Google Maps/ })).toHaveAttribute('href', expect.stringContaining('google.com/maps/dir'));
  });

  it('says when the search is not available, and still takes the address as typed', async () => {
    routes['GET /api/v1/places'] = () => json({ items: [], unavailable: messages.addressSearchUnavailable });
    const { onPick, user } = open();
    const box = screen.getByRole('combobox', { name: 'Address' });
    await user.type(box, '12 Elm Street');
    expect(await screen.findByText(messages.addressSearchUnavailable)).toBeInTheDocument();
    expect(box).toHaveValue('12 Elm Street');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(onPick).not.toHaveBeenCalled();
  });
});

describe('directions links', () => {
  it('opens the three map apps in a new tab, by coordinates when known', () => {
    renderRoutes('/part', [{ path: '/part', element: <DirectionsLinks place={{ name: 'Hotel', address: '1 Main St', latitude: 51.5, longitude: -0.12 }} /> }]);
    for (const name of ['Apple Maps', 'Google Maps', 'OpenStreetMap']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/directions?to=51.5%2C-0.12');
  });

  it('shows nothing without an address', async () => {
    renderRoutes('/part', [{ path: '/part', element: <DirectionsLinks place={{ address: '  ' }} /> }]);
    await waitFor(() => expect(screen.queryByRole('link')).not.toBeInTheDocument());
  });
});
