import { useState } from 'react';
import { useParams } from '#web/routing/location';
import { Spinner } from '#web/components/Spinner';
import { accessLevelOf, clerkSideOf } from './model';
import { Scorecard } from './Scorecard';
import { useScorecardLoad } from './useScorecardLoad';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';

function Problem({ lines, details }: { lines: readonly string[]; details: readonly string[] }) {
  return (
    <div className="p-3">
      <div className="alert alert-warning" role="alert">
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
        {details.length > 0 && (
          <ul className="mb-0">
            {details.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * `/score/{fixtureId}`: loads the league lists, the fixture, both squads and the account, then
 * shows the scorecard at the account's access level.
 */
export function ScorePage() {
  const { fixtureId = '' } = useParams();
  const load = useScorecardLoad(fixtureId);
  const game = load.state === 'ready' ? load.fixture : null;
  useDocumentTitle(game ? `${game.home.name} v ${game.away.name}` : 'Scorecard', game ? 'Scorecard' : null);
  // What the server said of the last save (e.g. 'Submission published'), shown above the new card.
  const [saved, setSaved] = useState<readonly string[] | null>(null);

  if (load.state === 'loading') return <Spinner label={load.label} />;
  if (load.state === 'problem') return <Problem lines={load.lines} details={load.details} />;

  const { fixture, account } = load;
  return (
    <>
      {saved && (
        <div className="alert alert-success alert-dismissible mx-3 mt-3 mb-0" role="status">
          Saved: {saved.join(', ')}
          <button type="button" className="btn-close" aria-label="Dismiss" onClick={() => setSaved(null)} />
        </div>
      )}
      <Scorecard
        // A new read of the fixture (after saving) starts the editing afresh.
        key={`${fixture.id}|${fixture.updated ?? ''}`}
        game={fixture}
        access={accessLevelOf(account, fixture)}
        clerkSide={clerkSideOf(account, fixture)}
        canManageGames={account?.access.manageGames === true}
        homePlayers={load.homePlayers}
        awayPlayers={load.awayPlayers}
        account={account}
        onSaved={setSaved}
      />
    </>
  );
}
