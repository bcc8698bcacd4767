import { formatDate } from '@darts/core/league/dates';
import { masterDrawRows, type SuperleagueMatch } from '@darts/core/tournament/superleague';
import type { TournamentDto } from '#web/api/tournament';
import { lazyComponent } from '#web/components/lazyComponent';
import { SideName } from '../SideName';
import type { SheetAccess } from '../sheetAccess';
import { Icon, DartsIcon } from '#web/components/icons';
import { TableCsv } from '#web/components/tableCsv/TableCsv';

// Editors' controls (MasterDrawEditing.tsx) load for editors only.
const AddMatchForm = lazyComponent(async () => (await import('./MasterDrawEditing')).AddMatchForm);
const RemoveMatchButton = lazyComponent(async () => (await import('./MasterDrawEditing')).RemoveMatchButton);

interface Props {
  tournament: TournamentDto;
  matches: SuperleagueMatch[];
  access: SheetAccess;
  busy: boolean;
  showWinner: boolean;
  kiosk: boolean;
  onSave: (next: TournamentDto) => Promise<boolean>;
  onScore: (matchIndex: number) => void;
  onAddSide: () => void;
}

/**
 * The master draw: each match of the night, host player against opponent
 * player (for visitors, links to the players), with the legs each won. Editors add a match from the sides not yet playing, remove one
 * (after the question) and score one leg by leg.
 */
export function MasterDraw({
  tournament,
  matches,
  access,
  busy,
  showWinner,
  kiosk,
  onSave,
  onScore,
  onAddSide,
}: Props) {
  const rows = masterDrawRows(matches);
  const hostName = tournament.host || 'Host';
  const opponentName = tournament.opponent || 'Opponent';
  const won = (winner: boolean) => (showWinner && winner ? 'superleague-winner' : undefined);
  // Read-only, a side links to its player or team.
  const side = (index: number, key: 'sideA' | 'sideB', name: string) => {
    const s = matches[index]?.match[key];
    if (!s) return name;
    const link = !access.results;
    return (
      <SideName side={s} link={link} divisionId={tournament.divisionId} seasonId={tournament.seasonId} />
    );
  };

  return (
    <section className="superleague-section" aria-labelledby="master-draw-title">
      <h2 id="master-draw-title" className="h5">
        Master draw
      </h2>
      <div className="superleague-draw">
        <TableCsv name="Master draw">
          <div className="superleague-scroll">
            <table className="table table-sm superleague-table" aria-labelledby="master-draw-title">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{hostName}</th>
                  <th scope="col" className="text-center">
                    Legs
                  </th>
                  <th scope="col">{opponentName}</th>
                  {(access.results || access.score) && (
                    <th scope="col" className="d-print-none">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={row.matchId} data-mnemonic={row.mnemonic}>
                    <td>{row.mnemonic}</td>
                    <td className={won(row.winner === 'home')}>{side(i, 'sideA', row.host)}</td>
                    <td className="text-center text-nowrap">
                      {row.hostLegs ?? ''} - {row.opponentLegs ?? ''}
                    </td>
                    <td className={won(row.winner === 'away')}>{side(i, 'sideB', row.opponent)}</td>
                    {(access.results || access.score) && (
                      <td className="d-print-none text-nowrap">
                        {access.score && (
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-primary me-1"
                            aria-label={`Score ${row.mnemonic}`}
                            onClick={() => onScore(i)}
                          >
                            <Icon of={DartsIcon} />
                          </button>
                        )}
                        {access.results && (
                          <RemoveMatchButton
                            tournament={tournament}
                            index={i}
                            mnemonic={row.mnemonic}
                            busy={busy}
                            onSave={onSave}
                          />
                        )}
                      </td>
                    )}
                  </tr>
                ))}
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={5} className="text-body-secondary">
                      No matches yet
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        </TableCsv>
        {!kiosk && (
          <dl className="superleague-details small">
            <dt>Gender</dt>
            <dd>{tournament.gender ?? '-'}</dd>
            <dt>Date</dt>
            <dd>{formatDate(tournament.date.slice(0, 10))}</dd>
            {tournament.type && (
              <>
                <dt>Notes</dt>
                <dd>{tournament.type}</dd>
              </>
            )}
          </dl>
        )}
      </div>
      {access.results && (
        <AddMatchForm
          tournament={tournament}
          hostName={hostName}
          opponentName={opponentName}
          busy={busy}
          onSave={onSave}
          onAddSide={onAddSide}
        />
      )}
    </section>
  );
}
