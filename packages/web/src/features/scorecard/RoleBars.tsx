import type { Fixture } from '@darts/core/contract/fixture';
import type { Side } from '@darts/core/scorecard/scorecard';

/*
 * The scorecard's bars for a team clerk and for an administrator: loaded for them only
 * (ScorecardHeading), so a visitor's read-only card stays small (docs/decisions/012).
 */

/** The parts two submissions differ in, as a sentence's end: "Match 1, Match 4 and 180s". */
export function partsInWords(parts: readonly string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Tells a team clerk whose results they enter and when they are published; once both teams have
 * submitted different cards, that they differ and where (`submissionDifferences`).
 */
export function ClerkHint({
  game,
  side,
}: {
  game: Pick<Fixture, 'home' | 'away' | 'resultsPublished' | 'submissionDifferences'>;
  side: Side;
}) {
  const own = side === 'home' ? game.home.name : game.away.name;
  const other = side === 'home' ? game.away.name : game.home.name;
  if (!game.resultsPublished && game.submissionDifferences.length > 0) {
    return (
      <div className="alert alert-warning" role="status" aria-label="Submissions differ">
        {other}&apos;s submission differs from yours in {partsInWords(game.submissionDifferences)}. The
        results are published when both teams submit the same card: check with {other}, or ask the league
        administrator to settle it.
      </div>
    );
  }
  return (
    <p className="small text-body-secondary">
      {game.resultsPublished
        ? 'The results are published. Ask the league administrator if they need changing.'
        : `You are entering ${own}'s results. They are published when ${other} submit the same card; until then only the two teams and the league administrators see them.`}
    </p>
  );
}

export interface SubmissionsBarProps {
  game: Fixture;
  /** The submission shown instead of the fixture's own card, if any. */
  viewing: Side | null;
  onView: (side: Side) => void;
  /** Clears the published results locally (nothing is saved until Save); absent: disabled. */
  onUnpublish?: () => void;
  unpublishShown: boolean;
}

/** Toggles showing each team's submission, and Unpublish for a published card. */
export function SubmissionsBar({ game, viewing, onView, onUnpublish, unpublishShown }: SubmissionsBarProps) {
  if (!game.homeSubmission && !game.awaySubmission) return null;
  const differ = !game.resultsPublished && game.submissionDifferences.length > 0;
  return (
    <>
      {differ && (
        <div className="alert alert-warning" role="status" aria-label="Submissions differ">
          The {game.home.name} and {game.away.name} submissions differ in{' '}
          {partsInWords(game.submissionDifferences)}.
        </div>
      )}
      <div className="d-flex gap-2 mb-3 flex-wrap" role="group" aria-label="Submissions">
        {(['home', 'away'] as Side[]).map((side) => {
          const sub = side === 'home' ? game.homeSubmission : game.awaySubmission;
          if (!sub) return null;
          return (
            <button
              key={side}
              type="button"
              className={`btn btn-sm ${viewing === side ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={viewing === side}
              onClick={() => onView(side)}
            >
              {side === 'home' ? game.home.name : game.away.name} submission
            </button>
          );
        })}
        {unpublishShown && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={onUnpublish === undefined}
            onClick={onUnpublish}
          >
            Unpublish
          </button>
        )}
      </div>
    </>
  );
}
