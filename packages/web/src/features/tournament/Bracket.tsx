import { useEffect, useRef, type CSSProperties } from 'react';
import type { BracketLayout, BracketMatch, BracketSlot } from '@darts/core/tournament/index';
import type { TournamentDto } from '#web/api/tournament';
import { SideName } from './SideName';
import type { SheetAccess } from './TournamentSheet';
import { printZoom, WIGGLE_OFFSETS, WIGGLE_STEP_MS } from './sheetLayout';

export interface MatchPlace {
  roundIndex: number;
  matchIndex: number;
}

interface Props {
  tournament: TournamentDto;
  layout: BracketLayout;
  access: SheetAccess;
  onEdit: (place: MatchPlace) => void;
  onScore: (place: MatchPlace) => void;
}

/** Hints that the bracket scrolls sideways: out and back in 10 ms steps, once, on first load. */
function useWiggle(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || element.scrollWidth <= element.clientWidth) return undefined;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    const timers = WIGGLE_OFFSETS.map((offset, step) =>
      window.setTimeout(() => element.scrollTo({ left: offset }), (step + 1) * WIGGLE_STEP_MS),
    );
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [ref]);
}

function Slot({
  slot,
  score,
  won,
  tournament,
  link,
}: {
  slot: BracketSlot;
  score: number | null;
  won: boolean;
  tournament: TournamentDto;
  link: boolean;
}) {
  const side = slot.kind === 'empty' ? null : slot.side;
  const label = slot.kind === 'empty' ? null : slot.label;
  return (
    <div className={`bracket-slot${won ? ' bracket-won' : ''}`}>
      <span className="bracket-label">{label ?? ''}</span>
      <span className="bracket-name">
        {side ? (
          <SideName
            side={side}
            link={link}
            divisionId={tournament.divisionId}
            seasonId={tournament.seasonId}
          />
        ) : slot.kind === 'winner' ? (
          <span className="text-body-secondary">{slot.placeholder}</span>
        ) : (
          <span className="text-body-secondary">&nbsp;</span>
        )}
      </span>
      <span className="bracket-score">{score ?? ''}</span>
    </div>
  );
}

function MatchBox({
  match,
  place,
  tournament,
  access,
  onEdit,
  onScore,
}: {
  match: BracketMatch;
  place: MatchPlace;
  tournament: TournamentDto;
  access: SheetAccess;
  onEdit: Props['onEdit'];
  onScore: Props['onScore'];
}) {
  const saved = match.match;
  const name = match.mnemonic ?? `match ${place.matchIndex + 1}`;
  const playable = saved && saved.sideA && saved.sideB;
  return (
    <li className="bracket-match" data-mnemonic={match.mnemonic ?? undefined}>
      <div className="bracket-meta">
        <span>{match.mnemonic}</span>
        {match.onTheNight !== null && <span title="On the night">#{match.onTheNight}</span>}
      </div>
      <Slot
        slot={match.sideA}
        score={match.scoreA}
        won={match.winner === 'sideA'}
        tournament={tournament}
        link={!access.results}
      />
      <Slot
        slot={match.sideB}
        score={match.scoreB}
        won={match.winner === 'sideB'}
        tournament={tournament}
        link={!access.results}
      />
      <div className="bracket-actions d-print-none">
        {access.results && (
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            aria-label={`Edit ${name}`}
            onClick={() => onEdit(place)}
          >
            ✏️ Edit
          </button>
        )}
        {access.score && playable && (
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            aria-label={`Score ${name}`}
            onClick={() => onScore(place)}
          >
            ▶ Score
          </button>
        )}
        {saved?.saygId && (
          <a
            className="btn btn-link btn-sm p-0"
            href={`/live/match?id=${saved.saygId}`}
            aria-label={`Watch ${name}`}
          >
            📺 Watch
          </a>
        )}
      </div>
    </li>
  );
}

/** The rounds side by side (spec 3 section 2), scrolled sideways on a phone, on one landscape page in print. */
export function Bracket({ tournament, layout, access, onEdit, onScore }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useWiggle(ref);
  const style = { '--print-zoom': printZoom(layout) } as CSSProperties;
  if (layout.rounds.length === 0) {
    return (
      <div className="tournament-bracket-empty text-body-secondary" ref={ref}>
        Add at least two sides to make the bracket.
      </div>
    );
  }
  return (
    <div className="tournament-bracket" ref={ref} style={style} data-testid="bracket">
      {layout.rounds.map((round, roundIndex) => (
        <section key={roundIndex} className="bracket-round" aria-label={round.name}>
          <h2 className="bracket-round-name">{round.name}</h2>
          <ol className="bracket-matches">
            {round.matches.map((match, matchIndex) => (
              <MatchBox
                key={matchIndex}
                match={match}
                place={{ roundIndex, matchIndex }}
                tournament={tournament}
                access={access}
                onEdit={onEdit}
                onScore={onScore}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
