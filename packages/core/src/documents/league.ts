import { z } from 'zod';
import type { Division, Note, Season, Team, TeamPlayer, TeamSeason } from '../league/types';
import { calendarDate, id, nestedAudit, nullableText, text, type DocumentBody } from './fields';

/* The stored documents of the league's aggregates: divisions, seasons, teams and notes. */

export type DivisionDoc = DocumentBody<Division>;
export const divisionDocSchema: z.ZodType<DivisionDoc> = z.object({ name: text, superleague: z.boolean() });

export type SeasonDoc = DocumentBody<Season>;
export const seasonDocSchema: z.ZodType<SeasonDoc> = z.object({
  name: text,
  startDate: calendarDate,
  endDate: calendarDate,
  divisionIds: z.array(id),
});

/** A squad member. `updated` is the player's own concurrency token (PATCH /api/Player). */
export type TeamPlayerDoc = TeamPlayer;
export const teamPlayerDocSchema: z.ZodType<TeamPlayerDoc> = z.object({
  id,
  name: text,
  captain: z.boolean(),
  emailAddress: nullableText,
  gender: z.enum(['male', 'female']).nullish(),
  initialsOnly: z.boolean().optional(),
  deleted: nullableText,
  ...nestedAudit,
});

/** A team's registration in a season's division, with its squad. Stored ones always have an id and a division. */
export type TeamSeasonDoc = TeamSeason & { id: string; divisionId: string; players: TeamPlayerDoc[] };
export const teamSeasonDocSchema: z.ZodType<TeamSeasonDoc> = z.object({
  id,
  seasonId: id,
  divisionId: id,
  deleted: nullableText,
  players: z.array(teamPlayerDocSchema),
  ...nestedAudit,
});

export type TeamDoc = Omit<DocumentBody<Team>, 'seasons'> & { seasons: TeamSeasonDoc[] };
export const teamDocSchema: z.ZodType<TeamDoc> = z.object({
  name: text,
  address: text,
  seasons: z.array(teamSeasonDocSchema),
});

/** A fixture-date note; `divisionId: null` shows on every division. */
export type NoteDoc = DocumentBody<Note>;
export const noteDocSchema: z.ZodType<NoteDoc> = z.object({
  seasonId: id,
  divisionId: id.nullable(),
  date: calendarDate,
  note: text,
});
