import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Which proxies in front of the app may say who the client is: a number of hops (the proxies
 * nearest the app, each appending the address it was reached from to X-Forwarded-For), or the
 * addresses and networks of the trusted proxies themselves.
 */
export type TrustProxy = { hops: number } | { proxies: BlockList };

/**
 * TRUST_PROXY as configured: `false`/`0` (none), `true` (one hop), a hop count, or a comma-separated
 * list of proxy addresses and CIDR networks. Throws with what is wrong.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false') return undefined;
  if (text === 'true') return { hops: 1 };
  if (/^\d+$/.test(text)) return Number(text) === 0 ? undefined : { hops: Math.min(Number(text), 32) };
  const proxies = new BlockList();
  for (const entry of text.split(',').map((e) => e.trim())) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = Number(bits);
    if (!family || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128)))) {
      throw new Error(`"${entry}" is not an address or network (false, true, a hop count, or addresses and CIDR networks)`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, prefix, type);
  }
  return { proxies };
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // requests made in-process (tests) have no socket
  }
}

const isTrusted = (proxies: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * The caller's address. Behind trusted proxies it is read from the right of X-Forwarded-For, past
 * the proxies' own entries: the left part is whatever the client wrote and is never believed.
 */
export function clientIp(c: Context, trust: TrustProxy | undefined): string {
  const peer = peerAddress(c);
  if (!trust) return peer;
  const chain = [
    ...(c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    peer,
  ];
  if ('hops' in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? peer;
  let at = chain.length - 1;
  while (at > 0 && isTrusted(trust.proxies, chain[at] ?? '')) at -= 1;
  return chain[at] ?? peer;
}
