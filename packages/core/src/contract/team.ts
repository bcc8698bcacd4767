import { z } from 'zod';
import { auditSchema, idSchema, lastUpdatedSchema } from './common';
import { optionalId, optionalText, requiredId, requiredText } from './fields';

/*
 * Teams. A team is registered for seasons (team-seasons), each in one division with
 * its squad of players. Deleted team-seasons are listed (with `deleted` set); deleted players are not.
 */

/** A squad member (TeamPlayerDto). `emailAddress` is only shown to manageAccess/manageTeams and the player. */
export const teamPlayerSchema = auditSchema.extend({
  id: z.string(),
  name: z.string(),
  captain: z.boolean(),
  emailAddress: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  /** The player asked to be shown to visitors by initials only (figures, head to heads, leaderboards). Present when so. */
  initialsOnly: z.boolean().optional(),
});
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;

/** A team's registration for a season (TeamSeasonDto). */
export const teamSeasonSchema = auditSchema.extend({
  id: z.string(),
  seasonId: z.string(),
  divisionId: z.string().nullable(),
  players: z.array(teamPlayerSchema),
});
export type TeamSeason = z.infer<typeof teamSeasonSchema>;

/** A team without its seasons (TeamWithoutSeasonsDto, GET /api/Team/). */
export const teamWithoutSeasonsSchema = auditSchema.extend({
  id: z.string(),
  name: z.string(),
  address: z.string(),
});
export type TeamWithoutSeasons = z.infer<typeof teamWithoutSeasonsSchema>;

/** A team with its seasons and players (TeamDto). */
export const teamSchema = teamWithoutSeasonsSchema.extend({
  seasons: z.array(teamSeasonSchema),
});
export type Team = z.infer<typeof teamSchema>;

export const TEAM_NAME_MAX_LENGTH = 100;

/**
 * PUT /api/Team/: create (no id, or an unknown one) or edit with `lastUpdated`. The team is
 * registered for `seasonId` in `newDivisionId` (default: `divisionId`); the new name and address
 * are carried into that season's fixtures of `divisionId`.
 */
export const editTeamRequestSchema = z.object({
  id: optionalId,
  name: requiredText('team name', 'You must enter a team name', TEAM_NAME_MAX_LENGTH),
  address: optionalText('address', 300),
  divisionId: requiredId('Select a division'),
  seasonId: requiredId('Select a season first'),
  newDivisionId: optionalId,
  lastUpdated: lastUpdatedSchema,
});
export type EditTeamRequest = z.infer<typeof editTeamRequestSchema>;

/** PUT /api/Team/Season: register team `id` for a season in a division, optionally copying a squad. */
export const modifyTeamSeasonRequestSchema = z.object({
  id: requiredId(),
  seasonId: requiredId('Select a season first'),
  divisionId: requiredId('Select a division'),
  copyPlayersFromSeasonId: optionalId,
});
export type ModifyTeamSeasonRequest = z.infer<typeof modifyTeamSeasonRequestSchema>;

/** Path parameters of GET /api/Team/{divisionId}/{seasonId}. */
export const teamDivisionSeasonParamsSchema = z.object({ divisionId: idSchema, seasonId: idSchema });

/** Path parameters of DELETE /api/Team/{id}/{seasonId}. */
export const teamSeasonParamsSchema = z.object({ id: idSchema, seasonId: idSchema });
