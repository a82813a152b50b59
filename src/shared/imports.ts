import { z } from 'zod';
import { messages } from './messages.js';
import { FlightFieldsSchema, ImportedReservationInputSchema, PlaceSchema, ReservationTypeSchema } from './reservations.js';
import { requiredText } from './validation.js';

/** What a preview found of one reservation, before the user corrects and saves it. */
export const FoundReservationSchema = z.object({
  type: ReservationTypeSchema,
  provider: z.string(),
  reservationNumber: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  /** Wall time and zone as read; null where it could not be read. */
  start: z.object({ local: z.string(), zone: z.string().nullable() }).nullable(),
  end: z.object({ local: z.string(), zone: z.string().nullable() }).nullable(),
  startPlace: PlaceSchema,
  endPlace: PlaceSchema,
  flight: FlightFieldsSchema.nullable(),
  notes: z.string(),
  /** The fields the reservation's type needs that could not be read ('start.zone', 'flight.flightNumber'). */
  missing: z.array(z.string()),
  /**
   * The fields put in without being read ('start.time', 'end.time', 'start.zone', 'end.zone',
   * 'year'), for the user to confirm; empty in previews stored before it was reported.
   */
  guessed: z.array(z.string()).default([]),
  /** The trip's reservation this one would update (the same reservation number and segment), if any. */
  existingId: z.uuid().nullable(),
  /** Which of the preview's `trips` it goes in (previews stored before there were several: the first). */
  trip: z.number().int().min(0).default(0),
});
export type FoundReservation = z.infer<typeof FoundReservationSchema>;

export const ImportPreviewSchema = z.object({
  /** In time order: by start, those without one last. */
  reservations: z.array(FoundReservationSchema),
  /** Why parts could not be read; with no reservation, the preview says 'Error running process' with these. */
  problems: z.array(z.string()),
  /** A title for a new trip: its destination and days ('Chicago, Mar 16–19'). */
  title: z.string(),
  /**
   * The trips the reservations go in, when no trip is given: each the user's trip that already has
   * them (`tripId`, its title), or a new one with this title. A TripIt calendar gives one per trip;
   * empty in previews stored before (one new trip, titled `title`).
   */
  trips: z.array(z.object({ title: z.string(), tripId: z.uuid().nullable() })).default([]),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportTextSchema = z.object({
  text: z.string({ error: messages.fieldRequired }).trim().min(1, { error: messages.fieldRequired }).max(2_000_000, { error: messages.atMost(2_000_000) }),
  tripId: z.uuid({ error: messages.notFound('Trip') }).optional(),
});
export const ImportFileQuerySchema = z.object({ tripId: z.uuid({ error: messages.notFound('Trip') }).optional() });

export const ImportSaveSchema = z.object({
  /** The trip to fill; without it a new trip is made, titled `title`, with the reservations' dates. */
  tripId: z.uuid({ error: messages.notFound('Trip') }).optional(),
  /** The mail of the imports list these come from, marked saved with them. */
  importId: z.uuid({ error: messages.notFound('Import') }).optional(),
  title: requiredText(200).optional(),
  reservations: z.array(ImportedReservationInputSchema).min(1, { error: messages.fieldRequired }).max(200),
});
export type ImportSave = z.infer<typeof ImportSaveSchema>;

export const ImportResultSchema = z.object({ tripId: z.uuid(), created: z.number().int(), updated: z.number().int() });

/** A mail that arrived at the user's import address, read in the background. */
export const MailImportSchema = z.object({
  id: z.uuid(),
  receivedAt: z.string(),
  sender: z.string(),
  subject: z.string(),
  /**
   * processing: being read (after a failed try, `error` says why and that it is tried again); ready: to
   * review; failed: nothing could be read (`error` says why); deadLetter: the reading was given up
   * after its retries (`error` says why); saved: into `tripId`.
   */
  status: z.enum(['processing', 'ready', 'failed', 'deadLetter', 'saved']),
  error: z.string(),
  tripId: z.uuid().nullable(),
  /** The receipt made of a mail that reads as one (no reservation in it): reviewed on the receipt's page. */
  receiptId: z.uuid().nullable(),
  preview: ImportPreviewSchema.nullable(),
});
export type MailImport = z.infer<typeof MailImportSchema>;
export const MailImportListSchema = z.object({ items: z.array(MailImportSchema) });
/** The user's import address; null while the server takes no mail (the listener is off). */
export const ImportAddressSchema = z.object({ address: z.string().nullable() });
