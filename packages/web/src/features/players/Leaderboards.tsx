import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'wouter';
import { LEADERBOARD_ROUTES } from '@darts/core/contract/routes/leaderboard';
import type { LeaderboardsDto } from '@darts/core/contract/leaderboards';
import { formatAverage } from '@darts/core/scoring/statistics';
import { Spinner } from '#web/components/Spinner';
import { seasonsQuery } from '#web/features/site/queries';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { leaderboardsQuery } from './queries';

type Board = keyof LeaderboardsDto['boards'];

/** The boards in the order shown, each with its heading and how its figure reads. */
const BOARDS: { board: Board; title: string; figure: string; value: (v: number) => string }[] = [
  { board: 'average', title: '3-dart average', figure: 'Avg', value: formatAverage },
  { board: 'oneEighties', title: '180s', figure: '180s', value: String },
  { board: 'highestCheckout', title: 'Highest checkouts', figure: 'Out', value: String },
  { board: 'bestLeg', title: 'Best legs', figure: 'Darts', value: String },
  { board: 'mostImproved', title: 'Most improved', figure: '+Avg', value: (v) => `+${v.toFixed(2)}` },
];

/** Rows shown on screen; the CSV holds them all. */
const SHOWN = 10;

/**
 * `/player`: the leaderboards over a season (or every season) from players' figures, each row a
 * link to the player, each board downloadable as CSV.
 */
export function Leaderboards() {
  useDocumentTitle('Leaderboards');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const seasonId = params.get('season') ?? '';
  const minLegs = params.get('minLegs') ?? '';
  const seasons = useQuery(seasonsQuery());
  const boards = useQuery(leaderboardsQuery(seasonId, minLegs));
  const set = (key: string, value: string) =>
    setParams((p) => {
      if (value) p.set(key, value);
      else p.delete(key);
      return p;
    });
  const csv = (board: Board) => {
    const query = new URLSearchParams({ board, ...(seasonId && { seasonId }), ...(minLegs && { minLegs }) });
    return `${LEADERBOARD_ROUTES.csv.path}?${query}`;
  };
  return (
    <article className="p-2" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} className="h3">
        Leaderboards
      </h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <label>
          Season{' '}
          <select
            className="form-select form-select-sm"
            value={seasonId}
            onChange={(e) => set('season', e.target.value)}
          >
            <option value="">Every season</option>
            {(seasons.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Fewest legs for an average{' '}
          <input
            className="form-control form-control-sm player-min-legs"
            type="number"
            min={1}
            max={100}
            inputMode="numeric"
            value={minLegs || boards.data?.minLegs || ''}
            onChange={(e) => set('minLegs', e.target.value)}
          />
        </label>
      </div>
      {boards.isError ? (
        <p className="alert alert-warning" role="alert">
          {boards.error.message}
        </p>
      ) : !boards.data ? (
        <Spinner label="Loading the leaderboards" />
      ) : (
        <BoardTables data={boards.data} csv={csv} />
      )}
    </article>
  );
}

function BoardTables({ data, csv }: { data: LeaderboardsDto; csv: (board: Board) => string }) {
  return BOARDS.map(({ board, title, figure, value }) => {
    const rows = data.boards[board];
    return (
      <section key={board} aria-label={title}>
        <table className="table table-sm player-figures">
          <caption>
            {title}{' '}
            {board === 'mostImproved' && data.previousSeasonName && (
              <small className="text-secondary">on {data.previousSeasonName}</small>
            )}
          </caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">{figure}</th>
              <th scope="col">Legs</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN).map((r, i) => (
              <tr key={r.playerId}>
                <td>{i + 1}</td>
                <td>
                  <Link to={`/player/${r.playerId}`}>{r.name}</Link>
                </td>
                <td>{value(r.value)}</td>
                <td>{r.legs}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length ? (
          <a className="btn btn-sm btn-outline-secondary mb-3" href={csv(board)} download>
            Download {title} as CSV
          </a>
        ) : (
          <p className="text-secondary">Nobody yet.</p>
        )}
      </section>
    );
  });
}
