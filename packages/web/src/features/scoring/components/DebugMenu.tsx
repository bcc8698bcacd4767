import { currentLeg, settle } from '@darts/core/scoring/progress';
import type { DebugOptionsProps } from '../DebugOptions';
import { sideName } from './names';
import { Icon, InfoIcon } from '#web/components/icons';

/**
 * What a scorer with showDebugOptions can look at while scoring: the record's id, the leg in play
 * and its player sequence, who throws, the match's best of and starting score.
 */
export function DebugMenu({ id, record: given }: DebugOptionsProps) {
  // As the screen shows it (the first leg is made when the match starts).
  const record = settle(given);
  const current = currentLeg(record);
  const names = { home: record.yourName, away: record.opponentName ?? null };
  const sequence = current?.leg.playerSequence ?? [];
  const toThrow = current?.leg.currentThrow;
  return (
    <details className="sayg-debug">
      <summary className="btn btn-sm btn-outline-secondary">
        <Icon of={InfoIcon} /> Debug options
      </summary>
      <dl className="small mb-0 mt-1">
        <dt>Id</dt>
        <dd>
          <code>{id ?? 'not saved yet'}</code>
        </dd>
        <dt>Leg</dt>
        <dd>{current ? Number(current.key) + 1 : 'none: the match is over'}</dd>
        <dt>Player sequence</dt>
        <dd>{sequence.length ? sequence.map((p) => p.text || p.value).join(', then ') : 'not chosen yet'}</dd>
        <dt>To throw</dt>
        <dd>{toThrow ? sideName(names, toThrow) : 'nobody'}</dd>
        <dt>Best of</dt>
        <dd>{record.numberOfLegs}</dd>
        <dt>Starting score</dt>
        <dd>{record.startingScore}</dd>
      </dl>
    </details>
  );
}
