import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAYER_PRACTICE_ROUTES } from '@darts/core/contract/routes/playerPractice';
import { call, commandTo } from '#web/api/client';
import { playerFiguresQuery } from './queries';

/*
 * The player's own choice to count their shared practice in their figures (decision 062): shown
 * only to the signed-in account that plays as the player (its e-mail address is theirs in a squad).
 * A lazy chunk that visitors never load; it uses only what the page has already loaded, so the
 * page carries no list of further files for it.
 */

const practiceKey = (id: string) => ['player', 'practice', id] as const;

export function PracticeChoice({ id }: { id: string }) {
  const inputId = useId();
  const client = useQueryClient();
  const state = useQuery({
    queryKey: practiceKey(id),
    queryFn: () => call(PLAYER_PRACTICE_ROUTES.get, { params: { id } }),
    meta: { handlesErrors: true },
  });
  // The choice being saved, shown at once (the switch moves under the finger), undone if refused.
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!state.data?.linked) return null;

  const choose = async (counted: boolean) => {
    setPending(counted);
    setError(null);
    try {
      const answer = await commandTo(PLAYER_PRACTICE_ROUTES.set, { params: { id }, body: { counted } });
      if (answer.result) client.setQueryData(practiceKey(id), answer.result);
      // The figures with (or without) the practice.
      await client.invalidateQueries({ queryKey: playerFiguresQuery(id).queryKey });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="mb-3" aria-label="Your practice">
      <div className="form-check form-switch">
        <input
          id={inputId}
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={pending ?? state.data.counted}
          disabled={pending !== null}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => void choose(e.target.checked)}
        />
        <label className="form-check-label" htmlFor={inputId}>
          Count my shared practice matches in my figures
        </label>
      </div>
      <p id={`${inputId}-hint`} className="small text-secondary mb-0">
        Practice matches you save and share while signed in show here as Practice, beside the league’s; never
        in the leaderboards, and without your opponents’ names.
      </p>
      {/* Inline rather than SaveError: SaveError here would add about 20 B to every page's list of
          files (and 0.2 kB to the player page), which the live superleague and TV pages cannot hold. */}
      {error && (
        <p className="alert alert-danger my-1 py-1" role="alert">
          Could not change this: {error}
        </p>
      )}
    </section>
  );
}
