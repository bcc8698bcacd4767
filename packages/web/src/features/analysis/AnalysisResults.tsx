import {
  ANALYSIS_KINDS,
  ANALYSIS_TITLES,
  type AnalysisKind,
  type AnalysisResult,
  type PlayerCount,
  type ScoreCount,
} from '@darts/core/analysis/breakdowns';
import { scoreEmphasis } from '@darts/core/analysis/choices';

interface Props {
  result: AnalysisResult;
  /** Only these kinds and teams (empty: all). */
  kinds: readonly string[];
  teams: readonly string[];
  onOnlyKind(kind: AnalysisKind): void;
  onOnlyTeam(team: string): void;
}

function Score({ score }: { score: number }) {
  const { red, bold } = scoreEmphasis(score);
  const className = [red ? 'text-danger' : '', bold ? 'fw-bold' : ''].join(' ').trim();
  return <span className={className || undefined}>{score}</span>;
}

/** The result panels (Common scores, Common players, Best scores), one block per team. */
export function AnalysisResults({ result, kinds, teams, onOnlyKind, onOnlyTeam }: Props) {
  const shownKinds = ANALYSIS_KINDS.filter((k) => kinds.length === 0 || kinds.includes(k));
  return (
    <div className="row g-3">
      {shownKinds.map((kind) => {
        const byTeam = Object.entries(result[kind] as Record<string, (ScoreCount | PlayerCount)[]>).filter(
          ([team]) => teams.length === 0 || teams.includes(team),
        );
        return (
          <section key={kind} className="col-12 col-lg-4" aria-label={ANALYSIS_TITLES[kind]}>
            <div className="card h-100">
              <div className="card-header d-flex align-items-center justify-content-between gap-2">
                <h2 className="h5 mb-0">{ANALYSIS_TITLES[kind]}</h2>
                {shownKinds.length > 1 && (
                  <button type="button" className="btn btn-sm btn-link" onClick={() => onOnlyKind(kind)}>
                    Only {ANALYSIS_TITLES[kind].toLowerCase()}
                  </button>
                )}
              </div>
              <div className="card-body">
                {byTeam.length === 0 && <p className="text-body-secondary mb-0">No data</p>}
                {byTeam.map(([team, rows]) => (
                  <div key={team} className="mb-3">
                    <h3 className="h6 d-flex align-items-center gap-2">
                      {team}
                      {teams.length === 0 && (
                        <button
                          type="button"
                          className="btn btn-sm btn-link p-0"
                          onClick={() => onOnlyTeam(team)}
                        >
                          Only {team}
                        </button>
                      )}
                    </h3>
                    {rows.length === 0 ? (
                      <p className="text-body-secondary mb-0">None</p>
                    ) : (
                      <ol className="mb-0">
                        {rows.map((row) =>
                          'name' in row ? (
                            <li key={row.name}>
                              {row.name} <span className="text-body-secondary">× {row.value}</span>
                            </li>
                          ) : (
                            <li key={row.score}>
                              <Score score={row.score} />{' '}
                              <span className="text-body-secondary">× {row.number}</span>
                            </li>
                          ),
                        )}
                      </ol>
                    )}
                  </div>
                ))}
              </div>
            </div>
          </section>
        );
      })}
    </div>
  );
}
