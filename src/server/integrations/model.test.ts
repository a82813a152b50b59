import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../shared/imports.js';
import * as samples from '../modules/imports/testing/samples.js';
import { browser, createUser, TEST_PASSWORD } from '../test/factories.js';
import { testApp } from '../test/harness.js';
import { ferryConfirmation, recordedModel } from '../test/recorded/model.js';
import { startRecordedService, type RecordedService } from '../test/recorded-service.js';
import { servicesOff, type ServicesConfig } from './config.js';
import { ServiceError } from './http.js';
import { reservationsFromModel } from './model.js';

let server: RecordedService;
beforeAll(async () => {
  server = await startRecordedService(recordedModel);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const services = (timeoutMs = 2000): ServicesConfig => ({ ...servicesOff, model: { baseUrl: `${server.baseUrl}/v1`, name: 'llama3.1', key: 'local-key', timeoutMs } });
const reference = new Date('2027-06-01T12:00:00Z');
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof ServiceError ? error.reason : error));

describe('language-model adapter (OpenAI-compatible, off by default)', () => {
  it('asks the chat endpoint for JSON at temperature 0 with the text and the reference date, and marks every field it answers as guessed', async () => {
    const found = await reservationsFromModel(services(), ferryConfirmation, reference);
    const [asked] = server.state.requests;
    expect(asked?.headers.authorization).toBe('Bearer local-key');
    const body = JSON.parse(asked?.body ?? '{}') as { model: string; temperature: number; response_format: unknown; messages: { role: string; content: string }[] };
    expect([body.model, body.temperature, body.response_format]).toEqual(['llama3.1', 0, { type: 'json_object' }]);
    expect(body.messages.at(-1)?.content).toBe(`Reference date: 2027-06-01\n\n${ferryConfirmation}`);
    // The answer's JSON is read from inside its code fence; the reservation whose start is 'tomorrow' is dropped.
    expect(found.map((r) => [r.type, r.reservationNumber, r.startPlace.name, r.start, r.endPlace.name, r.end])).toEqual([
      ['boat', 'AL-557120', 'Piraeus', { local: '2027-07-14T21:00', zone: 'Europe/Athens' }, 'Heraklion', { local: '2027-07-15T06:30', zone: 'Europe/Athens' }],
    ]);
    // Piraeus is in no city list: its zone is Heraklion's, a guess like every value the model gave.
    expect(found[0]?.guessed).toEqual(['start.time', 'start.zone', 'end.time', 'startPlace.name', 'endPlace.name']);
  });

  it('is off unless configured, and says why when the model is silent, failing or answers no JSON', async () => {
    expect(await failure(reservationsFromModel(servicesOff, ferryConfirmation, reference))).toBe('off');
    server.state.mode = 'hang';
    expect(await failure(reservationsFromModel(services(300), ferryConfirmation, reference))).toBe('timeout');
    server.state.mode = 'fail';
    expect(await failure(reservationsFromModel(services(), ferryConfirmation, reference))).toBe('unavailable');
    server.state.mode = 'malformed';
    expect(await failure(reservationsFromModel(services(), ferryConfirmation, reference))).toBe('malformed');
    server.state.mode = 'empty';
    expect(await reservationsFromModel(services(), ferryConfirmation, reference)).toEqual([]);
  });

  it('is asked in the preview only where the readers find nothing, and its answer waits there to be confirmed', async () => {
    const { app, database } = await testApp({ services: services() });
    const { user } = await createUser(database.db);
    const b = browser(app);
    await b.signIn(user.email, TEST_PASSWORD);
    const preview = async (text: string) => (await (await b.json('/api/v1/imports/preview-text', 'POST', { text })).json()) as ImportPreview;

    const read = await preview(samples.agencyText);
    expect(read.reservations.length).toBeGreaterThan(0);
    expect(server.state.requests).toHaveLength(0);

    const guessed = await preview(ferryConfirmation);
    expect(server.state.requests).toHaveLength(1);
    expect(guessed.reservations.map((r) => [r.type, r.reservationNumber, r.guessed.length > 0, r.missing])).toEqual([['boat', 'AL-557120', true, []]]);

    server.state.mode = 'fail';
    const unread = await preview(ferryConfirmation);
    expect([unread.reservations, unread.problems]).toEqual([[], ['the language model could not read it either (unavailable)']]);
  });
});
