/**
 * How much one connection, one client address and one instance may hold (docs/decisions/038).
 * Beyond them a new socket is refused and a subscription gets an Error message.
 */
export interface LiveLimits {
  subscriptionsPerSocket: number;
  /** Sockets one client address may hold on this instance (a pub's phones share one address). */
  socketsPerAddress: number;
  /** Subscriptions the sockets of one client address may hold together on this instance. */
  subscriptionsPerAddress: number;
  /**
   * Past this many subscriptions on the instance, an address may only add more while it holds less
   * than its fair share (this number over the addresses holding any): one address never denies another.
   */
  subscriptionsPerInstance: number;
}

/**
 * A live page follows one record (a superleague sheet the night's ten or so), so 100 per
 * connection is generous; a pub of 200 phones behind one public address fits the address's 200
 * sockets and 4,000 subscriptions. 100,000 subscriptions are at most about 31 MB (decision 038).
 */
export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  subscriptionsPerSocket: 100,
  socketsPerAddress: 200,
  subscriptionsPerAddress: 4_000,
  subscriptionsPerInstance: 100_000,
};

/** What is held when a socket asks for one more subscription. */
export interface Holdings {
  socket: number;
  address: number;
  instance: number;
  /** Addresses holding at least one subscription, this one included once it holds any. */
  addresses: number;
}

export const tooManyForSocket = (limit: number) =>
  `Too many subscriptions: one connection may follow at most ${limit} records; unsubscribe from one first`;

export const tooManyForAddress = (limit: number) =>
  `Too many subscriptions: one address may follow at most ${limit} records at once; close a live page first`;

export const overFairShare = (share: number) =>
  `Too many subscriptions: this server is busy and your address already follows its share of ${share} records; try again later`;

export const tooManySockets = (limit: number) =>
  `Too many live connections: one address may hold at most ${limit} at once; close a live page first`;

/** Why one more subscription is refused, or null when it may be held. */
export function subscriptionRefusal(limits: LiveLimits, held: Holdings): string | null {
  if (held.socket >= limits.subscriptionsPerSocket) return tooManyForSocket(limits.subscriptionsPerSocket);
  if (held.address >= limits.subscriptionsPerAddress)
    return tooManyForAddress(limits.subscriptionsPerAddress);
  if (held.instance < limits.subscriptionsPerInstance) return null;
  const sharing = held.addresses + (held.address === 0 ? 1 : 0);
  const share = Math.max(1, Math.floor(limits.subscriptionsPerInstance / sharing));
  return held.address >= share ? overFairShare(share) : null;
}

/** Why one more socket from an address holding `sockets` is refused, or null. */
export const socketRefusal = (limits: LiveLimits, sockets: number): string | null =>
  sockets >= limits.socketsPerAddress ? tooManySockets(limits.socketsPerAddress) : null;
