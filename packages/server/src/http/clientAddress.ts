import { isIP, isIPv6 } from 'node:net';

/** The named ranges fastify's trustProxy (proxy-addr) knows. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is one TRUST_PROXY may list: an address, a CIDR range, or a named range. */
export function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  const version = isIP(address);
  return version !== 0 && Number(bits) <= (version === 4 ? 32 : 128);
}

/** The first four 16-bit groups of an IPv6 address (its /64), lower case, without zeros dropped. */
function prefix64(ip: string): string {
  const [head = '', tail] = ip.split('%')[0]!.toLowerCase().split('::');
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return all
    .slice(0, 4)
    .map((g) => g.padStart(4, '0'))
    .join(':');
}

/**
 * The key one client is counted under (the live socket limits, the sign-in rate limit): an IPv4
 * address as it is (an IPv4-mapped IPv6 one too), an IPv6 address by its /64, since one home or
 * phone is given a whole /64 and could otherwise count as billions of clients (docs/decisions/038).
 * Behind a trusted proxy (TRUST_PROXY) `ip` is the forwarded address fastify found.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  return isIPv6(ip.split('%')[0]!) ? `${prefix64(ip)}::/64` : ip;
}
