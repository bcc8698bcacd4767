import type { Fixture, FixturePlayer } from '@darts/core/contract/fixture';
import { matchOptionAt } from '@darts/core/scorecard/matchOptions';
import { acceptMatch } from '@darts/core/scorecard/submissions';
import { MatchRow } from './MatchRow';
import { useScoreChecker } from './useScoreChecker';
import type { ScorecardEditor } from './useScorecardEditor';
import './scorecard.css';

export interface ScorecardMatchesProps {
  game: Fixture;
  homePlayers: readonly FixturePlayer[];
  awayPlayers: readonly FixturePlayer[];
  /** Adding a new player from a match's player choice (managePlayers). */
  mayAddPlayers: boolean;
  editor: ScorecardEditor;
}

/**
 * The card's matches, one row each (matches for no players are not shown); on a phone each row is
 * a block of its own (scorecard.css).
 */
export function ScorecardMatches({
  game,
  homePlayers,
  awayPlayers,
  mayAddPlayers,
  editor,
}: ScorecardMatchesProps) {
  const { shown, submission, viewing, editable, mayEdit } = editor;
  const scoreProblemOf = useScoreChecker(mayEdit);
  return (
    <table className="table table-sm align-middle scorecard">
      <thead>
        <tr>
          <th scope="col">Match</th>
          <th scope="col">{game.home.name}</th>
          <th scope="col" colSpan={3} className="text-center">
            Score
          </th>
          <th scope="col">{game.away.name}</th>
          {submission && <th scope="col" />}
        </tr>
      </thead>
      <tbody>
        {shown.matches.map((_, index) => {
          const option = matchOptionAt(shown.matchOptions, index, shown.isKnockout);
          if (option.playerCount === 0) return null;
          return (
            <MatchRow
              key={index}
              card={shown}
              index={index}
              option={option}
              teams={{ home: game.home.name, away: game.away.name }}
              homePlayers={homePlayers}
              awayPlayers={awayPlayers}
              editable={editable}
              problem={scoreProblemOf?.(shown.matches[index]!, index, option) ?? null}
              onChange={(m) => editor.setMatch(index, m)}
              onAddPlayer={
                editable && mayAddPlayers
                  ? (side, place) => editor.setAdding({ index, side, place })
                  : undefined
              }
              onAccept={
                submission
                  ? () => editor.accept(`Match ${index + 1}`, (c) => acceptMatch(c, submission, index))
                  : undefined
              }
              accepted={viewing !== null && editor.accepted[viewing].includes(`Match ${index + 1}`)}
              onScoreLegs={
                editable && editor.mayScoreLegs(index, option.playerCount)
                  ? () => editor.setSaygMatch(index)
                  : undefined
              }
            />
          );
        })}
      </tbody>
    </table>
  );
}
