import { today } from '../today';
import { FindSuperleague } from './FindSuperleague';
import { SuperleagueBoards } from './SuperleagueBoards';

/**
 * `/live/superleague`: the boards of the tournaments in the address, or, without ids, the date's
 * tournaments found first (today's when the address names no date). Loaded only on this address, so the live match page stays small
 * (docs/decisions/012).
 */
export function SuperleagueLive({ ids, date }: { ids: string[]; date: string | null }) {
  if (ids.length > 0) return <SuperleagueBoards ids={ids} />;
  return <FindSuperleague date={date || today()} />;
}
