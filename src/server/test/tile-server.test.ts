import { afterAll, describe, expect, it } from 'vitest';
import { startTileServer } from './tile-server.js';

const tiles = await startTileServer();
afterAll(() => tiles.close());

describe('the test tile server', () => {
  it('serves a PNG for any z/x/y, counts the tiles, and fails them on demand', async () => {
    const tile = await fetch(tiles.url.replace('{z}', '3').replace('{x}', '4').replace('{y}', '2'));
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await tile.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect((await fetch(`${tiles.baseUrl}/favicon.ico`)).status).toBe(404);
    expect((await fetch(`${tiles.baseUrl}/__mode/fail`, { method: 'POST' })).status).toBe(204);
    expect((await fetch(`${tiles.baseUrl}/0/0/0.png`)).status).toBe(500);
    expect(tiles.requests()).toBe(2);
    expect(tiles.state.paths).toEqual(['/3/4/2.png', '/0/0/0.png']);
    tiles.reset();
    expect((await fetch(`${tiles.baseUrl}/0/0/0.png`)).status).toBe(200);
    expect(tiles.requests()).toBe(1);
  });
});
