import type { ReactNode } from 'react';
import type { LegSequenceOptions } from '@darts/core/scoring/match';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import type { FullScreenControl } from './useFullScreen';

/**
 * The contract of `<SaygScreen>`, the leg scoring screen used by practice, fixture,
 * tournament and superleague scoring. The component holds no copy of the match: every change
 * goes out through a handler and comes back in `record`. All rules are core's
 * (`@darts/core/scoring`); records handed out are settled (scores, legs won and whose turn it is
 * recomputed from the throws).
 */
export interface SaygScreenProps<T extends SaygState = SaygState> {
  /** The match: names, starting score, number of legs and the legs so far. */
  record: T;
  /** A starter chosen, a visit (bust included), a checkout, or the last visit undone. */
  onChange(record: T): void;
  /**
   * A recorded visit edited (any leg), from the edit-throw dialog. Supplying this handler is what
   * enables editing throws.
   */
  onLegChange?(record: T, legKey: string): void;
  /** A 180 was scored (not on edits). */
  on180?(side: SideKey, record: T): void;
  /** A checkout of 100 or more (not on edits). */
  onHiCheck?(side: SideKey, score: number, record: T): void;
  /** A leg was won. */
  onLegComplete?(legKey: string, winner: SideKey, record: T): void;
  /** The match is over (winner null when level after every leg, or single player). */
  onMatchFinished?(winner: SideKey | null, record: T): void;
  /** Spectators: scores and statistics only, no keypad or editing. */
  readOnly?: boolean;
  /** Who throws first in legs whose starter is not played for (else the screen asks). */
  sequences?: LegSequenceOptions;
  /**
   * After a visit that could have finished, ask how many darts went at a double (the league's
   * AskDartsAtDouble setting, decision 057). Off unless given.
   */
  askDartsAtDouble?: boolean;
  /** Full names instead of first names. */
  fullNames?: boolean;
  /** Full screen of a larger element (the page); by default the component's own root. */
  fullScreen?: FullScreenControl;
  /** Extra controls for the toolbar (a sync badge, a share button ...). */
  toolbar?: ReactNode;
}
