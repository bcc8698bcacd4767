import { z } from 'zod';
import type { BoardCall } from '../venue/boards';
import { calendarDate, instant, text } from './fields';

/*
 * A venue's boards on one night (decision 054, "Towards a venue's boards"): the boards of the
 * fixtures played at one address on one date, and the matches called to them, shared by every
 * card there so two fixtures at one pub never call two matches to one board. The instance's own
 * working state, like reminders: left out of the export.
 */
export interface VenueNightDoc {
  date: string;
  /** The venue's key: its address as core venue/night.ts `venueKey` reads it (`fixture:{id}` for a fixture with none). */
  venue: string;
  boards: string[];
  calls: BoardCall[];
}
export const venueNightDocSchema: z.ZodType<VenueNightDoc> = z.object({
  date: calendarDate,
  venue: text,
  boards: z.array(text),
  calls: z.array(z.object({ boardId: text, matchId: text, since: instant })),
});
