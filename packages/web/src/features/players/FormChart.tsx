import { useId } from 'react';
import type { PlayerFiguresDto } from '@darts/core/contract/playerFigures';
import { formatAverage } from '@darts/core/scoring/statistics';

type Match = PlayerFiguresDto['matches'][number];

const WIDTH = 320;
const HEIGHT = 150;
const PAD = 24;

/**
 * The form: each match's 3-dart average (a dot) and the rolling average (a line), oldest on the
 * left. Drawn to the phone's width; what it shows is said in words for a screen reader, and the
 * last ten results below it are its text alternative.
 */
export function FormChart({ matches }: { matches: readonly Match[] }) {
  const id = useId();
  const shown = matches.filter((m) => m.average3 !== null);
  if (shown.length < 2) return null;
  const values = shown.flatMap((m) => [m.average3 ?? 0, m.rolling ?? 0]);
  const low = Math.max(0, Math.floor(Math.min(...values) / 10) * 10);
  const high = Math.ceil(Math.max(...values) / 10) * 10 || 10;
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / (shown.length - 1);
  const y = (v: number) => HEIGHT - PAD - ((v - low) * (HEIGHT - 2 * PAD)) / Math.max(1, high - low);
  const rolling = shown.map((m, i) => `${x(i).toFixed(1)},${y(m.rolling ?? 0).toFixed(1)}`).join(' ');
  const last = shown.at(-1)!;
  const summary =
    `3-dart average in ${shown.length} matches, from ${formatAverage(shown[0]!.average3)} in the first ` +
    `to ${formatAverage(last.average3)} in the latest; the rolling average is now ${formatAverage(last.rolling)}.`;
  return (
    <figure className="player-form">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>Form</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[low, high].map((v) => (
          <g key={v}>
            <line x1={PAD} x2={WIDTH - PAD} y1={y(v)} y2={y(v)} className="player-form-grid" />
            <text x={2} y={y(v) + 4} className="player-form-label">
              {v}
            </text>
          </g>
        ))}
        <polyline points={rolling} className="player-form-rolling" fill="none" />
        {shown.map((m, i) => (
          <circle
            key={`${m.saygId} ${i}`}
            cx={x(i)}
            cy={y(m.average3 ?? 0)}
            r={3}
            className={`player-form-${m.result}`}
          />
        ))}
      </svg>
      <figcaption className="small text-secondary">
        Dots: each match’s 3-dart average (filled when won). Line: the average over the last five matches.
      </figcaption>
    </figure>
  );
}
