import { memo } from 'react';
import type { PlayingSide } from '@darts/core/tournament/index';
import type { TournamentDto } from '#web/api/tournament';
import { SideName } from './SideName';
import { Icon, AddIcon } from '#web/components/icons';

/** The 'Playing' list: every side with its label; no-shows struck through; seeds marked. */
export const PlayingList = memo(function PlayingList({
  tournament,
  sides,
  editable,
  onEdit,
}: {
  tournament: TournamentDto;
  sides: readonly PlayingSide[];
  editable: boolean;
  onEdit: (sideId: string | null) => void;
}) {
  return (
    <div className="tournament-box" role="region" aria-label="Playing">
      <h2 className="h6">Playing</h2>
      {sides.length === 0 && <p className="small text-body-secondary mb-1">No sides yet</p>}
      <ol className="list-unstyled mb-1 tournament-sides">
        {sides.map(({ side, label }) => (
          <li key={side.id} className={side.noShow ? 'text-decoration-line-through text-body-secondary' : ''}>
            <span className="bracket-label">{label ?? ''}</span>{' '}
            {editable ? (
              <button
                type="button"
                className="btn btn-link btn-sm p-0 text-start"
                onClick={() => onEdit(side.id)}
              >
                {side.name}
              </button>
            ) : (
              <SideName side={side} link divisionId={tournament.divisionId} seasonId={tournament.seasonId} />
            )}
            {side.seeded && <span className="badge text-bg-info ms-1">seed</span>}
            {side.noShow && <span className="visually-hidden"> (no show)</span>}
          </li>
        ))}
      </ol>
      {editable && (
        <button type="button" className="btn btn-sm btn-primary d-print-none" onClick={() => onEdit(null)}>
          <Icon of={AddIcon} /> Add side
        </button>
      )}
    </div>
  );
});
