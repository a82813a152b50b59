import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the recorded service answers every request: its recorded answer ('ok'), the recorded
 * empty result ('empty'), 500 ('fail'), a body that is not the service's shape ('malformed'),
 * 429 with Retry-After ('rate-limited'), 429 once and then the answer ('rate-limited-once'), or
 * nothing at all ('hang', for a timeout).
 */
export type RecordedMode = 'ok' | 'empty' | 'fail' | 'malformed' | 'rate-limited' | 'rate-limited-once' | 'hang';

/** A recorded answer: JSON, chosen by the request (its path and query, or its body), or undefined for 404. */
export type Recorded = (url: URL, req: IncomingMessage, body: string) => { ok: unknown; empty: unknown } | undefined;

/**
 * A local stand-in for an external service, serving recorded answers (never the internet). Each
 * adapter test points its base URL here and sets `state.mode` for the case it checks; the server
 * keeps the requests it got (URL, headers and body) to check what was asked, and how often.
 */
export async function startRecordedService(recorded: Recorded) {
  const state = {
    mode: 'ok' as RecordedMode,
    /** Seconds sent in Retry-After with a 429. */
    retryAfter: '1',
    requests: [] as { url: URL; headers: IncomingMessage['headers']; body: string }[],
  };
  let limitedOnce = false;
  const respond = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = new URL(req.url ?? '/', 'http://recorded.test');
    // The end-to-end runner stops and restarts the "service" from the tests: POST /__mode/fail.
    const control = /^\/__mode\/([a-z-]+)$/.exec(url.pathname);
    if (control && req.method === 'POST') {
      state.mode = control[1] as RecordedMode;
      res.writeHead(204).end();
      return;
    }
    state.requests.push({ url, headers: req.headers, body });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(typeof body === 'string' ? body : JSON.stringify(body));
    switch (state.mode) {
      case 'hang':
        return;
      case 'fail':
        return send(500, '{"message":"upstream error"}');
      case 'malformed':
        return send(200, '{"unexpected": [1, 2');
      case 'rate-limited':
        return send(429, '{"message":"too many requests"}', { 'retry-after': state.retryAfter });
      case 'rate-limited-once':
        if (!limitedOnce) {
          limitedOnce = true;
          return send(429, '{"message":"too many requests"}', { 'retry-after': state.retryAfter });
        }
        break;
      default:
        break;
    }
    const answer = recorded(url, req, body);
    if (!answer) return send(404, '{"message":"not found"}');
    send(200, state.mode === 'empty' ? answer.empty : answer.ok);
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => respond(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    state,
    /** Back to answering, with the requests forgotten. */
    reset() {
      state.mode = 'ok';
      state.retryAfter = '1';
      state.requests.length = 0;
      limitedOnce = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type RecordedService = Awaited<ReturnType<typeof startRecordedService>>;
