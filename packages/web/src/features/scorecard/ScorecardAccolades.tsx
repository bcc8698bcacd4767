import type { Side } from '@darts/core/scorecard/scorecard';
import { accept180s, acceptHiChecks, acceptManOfTheMatch } from '@darts/core/scorecard/submissions';
import { HiChecks, OneEighties } from './Accolades';
import { ManOfTheMatch, MenOfTheMatch } from './ScorecardSections';
import type { ScorecardEditor } from './useScorecardEditor';

const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/**
 * Man of the match: a choice for each of the sides given, or (read-only) the names chosen; then
 * the 180s and hi-checks (not on an empty card).
 */
export function ScorecardAccolades({
  momSides,
  empty,
  editor,
}: {
  momSides: readonly Side[];
  empty: boolean;
  editor: ScorecardEditor;
}) {
  const { shown, submission, viewing, editable, setCard, allPlayers } = editor;
  return (
    <>
      {momSides.length === 0 && (
        <MenOfTheMatch card={shown} candidatesOf={(side) => editor.squadOf(otherSide(side))} />
      )}
      {momSides.length > 0 && (
        <ManOfTheMatch
          card={shown}
          sides={momSides}
          candidatesOf={(side) => editor.squadOf(otherSide(side))}
          editable={editable}
          onChange={(side, manOfTheMatch) =>
            setCard((c) => ({ ...c, [side]: { ...c[side], manOfTheMatch } }))
          }
          onAccept={
            submission && viewing
              ? () => editor.accept('Man of the match', (c) => acceptManOfTheMatch(c, viewing, submission))
              : undefined
          }
          acceptSide={viewing}
        />
      )}

      {!empty && (
        <div className="row">
          <div className="col-md">
            <OneEighties
              players={allPlayers}
              entries={shown.oneEighties}
              editable={editable}
              onChange={(oneEighties) => setCard((c) => ({ ...c, oneEighties }))}
              onAccept={
                submission ? () => editor.accept('180s', (c) => accept180s(c, submission)) : undefined
              }
            />
          </div>
          <div className="col-md">
            <HiChecks
              players={allPlayers}
              entries={shown.over100Checkouts}
              editable={editable}
              onChange={(over100Checkouts) => setCard((c) => ({ ...c, over100Checkouts }))}
              onAccept={
                submission
                  ? () => editor.accept('Hi-checks', (c) => acceptHiChecks(c, submission))
                  : undefined
              }
            />
          </div>
        </div>
      )}
    </>
  );
}
