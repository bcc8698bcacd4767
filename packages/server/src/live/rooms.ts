/**
 * The sockets subscribed to each room key. A room is removed with its last socket, so what a
 * closed or unsubscribed socket held is freed; `count` is the number of subscriptions held.
 */
export class Rooms {
  private readonly byKey = new Map<string, Set<string>>();
  private held = 0;

  get count(): number {
    return this.held;
  }

  /** How many rooms have at least one socket. */
  get size(): number {
    return this.byKey.size;
  }

  get(key: string): ReadonlySet<string> | undefined {
    return this.byKey.get(key);
  }

  add(key: string, socketId: string): void {
    let room = this.byKey.get(key);
    if (!room) this.byKey.set(key, (room = new Set()));
    if (room.has(socketId)) return;
    room.add(socketId);
    this.held += 1;
  }

  remove(key: string, socketId: string): void {
    const room = this.byKey.get(key);
    if (!room?.delete(socketId)) return;
    this.held -= 1;
    if (room.size === 0) this.byKey.delete(key);
  }

  clear(): void {
    this.byKey.clear();
    this.held = 0;
  }
}
