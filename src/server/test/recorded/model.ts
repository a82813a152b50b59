import type { Recorded } from '../recorded-service.js';

/**
 * A language model's answer through an OpenAI-compatible `chat/completions` endpoint (the shape a
 * local Ollama gives at `/v1/chat/completions`), for the ferry confirmation below: the JSON it was
 * asked for inside a code fence, as models often write it, with one reservation that holds and one
 * whose start is no time ('tomorrow'), which is dropped. The empty answer: nothing found.
 */
export const ferryConfirmation = `Aegean Lines - your crossing is booked
Booking: AL-557120
Piraeus (Gate E2) to Heraklion, Blue Star Patmos
Sailing on 14 July 2027, boarding from 20:00, departure 21:00, arriving 06:30 the next morning
Deck passage, 1 adult, 1 car`;

const completion = (content: string) => ({
  id: 'chatcmpl-581',
  object: 'chat.completion',
  created: 1_790_000_000,
  model: 'llama3.1',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 412, completion_tokens: 118, total_tokens: 530 },
});

const ferry = {
  reservations: [
    {
      type: 'boat',
      reservationNumber: 'AL-557120',
      provider: 'Aegean Lines',
      name: 'Blue Star Patmos',
      start: '2027-07-14T21:00',
      end: '2027-07-15T06:30',
      from: 'Piraeus',
      to: 'Heraklion',
      address: '',
      airlineCode: '',
      flightNumber: '',
      departureAirport: '',
      arrivalAirport: '',
    },
    { type: 'boat', reservationNumber: 'AL-557120', start: 'tomorrow', from: 'Heraklion', to: 'Piraeus' },
  ],
};

export const recordedModel: Recorded = (url, req) =>
  url.pathname === '/v1/chat/completions' && req.method === 'POST'
    ? { ok: completion(`Here are the reservations:\n\`\`\`json\n${JSON.stringify(ferry, null, 2)}\n\`\`\``), empty: completion('{"reservations": []}') }
    : undefined;
