import { useState } from 'react';
import type { Division } from '@darts/core/contract/division';
import type { Season } from '@darts/core/contract/season';
import { lazyComponent } from '#web/components/lazyComponent';

const DivisionDialog = lazyComponent(async () => (await import('./DivisionDialog')).DivisionDialog);
const SeasonDialog = lazyComponent(async () => (await import('./SeasonDialog')).SeasonDialog);

/*
 * The selector bar's buttons for managers of seasons and divisions, with their dialogs: loaded
 * for those managers only, so visitors' first load of a division stays small (docs/decisions/012).
 */

/** 'Edit season' (when one is shown) and 'Add season'. */
export function SeasonActions({ season }: { season: Season | null }) {
  const [editing, setEditing] = useState<{ season: Season | null } | null>(null);
  return (
    <>
      {season && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => setEditing({ season })}
        >
          Edit season
        </button>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => setEditing({ season: null })}
      >
        Add season
      </button>
      {editing && <SeasonDialog season={editing.season} onClose={() => setEditing(null)} />}
    </>
  );
}

/** 'Edit division' (when one division is shown) and 'Add division'. */
export function DivisionActions({ division }: { division: Division | null }) {
  const [editing, setEditing] = useState<{ division: Division | null } | null>(null);
  return (
    <>
      {division && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => setEditing({ division })}
        >
          Edit division
        </button>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => setEditing({ division: null })}
      >
        Add division
      </button>
      {editing && <DivisionDialog division={editing.division} onClose={() => setEditing(null)} />}
    </>
  );
}
