import { pickableSides } from './rounds';
import type { Tournament, TournamentMatch, TournamentSide } from './types';

/*
 * An organiser's edits of a single round's master draw: apart from superleague.ts (the night's
 * figures), so visitors of the sheet load none of the rounds' rules (docs/decisions/012).
 */

/** The sides not yet playing in the single round (no-shows never): those a new match may take. */
export function freeSides(tournament: Pick<Tournament, 'sides' | 'round' | 'bestOf'>): TournamentSide[] {
  return pickableSides(tournament, 0, tournament.round?.matches.length ?? 0, 'sideA');
}

/** The tournament with one more match, host side against opponent side, at the tournament's best of. */
export function addSuperleagueMatch<T extends Pick<Tournament, 'round'>>(
  tournament: T,
  host: TournamentSide,
  opponent: TournamentSide,
  id: string,
): T {
  const round = tournament.round ?? { matches: [], matchOptions: [], nextRound: null };
  const options = [...round.matchOptions];
  for (let i = options.length; i < round.matches.length; i++) options.push(null);
  const match: TournamentMatch = {
    id,
    sideA: host,
    sideB: opponent,
    scoreA: null,
    scoreB: null,
    saygId: null,
  };
  return {
    ...tournament,
    round: { ...round, matches: [...round.matches, match], matchOptions: [...options, null] },
  };
}

/** The tournament without match `index` (and its options). */
export function removeSuperleagueMatch<T extends Pick<Tournament, 'round'>>(tournament: T, index: number): T {
  const round = tournament.round;
  if (!round?.matches[index]) return tournament;
  return {
    ...tournament,
    round: {
      ...round,
      matches: round.matches.filter((_, i) => i !== index),
      matchOptions: round.matchOptions.filter((_, i) => i !== index),
    },
  };
}
