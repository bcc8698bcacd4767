import { csvOf } from '../openData/csv';
import type { CsvColumn } from '../openData/tables';
import { matchKind, matchOptionAt } from '../league/matchOptions';
import type { Scorecard, ScorecardMatch } from './scorecard';

/*
 * A fixture's card as a CSV file (issue 29 item 3, decision 058): the card is a form whose cells
 * hold choices and score boxes, so its file is written from the card itself, as it is on screen,
 * not read off the page as the other tables are.
 */

interface CardRow {
  number: number;
  match: ScorecardMatch;
}

const names = (players: ScorecardMatch['homePlayers']) => players.map((p) => p.name).join(' & ');

/** The card's matches (those for no players are not on the card), each side's players and legs. */
export function cardCsv(card: Scorecard & { isKnockout: boolean }): string {
  const { home, away } = card;
  const columns: CsvColumn<CardRow>[] = [
    { header: 'Match', value: (r) => r.number },
    { header: 'Type', value: (r) => matchKind(r.number - 1) },
    { header: home.name, value: (r) => names(r.match.homePlayers) },
    { header: `${home.name} legs`, value: (r) => r.match.homeScore },
    { header: `${away.name} legs`, value: (r) => r.match.awayScore },
    { header: away.name, value: (r) => names(r.match.awayPlayers) },
  ];
  const rows = card.matches.flatMap((match, index) =>
    matchOptionAt(card.matchOptions, index, card.isKnockout).playerCount > 0
      ? [{ number: index + 1, match }]
      : [],
  );
  return csvOf(columns, rows);
}
