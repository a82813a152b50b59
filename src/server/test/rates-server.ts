import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** ECB reference rates (units per euro) as a Frankfurter-compatible service records them. */
export const recordedRates: Record<string, { date: string; rates: Record<string, number> }> = {
  // Friday 12 January 2024; the weekend after answers with it.
  '2024-01-12': { date: '2024-01-12', rates: { USD: 1.0945, JPY: 159.01, GBP: 0.85925, CHF: 0.9337 } },
  '2024-01-13': { date: '2024-01-12', rates: { USD: 1.0945, JPY: 159.01, GBP: 0.85925, CHF: 0.9337 } },
  '2024-01-14': { date: '2024-01-12', rates: { USD: 1.0945, JPY: 159.01, GBP: 0.85925, CHF: 0.9337 } },
  '2024-01-15': { date: '2024-01-15', rates: { USD: 1.0950, JPY: 160.2, GBP: 0.8602, CHF: 0.9371 } },
  '2024-01-16': { date: '2024-01-16', rates: { USD: 1.0882, JPY: 160.45, GBP: 0.8597, CHF: 0.9343 } },
};

/**
 * A local exchange-rates service with recorded answers: a day it has answers its rates, any other
 * day 404; its mode makes every request answer 500 ('fail'), a broken body ('malformed') or
 * nothing at all ('hang', for a timeout). It counts the requests it gets.
 */
export async function startRatesServer(answers = recordedRates) {
  const state = { requests: 0, mode: 'ok' as 'ok' | 'fail' | 'hang' | 'malformed' };
  const server: Server = createServer((req, res) => {
    state.requests += 1;
    if (state.mode === 'hang') return;
    if (state.mode === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"base":"EUR","date":"2024-01-12","rates":{"USD":"one"}');
      return;
    }
    if (state.mode === 'fail') {
      res.writeHead(500).end('upstream error');
      return;
    }
    const day = /^\/(\d{4}-\d{2}-\d{2})/.exec(req.url ?? '')?.[1] ?? '';
    const answer = answers[day];
    if (!answer) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ amount: 1, base: 'EUR', ...answer }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
