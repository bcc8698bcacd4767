import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { runningAverageSeries } from '@darts/core/scoring/runningAverage';
import { roundList } from '@darts/core/tournament/layout';
import { playersName } from '@darts/core/tournament/sides';
import type { TournamentSide } from '@darts/core/tournament/types';
import { RunningAverageChart } from '#web/components/chart/RunningAverageChart';
import { Spinner } from '#web/components/Spinner';
import { saygQuery } from '#web/features/scoring/queries';
import { tournamentQuery } from '#web/api/tournament';

const sideName = (side: TournamentSide | null) => (side ? side.name.trim() || playersName(side.players) : '');

function MatchChart({ saygId, home, away }: { saygId: string; home: string; away: string }) {
  const record = useQuery(saygQuery(saygId));
  const series = useMemo(() => (record.data ? runningAverageSeries(record.data) : null), [record.data]);
  const names = useMemo(() => ({ home, away }), [home, away]);
  if (record.isPending) return <Spinner small label={`Loading ${home} v ${away}`} />;
  if (!series) return null;
  return <RunningAverageChart series={series} names={names} title={`Running averages: ${home} v ${away}`} />;
}

function TournamentCharts({ id }: { id: string }) {
  const tournament = useQuery(tournamentQuery(id));
  if (tournament.isPending) return <Spinner small />;
  const t = tournament.data;
  if (!t) return null;
  const matches = roundList(t.round).flatMap((r) => r.matches.filter((m) => m.saygId));
  return (
    <section className="mb-3" aria-label={`Charts of ${t.host ?? t.type ?? ''} v ${t.opponent ?? ''}`}>
      <h3 className="h6">
        {t.host ?? t.type} v {t.opponent}
      </h3>
      {matches.length === 0 && <p className="text-body-secondary">No scored matches</p>}
      {matches.map((m) => (
        <div key={m.id}>
          <p className="mb-1">
            {sideName(m.sideA)} v {sideName(m.sideB)}
          </p>
          <MatchChart saygId={m.saygId!} home={sideName(m.sideA)} away={sideName(m.sideB)} />
        </div>
      ))}
    </section>
  );
}

/** Each scored match's running averages, tournament by tournament (loaded on demand). */
export function MatchCharts({ tournamentIds }: { tournamentIds: readonly string[] }) {
  return (
    <div>
      <h2 className="h5">Running averages</h2>
      {tournamentIds.map((id) => (
        <TournamentCharts key={id} id={id} />
      ))}
    </div>
  );
}
