import { useLeagueView } from '../context';
import { Icon, StarIcon } from '#web/components/icons';

/** The favourite star toggle: only when the favourites feature is on. */
export function FavouriteStar({ teamId, teamName }: { teamId: string; teamName: string }) {
  const { favourites } = useLeagueView();
  if (!favourites.enabled) return null;
  const on = favourites.ids.includes(teamId);
  return (
    <button
      type="button"
      className="btn btn-link btn-sm p-0 ms-1 text-decoration-none d-print-none"
      aria-pressed={on}
      aria-label={`Favourite: ${teamName}`}
      title={on ? 'Remove from favourites' : 'Add to favourites'}
      onClick={() => favourites.toggle(teamId)}
    >
      <Icon of={StarIcon} filled={on} className={on ? 'text-warning' : undefined} />
    </button>
  );
}
