import './players.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { PlayerFiguresDto } from '@darts/core/contract/playerFigures';
import { formatDate } from '@darts/core/league/dates';
import { formatAverage } from '@darts/core/scoring/statistics';
import { Spinner } from '#web/components/Spinner';
import { TableCsv } from '#web/components/tableCsv/TableCsv';
import { lazyComponent } from '#web/components/lazyComponent';
import { useAccount } from '#web/features/account/queries';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { useParams } from '#web/routing/location';
import { DoublesTable, FiguresByRow, FiguresTable } from './FiguresTable';
import { FormChart } from './FormChart';
import { Leaderboards } from './Leaderboards';
import { loadPracticeChoice } from './playerPage';
import { headToHeadQuery, playerFiguresQuery } from './queries';

// The player's own choice to count their shared practice: only signed-in visitors load it (decision 062).
const PracticeChoice = lazyComponent(loadPracticeChoice);

const COMPETITIONS = {
  league: 'League',
  cup: 'Cup',
  tournament: 'Tournaments',
  superleague: 'Superleague',
  practice: 'Practice',
} as const;
const RESULTS = {
  won: 'Won',
  lost: 'Lost',
  drawn: 'Drawn',
  unfinished: 'Not finished',
  solo: 'Solo',
} as const;

/** `/player`: the leaderboards; `/player/{id}`: a player's figures; `/player/{id}/{otherId}`: the two players' head to head. */
export function PlayerPage() {
  const { id, otherId } = useParams();
  if (!id) return <Leaderboards />;
  return otherId ? <HeadToHead id={id} otherId={otherId} /> : <Figures id={id} />;
}

function Problem({ error }: { error: Error }) {
  return (
    <p className="alert alert-warning" role="alert">
      {error.message}
    </p>
  );
}

function Figures({ id }: { id: string }) {
  const figures = useQuery(playerFiguresQuery(id));
  const { account } = useAccount();
  // A player with nothing counted yet may still choose to count their practice.
  const choice = account && <PracticeChoice id={id} />;
  useDocumentTitle(figures.data?.name ?? 'Player');
  if (figures.isError)
    return (
      <>
        <Problem error={figures.error} />
        {choice}
      </>
    );
  if (!figures.data) return <Spinner label="Loading the player’s figures" />;
  const f = figures.data;
  return (
    <article className="p-2" aria-labelledby="player-heading">
      <h1 id="player-heading" className="h3">
        {f.name}
      </h1>
      <p className="text-secondary">
        From every match recorded leg by leg, in every season. <Link to="/player">Leaderboards</Link>
      </p>
      {choice}
      <FiguresTable caption="Career" columns={[{ name: f.name, figures: f.career }]} file={f.name} />
      <DoublesTable figures={f.career} file={f.name} />
      <FiguresByRow
        caption="Season by season"
        heading="Season"
        rows={f.seasons.map((s) => ({ name: s.seasonName, figures: s.figures }))}
        file={f.name}
      />
      <FiguresByRow
        caption="Competition by competition"
        heading="In"
        rows={f.competitions.map((c) => ({ name: COMPETITIONS[c.competition], figures: c.figures }))}
        file={f.name}
      />
      <h2 className="h5">Form</h2>
      <FormChart matches={f.matches} />
      <LastResults player={f} />
    </article>
  );
}

/** The last ten results, newest first: the form chart's text alternative, each opponent a head to head. */
function LastResults({ player }: { player: PlayerFiguresDto }) {
  const last = player.matches.slice(-10).reverse();
  const caption = `Last ${last.length} results`;
  return (
    <TableCsv name={caption} file={`${player.name} ${caption}`}>
      <table className="table table-sm player-figures">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Against</th>
            <th scope="col">Result</th>
            <th scope="col">Avg</th>
          </tr>
        </thead>
        <tbody>
          {last.map((m, i) => (
            <tr key={`${m.saygId} ${i}`}>
              <td>{formatDate(m.date.slice(0, 10))}</td>
              <td>
                {m.opponentId ? (
                  <Link
                    to={`/player/${player.playerId}/${m.opponentId}`}
                    aria-label={`Head to head with ${m.opponentName}`}
                  >
                    {m.opponentName}
                  </Link>
                ) : m.competition === 'practice' ? (
                  'Practice'
                ) : (
                  m.opponentName
                )}
              </td>
              <td>
                {RESULTS[m.result]} {m.legsFor}-{m.legsAgainst}
              </td>
              <td>{formatAverage(m.average3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableCsv>
  );
}

function HeadToHead({ id, otherId }: { id: string; otherId: string }) {
  const both = useQuery(headToHeadQuery(id, otherId));
  const names = both.data ? `${both.data.a.name} v ${both.data.b.name}` : 'Head to head';
  useDocumentTitle(names);
  if (both.isError) return <Problem error={both.error} />;
  if (!both.data) return <Spinner label="Loading the head to head" />;
  const { a, b } = both.data;
  return (
    <article className="p-2" aria-labelledby="h2h-heading">
      <h1 id="h2h-heading" className="h3">
        {names}
      </h1>
      <p>
        <Link to={`/player/${a.playerId}`}>{a.name}’s figures</Link> ·{' '}
        <Link to={`/player/${b.playerId}`}>{b.name}’s figures</Link>
      </p>
      {a.career.matchesPlayed === 0 ? (
        <p role="status">They have not met in a match recorded leg by leg.</p>
      ) : (
        <>
          <FiguresTable
            caption={`In their ${a.career.matchesPlayed === 1 ? 'meeting' : `${a.career.matchesPlayed} meetings`}`}
            columns={[
              { name: a.name, figures: a.career },
              { name: b.name, figures: b.career },
            ]}
            file={names}
          />
          <LastResults player={a} />
        </>
      )}
    </article>
  );
}
