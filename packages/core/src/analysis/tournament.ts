import { formatDate } from '../league/dates';
import { orderedLegs } from '../scoring/match';
import type { SaygInput } from '../scoring/types';
import { roundList } from '../tournament/layout';
import { playersName } from '../tournament/sides';
import type { Tournament, TournamentSide } from '../tournament/types';
import type { AnalysedMatch, AnalysedSide } from './breakdowns';

/* Which of a tournament's matches the analysis reads (docs/domain.md "Analysis"). */

export type AnalysableTournament = Pick<Tournament, 'id' | 'date' | 'type' | 'host' | 'opponent' | 'round'>;

/** The progress message the analysis gives for each tournament it reads. */
export function analysingMessage(t: AnalysableTournament): string {
  const date = formatDate(t.date, { weekday: false, padDay: true });
  return `Analysing tournament ${t.host ?? ''} v ${t.opponent ?? ''} on ${date} [${t.type ?? ''}] (${t.id})...`;
}

export function tournamentNotFound(id: string): string {
  return `Tournament not found with id ${id}`;
}

function analysedSide(team: string | null, side: TournamentSide | null): AnalysedSide {
  const player = side ? (side.name.trim() !== '' ? side.name : playersName(side.players)) : '';
  return { team: team ?? '', player };
}

/** Every match of every round with a leg-by-leg record: side A for the host, side B for the opponent. */
export function analysedMatches(
  tournament: AnalysableTournament,
  sayg: ReadonlyMap<string, Pick<SaygInput, 'legs'>>,
): AnalysedMatch[] {
  const matches: AnalysedMatch[] = [];
  for (const round of roundList(tournament.round)) {
    for (const match of round.matches) {
      const record = match.saygId ? sayg.get(match.saygId) : undefined;
      if (!record) continue;
      matches.push({
        home: analysedSide(tournament.host, match.sideA),
        away: analysedSide(tournament.opponent, match.sideB),
        legs: orderedLegs(record.legs),
      });
    }
  }
  return matches;
}

/** The ids of the leg-by-leg records the tournaments' matches point at. */
export function analysedSaygIds(tournaments: readonly AnalysableTournament[]): string[] {
  const ids = tournaments.flatMap((t) =>
    roundList(t.round).flatMap((r) => r.matches.map((m) => m.saygId ?? '')),
  );
  return [...new Set(ids.filter((id) => id !== ''))];
}
