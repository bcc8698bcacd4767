/** What one client address holds on this instance. */
interface Held {
  sockets: number;
  subscriptions: number;
}

/**
 * The sockets and subscriptions of each client address on this instance (docs/decisions/038);
 * an address is forgotten with its last socket, so what a closed socket held is freed.
 */
export class AddressLedger {
  private readonly byAddress = new Map<string, Held>();
  /** Addresses holding at least one subscription. */
  private holding = 0;

  sockets(address: string): number {
    return this.byAddress.get(address)?.sockets ?? 0;
  }

  subscriptions(address: string): number {
    return this.byAddress.get(address)?.subscriptions ?? 0;
  }

  /** How many addresses hold at least one subscription. */
  get addressesHolding(): number {
    return this.holding;
  }

  addSocket(address: string): void {
    const held = this.byAddress.get(address);
    if (held) held.sockets += 1;
    else this.byAddress.set(address, { sockets: 1, subscriptions: 0 });
  }

  /** A socket closed, with the subscriptions it still held. */
  removeSocket(address: string, subscriptions: number): void {
    const held = this.byAddress.get(address);
    if (!held) return;
    this.changeSubscriptions(held, -subscriptions);
    held.sockets -= 1;
    if (held.sockets <= 0) this.byAddress.delete(address);
  }

  addSubscription(address: string): void {
    const held = this.byAddress.get(address);
    if (held) this.changeSubscriptions(held, 1);
  }

  removeSubscription(address: string): void {
    const held = this.byAddress.get(address);
    if (held) this.changeSubscriptions(held, -1);
  }

  clear(): void {
    this.byAddress.clear();
    this.holding = 0;
  }

  private changeSubscriptions(held: Held, by: number): void {
    const before = held.subscriptions;
    held.subscriptions = Math.max(0, before + by);
    if (before === 0 && held.subscriptions > 0) this.holding += 1;
    else if (before > 0 && held.subscriptions === 0) this.holding -= 1;
  }
}
