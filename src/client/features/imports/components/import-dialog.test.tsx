import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FoundReservation, ImportPreview } from '../../../../shared/imports.js';
import { callsTo, json, stubFetch, testProfile } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';
import { ImportDialog } from './import-dialog.js';

const TRIP = '7b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const place = (name: string) => ({ name, address: '', latitude: null, longitude: null });
const flight: FoundReservation = {
  type: 'flight',
  provider: 'United Airlines',
  reservationNumber: 'KLM4QZ',
  status: 'confirmed',
  start: { local: '2026-03-16T07:05', zone: 'America/New_York' },
  end: { local: '2026-03-16T10:20', zone: 'America/Chicago' },
  startPlace: place('Newark Liberty International Airport'),
  endPlace: place("Chicago O'Hare International Airport"),
  flight: {
    airlineCode: 'UA', airlineName: 'United Airlines', flightNumber: '1143', departureAirport: 'EWR', arrivalAirport: 'ORD',
    departureTerminal: '', departureGate: '', arrivalTerminal: '', arrivalGate: '', seat: '14C', status: null, estimatedDeparture: null, estimatedArrival: null,
  },
  notes: '',
  missing: [],
  guessed: [],
  existingId: null,
  trip: 0,
};
const hotel: FoundReservation = {
  ...flight,
  type: 'lodging',
  provider: 'Harbour Inn',
  reservationNumber: 'HX44120',
  start: { local: '2026-03-16T15:00', zone: null },
  end: { local: '2026-03-19T11:00', zone: null },
  startPlace: place('Harbour Inn'),
  endPlace: place(''),
  flight: null,
  missing: ['start.zone', 'end.zone'],
  guessed: ['start.time', 'end.time'],
};
/** The hotel as the readers give it after a flight: its zone taken from the flight's arrival, its hours the usual ones. */
const guessedHotel: FoundReservation = {
  ...hotel,
  start: { local: '2026-03-16T15:00', zone: 'America/Chicago' },
  end: { local: '2026-03-19T11:00', zone: 'America/Chicago' },
  missing: [],
  guessed: ['start.time', 'end.time', 'start.zone', 'end.zone'],
};

let preview: ImportPreview;
let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchMock = stubFetch({
    'GET /api/v1/account/profile': () => json(testProfile),
    'POST /api/v1/imports/preview-text': () => json(preview),
    'POST /api/v1/imports': () => json({ tripId: TRIP, created: 1, updated: 0 }, 201),
    [`GET /api/v1/trips/${TRIP}`]: () => json({}),
  });
});

async function pasteAndRead() {
  renderRoutes('/trips', [
    { path: '/trips', element: <ModalsProvider><ImportDialog onClose={() => undefined} /></ModalsProvider> },
    { path: '/protected/trips/:id', element: <p>Trip page</p> },
    { path: '/protected/trips', element: <p>Trips page</p> },
  ]);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Or paste the mail's text"), 'Flight UA 1143');
  await user.click(screen.getByRole('button', { name: 'Read text' }));
  return user;
}

describe('importing a confirmation', { timeout: 30_000 }, () => {
  it('lists what was read, and saves it as a new trip with the title proposed, then opens the trip', async () => {
    preview = { reservations: [flight], problems: [], title: 'Chicago, Mar 16', trips: [] };
    const user = await pasteAndRead();
    expect(await screen.findByText('UA 1143 EWR → ORD')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Trip title/ })).toHaveValue('Chicago, Mar 16');
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(await screen.findByText('Trip page')).toBeInTheDocument();
    const [body] = callsTo(fetchMock, 'POST', '/api/v1/imports') as { title: string; reservations: Record<string, unknown>[] }[];
    expect(body?.title).toBe('Chicago, Mar 16');
    expect(body?.reservations[0]).toMatchObject({
      type: 'flight',
      reservationNumber: 'KLM4QZ',
      start: { local: '2026-03-16T07:05', zone: 'America/New_York' },
      end: { local: '2026-03-16T10:20', zone: 'America/Chicago' },
      flight: { airlineCode: 'UA', flightNumber: '1143', departureAirport: 'EWR', arrivalAirport: 'ORD', seat: '14C' },
    });
  });

  it('marks a reservation with a field that could not be read, and saves nothing until it is filled', async () => {
    preview = { reservations: [flight, hotel], problems: [], title: 'Harbour', trips: [] };
    const user = await pasteAndRead();
    expect(await screen.findByText('Harbour Inn')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    const row = screen.getByRole('group', { name: 'Harbour Inn' });
    expect(await within(row).findByText('This field is required: Check-in time zone, Check-out time zone')).toHaveAttribute('role', 'alert');
    expect(callsTo(fetchMock, 'POST', '/api/v1/imports')).toEqual([]);
    // Opened, its missing zone is marked at once.
    await user.click(screen.getByRole('button', { name: 'Check Harbour Inn' }));
    expect(await screen.findByRole('dialog', { name: 'Harbour Inn' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0));
  });

  it('marks what was guessed, and saves only once the guesses are confirmed, ticked or seen in the editor', async () => {
    preview = { reservations: [flight, guessedHotel], problems: [], title: 'Chicago, Mar 16–19', trips: [] };
    const user = await pasteAndRead();
    const row = await screen.findByRole('group', { name: 'Harbour Inn' });
    expect(within(row).getByText('Guessed')).toBeInTheDocument();
    expect(row).toHaveTextContent('Check-in time 15:00 · Check-out time 11:00 · Check-in time zone America/Chicago · Check-out time zone America/Chicago');
    // The flight was read whole: nothing to confirm.
    const read = screen.getByRole('group', { name: 'UA 1143 EWR → ORD' });
    expect(within(read).getByText('All read')).toBeInTheDocument();
    expect(within(read).queryByRole('checkbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Check the guessed fields');
    expect(screen.getByText('1 reservation to check before saving')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/v1/imports')).toEqual([]);

    // Seen in its editor and kept with Done, the guesses are confirmed.
    await user.click(within(row).getByRole('button', { name: 'Check Harbour Inn' }));
    const editor = await screen.findByRole('dialog', { name: 'Harbour Inn' });
    expect(within(editor).getByText('Guessed, not read')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Harbour Inn' })).toBeNull());
    expect(within(row).getByRole('checkbox', { name: 'Looks right' })).toBeChecked();
    expect(within(row).queryByRole('alert')).toBeNull();

    // Unticked, it waits again; ticked, it is saved with the values as guessed.
    await user.click(within(row).getByRole('checkbox', { name: 'Looks right' }));
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Check the guessed fields');
    expect(callsTo(fetchMock, 'POST', '/api/v1/imports')).toEqual([]);
    await user.click(within(row).getByRole('checkbox', { name: 'Looks right' }));
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    expect(await screen.findByText('Trip page')).toBeInTheDocument();
    const [body] = callsTo(fetchMock, 'POST', '/api/v1/imports') as { title: string; reservations: Record<string, unknown>[] }[];
    expect(body?.title).toBe('Chicago, Mar 16–19');
    expect(body?.reservations[1]).toMatchObject({ type: 'lodging', start: { local: '2026-03-16T15:00', zone: 'America/Chicago' } });
  });

  it('a calendar of several trips: one the user has already is updated, the other made with its title, then the trips list opens', async () => {
    const OTHER = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
    preview = {
      reservations: [{ ...flight, existingId: OTHER }, { ...guessedHotel, trip: 1, guessed: [] }],
      problems: [],
      title: 'Chicago, Mar 16–19',
      trips: [
        { title: 'Chicago in March', tripId: OTHER },
        { title: 'Harbour weekend', tripId: null },
      ],
    };
    const user = await pasteAndRead();
    expect(await screen.findByText('Already in your trip Chicago in March: saving updates it')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Reservations of trip 1' })).getByText('UA 1143 EWR → ORD')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Reservations of trip 2' })).getByText('Harbour Inn')).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: /Trip 2 title/ });
    await user.clear(title);
    await user.type(title, 'Harbour, Mar 16–19');
    await user.click(screen.getByRole('button', { name: 'Save trips' }));
    expect(await screen.findByText('Trips page')).toBeInTheDocument();
    const bodies = callsTo(fetchMock, 'POST', '/api/v1/imports') as { tripId?: string; title?: string; reservations: { type: string }[] }[];
    expect(bodies.map((b) => [b.tripId, b.title, b.reservations.map((r) => r.type)])).toEqual([
      [OTHER, undefined, ['flight']],
      [undefined, 'Harbour, Mar 16–19', ['lodging']],
    ]);
  });

  it("says 'Error running process' with the reason when nothing could be read", async () => {
    preview = { reservations: [], problems: ['the PDF is protected by a password'], title: '', trips: [] };
    await pasteAndRead();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error running process');
    expect(alert).toHaveTextContent('the PDF is protected by a password');
  });
});
