import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** One 256-pixel tile, dark blue-grey like the app's theme, made once. */
async function tilePng(): Promise<Buffer> {
  return sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 38, g: 52, b: 74 } } })
    .png()
    .toBuffer();
}

/**
 * A local map-tile server for the tests: the same small PNG for any `/{z}/{x}/{y}.png`, 404 for
 * anything else. `state.mode = 'fail'` (or `POST /__mode/fail` from another process, and
 * `/__mode/ok` back) makes every tile answer 500, for the map's "not available" message. It
 * counts the tiles asked for and keeps their paths.
 */
export async function startTileServer() {
  const png = await tilePng();
  const state = { mode: 'ok' as 'ok' | 'fail', requests: 0, paths: [] as string[] };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://tiles.test').pathname;
    const control = /^\/__mode\/(ok|fail)$/.exec(path);
    if (control && req.method === 'POST') {
      state.mode = control[1] as 'ok' | 'fail';
      res.writeHead(204).end();
      return;
    }
    if (!/^\/\d+\/-?\d+\/-?\d+\.png$/.test(path)) {
      res.writeHead(404).end();
      return;
    }
    state.requests += 1;
    state.paths.push(path);
    if (state.mode === 'fail') {
      res.writeHead(500).end();
      return;
    }
    // Tiles are images loaded across origins; the app's CSP allows this origin in img-src.
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length, 'access-control-allow-origin': '*', 'cache-control': 'no-store' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    /** The URL template for the tiles setting: `{baseUrl}/{z}/{x}/{y}.png`. */
    url: `${baseUrl}/{z}/{x}/{y}.png`,
    state,
    /** How many tiles were asked for so far. */
    requests: () => state.requests,
    /** Back to answering, the count at zero. */
    reset() {
      state.mode = 'ok';
      state.requests = 0;
      state.paths.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type TileServer = Awaited<ReturnType<typeof startTileServer>>;
