import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import { withoutTrailing } from '../../../../shared/text.js';
import { apiError, callsTo, json, pageOf, type StubRoutes, stubFetch, testProfile } from '../../../test/fetch-stub.js';
import { fill } from '../../../test/fill.js';
import { renderRoutes } from '../../../test/render-routes.js';
import { ReservationsSection } from './reservations-section.js';
import { buildFlightReservation, buildTrip, searchAirports, TRIP_ID } from './reservation-test-fixtures.js';

const API = '/api/v1/reservations';

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  // The calendar of an empty date opens on today's month: the tests' today, in the trip's month.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-10T12:00:00Z') });
  routes = {
    'GET /api/v1/account/profile': () => json(testProfile),
    [`GET /api/v1/trips/${TRIP_ID}`]: () => json(buildTrip()),
    [`GET ${API}`]: () => pageOf([]),
    'GET /api/v1/airports': ({ url }) => json({ items: searchAirports(url.searchParams.get('search') ?? '') }),
    [`POST ${API}`]: () => json(buildFlightReservation(), 201),
  };
  fetchMock = stubFetch(routes);
});
afterEach(() => {
  vi.useRealTimers();
});

async function openNew() {
  renderRoutes('/trip', [
    {
      path: '/trip',
      element: (
        <ModalsProvider>
          <ReservationsSection tripId={TRIP_ID} />
        </ModalsProvider>
      ),
    },
  ]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add reservation' }));
  const editor = await screen.findByRole('dialog', { name: 'Add reservation' });
  return { user, editor, field: (label: string) => fieldLabelled(editor, label) };
}

/**
 * The field whose visible label reads `label` (a required one's asterisk aside). Testing Library's
 * label query matches every element against every label: over a dialog holding time-zone and
 * currency lists of hundreds of options, that is most of a story's time.
 */
function fieldLabelled(container: HTMLElement, label: string): HTMLElement {
  const found = [...container.querySelectorAll('label')].filter((l) => withoutTrailing(l.textContent, '*').trimEnd() === label);
  const control = found.length === 1 && found[0]?.htmlFor ? document.getElementById(found[0].htmlFor) : null;
  if (!control) throw new Error(`No single field labelled ${label} (${found.length} labels)`);
  return control;
}

/** The open dropdown of a combobox. */
const listboxOf = (field: HTMLElement) =>
  waitFor(() => {
    const listbox = document.getElementById(field.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error('The dropdown is not open');
    return listbox;
  });

/** Types into an airport field and picks the answer among that field's own options. */
async function pickAirport(user: UserEvent, field: HTMLElement, typed: string, option: string) {
  await fill(user, field, typed);
  await user.click(await within(await listboxOf(field)).findByRole('option', { name: option }));
}

/** Picks one of a select's options, among its own. */
async function choose(user: UserEvent, field: HTMLElement, option: string) {
  await user.click(field);
  await user.click(within(await listboxOf(field)).getByRole('option', { name: option }));
}

/** The element named `name` by its aria-label, e.g. a calendar day or a time part (quicker than a label or role query here). */
const named = (name: string) =>
  waitFor(() => {
    const element = document.querySelector<HTMLElement>(`[aria-label="${name}"]`);
    if (!element) throw new Error(`Nothing is named ${name}`);
    return element;
  });

/** Sets a ZonedField's date and time through its picker, as a user does. */
async function pickDateTime(user: UserEvent, picker: HTMLElement, label: string, day: string, hours: string, minutes: string) {
  await user.click(picker);
  await user.click(await named(day));
  // The time fields take typed digits, as a keyboard gives them (a paste is not a keystroke).
  await user.click(await named(`${label} hours`));
  await user.keyboard(hours);
  await user.click(await named(`${label} minutes`));
  await user.keyboard(minutes);
  await user.click(await named(`Set ${label.toLowerCase()}`));
}

const JFK = 'JFK — John F Kennedy International Airport, New York';
const LHR = 'LHR — London Heathrow Airport, London';

// Each story types through a dialog holding several time-zone lists (hundreds of options each); on a
// loaded two-core machine one takes far longer than vitest's default five seconds.
describe('reservation editor', { timeout: 60_000 }, () => {
  it("puts each end of a flight in its airport's zone and place, and saves New York → London with the flight's fields", async () => {
    const { user, editor, field } = await openNew();
    // A new reservation starts at its trip's start, in the trip's currency.
    expect(field('Departure time zone')).toHaveValue('Europe/London');
    expect(field('Currency')).toHaveValue('USD');
    expect(field('Airline')).toBeInTheDocument();

    await pickAirport(user, field('Departure airport'), 'JFK', JFK);
    expect(field('Departure time zone')).toHaveValue('America/New_York');
    expect(field('Departure airport')).toHaveValue(JFK);
    await pickAirport(user, field('Arrival airport'), 'heathrow', LHR);
    expect(field('Arrival time zone')).toHaveValue('Europe/London');

    await fill(user, field('Airline code'), 'UA');
    await fill(user, field('Airline name'), 'United Airlines');
    await fill(user, field('Flight number'), '100');
    await fill(user, field('Departure terminal'), '7');
    await fill(user, field('Seat'), '14A');
    await fill(user, field('Confirmation number'), 'UA-CONF');
    await fill(user, field('Cost'), '850');
    await pickDateTime(user, field('Arrival'), 'Arrival', '21 November 2026', '07', '10');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.recordSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add reservation' })).not.toBeInTheDocument());
    const [body] = callsTo(fetchMock, 'POST', API);
    expect(body).toMatchObject({
      tripId: TRIP_ID,
      type: 'flight',
      reservationNumber: 'UA-CONF',
      status: 'confirmed',
      start: { local: '2026-11-20T18:00', zone: 'America/New_York' },
      end: { local: '2026-11-21T07:10', zone: 'Europe/London' },
      startPlace: { name: 'John F Kennedy International Airport', address: 'New York, United States', latitude: 40.63980103, longitude: -73.77890015 },
      endPlace: { name: 'London Heathrow Airport', latitude: 51.4706, longitude: -0.461941 },
      cost: '850',
      currency: 'USD',
      flight: {
        airlineCode: 'UA',
        airlineName: 'United Airlines',
        flightNumber: '100',
        departureAirport: 'JFK',
        arrivalAirport: 'LHR',
        departureTerminal: '7',
        seat: '14A',
        status: null,
        estimatedDeparture: null,
        estimatedArrival: null,
      },
    });
  });

  it('refuses an arrival before the departure once both are in their own zones, under the arrival', async () => {
    const { user, editor, field } = await openNew();
    await pickAirport(user, field('Departure airport'), 'JFK', JFK);
    await pickAirport(user, field('Arrival airport'), 'LHR', LHR);
    // 22:00 in London is 17:00 in New York: an hour before the 18:00 departure, though it reads later.
    await pickDateTime(user, field('Arrival'), 'Arrival', '20 November 2026', '22', '00');
    await fill(user, field('Cost'), '12abc');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    expect(field('Arrival')).toHaveAccessibleDescription(messages.dateNotValid);
    expect(field('Cost')).toHaveAccessibleDescription(messages.numbersOnly);
    expect(callsTo(fetchMock, 'POST', API)).toEqual([]);
  });

  it("shows the server's refusal under the field it names", async () => {
    routes[`POST ${API}`] = () => apiError(400, 'VALIDATION_FAILED', 'Validation failed', [{ path: 'flight.airlineCode', message: 'Airline code not valid' }]);
    const { user, editor, field } = await openNew();
    await fill(user, field('Airline code'), 'UA');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Airline code')).toHaveAccessibleDescription('Airline code not valid'));
    expect(callsTo(fetchMock, 'POST', API)).toHaveLength(1);
  });

  it('labels the provider, times and places by the kind of reservation', async () => {
    const { user, field } = await openNew();
    await choose(user, field('Type'), 'Lodging');
    expect(field('Hotel')).toBeInTheDocument();
    expect(field('Check-in time zone')).toBeInTheDocument();
    expect(field('Check-out time zone')).toBeInTheDocument();
    expect(field('Place')).toBeInTheDocument();
    expect(within(document.body).queryByLabelText('Departure airport')).not.toBeInTheDocument();

    await choose(user, field('Type'), 'Rental car');
    expect(field('Rental company')).toBeInTheDocument();
    expect(field('Pick-up place')).toBeInTheDocument();
    expect(field('Drop-off address')).toBeInTheDocument();
  });
});
