import type { ReactNode } from 'react';

/* A tournament's rounds as a stream shows them (TournamentOverlay.tsx, FormatOverlay.tsx): columns of matches. */

/** What the sheet part of a tournament's overlay shows, and the winner for its lower third. */
export interface TournamentView {
  content: ReactNode;
  /** The text size (vh) that fits the content. */
  size: number;
  winner: string | null;
}

export interface OverlaySide {
  name: string;
  /** Legs won, once entered. */
  score: number | null;
  won: boolean;
}

export interface OverlayMatch {
  key: string;
  /** The match's name on the sheet (M3, W1-2), which "winner(M3)" and "Winner of W1-2" name. */
  id: string | null;
  a: OverlaySide;
  b: OverlaySide;
}

export interface OverlayColumn {
  title: string;
  matches: OverlayMatch[];
}

/** The text size (vh) that fits `lines` lines (ems) in the sheet's 80vh, at most 3.2vh (readable at 1080p). */
export const overlayTextSize = (lines: number) => Math.min(3.2, 78 / Math.max(1, lines));

/** The lines (ems) of the longest column: its heading, then each match's two sides and a gap. */
export const columnLines = (columns: readonly OverlayColumn[]) =>
  Math.max(0, ...columns.map((column) => 1.5 + column.matches.length * 3.3));

function Side({ side }: { side: OverlaySide }) {
  return (
    <div className={side.won ? 'overlay-side overlay-won' : 'overlay-side'}>
      <span className="overlay-side-name">{side.name}</span>
      <span className="overlay-side-score">{side.score ?? ''}</span>
    </div>
  );
}

/** The columns side by side, each a round (or a format's section) with its matches spread down it. */
export function OverlayRounds({ columns }: { columns: readonly OverlayColumn[] }) {
  return (
    <div className="overlay-rounds">
      {columns.map((column) => (
        <section key={column.title} className="overlay-round" aria-label={column.title}>
          <h2 className="overlay-round-name">{column.title}</h2>
          <ol className="overlay-matches">
            {column.matches.map((match) => (
              <li key={match.key} className="overlay-match">
                <span className="overlay-match-id">{match.id ?? ''}</span>
                <Side side={match.a} />
                <Side side={match.b} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
