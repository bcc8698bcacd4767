import type { Division } from '@darts/core/contract/division';
import type { Season } from '@darts/core/contract/season';
import { lazyComponent } from '#web/components/lazyComponent';
import { EditAndAddButtons } from './ManageButtons';

const DivisionDialog = lazyComponent(async () => (await import('./DivisionDialog')).DivisionDialog);
const SeasonDialog = lazyComponent(async () => (await import('./SeasonDialog')).SeasonDialog);

/*
 * The selector bar's buttons for managers of seasons and divisions, with their dialogs: loaded
 * for those managers only, so visitors' first load of a division stays small (docs/decisions/012).
 */

/** 'Edit season' (when one is shown) and 'Add season'. */
export function SeasonActions({ season }: { season: Season | null }) {
  return (
    <EditAndAddButtons
      noun="season"
      shown={season}
      dialog={(item, onClose) => <SeasonDialog season={item} onClose={onClose} />}
    />
  );
}

/** 'Edit division' (when one division is shown) and 'Add division'. */
export function DivisionActions({ division }: { division: Division | null }) {
  return (
    <EditAndAddButtons
      noun="division"
      shown={division}
      dialog={(item, onClose) => <DivisionDialog division={item} onClose={onClose} />}
    />
  );
}
