import type { ThrowOutcome } from '@darts/core/scoring/visit';

/** Class names for a visit: 100+ highlighted, 180 bold, a bust struck through. */
export function throwClasses(outcome: Pick<ThrowOutcome, 'score' | 'bust'>): string {
  const classes = ['sayg-throw'];
  if (outcome.score >= 100) classes.push('sayg-ton');
  if (outcome.score === 180) classes.push('fw-bold', 'sayg-180');
  if (outcome.bust) classes.push('text-decoration-line-through', 'sayg-bust');
  return classes.join(' ');
}

export interface ThrowScoreProps {
  outcome: Pick<ThrowOutcome, 'score' | 'bust'>;
  /** Makes the score a button that edits the visit; its accessible name describes the visit. */
  onEdit?: () => void;
  editLabel?: string;
}

/** One visit's score, styled; a button when it can be edited. */
export function ThrowScore({ outcome, onEdit, editLabel }: ThrowScoreProps) {
  const text = (
    <>
      {outcome.score}
      {outcome.bust && <span className="visually-hidden"> (bust)</span>}
    </>
  );
  if (!onEdit) return <span className={throwClasses(outcome)}>{text}</span>;
  return (
    <button
      type="button"
      className={`btn btn-link p-0 sayg-edit ${throwClasses(outcome)}`}
      aria-label={editLabel}
      onClick={onEdit}
    >
      {text}
    </button>
  );
}
