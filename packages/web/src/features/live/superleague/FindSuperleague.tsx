import { useEffect, useRef, useState } from 'react';
import {
  findingSuperleague,
  foundSuperleague,
  NO_SUPERLEAGUE_DIVISIONS,
  noSuperleagueTournaments,
  seasonIdsOn,
  superleagueBoardsSearch,
  superleagueDivisionIds,
  tournamentIdsOn,
} from '@darts/core/live/superleagueFinder';
import { divisionApi } from '#web/api/division';
import { seasonApi } from '#web/api/season';
import { useNavigate } from '#web/routing/location';
import { today } from '#web/features/site/today';

/**
 * `/live/superleague` without ids: finds the date's tournaments in the superleague divisions
 * (those of `divisions`, ids or names, when given) of every season holding the date, and swaps the
 * address for one with their ids.
 */
export function FindSuperleague({
  date: asked,
  divisions: wanted = [],
}: {
  /** The date to search (`?date=`), today when null. */
  date: string | null;
  divisions?: string[];
}) {
  const date = asked ?? today();
  const navigate = useNavigate();
  const go = useRef(navigate);
  useEffect(() => {
    go.current = navigate;
  });
  const [message, setMessage] = useState(findingSuperleague(date));
  const [failed, setFailed] = useState(false);
  // A stable value for the effect: a new array each render must not restart the search.
  const wantedKey = wanted.join('\n');

  useEffect(() => {
    let stopped = false;
    const show = (text: string, failure: boolean) => {
      if (stopped) return;
      setMessage(text);
      setFailed(failure);
    };
    show(findingSuperleague(date), false);
    void (async () => {
      const [divisions, seasons] = await Promise.all([divisionApi.list(), seasonApi.list()]);
      const divisionIds = superleagueDivisionIds(divisions, wantedKey ? wantedKey.split('\n') : []);
      if (divisionIds.length === 0) return show(NO_SUPERLEAGUE_DIVISIONS, true);
      // Overlapping seasons may each hold the date: every one is asked.
      const answers = await Promise.all(
        seasonIdsOn(seasons ?? [], date).map((seasonId) => divisionApi.data({ divisionIds, seasonId })),
      );
      const ids = tournamentIdsOn(
        answers.flatMap((data) => data?.fixtures ?? []),
        date,
      );
      if (ids.length === 0) return show(noSuperleagueTournaments(date), true);
      show(foundSuperleague(ids.length, date), false);
      if (!stopped) go.current(`/live/superleague${superleagueBoardsSearch(date, ids)}`, { replace: true });
    })().catch((error: unknown) => show(error instanceof Error ? error.message : String(error), true));
    return () => {
      stopped = true;
    };
  }, [date, wantedKey]);

  return (
    <p className={`p-3 ${failed ? 'text-danger' : ''}`} role={failed ? 'alert' : 'status'}>
      {message}
    </p>
  );
}
