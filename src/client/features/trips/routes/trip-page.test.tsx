import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import type { Trip } from '../../../../shared/trips.js';
import { openOptions } from '../../../test/combobox.js';
import { apiError, authRoutes, callsTo, json, pageOf, type StubRoutes, stubFetch, testProfile, testSession } from '../../../test/fetch-stub.js';
import { fill } from '../../../test/fill.js';
import { renderRoutes } from '../../../test/render-routes.js';
import { buildEntry, buildItinerary } from '../components/timeline-test-data.js';

const BASE = '/api/v1/trips';
const ID = '2a4c6e80-1b3d-4f5a-8c7e-9d0b1a2c3e4f';
const ACME = { id: '5b0d7f5e-1c2a-4b3c-8d4e-5f6a7b8c9d01', name: 'Acme' };
const PAT = { id: '0e5a3c1d-2b4f-4e6a-8c9d-1f2e3a4b5c6d', firstName: 'Pat', lastName: 'Agent' };

const trip: Trip = {
  id: ID,
  title: 'Paris kick-off',
  customer: ACME,
  project: null,
  address: '1 Rue de Rivoli, Paris',
  start: { at: '2026-11-20T08:00:00.000Z', zone: 'Europe/Paris', local: '2026-11-20T09:00' },
  startEvent: 'Flight AF 11',
  end: { at: '2026-11-24T16:00:00.000Z', zone: 'Europe/Paris', local: '2026-11-24T17:00' },
  endEvent: '',
  estimatedCostMinor: 150_000,
  budgetMinor: null,
  currency: 'EUR',
  paid: false,
  confirmationNumber: 'XK42',
  updatedAt: '2026-05-01T10:00:00.000Z',
  createdAt: '2026-05-01T10:00:00.000Z',
  spentMinor: 12_345,
  // Spent and received are in the user's home currency, whatever the trip's own.
  homeCurrency: 'GBP',
  unconvertedReceipts: 0,
  receivedMinor: null,
  workHours: 16,
  travelHours: 7.5,
  contacts: [],
  quickLinks: [{ agencyName: 'Concur', url: 'https://travel.example.com/trips/XK42', linkName: 'Booking' }],
  tags: [],
  properties: [],
};

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  routes = {
    ...authRoutes(() => testSession),
    'GET /api/v1/account/profile': () => json(testProfile),
    'GET /api/v1/customers': () => pageOf([{ ...ACME, info: '', tags: [], updatedAt: trip.updatedAt }]),
    'GET /api/v1/projects': () => pageOf([]),
    'GET /api/v1/contacts': () => pageOf([{ ...PAT, tags: [], updatedAt: trip.updatedAt }]),
    [`GET ${BASE}`]: () => pageOf([]),
    [`GET ${BASE}/${ID}`]: () => json(trip),
    [`GET ${BASE}/${ID}/notes`]: () => json([]),
    [`GET ${BASE}/${ID}/documents`]: () => json([]),
    [`POST ${BASE}`]: () => json(trip, 201),
    [`PATCH ${BASE}/${ID}`]: () => json(trip),
  };
  fetchMock = stubFetch(routes);
});

/** Opens a new trip's form, or a saved trip's page (its header, with the trip's title). */
async function open(path: string) {
  const router = renderRoutes(path);
  if (path.includes('/new')) await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
  else await screen.findByRole('button', { name: 'Trip details' }, { timeout: 10_000 });
  return { router, user: userEvent.setup() };
}

/** A saved trip's details: the drawer with its form. */
async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Trip details' }));
  const drawer = await screen.findByRole('dialog', { name: 'Trip details' });
  await within(drawer).findByRole('textbox', { name: 'Title' });
  return drawer;
}

const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save' }));

describe('trip editor', { timeout: 45_000 }, () => {
  const NEW_FOR_ACME = `${buildPath(protectedPaths.trip, { id: 'new' })}?customerId=${ACME.id}`;

  it('starts a trip for the customer it was created for, at home, and refuses a quick link that is not a URL', async () => {
    const { user } = await open(NEW_FOR_ACME);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Acme'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue(testProfile.settings.currency));
    expect(screen.getByRole('combobox', { name: 'Start time zone' })).toHaveValue(testProfile.settings.timeZone);
    expect(screen.getByText('The itinerary, reservations, files and notes appear once the trip is saved.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await fill(user, screen.getByRole('textbox', { name: 'Title' }), 'Paris kick-off');
    await user.click(screen.getByRole('button', { name: 'Add quick link' }));
    const link = screen.getByRole('group', { name: 'Quick link 1' });
    await fill(user, within(link).getByLabelText('URL'), 'travel.example.com');
    await save(user);
    expect(within(link).getByLabelText('URL')).toHaveAccessibleDescription(expect.stringContaining('URL not valid'));
    expect(within(link).queryByRole('link')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', BASE)).toEqual([]);
  });

  it('saves a new trip with its quick links and contacts, leaving out an empty link row, and moves to it', async () => {
    const { router, user } = await open(NEW_FOR_ACME);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Acme'));
    await fill(user, screen.getByRole('textbox', { name: 'Title' }), 'Paris kick-off');
    await fill(user, screen.getByLabelText('Estimated cost'), '1,500');
    await user.click(screen.getByRole('button', { name: 'Add quick link' }));
    const link = screen.getByRole('group', { name: 'Quick link 1' });
    await fill(user, within(link).getByLabelText('Agency name'), 'Concur');
    await fill(user, within(link).getByLabelText('URL'), 'https://travel.example.com/trips/XK42');
    await fill(user, within(link).getByLabelText('Link name'), 'Booking');
    expect(within(link).getByRole('link', { name: 'Booking' })).toHaveAttribute('href', 'https://travel.example.com/trips/XK42');
    await user.click(screen.getByRole('button', { name: 'Add quick link' }));
    const contacts = await openOptions(user, 'Add a contact');
    await user.keyboard('Pat');
    await user.click(await contacts.findByRole('option', { name: 'Pat Agent' }));
    await save(user);

    // Saving moves to the new trip, whose tabs load their parts: slow on a loaded machine.
    expect(await screen.findByText(messages.recordSaved, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', BASE)).toEqual([
      {
        title: 'Paris kick-off',
        customerId: ACME.id,
        projectId: null,
        address: '',
        start: null,
        startEvent: '',
        end: null,
        endEvent: '',
        estimatedCost: '1,500',
        budget: null,
        currency: 'GBP',
        paid: false,
        received: null,
        confirmationNumber: '',
        contactIds: [PAT.id],
        quickLinks: [{ agencyName: 'Concur', url: 'https://travel.example.com/trips/XK42', linkName: 'Booking' }],
        tags: [],
        properties: [],
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(buildPath(protectedPaths.trip, { id: ID })));
  });

  it("is opened from the customer editor's 'Create trip' for that customer", async () => {
    const customer = { ...ACME, info: '', tags: [], addresses: [], contacts: [], properties: [], updatedAt: trip.updatedAt, createdAt: trip.createdAt };
    routes[`GET /api/v1/customers/${ACME.id}`] = () => json(customer);
    routes[`GET /api/v1/customers/${ACME.id}/notes`] = () => json([]);
    routes[`GET /api/v1/customers/${ACME.id}/documents`] = () => json([]);
    const router = renderRoutes(buildPath(protectedPaths.customer, { id: ACME.id }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Create trip' }, { timeout: 10_000 }));
    await screen.findByRole('heading', { name: 'New trip' }, { timeout: 10_000 });
    expect(router.state.location.search).toBe(`?customerId=${ACME.id}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Acme'));
  });

  it('asks for a start when only an end is given', async () => {
    routes[`GET ${BASE}/${ID}`] = () => json({ ...trip, start: null });
    const { user } = await open(buildPath(protectedPaths.trip, { id: ID }));
    await openDetails(user);
    await save(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start' })).toHaveAccessibleDescription(expect.stringContaining(messages.fieldRequired)));
    expect(callsTo(fetchMock, 'PATCH', `${BASE}/${ID}`)).toEqual([]);
  });

  it('opens a saved trip on its header and itinerary, its details one tap away, with its figures and its quick links to open', async () => {
    const { user } = await open(buildPath(protectedPaths.trip, { id: ID }));
    const header = screen.getByRole('region', { name: 'Trip' });
    expect(within(header).getByRole('heading', { name: 'Paris kick-off', level: 1 })).toBeInTheDocument();
    // The dates where the trip happens, its zone named away from home (London).
    expect(header).toHaveTextContent('11/20/2026 09:00 CET – 11/24/2026 17:00 CET');
    expect(header).toHaveTextContent('1 Rue de Rivoli, Paris');
    // The form is not on the page until the details are opened.
    expect(screen.queryByRole('textbox', { name: 'Estimated cost' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Itinerary' })).toHaveAttribute('aria-selected', 'true');

    await openDetails(user);
    expect(screen.getByRole('textbox', { name: 'Estimated cost' })).toHaveValue('1500.00');
    const figures = screen.getByRole('list', { name: 'Calculated figures' });
    expect(within(figures).getByRole('listitem', { name: 'Spent' })).toHaveTextContent('£123.45');
    expect(within(figures).getByRole('listitem', { name: 'Work hours' })).toHaveTextContent('16.00');
    expect(within(figures).getByRole('listitem', { name: 'Travel hours' })).toHaveTextContent('7.50');

    const booking = screen.getByRole('link', { name: 'Booking' });
    expect(booking).toHaveAttribute('href', 'https://travel.example.com/trips/XK42');
    expect(booking).toHaveAttribute('target', '_blank');
    expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows in its header how far along the trip is and the next moment of its itinerary with its confirmation number to copy", async () => {
    // A trip in UTC that began on yesterday's date and ends in three days: day 2 of 4, whatever the time.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const zonedAt = (local: string) => ({ at: `${local}:00.000Z`, zone: 'UTC', local });
    routes[`GET ${BASE}/${ID}`] = () => json({ ...trip, start: zonedAt(`${day(-1)}T00:00`), end: zonedAt(`${day(2)}T23:00`) });
    const soon = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const past = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const entry = (at: string, title: string, confirmation: string) =>
      buildEntry({ key: title, recordId: ID, type: 'flight', kind: 'departure', title, at, zone: 'UTC', local: at.slice(0, 16), abbreviation: 'UTC', home: at.slice(0, 16), place: 'Paris Charles de Gaulle', confirmation });
    routes[`GET ${BASE}/${ID}/itinerary`] = () =>
      json(buildItinerary({ timeline: { homeZone: 'UTC', hiddenCount: 0, days: [{ date: past.slice(0, 10), gaps: [], entries: [entry(past, 'AF 10 Paris to New York', 'OLD111'), entry(soon, 'AF 11 Paris to London', 'XK7P2Q')] }] } }));
    await open(buildPath(protectedPaths.trip, { id: ID }));
    const header = screen.getByRole('region', { name: 'Trip' });
    expect(within(header).getByText('Day 2 of 4')).toBeInTheDocument();
    const next = await within(header).findByRole('region', { name: 'Next' });
    expect(next).toHaveTextContent('Departure · AF 11 Paris to London');
    expect(next).toHaveTextContent('Paris Charles de Gaulle');
    expect(next).toHaveTextContent('Confirmation XK7P2Q');
    expect(next).not.toHaveTextContent('OLD111');
    expect(within(next).getByRole('button', { name: 'Copy confirmation number XK7P2Q' })).toBeInTheDocument();
  });

  it('draws the header and the itinerary together, and shows the trip when its itinerary cannot be read rather than waiting again', async () => {
    let answer = () => json(buildItinerary({}));
    routes[`GET ${BASE}/${ID}/itinerary`] = () => answer();
    await open(buildPath(protectedPaths.trip, { id: ID }));
    // No skeleton in the header gives way to the next moment: the itinerary was there when it was drawn.
    expect(within(screen.getByRole('region', { name: 'Trip' })).queryByText((_, element) => element?.classList.contains('mantine-Skeleton-root') ?? false)).toBeNull();
    cleanup();

    // The itinerary is refused: the trip is shown, and stays shown while its parts ask again.
    answer = () => apiError(404, 'NOT_FOUND', messages.notFound('Trip'));
    await open(buildPath(protectedPaths.trip, { id: ID }));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(screen.getByRole('button', { name: 'Trip details' })).toBeInTheDocument();
    // Asked a bounded number of times (each part that reads it, and their tries), not in a loop.
    expect(callsTo(fetchMock, 'GET', `${BASE}/${ID}/itinerary`).length).toBeLessThan(20);
  });

  it('drops the edits of its details on Cancel, after asking, and closes them once saved', async () => {
    const { user } = await open(buildPath(protectedPaths.trip, { id: ID }));
    let drawer = await openDetails(user);
    await fill(user, within(drawer).getByRole('textbox', { name: 'Title' }), 'Paris wrap-up');
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trip details' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PATCH', `${BASE}/${ID}`)).toEqual([]);

    drawer = await openDetails(user);
    expect(within(drawer).getByRole('textbox', { name: 'Title' })).toHaveValue('Paris kick-off');
    await fill(user, within(drawer).getByRole('textbox', { name: 'Confirmation number' }), 'XK43');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trip details' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PATCH', `${BASE}/${ID}`)).toEqual([expect.objectContaining({ title: 'Paris kick-off', confirmationNumber: 'XK43' })]);
  });

  it('keeps the tab chosen in the URL', async () => {
    const { router, user } = await open(buildPath(protectedPaths.trip, { id: ID }));
    // The tabs are a chunk of their own, loaded after the header.
    expect((await screen.findAllByRole('tab', {}, { timeout: 10_000 })).map((t) => t.textContent)).toEqual(['Itinerary', 'Reservations', 'Map', 'Receipts', 'Files', 'Notes', 'Tasks']);
    expect(screen.getByRole('tab', { name: 'Itinerary' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByRole('region', { name: 'Notes' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=notes');
    await user.click(screen.getByRole('tab', { name: 'Files' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=files'));
    expect(screen.queryByRole('region', { name: 'Notes' })).not.toBeInTheDocument();
  });

  it('opens on the tab the URL names', async () => {
    await open(`${buildPath(protectedPaths.trip, { id: ID })}?tab=notes`);
    expect(await screen.findByRole('tab', { name: 'Notes' }, { timeout: 10_000 })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Notes' })).toBeInTheDocument();
  });

  it("asks 'Delete trip?' and offers to keep the trip when timecards are linked", async () => {
    routes[`POST ${BASE}/bulk-delete`] = () => apiError(409, 'CONFLICT', messages.linkedTimecards(1));
    const { user } = await open(buildPath(protectedPaths.trip, { id: ID }));
    await openDetails(user);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: messages.deleteTrip })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Timecards are linked' })).getByRole('button', { name: 'Keep trip' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Timecards are linked' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', `${BASE}/bulk-delete`)).toEqual([{ ids: [ID] }]);
    expect(screen.getByRole('heading', { name: 'Paris kick-off' })).toBeInTheDocument();
  });
});
