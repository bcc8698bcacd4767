import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_MESSAGES } from '@darts/core/contract/webhook';

/*
 * Where a webhook may send (decision 059): a public address, unless the administrator allowed a
 * private one. The name is looked up when the hook is made and again before each delivery, so a
 * name that later points inside the network is refused then too.
 */

/** Loopback, private, link-local, unique-local, carrier-grade NAT and the like: anything not public unicast. */
function isPrivate(address: string): boolean {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() !== 'unicast';
}

/** Why `url` may not be sent to (in the league's words), or null. */
export async function webhookAddressProblem(url: string, allowPrivate: boolean): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (allowPrivate) return null;
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return WEBHOOK_MESSAGES.unresolved(host);
  }
  return addresses.length === 0 || addresses.some(isPrivate) ? WEBHOOK_MESSAGES.privateAddress(host) : null;
}
