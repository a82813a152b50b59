import { describe, expect, it } from 'vitest';
import { extract } from './extract.js';
import { found, noFlight, noPlace, type Found } from './found.js';
import * as samples from './testing/samples.js';
import { dayRange, inTimeOrder, tripTitle } from './trip-of-import.js';

const today = new Date('2026-11-25T12:00:00Z');
const at = (local: string, zone: string | null = 'America/Chicago') => ({ local, zone });
const place = (name: string) => ({ ...noPlace(), name });
const flight = (from: string, to: string, start: string, end: string, zones: [string, string]) =>
  found('flight', {
    flight: { ...noFlight(), airlineCode: 'UA', flightNumber: '1', departureAirport: from, arrivalAirport: to },
    start: at(start, zones[0]),
    end: at(end, zones[1]),
    endPlace: place(`${to} airport`),
  });
const hotel = (name: string, start: string, end: string) => found('lodging', { name, startPlace: place(name), start: at(start), end: at(end) });

describe('the days of a trip', () => {
  it("writes a range closed up with an en dash, the month once when it is the same, the year only when it is not this year's", () => {
    expect(dayRange('2026-03-16', '2026-03-19', today)).toBe('Mar 16–19');
    expect(dayRange('2026-03-30', '2026-04-02', today)).toBe('Mar 30–Apr 2');
    expect(dayRange('2026-03-16', '2026-03-16', today)).toBe('Mar 16');
    expect(dayRange('2027-03-16', '2027-03-19', today)).toBe('Mar 16–19, 2027');
    expect(dayRange('2026-12-30', '2027-01-02', today)).toBe('Dec 30, 2026–Jan 2, 2027');
  });
});

describe('the order of the reservations', () => {
  it('puts them in the order of their start instants, whatever the order read, those without a start last', () => {
    const undated = found('event', { name: 'Dinner' });
    // 10:00 in Chicago is after 10:00 in New York.
    const chicago = hotel('Chicago hotel', '2026-03-16T10:00', '2026-03-17T11:00');
    const newYork = flight('EWR', 'ORD', '2026-03-16T10:00', '2026-03-16T11:30', ['America/New_York', 'America/Chicago']);
    const earlier = hotel('Earlier', '2026-03-15T09:00', '2026-03-16T09:00');
    expect(inTimeOrder([undated, chicago, newYork, earlier]).map((r) => r.name || r.type)).toEqual(['Earlier', 'flight', 'Chicago hotel', 'Dinner']);
  });
});

describe('the title of a trip made from an import', () => {
  const title = (list: Found[], subject = 'Fwd: Your itinerary') => tripTitle(inTimeOrder(list), { subject, today });

  it("is the city of the first transport's arrival and the trip's days, from the first start to the last end", () => {
    const out = flight('EWR', 'ORD', '2026-03-16T07:05', '2026-03-16T10:20', ['America/New_York', 'America/Chicago']);
    const back = flight('ORD', 'EWR', '2026-03-19T17:45', '2026-03-19T21:02', ['America/Chicago', 'America/New_York']);
    expect(title([back, hotel('Hilton Chicago', '2026-03-16T15:00', '2026-03-19T11:00'), out])).toBe('Chicago, Mar 16–19');
    // A flight landing the next day ends the trip on that day.
    const overnight = flight('JFK', 'LHR', '2026-03-30T18:30', '2026-03-31T06:35', ['America/New_York', 'Europe/London']);
    const home = flight('LHR', 'JFK', '2026-04-01T20:00', '2026-04-02T01:00', ['Europe/London', 'America/New_York']);
    expect(title([overnight, home])).toBe('London, Mar 30–Apr 2');
  });

  it("is a train's arrival station, else the hotel's name, else the subject, and always a name", () => {
    const train = found('train', { start: at('2026-04-10T09:34', 'Europe/Berlin'), end: at('2026-04-10T13:41', 'Europe/Berlin'), startPlace: place('Berlin Hbf'), endPlace: place('München Hbf') });
    expect(title([train])).toBe('München Hbf, Apr 10');
    expect(title([hotel('Harbour Inn', '2026-05-12T15:00', '2026-05-14T11:00')])).toBe('Harbour Inn, May 12–14');
    expect(title([found('other', { start: at('2026-05-12T15:00') })], 'Re: Fwd: Team offsite')).toBe('Team offsite, May 12');
    expect(title([], '')).toBe('Imported trip');
  });
});

describe('guessed fields', () => {
  it("marks the hotel's default hours and the zones taken from the flights nearby, not what was read", async () => {
    const { reservations } = await extract(new TextEncoder().encode(samples.agencyText), { reference: new Date('2026-02-20T12:00:00Z') });
    expect(reservations.map((r) => [r.type, r.guessed ?? []])).toEqual([
      ['flight', []],
      ['flight', []],
      ['lodging', ['start.time', 'end.time', 'start.zone', 'end.zone']],
      ['rentalCar', ['start.zone', 'end.zone']],
    ]);
    const { reservations: [stay] } = await extract(new TextEncoder().encode('Your stay at the Harbour Inn\nCheck-in: 12.05.\nCheck-out: 14.05.2027\n'), { reference: today });
    expect(stay?.guessed).toEqual(['start.time', 'end.time', 'year']);
  });
});
