/** How much one connection and one instance may follow; beyond it a subscription gets an Error message. */
export interface LiveLimits {
  subscriptionsPerSocket: number;
  subscriptionsPerInstance: number;
}

/**
 * A live page follows one record (a tournament's a few dozen), so 100 per connection is generous;
 * 20,000 per instance keeps a flood of subscriptions to a few tens of MB.
 */
export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  subscriptionsPerSocket: 100,
  subscriptionsPerInstance: 20_000,
};

export const tooManyForSocket = (limit: number) =>
  `Too many subscriptions: one connection may follow at most ${limit} records; unsubscribe from one first`;

export const tooManyForInstance = (limit: number) =>
  `Too many subscriptions: this server follows at most ${limit} records at once; try again later`;
