import { z } from 'zod';
import type { SaygRecord } from './sayg';

/** What can be followed live (PascalCase on the wire). */
export const LIVE_DATA_TYPES = ['Sayg', 'Tournament'] as const;
export type LiveDataType = (typeof LIVE_DATA_TYPES)[number];
export const liveDataTypeSchema = z.enum(LIVE_DATA_TYPES, { error: "must be 'Sayg' or 'Tournament'" });

/** Path form of the type: accepted case-insensitively (`sayg`, `Sayg`, `tournament`). */
export const liveTypeParamSchema = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(['sayg', 'tournament'], { error: "must be 'sayg' or 'tournament'" }))
  .transform((v): LiveDataType => (v === 'sayg' ? 'Sayg' : 'Tournament'));

/** A tournament as its scorer's page publishes it; the fields the watch list shows are named. */
export interface TournamentLiveData {
  id?: string;
  type?: string | null;
  address?: string | null;
  host?: string | null;
  opponent?: string | null;
  [field: string]: unknown;
}

/**
 * What is published for each live data type. A scorer's socket or POST passes its data through as
 * sent, so a receiver still checks the shape before trusting it (e.g. `isSaygRecord`).
 */
export interface LivePayloads {
  Sayg: SaygRecord;
  Tournament: TournamentLiveData;
}
export type LivePayload<T extends LiveDataType = LiveDataType> = LivePayloads[T];

export const MESSAGE_TYPES = [
  'Unknown',
  'Marco',
  'Polo',
  'Update',
  'Error',
  'Subscribed',
  'Unsubscribed',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const PUBLICATION_MODES = ['WebSocket', 'Polling'] as const;
export type PublicationMode = (typeof PUBLICATION_MODES)[number];

/** A web socket message, both directions: `{type, id, dataType, data, message}`. */
export interface LiveMessage {
  type: MessageType;
  id: string | null;
  dataType: LiveDataType | null;
  data: unknown;
  message: string | null;
}

/** What a client may send over the socket. `token` carries a sayg edit token for publishing. */
export const clientMessageSchema = z.object({
  type: z.enum(MESSAGE_TYPES, { error: `must be one of ${MESSAGE_TYPES.join(', ')}` }),
  id: z.string().max(100).nullish(),
  dataType: z
    .string()
    .nullish()
    .transform((v) =>
      v ? (v.toLowerCase() === 'tournament' ? 'Tournament' : v.toLowerCase() === 'sayg' ? 'Sayg' : v) : null,
    ),
  data: z.unknown().optional(),
  token: z.string().max(200).nullish(),
  message: z.string().nullish(),
});
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export function liveMessage(type: MessageType, parts: Partial<Omit<LiveMessage, 'type'>> = {}): LiveMessage {
  return {
    type,
    id: parts.id ?? null,
    dataType: parts.dataType ?? null,
    data: parts.data ?? null,
    message: parts.message ?? null,
  };
}

/** GET /api/Live/Update/{id}/{type}: the latest published data. */
export const updatedDataSchema = z.object({ data: z.unknown(), lastUpdate: z.string() });
export type UpdatedData = z.infer<typeof updatedDataSchema>;

/** GET /api/Live/Watch/{type?}: one entry per followed id. */
export const watchableDataSchema = z.object({
  id: z.string(),
  dataType: liveDataTypeSchema,
  publicationMode: z.enum(PUBLICATION_MODES),
  lastUpdate: z.string(),
  relativeUrl: z.string(),
  absoluteUrl: z.string().nullable(),
  userName: z.string().nullable(),
  eventDetails: z.object({
    type: z.string().nullable(),
    venue: z.string().nullable(),
    opponents: z.array(z.string()),
    /** Ours, beyond the original's: the fixture ("Home v Away") a match belongs to. */
    fixture: z.string().nullable().optional(),
    /** Ours: the division or tournament it is played in. */
    competition: z.string().nullable().optional(),
    /** Ours: which match it is ("Match 3", "Final"). */
    match: z.string().nullable().optional(),
    /** Ours: the division it is played in, when it is (the TV's `?division=`). */
    divisionId: z.string().nullable().optional(),
  }),
});
export type WatchableData = z.infer<typeof watchableDataSchema>;

/** GET /api/Live/Sockets: the admin view of open sockets (this instance). */
export const socketInfoSchema = z.object({
  id: z.string(),
  userName: z.string().nullable(),
  originatingUrl: z.string().nullable(),
  connected: z.string(),
  lastReceipt: z.string().nullable(),
  lastSent: z.string().nullable(),
  receivedMessages: z.number(),
  sentMessages: z.number(),
  subscriptions: z.array(z.string()),
});
export type SocketInfo = z.infer<typeof socketInfoSchema>;
