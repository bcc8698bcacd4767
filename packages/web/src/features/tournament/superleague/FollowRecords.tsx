import { FollowSayg } from '#web/features/live/FollowSayg';

/** Follows every recorded match of the night, so the log, summary and report change as darts are thrown. */
export function FollowRecords({ ids }: { ids: string[] }) {
  return ids.map((id) => <FollowSayg key={id} id={id} />);
}
