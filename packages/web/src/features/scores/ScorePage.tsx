import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { useAccount } from '../account/queries';
import { accessLevelOf, clerkSideOf, squadOf } from './model';
import { gameQuery, squadTeamQuery } from './queries';
import { Scorecard } from './Scorecard';

function Problem({ children }: { children: React.ReactNode }) {
  return (
    <div className="p-3">
      <div className="alert alert-warning" role="alert">
        {children}
      </div>
    </div>
  );
}

/**
 * `/score/{fixtureId}`: loads the fixture, both squads and the account, then shows the scorecard
 * at the account's access level (spec 2 section 4 "Scorecard load states").
 */
export function ScorePage() {
  const { fixtureId = '' } = useParams();
  const { account, isPending: accountPending } = useAccount();
  const game = useQuery(gameQuery(fixtureId));
  const homeId = game.data?.home.id ?? '';
  const awayId = game.data?.away.id ?? '';
  const home = useQuery({ ...squadTeamQuery(homeId), enabled: homeId !== '' });
  const away = useQuery({ ...squadTeamQuery(awayId), enabled: awayId !== '' });

  if (game.isError) {
    const error = game.error;
    return (
      <Problem>
        <div>Error accessing fixture: Code: {isApiError(error) ? error.status : 'unknown'}</div>
        {isApiError(error) && (
          <ul className="mb-0">
            {[...error.errors, ...error.warnings].map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </Problem>
    );
  }
  if (game.isPending || accountPending) return <Spinner label="Loading the fixture" />;
  if (game.data === null) return <Problem>Game could not be found</Problem>;
  if (!homeId || !awayId) return <Problem>Either home or away team are undefined for this game</Problem>;
  if (home.isPending || away.isPending) return <Spinner label="Loading the teams" />;

  const fixture = game.data;
  const homeSquad = squadOf(home.data, fixture.seasonId, 'home');
  const awaySquad = squadOf(away.data, fixture.seasonId, 'away');
  const problems = [homeSquad.problem, awaySquad.problem].filter((p): p is string => p !== null);
  if (problems.length > 0 || !homeSquad.players || !awaySquad.players) {
    return (
      <Problem>
        {problems.map((p) => (
          <div key={p}>{p}</div>
        ))}
      </Problem>
    );
  }

  return (
    <Scorecard
      // A new read of the fixture (after saving) starts the editing afresh.
      key={`${fixture.id}|${fixture.updated ?? ''}`}
      game={fixture}
      access={accessLevelOf(account, fixture)}
      clerkSide={clerkSideOf(account, fixture)}
      canManageGames={account?.access.manageGames === true}
      homePlayers={homeSquad.players}
      awayPlayers={awaySquad.players}
      account={account}
    />
  );
}
