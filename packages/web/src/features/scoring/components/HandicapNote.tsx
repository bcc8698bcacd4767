import type { LegsInHand, SideKey, SideStarts } from '@darts/core/scoring/types';

/** What each side of a handicapped match is given: its start, or the legs it has in hand. */
export function HandicapNote({
  starts,
  legsInHand,
  name,
}: {
  starts?: SideStarts | null | undefined;
  legsInHand?: LegsInHand | null | undefined;
  name: (side: SideKey) => string;
}) {
  const given = (['home', 'away'] as const).flatMap((side) => {
    if (starts) return [`${name(side)} from ${starts[side]}`];
    const inHand = legsInHand?.[side] ?? 0;
    return inHand ? [`${name(side)} ${inHand} in hand`] : [];
  });
  return <p className="small text-secondary text-center mb-1">Handicap: {given.join(', ')}</p>;
}
