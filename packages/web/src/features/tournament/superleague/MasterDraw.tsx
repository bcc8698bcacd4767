import { useState } from 'react';
import { formatDate } from '@darts/core/league/dates';
import {
  addSuperleagueMatch,
  freeSides,
  masterDrawRows,
  removeSuperleagueMatch,
  type SuperleagueMatch,
} from '@darts/core/tournament/superleague';
import { REMOVE_MATCH_QUESTION } from '@darts/core/tournament/messages';
import type { TournamentDto } from '#web/api/tournament';
import { SelectField } from '#web/components/fields';
import { SideName } from '../SideName';
import type { SheetAccess } from '../sheetAccess';

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
 * The master draw (spec 3 section 2): each match of the night, host player against opponent
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
  const free = freeSides(tournament);
  // A choice that has since been drawn (by this add or another organiser's) reads as no choice.
  const [hostChoice, setHost] = useState('');
  const [opponentChoice, setOpponent] = useState('');
  const host = free.some((s) => s.id === hostChoice) ? hostChoice : '';
  const opponent = free.some((s) => s.id === opponentChoice) ? opponentChoice : '';
  const hostName = tournament.host || 'Host';
  const opponentName = tournament.opponent || 'Opponent';

  const add = async () => {
    const a = free.find((s) => s.id === host);
    const b = free.find((s) => s.id === opponent);
    if (!a || !b || a.id === b.id) return;
    await onSave(addSuperleagueMatch(tournament, a, b, crypto.randomUUID()));
  };
  const remove = async (index: number) => {
    if (window.confirm(REMOVE_MATCH_QUESTION)) await onSave(removeSuperleagueMatch(tournament, index));
  };
  const won = (winner: boolean) => (showWinner && winner ? 'superleague-winner' : undefined);
  // Read-only, a side links to its player or team (spec 3 section 2).
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
                          🎯
                        </button>
                      )}
                      {access.results && (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          aria-label={`Remove ${row.mnemonic}`}
                          disabled={busy}
                          onClick={() => void remove(i)}
                        >
                          🗑️
                        </button>
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
        <form
          className="d-flex flex-wrap gap-2 align-items-end d-print-none"
          aria-label="Add a match"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <SelectField label={`${hostName} player`} value={host} onChange={setHost}>
            <option value="">Choose…</option>
            {free
              .filter((s) => s.id !== opponent)
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
          </SelectField>
          <SelectField label={`${opponentName} player`} value={opponent} onChange={setOpponent}>
            <option value="">Choose…</option>
            {free
              .filter((s) => s.id !== host)
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
          </SelectField>
          <button type="submit" className="btn btn-sm btn-primary mb-3" disabled={busy || !host || !opponent}>
            ➕ Add match
          </button>
          <button type="button" className="btn btn-sm btn-outline-primary mb-3" onClick={onAddSide}>
            ➕ Add side
          </button>
        </form>
      )}
    </section>
  );
}
