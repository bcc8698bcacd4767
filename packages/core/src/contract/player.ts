import { z } from 'zod';
import { idSchema, lastUpdatedSchema } from './common';
import { envelopeSchema } from './envelope';
import { flag, optionalId, requiredText } from './fields';
import { teamPlayerSchema, teamSchema } from './team';

/*
 * Players of a team's squad for one season. Writes answer the envelope with the team as `result`
 * plus `playerDetails`.
 */

export const PLAYER_NAME_MAX_LENGTH = 100;

const emailAddress = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ error: 'must be an email address' })
    .trim()
    .pipe(z.email({ error: 'must be an email address' }).max(254))
    .nullish(),
);

/**
 * 'male' or 'female' ('Male' and 'Female' too, docs/decisions/024); empty or null is none. Left out of
 * an edit, the player's gender is kept.
 */
const gender = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toLowerCase()) : v),
  z
    .enum(['male', 'female'], { error: "must be 'male' or 'female'" })
    .nullish()
    .transform((v) => v ?? null),
);

/** Path parameters: the season, the team and the player (the empty GUID when creating). */
export const playerParamsSchema = z.object({
  seasonId: idSchema,
  teamId: idSchema,
  playerId: idSchema,
});
export type PlayerParams = z.infer<typeof playerParamsSchema>;

/** POST /api/Player/{seasonId}/{teamId}/{playerId}: add a player to the squad (of `newTeamId` when given). */
export const createPlayerRequestSchema = z.object({
  name: requiredText('player name', 'Please enter a name', PLAYER_NAME_MAX_LENGTH),
  emailAddress,
  captain: flag(false),
  gender: gender.optional(),
  /** Shown to visitors by initials only; left out of an edit, kept as it was. */
  initialsOnly: z.boolean({ error: 'must be true or false' }).optional(),
  newTeamId: optionalId,
});
export type CreatePlayerRequest = z.infer<typeof createPlayerRequestSchema>;

/**
 * PATCH /api/Player/{seasonId}/{teamId}/{playerId}: edit a player with the player's own `updated`
 * as `lastUpdated`. A new name is carried into the season's fixtures (only `gameId` when given);
 * `newTeamId` moves the player to another team's squad if they have not played yet.
 */
export const editPlayerRequestSchema = createPlayerRequestSchema.extend({
  lastUpdated: lastUpdatedSchema,
  gameId: optionalId,
});
export type EditPlayerRequest = z.infer<typeof editPlayerRequestSchema>;

/** The answer of every player write: the team, and the player concerned. */
export const playerResultSchema = envelopeSchema(teamSchema).extend({
  playerDetails: teamPlayerSchema.nullable(),
});
export type PlayerResult = z.infer<typeof playerResultSchema>;
