import type { BoardCall } from '@darts/core/venue/boards';

/**
 * The call list: which match each board has (the server gives ready matches to free boards as
 * results come in, core venue/boards.ts). Everyone sees it, the TV too: a tournament's and a
 * fixture night's alike. `match` names a match ("Smith v Jones"); a call it cannot name is left out.
 */
export function CallList({
  calls,
  match,
}: {
  calls: readonly Pick<BoardCall, 'boardId' | 'matchId'>[];
  match: (id: string) => string | null;
}) {
  const named = calls.flatMap((call) => {
    const name = match(call.matchId);
    return name === null ? [] : [{ ...call, name }];
  });
  if (!named.length) return null;
  return (
    <section className="format-section" aria-label="Call list">
      <h2 className="h6 mt-3">Called to the boards</h2>
      <ul className="list-unstyled format-calls">
        {named.map((call) => (
          <li key={call.boardId}>
            <strong>{call.boardId}:</strong> {call.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
