import type { Redis } from 'ioredis';
import type { LiveDataType } from '@darts/core/contract/live';
import type { Eviction } from '#server/services/divisionCache';

/**
 * What travels between instances: a publish to fan out (as the Update message's text, serialised
 * once by the publishing instance), or an admin's request to close a socket.
 */
export type BusMessage =
  | {
      kind: 'update';
      instanceId: string;
      originSocketId: string | null;
      type: LiveDataType;
      id: string;
      /** The Update message exactly as every subscriber is sent it. */
      text: string;
      /** When it was published (ms), for the publish-to-send metric; absent from older instances. */
      publishedAt?: number;
    }
  | { kind: 'close-socket'; socketId: string }
  | { kind: 'evict-division-data'; instanceId: string; eviction: Eviction };

export interface LiveBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(handler: (message: BusMessage) => void): Promise<void>;
  close(): Promise<void>;
}

/** One process: deliver straight away. */
export class MemoryLiveBus implements LiveBus {
  private handler: ((message: BusMessage) => void) | null = null;
  async publish(message: BusMessage) {
    this.handler?.(message);
  }
  async subscribe(handler: (message: BusMessage) => void) {
    this.handler = handler;
  }
  async close() {
    this.handler = null;
  }
}

const CHANNEL = 'darts:live';

/** Several instances: Redis pub/sub (one connection publishes, one listens). */
export class RedisLiveBus implements LiveBus {
  private readonly subscriber: Redis;

  private readonly publisher: Redis;

  constructor(publisher: Redis) {
    this.publisher = publisher;
    this.subscriber = publisher.duplicate();
  }

  async publish(message: BusMessage) {
    await this.publisher.publish(CHANNEL, JSON.stringify(message));
  }

  async subscribe(handler: (message: BusMessage) => void) {
    this.subscriber.on('message', (channel: string, raw: string) => {
      if (channel !== CHANNEL) return;
      try {
        handler(JSON.parse(raw) as BusMessage);
      } catch {
        // A malformed message from another instance is dropped, never fatal.
      }
    });
    await this.subscriber.subscribe(CHANNEL);
  }

  async close() {
    this.subscriber.disconnect();
  }
}
