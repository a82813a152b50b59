import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarFeed } from '../../../shared/calendar-feeds.js';
import { messages } from '../../../shared/messages.js';
import { browser, createUser, signedInUser, TEST_PASSWORD } from '../../test/factories.js';

const NY = 'America/New_York';
const CHICAGO = 'America/Chicago';
const LONDON = 'Europe/London';
const BERLIN = 'Europe/Berlin';

type Browser = ReturnType<typeof browser>;
type App = Awaited<ReturnType<typeof signedInUser>>['app'];
type Component = InstanceType<typeof ICAL.Component>;

async function create<T>(b: Browser, path: string, body: unknown): Promise<T> {
  const res = await b.json(path, 'POST', body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function feedAt(b: Browser, path: string, method: 'GET' | 'POST' | 'DELETE' = 'GET') {
  const res = await b.request(path, { method });
  expect(res.status).toBe(200);
  return (await res.json()) as CalendarFeed;
}

/** The feed as a calendar app fetches it: no cookie, by its address alone. */
const fetchFeed = (app: App, url: string, headers: Record<string, string> = {}) => app.request(new URL(url).pathname, { headers });

async function calendarAt(app: App, url: string): Promise<Component> {
  const res = await fetchFeed(app, url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return new ICAL.Component(ICAL.parse(await res.text()) as unknown[]);
}

const eventsOf = (calendar: Component) => calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
const named = (calendar: Component, summary: string) => {
  const event = eventsOf(calendar).find((e) => e.summary === summary);
  if (!event) throw new Error(`no event '${summary}' in ${eventsOf(calendar).map((e) => e.summary).join(', ')}`);
  return event;
};

/** A trip Boston → Chicago by air, a hotel, a train to Berlin later, a dinner; and an assignment for a customer. */
async function plannedTrip(b: Browser) {
  const trip = await create<{ id: string }>(b, '/api/v1/trips', {
    title: 'Chicago plant audit', address: 'Chicago, IL', confirmationNumber: 'TRIP-77',
    start: { local: '2026-03-07T06:00', zone: NY }, end: { local: '2026-03-10T22:00', zone: CHICAGO },
  });
  const reserve = (body: Record<string, unknown>) => create<{ id: string }>(b, '/api/v1/reservations', { tripId: trip.id, ...body });
  const flight = await reserve({
    type: 'flight', reservationNumber: 'K7QX2P', start: { local: '2026-03-07T08:15', zone: NY }, end: { local: '2026-03-07T10:05', zone: CHICAGO },
    flight: { airlineCode: 'UA', flightNumber: '1542', departureAirport: 'BOS', arrivalAirport: 'ORD', departureTerminal: 'B', seat: '14C' },
  });
  const hotel = await reserve({
    type: 'lodging', provider: 'The Langham Chicago', reservationNumber: '88.412.339', start: { local: '2026-03-07T15:00', zone: CHICAGO },
    end: { local: '2026-03-10T11:00', zone: CHICAGO }, startPlace: { name: 'The Langham Chicago', address: '330 N Wabash Ave, Chicago' },
  });
  await reserve({ type: 'other', provider: 'Hidden shuttle', start: { local: '2026-03-08T09:00', zone: CHICAGO }, hidden: true });
  const event = await create<{ id: string }>(b, `/api/v1/trips/${trip.id}/events`, {
    type: 'meeting', title: 'Plant walk-through', start: { local: '2026-03-08T09:30', zone: CHICAGO }, end: { local: '2026-03-08T12:00', zone: CHICAGO }, place: 'Plant 4',
  });
  const other = await create<{ id: string }>(b, '/api/v1/trips', { title: 'Berlin fair', start: { local: '2026-04-20T07:00', zone: BERLIN }, end: { local: '2026-04-22T18:00', zone: BERLIN } });
  await create(b, '/api/v1/reservations', {
    tripId: other.id, type: 'train', provider: 'ICE 1003', start: { local: '2026-04-20T08:00', zone: LONDON }, end: { local: '2026-04-20T17:30', zone: BERLIN },
    startPlace: { name: 'London St Pancras' }, endPlace: { name: 'Berlin Hbf' },
  });
  const customer = await create<{ id: string }>(b, '/api/v1/customers', { name: 'Acme Pumps' });
  await create(b, '/api/v1/assignments', { name: 'Pump retrofit', customerId: customer.id, start: { local: '2026-03-09T08:00', zone: CHICAGO }, end: { local: '2026-03-09T17:00', zone: CHICAGO } });
  return { trip, other, flight, hotel, event };
}

describe('calendar feeds', () => {
  it('serves every trip, stay, reservation, event and assignment, each timed event at its wall clock in its own zone with that zone’s VTIMEZONE', async () => {
    const { app, b } = await signedInUser();
    await plannedTrip(b);
    expect(await feedAt(b, '/api/v1/account/calendar-feed')).toEqual({ url: null });
    const { url } = await feedAt(b, '/api/v1/account/calendar-feed', 'POST');
    expect(url).toMatch(/^http:\/\/app\.test\/api\/public\/calendars\/[\w-]{43}$/);
    expect(await feedAt(b, '/api/v1/account/calendar-feed')).toEqual({ url });

    const text = await (await fetchFeed(app, url ?? '')).text();
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(text).toContain('\r\nX-PUBLISHED-TTL:PT1H\r\n');
    const calendar = await calendarAt(app, url ?? '');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const zones = calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'));
    expect(zones.sort()).toEqual([BERLIN, CHICAGO, LONDON, NY].sort());
    expect(eventsOf(calendar).map((e) => e.summary).sort()).toEqual(
      ['Berlin fair', 'Chicago plant audit', 'ICE 1003 London St Pancras → Berlin Hbf', 'Plant walk-through', 'Pump retrofit (Acme Pumps)', 'The Langham Chicago', 'UA 1542 BOS → ORD'].sort(),
    );

    // The flight departs at 08:15 in Boston and lands at 10:05 in Chicago: each end in its own zone.
    const flight = named(calendar, 'UA 1542 BOS → ORD');
    const start = flight.component.getFirstProperty('dtstart');
    const end = flight.component.getFirstProperty('dtend');
    expect(start?.getParameter('tzid')).toBe(NY);
    expect(end?.getParameter('tzid')).toBe(CHICAGO);
    expect(flight.startDate.toString()).toBe('2026-03-07T08:15:00');
    expect(flight.endDate.toString()).toBe('2026-03-07T10:05:00');
    expect(flight.startDate.toJSDate().toISOString()).toBe('2026-03-07T13:15:00.000Z');
    expect(flight.endDate.toJSDate().toISOString()).toBe('2026-03-07T16:05:00.000Z');
    expect(flight.location).toBe('BOS, Terminal B');
    expect(flight.description).toContain('Seat: 14C');
    expect(flight.description).toContain('Confirmation: K7QX2P');

    // The stay is all-day from check-in to check-out, both days shown: its end is the day after.
    const hotel = named(calendar, 'The Langham Chicago');
    expect(hotel.startDate.isDate).toBe(true);
    expect(hotel.startDate.toString()).toBe('2026-03-07');
    expect(hotel.endDate.toString()).toBe('2026-03-11');
    expect(hotel.location).toBe('The Langham Chicago, 330 N Wabash Ave, Chicago');
    expect(hotel.description).toContain('Check-in: 2026-03-07 15:00');
    expect(hotel.description).toContain('Confirmation: 88.412.339');

    // The trip, all-day too, from its first local day to its last (an end in another zone read in its own).
    const trip = named(calendar, 'Chicago plant audit');
    expect([trip.startDate.toString(), trip.endDate.toString()]).toEqual(['2026-03-07', '2026-03-11']);
    expect(trip.location).toBe('Chicago, IL');

    // A train across a border departs in London's zone and arrives in Berlin's.
    const train = named(calendar, 'ICE 1003 London St Pancras → Berlin Hbf');
    expect([train.component.getFirstProperty('dtstart')?.getParameter('tzid'), train.component.getFirstProperty('dtend')?.getParameter('tzid')]).toEqual([LONDON, BERLIN]);
    expect(train.endDate.toJSDate().toISOString()).toBe('2026-04-20T15:30:00.000Z');

    const assignment = named(calendar, 'Pump retrofit (Acme Pumps)');
    expect(assignment.startDate.toJSDate().toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(named(calendar, 'Plant walk-through').location).toBe('Plant 4');
  });

  it('keeps each event’s UID through a change and raises its SEQUENCE, so a calendar updates the event instead of adding one', async () => {
    const { app, b } = await signedInUser();
    const { flight } = await plannedTrip(b);
    const { url } = await feedAt(b, '/api/v1/account/calendar-feed', 'POST');
    const before = named(await calendarAt(app, url ?? ''), 'UA 1542 BOS → ORD');
    const uids = eventsOf(await calendarAt(app, url ?? '')).map((e) => e.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(before.uid).toBe(`reservation-${flight.id}@app.test`);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const changed = await b.json(`/api/v1/reservations/${flight.id}`, 'PATCH', { start: { local: '2026-03-07T09:40', zone: NY }, end: { local: '2026-03-07T11:30', zone: CHICAGO } });
    expect(changed.status).toBe(200);
    const after = eventsOf(await calendarAt(app, url ?? '')).find((e) => e.uid === before.uid);
    expect(after?.startDate.toString()).toBe('2026-03-07T09:40:00');
    expect(after?.sequence).toBeGreaterThan(before.sequence);
    expect(eventsOf(await calendarAt(app, url ?? '')).map((e) => e.uid).sort()).toEqual([...uids].sort());
  });

  it('answers 304 to a calendar that asks again with the entity-tag it has, and the whole calendar once something changed', async () => {
    const { app, b } = await signedInUser();
    const { trip } = await plannedTrip(b);
    const { url } = await feedAt(b, `/api/v1/trips/${trip.id}/calendar-feed`, 'POST');
    const first = await fetchFeed(app, url ?? '');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await fetchFeed(app, url ?? '', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetchFeed(app, url ?? '', { 'If-None-Match': `W/${etag}, "other"` })).status).toBe(304);
    expect((await fetchFeed(app, url ?? '', { 'If-None-Match': '"other"' })).status).toBe(200);

    await create(b, `/api/v1/trips/${trip.id}/events`, { type: 'meeting', title: 'Safety briefing', start: { local: '2026-03-08T08:00', zone: CHICAGO } });
    const changed = await fetchFeed(app, url ?? '', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('SUMMARY:Safety briefing');
  });

  it('gives a new entity-tag for every change the calendar shows: a deletion, a rename of the customer an assignment names, a reservation hidden', async () => {
    const { app, b } = await signedInUser();
    const { hotel } = await plannedTrip(b);
    const { url } = await feedAt(b, '/api/v1/account/calendar-feed', 'POST');
    const tag = async () => (await fetchFeed(app, url ?? '')).headers.get('etag') ?? '';
    const seen = [await tag()];
    expect(await tag()).toBe(seen[0]);
    const [acme] = ((await (await b.request('/api/v1/customers')).json()) as { items: { id: string }[] }).items;
    expect((await b.json(`/api/v1/customers/${acme?.id ?? ''}`, 'PATCH', { name: 'Acme Pumps Ltd' })).status).toBe(200);
    seen.push(await tag());
    expect((await b.json(`/api/v1/reservations/${hotel.id}`, 'PATCH', { hidden: true })).status).toBe(200);
    seen.push(await tag());
    expect(await (await fetchFeed(app, url ?? '')).text()).not.toContain('The Langham Chicago');
    const [event] = ((await (await b.request('/api/v1/reservations?type=train')).json()) as { items: { id: string }[] }).items;
    expect((await b.request(`/api/v1/reservations/${event?.id ?? ''}`, { method: 'DELETE' })).status).toBe(204);
    seen.push(await tag());
    expect(new Set(seen).size).toBe(4);
    expect((await fetchFeed(app, url ?? '', { 'If-None-Match': seen[0] ?? '' })).status).toBe(200);
    expect((await fetchFeed(app, url ?? '', { 'If-None-Match': seen[3] ?? '' })).status).toBe(304);
  });

  it("serves one trip's feed with that trip alone, and no assignment", async () => {
    const { app, b } = await signedInUser();
    const { trip } = await plannedTrip(b);
    const { url } = await feedAt(b, `/api/v1/trips/${trip.id}/calendar-feed`, 'POST');
    const calendar = await calendarAt(app, url ?? '');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Chicago plant audit');
    expect(eventsOf(calendar).map((e) => e.summary).sort()).toEqual(['Chicago plant audit', 'Plant walk-through', 'The Langham Chicago', 'UA 1542 BOS → ORD']);
    // The account's feed is a feed of its own: none yet.
    expect(await feedAt(b, '/api/v1/account/calendar-feed')).toEqual({ url: null });
  });

  it('ends the old address when a new one is made, answers 404 once turned off, and 404 for a token of the right shape that is no feed’s', async () => {
    const { app, b } = await signedInUser();
    const { trip } = await plannedTrip(b);
    const { url: first } = await feedAt(b, `/api/v1/trips/${trip.id}/calendar-feed`, 'POST');
    const { url: second } = await feedAt(b, `/api/v1/trips/${trip.id}/calendar-feed`, 'POST');
    expect(second).not.toBe(first);
    expect((await fetchFeed(app, first ?? '')).status).toBe(404);
    expect((await fetchFeed(app, second ?? '')).status).toBe(200);
    expect(await feedAt(b, `/api/v1/trips/${trip.id}/calendar-feed`, 'DELETE')).toEqual({ url: null });
    expect((await fetchFeed(app, second ?? '')).status).toBe(404);
    expect((await app.request(`/api/public/calendars/${'A'.repeat(43)}`)).status).toBe(404);
    for (const crafted of ['A'.repeat(2_000_000), '..%2F..%2Fetc%2Fpasswd', `${'A'.repeat(42)}%00`]) {
      const res = await app.request(`/api/public/calendars/${crafted}`);
      expect([400, 404, 414]).toContain(res.status);
      expect(res.headers.get('content-type') ?? '').not.toContain('text/calendar');
    }
  });

  it("refuses another user's trip, and never serves one user's records in another's feed", async () => {
    const { app, database, b } = await signedInUser();
    const { trip } = await plannedTrip(b);
    const { user: stranger } = await createUser(database.db);
    const s = browser(app);
    await s.signIn(stranger.email, TEST_PASSWORD);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await s.request(`/api/v1/trips/${trip.id}/calendar-feed`, { method });
      expect(res.status).toBe(404);
    }
    const { url } = await feedAt(s, '/api/v1/account/calendar-feed', 'POST');
    expect(eventsOf(await calendarAt(app, url ?? ''))).toHaveLength(0);
    expect((await app.request('/api/v1/account/calendar-feed')).status).toBe(401);
    const errorOf = async (res: Response) => [res.status, ((await res.json()) as { error: { message: string } }).error.message];
    expect(await errorOf(await b.request('/api/v1/trips/not-a-uuid/calendar-feed', { method: 'POST' }))).toEqual([404, messages.notFound('Trip')]);
    expect(await errorOf(await app.request('/api/public/calendars/too-short'))).toEqual([404, messages.notFound('Calendar')]);
  });

  it('makes one address when two are asked for at once, and the one it keeps is the one the feed answers with', async () => {
    const { app, b } = await signedInUser();
    const answers = await Promise.all([feedAt(b, '/api/v1/account/calendar-feed', 'POST'), feedAt(b, '/api/v1/account/calendar-feed', 'POST')]);
    const kept = await feedAt(b, '/api/v1/account/calendar-feed');
    expect(answers.map((a) => a.url)).toContain(kept.url);
    const live = await Promise.all(answers.map(async (a) => (await fetchFeed(app, a.url ?? '')).status));
    expect(live.sort()).toEqual([200, 404]);
  });

  it('is read by a real calendar client (khal, from Debian): each event at its local time in the reader’s zone, and a changed feed imported again updates rather than adds', async () => {
    const { app, b } = await signedInUser();
    const { flight } = await plannedTrip(b);
    const { url } = await feedAt(b, '/api/v1/account/calendar-feed', 'POST');
    const dir = mkdtempSync(path.join(tmpdir(), 'khal-'));
    mkdirSync(path.join(dir, 'travel'));
    // A reader in Berlin: every time shown in Berlin's wall clock.
    const config = path.join(dir, 'khal.conf');
    writeFileSync(
      config,
      [
        '[calendars]', '[[travel]]', `path = ${path.join(dir, 'travel')}`, 'type = calendar',
        '[sqlite]', `path = ${path.join(dir, 'khal.db')}`,
        '[locale]', 'timeformat = %H:%M', 'dateformat = %Y-%m-%d', 'longdateformat = %Y-%m-%d',
        'datetimeformat = %Y-%m-%d %H:%M', 'longdatetimeformat = %Y-%m-%d %H:%M', `local_timezone = ${BERLIN}`, `default_timezone = ${BERLIN}`,
      ].join('\n'),
    );
    const khal = async (...args: string[]) => (await run('khal', ['-c', config, ...args], { env: { ...process.env, HOME: dir } })).stdout;
    const importFeed = async () => {
      const file = path.join(dir, 'feed.ics');
      writeFileSync(file, await (await fetchFeed(app, url ?? '')).text());
      await khal('import', '--batch', '-a', 'travel', file);
    };
    const listed = async () => (await khal('list', '--format', '{start}|{end}|{title}', '--day-format', '', '2026-03-07', '60d')).split('\n').filter(Boolean);

    await importFeed();
    const events = await listed();
    // 08:15 in Boston is 14:15 in Berlin; 10:05 in Chicago is 17:05 (both before the US change of clocks on 8 March).
    expect(events).toContain('2026-03-07 14:15|2026-03-07 17:05|UA 1542 BOS → ORD');
    // The stay shows on each of its days, from check-in to check-out.
    expect(events.filter((e) => e === '2026-03-07|2026-03-10|The Langham Chicago')).toHaveLength(4);
    // 09:30 in Chicago on 8 March, after its clocks went forward (CDT, UTC−5), is 15:30 in Berlin (CET).
    expect(events).toContain('2026-03-08 15:30|2026-03-08 18:00|Plant walk-through');
    // 08:00 in London and 17:30 in Berlin, in April: both summer times.
    expect(events).toContain('2026-04-20 09:00|2026-04-20 17:30|ICE 1003 London St Pancras → Berlin Hbf');

    expect((await b.json(`/api/v1/reservations/${flight.id}`, 'PATCH', { start: { local: '2026-03-07T09:40', zone: NY } })).status).toBe(200);
    await importFeed();
    const again = await listed();
    expect(again).toContain('2026-03-07 15:40|2026-03-07 17:05|UA 1542 BOS → ORD');
    expect(again.filter((e) => e.endsWith('|UA 1542 BOS → ORD'))).toHaveLength(1);
    expect(again).toHaveLength(events.length);
  });
});

const run = promisify(execFile);
