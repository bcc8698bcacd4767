import { memo, useEffect, useRef, type CSSProperties } from 'react';
import type { BracketLayout, BracketMatch, BracketSlot } from '@darts/core/tournament/index';
import type { TournamentDto } from '#web/api/tournament';
import { SideName } from './SideName';
import type { SheetAccess } from './sheetAccess';
import { printZoom, WIGGLE_OFFSETS } from './sheetLayout';
import { Icon, DeleteIcon, EditIcon, ScoreIcon, TvIcon } from '#web/components/icons';

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
  /** Deletes the match's leg-by-leg record (recordScoresAsYouGo). */
  onDeleteRecord: (place: MatchPlace) => void;
}

/**
 * Hints that the bracket scrolls sideways: out and back, one step per painted frame, once, as soon
 * as the bracket first overflows its box (its styles or fonts can arrive after the first paint).
 * One step per frame, not per timer: on a busy phone timers bunch up and a wiggle run by them can
 * finish between two paints, so nobody sees it.
 */
function useWiggle(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    let frame = 0;
    let observer: ResizeObserver | null = null;
    let started = false;
    const step = (index: number) => {
      const element = ref.current;
      if (!element || index >= WIGGLE_OFFSETS.length) return;
      element.scrollTo({ left: WIGGLE_OFFSETS[index], behavior: 'instant' });
      frame = window.requestAnimationFrame(() => step(index + 1));
    };
    const wiggleIfScrolls = () => {
      const element = ref.current;
      if (started || !element || element.scrollWidth <= element.clientWidth) return;
      started = true;
      observer?.disconnect();
      frame = window.requestAnimationFrame(() => step(0));
    };
    frame = window.requestAnimationFrame(() => {
      const element = ref.current;
      if (element && typeof ResizeObserver !== 'undefined') {
        // Called once at once with the current size, then on every change until the bracket overflows.
        observer = new ResizeObserver(wiggleIfScrolls);
        observer.observe(element);
        if (element.firstElementChild) observer.observe(element.firstElementChild);
      } else wiggleIfScrolls();
    });
    return () => {
      window.cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [ref]);
}

interface SideLinks {
  /** Visitors' names link to the team or player. */
  link: boolean;
  divisionId: string | null;
  seasonId: string;
}

function Slot({
  slot,
  score,
  won,
  links,
}: {
  slot: BracketSlot;
  score: number | null;
  won: boolean;
  links: SideLinks;
}) {
  const side = slot.kind === 'empty' ? null : slot.side;
  const label = slot.kind === 'empty' ? null : slot.label;
  return (
    <div className={`bracket-slot${won ? ' bracket-won' : ''}`}>
      <span className="bracket-label">{label ?? ''}</span>
      <span className="bracket-name">
        {side ? (
          <SideName side={side} link={links.link} divisionId={links.divisionId} seasonId={links.seasonId} />
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

interface MatchBoxProps extends SideLinks {
  match: BracketMatch;
  roundIndex: number;
  matchIndex: number;
  results: boolean;
  score: boolean;
  onEdit: Props['onEdit'];
  onScore: Props['onScore'];
  onDeleteRecord: Props['onDeleteRecord'];
}

/** What a match box shows, as text: a box re-renders only when this (or its other props) change. */
function shown(match: BracketMatch): string {
  return JSON.stringify(match);
}

function sameBox(a: MatchBoxProps, b: MatchBoxProps): boolean {
  return (
    a.roundIndex === b.roundIndex &&
    a.matchIndex === b.matchIndex &&
    a.results === b.results &&
    a.score === b.score &&
    a.link === b.link &&
    a.divisionId === b.divisionId &&
    a.seasonId === b.seasonId &&
    a.onEdit === b.onEdit &&
    a.onScore === b.onScore &&
    a.onDeleteRecord === b.onDeleteRecord &&
    (a.match === b.match || shown(a.match) === shown(b.match))
  );
}

const MatchBox = memo(function MatchBox(props: MatchBoxProps) {
  const { match, roundIndex, matchIndex, results, score, onEdit, onScore, onDeleteRecord } = props;
  const place = { roundIndex, matchIndex };
  const saved = match.match;
  const name = match.mnemonic ?? `match ${matchIndex + 1}`;
  const playable = saved && saved.sideA && saved.sideB;
  return (
    <li className="bracket-match" data-mnemonic={match.mnemonic ?? undefined}>
      <div className="bracket-meta">
        <span>{match.mnemonic}</span>
        {match.onTheNight !== null && <span title="On the night">#{match.onTheNight}</span>}
      </div>
      <Slot slot={match.sideA} score={match.scoreA} won={match.winner === 'sideA'} links={props} />
      <Slot slot={match.sideB} score={match.scoreB} won={match.winner === 'sideB'} links={props} />
      <div className="bracket-actions d-print-none">
        {results && (
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            aria-label={`Edit ${name}`}
            onClick={() => onEdit(place)}
          >
            <Icon of={EditIcon} /> Edit
          </button>
        )}
        {score && playable && (
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            aria-label={`Score ${name}`}
            onClick={() => onScore(place)}
          >
            <Icon of={ScoreIcon} /> Score
          </button>
        )}
        {saved?.saygId && (
          <a
            className="btn btn-link btn-sm p-0"
            href={`/live/match?id=${saved.saygId}`}
            aria-label={`Watch ${name}`}
          >
            <Icon of={TvIcon} /> Watch
          </a>
        )}
        {score && saved?.saygId && (
          <button
            type="button"
            className="btn btn-link btn-sm p-0 text-danger"
            aria-label={`Delete the leg-by-leg record of ${name}`}
            onClick={() => onDeleteRecord(place)}
          >
            <Icon of={DeleteIcon} /> Record
          </button>
        )}
      </div>
    </li>
  );
}, sameBox);

/**
 * The rounds side by side, scrolled sideways on a phone, on one landscape page
 * in print. Boxes are memoised: a change re-renders only the matches it changes (bench/tournament).
 */
export function Bracket({ tournament, layout, access, onEdit, onScore, onDeleteRecord }: Props) {
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
                roundIndex={roundIndex}
                matchIndex={matchIndex}
                results={access.results}
                score={access.score}
                link={!access.results}
                divisionId={tournament.divisionId}
                seasonId={tournament.seasonId}
                onEdit={onEdit}
                onScore={onScore}
                onDeleteRecord={onDeleteRecord}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
