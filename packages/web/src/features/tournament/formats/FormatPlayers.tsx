import type { TournamentSide } from '@darts/core/tournament/types';
import type { TournamentDto } from '#web/api/tournament';
import type { Sheet } from '../useSheet';
import { BoardsEditor } from './Boards';
import { handicapLabel, Handicaps } from './Handicaps';

/**
 * A planned format's players: in seeding order, each opening the side dialog for those who enter
 * results. Until the first result, the players are checked in (those not here are left out before
 * the draw: the toolbar's Draw, FormatSheet.tsx).
 */
export function FormatPlayers({
  tournament,
  entrants,
  sheet,
}: {
  tournament: TournamentDto;
  entrants: TournamentSide[];
  sheet: Sheet;
}) {
  const { access, setDialog } = sheet;
  const { save, busy } = sheet.save;
  const open = tournament.results.length === 0;
  const drawSeed = tournament.formatOptions?.drawSeed;
  const checkIn = (side: TournamentSide, here: boolean) =>
    save({
      ...tournament,
      sides: tournament.sides.map((s) => (s.id === side.id ? { ...s, noShow: !here } : s)),
    });
  const notHere = tournament.sides.filter((s) => s.noShow);

  return (
    <section className="format-section" aria-label="Players">
      <h2 className="h6 mt-3">Players, in seeding order</h2>
      <ol className="format-players">
        {entrants.map((side) => (
          <li key={side.id}>
            {access.results ? (
              <button
                type="button"
                className="btn btn-link p-0"
                onClick={() => setDialog({ kind: 'side', sideId: side.id })}
              >
                {side.name}
              </button>
            ) : (
              side.name
            )}
            {side.seeded && <span className="badge text-bg-secondary ms-1">seeded</span>}
            {handicapLabel(tournament.formatOptions?.handicap, side) && (
              <span className="badge text-bg-info ms-1">
                {handicapLabel(tournament.formatOptions?.handicap, side)}
              </span>
            )}
          </li>
        ))}
      </ol>
      {drawSeed !== undefined && <p className="small text-secondary">Drawn from seed {drawSeed}.</p>}
      {access.results && open && (
        <fieldset className="d-print-none mb-2">
          <legend className="h6">Check-in</legend>
          {tournament.sides.map((side) => (
            <div key={side.id} className="form-check form-check-inline">
              <input
                id={`here-${side.id}`}
                className="form-check-input"
                type="checkbox"
                checked={!side.noShow}
                disabled={busy}
                onChange={(e) => void checkIn(side, e.target.checked)}
              />
              <label className="form-check-label" htmlFor={`here-${side.id}`}>
                {side.name} is here
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {access.manage && <BoardsEditor tournament={tournament} sheet={sheet} />}
      {access.manage && <Handicaps tournament={tournament} sheet={sheet} />}
      {notHere.length > 0 && <p className="small">Not checked in: {notHere.map((s) => s.name).join(', ')}</p>}
      <div className="d-flex flex-wrap gap-2 d-print-none">
        {access.results && (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => setDialog({ kind: 'side', sideId: null })}
          >
            Add a player
          </button>
        )}
      </div>
      {entrants.length < 2 && <p className="mt-2">Add at least two players to draw the matches.</p>}
    </section>
  );
}
