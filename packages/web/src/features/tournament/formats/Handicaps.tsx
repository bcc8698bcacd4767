import { useId, useState } from 'react';
import { TOURNAMENT_ROUTES } from '@darts/core/contract/routes/tournament';
import type { SideAverage } from '@darts/core/contract/tournamentAverages';
import { DEFAULT_MATCH_LEGS, DEFAULT_TOURNAMENT_STARTING_SCORE } from '@darts/core/tournament/constants';
import {
  HANDICAP_KINDS,
  MAX_HANDICAP,
  handicappedStart,
  handicapsFromAverages,
} from '@darts/core/tournament/handicap';
import type { HandicapKind, TournamentSide } from '@darts/core/tournament/types';
import { formatAverage } from '@darts/core/scoring/statistics';
import { call } from '#web/api/client';
import type { TournamentDto } from '#web/api/tournament';
import type { Sheet } from '../useSheet';

/** What a side is given, as the sheet says it beside the player's name ("from 441", "1 leg in hand"). */
export function handicapLabel(
  kind: HandicapKind | undefined,
  side: Pick<TournamentSide, 'handicap'>,
): string | null {
  if (!kind || !side.handicap) return null;
  if (kind === 'start') return `from ${handicappedStart(DEFAULT_TOURNAMENT_STARTING_SCORE, side.handicap)}`;
  return `${side.handicap} ${side.handicap === 1 ? 'leg' : 'legs'} in hand`;
}

/**
 * An event's handicaps, for its organiser: none, points off the start or legs in hand, each player's
 * set by hand or worked out from their rolling 3-dart averages in the season (GET
 * /api/Tournament/{id}/Averages, core tournament/handicap.ts), then saved with the tournament.
 */
export function Handicaps({ tournament, sheet }: { tournament: TournamentDto; sheet: Sheet }) {
  const id = useId();
  const { save, busy } = sheet.save;
  const [kind, setKind] = useState<HandicapKind | ''>(tournament.formatOptions?.handicap ?? '');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(tournament.sides.map((s) => [s.id, s.handicap ? String(s.handicap) : ''])),
  );
  const [averages, setAverages] = useState<Map<string, SideAverage> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sides = tournament.sides.filter((s) => !s.noShow);

  const fromAverages = async () => {
    if (!kind) return;
    setProblem(null);
    try {
      const answer = await call(TOURNAMENT_ROUTES.averages, { params: { id: tournament.id } });
      const found = new Map((answer?.sides ?? []).map((s) => [s.sideId, s]));
      const given = handicapsFromAverages(
        kind,
        sides.map((s) => found.get(s.id)?.average ?? null),
        DEFAULT_TOURNAMENT_STARTING_SCORE,
        tournament.bestOf ?? DEFAULT_MATCH_LEGS,
      );
      setAverages(found);
      setValues((v) => ({
        ...v,
        ...Object.fromEntries(sides.map((s, i) => [s.id, given[i] ? String(given[i]) : ''])),
      }));
    } catch (error) {
      setProblem(
        `The averages could not be fetched: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };

  const submit = () =>
    void save({
      ...tournament,
      formatOptions: { ...tournament.formatOptions, handicap: kind || undefined },
      sides: tournament.sides.map((s) => {
        const given = Number(values[s.id] ?? '');
        const { handicap: _old, ...side } = s;
        return kind && given > 0 ? { ...side, handicap: given } : side;
      }),
    });

  const averageText = (side: TournamentSide) => {
    const found = averages?.get(side.id);
    if (!averages) return null;
    return found?.average != null
      ? `${formatAverage(found.average)} over ${found.legs} legs`
      : 'no legs recorded';
  };

  return (
    <details className="format-section d-print-none mt-2">
      <summary className="h6">Handicaps</summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="form-label" htmlFor={`${id}-kind`}>
          Handicap
        </label>
        <select
          id={`${id}-kind`}
          className="form-select form-select-sm mb-2"
          value={kind}
          onChange={(e) => setKind(e.target.value as HandicapKind | '')}
        >
          <option value="">None</option>
          {(Object.keys(HANDICAP_KINDS) as HandicapKind[]).map((k) => (
            <option key={k} value={k}>
              {HANDICAP_KINDS[k]}
            </option>
          ))}
        </select>
        {kind && (
          <>
            <p className="small text-secondary mb-2">
              {kind === 'start'
                ? `Points off ${DEFAULT_TOURNAMENT_STARTING_SCORE} for each player (60: the player starts at ${DEFAULT_TOURNAMENT_STARTING_SCORE - 60}).`
                : 'Legs each player starts a match with; in a match the difference counts for the player given more.'}
            </p>
            {sides.map((side) => (
              <div key={side.id} className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <label htmlFor={`${id}-${side.id}`} className="format-side">
                  {side.name}
                </label>
                <input
                  id={`${id}-${side.id}`}
                  className="form-control form-control-sm format-legs"
                  type="number"
                  min={0}
                  max={kind === 'start' ? MAX_HANDICAP : 49}
                  inputMode="numeric"
                  aria-label={`Handicap for ${side.name}`}
                  value={values[side.id] ?? ''}
                  onChange={(e) => setValues((v) => ({ ...v, [side.id]: e.target.value }))}
                />
                {averageText(side) && <span className="small text-secondary">{averageText(side)}</span>}
              </div>
            ))}
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary my-2"
              onClick={() => void fromAverages()}
            >
              Work out from averages
            </button>
          </>
        )}
        {problem && (
          <p className="alert alert-warning" role="alert">
            {problem}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
            Save handicaps
          </button>
        </div>
      </form>
    </details>
  );
}
