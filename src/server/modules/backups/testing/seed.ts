// An account with a record of every kind a backup carries and a stored file of every kind, for the
// backup tests and the backup benchmark.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { contacts } from '../../../db/schema/contacts.js';
import { customerAddresses, customerContacts, customers } from '../../../db/schema/customers.js';
import { mailImports } from '../../../db/schema/imports.js';
import { assignmentContacts, assignments, projects, projectStakeholders, timecards } from '../../../db/schema/projects.js';
import { mileage, paymentTypes, receipts, receiptTypes } from '../../../db/schema/receipts.js';
import { documents, notes, properties, tags } from '../../../db/schema/record-parts.js';
import { rewardHistory, rewards } from '../../../db/schema/rewards.js';
import { tasks } from '../../../db/schema/tasks.js';
import { itineraryEvents, reservations, travelProposalDecisions, tripContacts, tripQuickLinks, trips } from '../../../db/schema/trips.js';
import type { BlobStore } from '../../../storage/blob-store.js';

/** A small real JPEG (1×1) and PDF, and a mail, as stored files. */
export const FILE_SAMPLES = {
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  webp: Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64'),
  eml: Buffer.from('From: Airline <noreply@airline.example>\r\nTo: me@example.com\r\nSubject: Your flight\r\nMessage-ID: <abc@airline.example>\r\n\r\nUA 1542 BOS to ORD, 3 March 2027 08:05.\r\n'),
};

const at = (iso: string) => new Date(iso);

/** Puts a file in the store and answers its key (under the user's folder, as the app names them). */
async function put(store: BlobStore, userId: string, bytes: Uint8Array, suffix = '') {
  const key = `${userId}/${randomUUID()}${suffix}`;
  await store.put(key, bytes);
  return key;
}

/** One record of every kind, linked as the app links them, with files; answers the trip's id. */
export async function seedEveryKind(db: Db, store: BlobStore, userId: string) {
  const [contact] = await db.insert(contacts).values({ userId, firstName: 'Ada', lastName: 'Lovelace', info: 'Met in Zürich ✓', systemUserEmail: '' }).returning();
  const [customer] = await db.insert(customers).values({ userId, name: 'Acme GmbH', info: 'Key account' }).returning();
  if (!contact || !customer) throw new Error('seed');
  await db.insert(customerAddresses).values({ userId, customerId: customer.id, position: 0, street: 'Hauptstr. 1', city: 'Berlin', region: 'BE', zip: '10115', country: 'DE' });
  await db.insert(customerContacts).values({ userId, customerId: customer.id, contactId: contact.id });
  const [project] = await db
    .insert(projects)
    .values({ userId, projectNumber: 'P-100', name: 'Rollout', customerId: customer.id, startDate: '2027-01-01', endDate: '2027-06-30', budgetMinor: 1_234_567, budgetCurrency: 'EUR' })
    .returning();
  if (!project) throw new Error('seed');
  await db.insert(projectStakeholders).values({ userId, projectId: project.id, contactId: contact.id, type: 2 });
  const [assignment] = await db
    .insert(assignments)
    .values({ userId, name: 'On site', customerId: customer.id, projectId: project.id, startAt: at('2027-03-01T08:00:00Z'), startZone: 'Europe/Berlin', endAt: at('2027-03-05T17:00:00Z'), endZone: 'Europe/Berlin' })
    .returning();
  if (!assignment) throw new Error('seed');
  await db.insert(assignmentContacts).values({ userId, assignmentId: assignment.id, contactId: contact.id });
  const [trip] = await db
    .insert(trips)
    .values({ userId, title: 'Berlin rollout', customerId: customer.id, projectId: project.id, address: 'Alexanderplatz', startAt: at('2027-03-01T06:00:00Z'), startZone: 'America/New_York', endAt: at('2027-03-06T20:00:00Z'), endZone: 'Europe/Berlin', estimatedCostMinor: 250_000, budgetMinor: 300_000, currency: 'EUR', confirmationNumber: 'ABC.123' })
    .returning();
  if (!trip) throw new Error('seed');
  const [flight] = await db
    .insert(reservations)
    .values({
      userId, tripId: trip.id, type: 'flight', provider: 'United', reservationNumber: 'K7Q2XZ', startAt: at('2027-03-01T13:05:00Z'), startZone: 'America/New_York', endAt: at('2027-03-02T02:10:00Z'), endZone: 'Europe/Berlin',
      startPlace: { name: 'BOS', address: 'Boston Logan', latitude: 42.3656, longitude: -71.0096 }, endPlace: { name: 'BER', address: '', latitude: null, longitude: null }, costMinor: 99_999, currency: 'USD', notes: 'Aisle', segmentKey: 'flight|K7Q2XZ|UA1542',
      flight: { airlineCode: 'UA', airlineName: 'United', flightNumber: '1542', departureAirport: 'BOS', arrivalAirport: 'BER', departureTerminal: 'B', departureGate: '', arrivalTerminal: '', arrivalGate: '', seat: '12C', status: null, estimatedDeparture: null, estimatedArrival: null },
    })
    .returning();
  if (!flight) throw new Error('seed');
  const [event] = await db.insert(itineraryEvents).values({ userId, tripId: trip.id, type: 'meeting', title: 'Kick-off', startAt: at('2027-03-02T09:00:00Z'), startZone: 'Europe/Berlin', place: 'HQ', address: 'Hauptstr. 1', costMinor: 0, currency: 'EUR', confirmation: '' }).returning();
  if (!event) throw new Error('seed');
  await db.insert(tripContacts).values({ userId, tripId: trip.id, contactId: contact.id });
  await db.insert(tripQuickLinks).values({ userId, tripId: trip.id, position: 0, agencyName: 'United', url: 'https://united.example/trip', linkName: 'Manage' });
  const [timecard] = await db
    .insert(timecards)
    .values({ userId, projectId: project.id, assignmentId: assignment.id, customerId: customer.id, tripId: trip.id, type: 'travel', startAt: at('2027-03-01T13:05:00Z'), startZone: 'America/New_York', startDay: '2027-03-01', endAt: at('2027-03-02T02:10:00Z'), endZone: 'Europe/Berlin', startLocation: 'BOS', endLocation: 'BER', importKey: 'toggl:1' })
    .returning();
  if (!timecard) throw new Error('seed');
  await db.insert(travelProposalDecisions).values({ userId, tripId: trip.id, sourceId: flight.id, decision: 'accepted', timecardId: timecard.id });
  await db.insert(tasks).values({ userId, title: 'Book hotel', dueAt: at('2027-02-20T17:00:00Z'), dueZone: 'Europe/Berlin', status: 'done', priority: 'high', doneAt: at('2027-02-19T10:00:00Z'), tripId: trip.id, projectId: project.id, assignmentId: assignment.id, customerId: customer.id });
  const [reward] = await db.insert(rewards).values({ userId, company: 'Miles & More', memberNumber: '992', points: 12_000, status: 'Frequent Traveller', favorite: true }).returning();
  if (!reward) throw new Error('seed');
  await db.insert(rewardHistory).values([
    { userId, rewardId: reward.id, recordedAt: at('2027-01-01T00:00:00Z'), points: 10_000, status: 'Member' },
    { userId, rewardId: reward.id, recordedAt: at('2027-02-01T00:00:00Z'), points: 12_000, status: 'Frequent Traveller' },
  ]);
  const [card] = await db.insert(paymentTypes).values({ userId, ccName: 'Visa', lastFour: '4242', isDefault: true }).returning();
  const [meals] = await db.insert(receiptTypes).values({ userId, name: 'Team dinners', icon: 'receipt' }).returning();
  if (!card || !meals) throw new Error('seed');
  const original = await put(store, userId, FILE_SAMPLES.jpeg);
  const view = await put(store, userId, FILE_SAMPLES.webp, '.webp');
  const pdfKey = await put(store, userId, FILE_SAMPLES.pdf, '.pdf');
  const [receipt] = await db
    .insert(receipts)
    .values({
      userId, receiptAt: at('2027-03-02T19:30:00Z'), receiptZone: 'Europe/Berlin', receiptDate: '2027-03-02', receiptTypeId: meals.id, payment: 'T', paymentTypeId: card.id, currency: 'EUR', amountMinor: 8_450, vendor: 'Café Einstein',
      tripId: trip.id, projectId: project.id, homeCurrency: 'USD', homeAmountMinor: 9_150, rate: '1.0828402367', rateDate: '2027-03-02', rateSource: 'reference',
      image: { fileName: 'dinner.jpg', contentType: 'image/jpeg', size: FILE_SAMPLES.jpeg.byteLength, originalKey: original, viewKey: view, width: 1, height: 1 }, latitude: 52.5163, longitude: 13.3777, pdfKey, pdfCreatedAt: at('2027-03-03T08:00:00Z'),
    })
    .returning();
  const pdfOriginal = await put(store, userId, FILE_SAMPLES.pdf);
  await db.insert(receipts).values({ userId, receiptAt: at('2027-03-03T10:00:00Z'), receiptZone: 'Europe/Berlin', receiptDate: '2027-03-03', payment: 'F', currency: 'EUR', amountMinor: 2_000, vendor: 'Taxi', homeCurrency: 'USD', rateSource: 'missing', image: { fileName: 'taxi.pdf', contentType: 'application/pdf', size: FILE_SAMPLES.pdf.byteLength, originalKey: pdfOriginal, viewKey: null, width: null, height: null } });
  if (!receipt) throw new Error('seed');
  await db.insert(mileage).values({ userId, tripId: trip.id, date: '2027-03-04', fromPlace: 'Hotel', toPlace: 'HQ', tenthMiles: 123, purpose: 'Client visit', ratePerMile: '0.670', currency: 'USD', amountMinor: 824 });
  await db.insert(tags).values({ userId, recordType: 'trip', recordId: trip.id, position: 0, key: 'billable', value: 'yes' });
  await db.insert(properties).values({ userId, recordType: 'receipt', recordId: receipt.id, position: 0, key: 'Cost centre', value: '4711' });
  await db.insert(notes).values({ userId, recordType: 'trip', recordId: trip.id, name: 'Plan', html: '<p>Bring the <strong>adapter</strong></p>' });
  const docKey = await put(store, userId, FILE_SAMPLES.pdf);
  const photoKey = await put(store, userId, FILE_SAMPLES.jpeg);
  await db.insert(documents).values([
    { userId, recordType: 'trip', recordId: trip.id, fileName: 'visa.pdf', contentType: 'application/pdf', size: FILE_SAMPLES.pdf.byteLength, storageKey: docKey },
    { userId, recordType: 'customer', recordId: customer.id, fileName: 'badge.jpg', contentType: 'image/jpeg', size: FILE_SAMPLES.jpeg.byteLength, storageKey: photoKey, thumbnailKey: await put(store, userId, FILE_SAMPLES.webp, '.thumb.webp') },
  ]);
  const mailKey = `${userId}/imports/${randomUUID()}.eml`;
  await store.put(mailKey, FILE_SAMPLES.eml);
  await db.insert(mailImports).values({ userId, sender: 'noreply@airline.example', subject: 'Your flight', status: 'saved', fileKey: mailKey, messageId: '<abc@airline.example>', tripId: trip.id, preview: { reservations: [], problems: [] } as never });
  return { tripId: trip.id, receiptId: receipt.id };
}
