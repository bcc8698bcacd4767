import { useEffect } from 'react';
import type { Account } from '@darts/core/contract/account';
import type { Fixture, FixturePlayer } from '@darts/core/contract/fixture';
import type { Side } from '@darts/core/scorecard/scorecard';
import { lazyComponent } from '#web/components/lazyComponent';
import type { AccessLevel } from './model';
import { useReadOnlyScorecard } from './readOnlyScorecard';
import { ScorecardView } from './ScorecardView';

export interface ScorecardProps {
  game: Fixture;
  access: AccessLevel;
  clerkSide: Side | null;
  canManageGames: boolean;
  homePlayers: readonly FixturePlayer[];
  awayPlayers: readonly FixturePlayer[];
  /** The signed-in account (photos). */
  account?: Account | null;
  /** The server's messages after a save (the fixture is then read again). */
  onSaved?: (messages: readonly string[]) => void;
}

// Clerks and administrators edit: their code (drafts, Save, leg by leg) loads for them only.
const EditableScorecard = lazyComponent(async () => (await import('./loaders')).loadEditableScorecard());

/** Starts fetching the editing code (for a signed-in account, before its access is known). */
export const preloadScorecardEditor = () => EditableScorecard.preload();

/**
 * The fixture scorecard: the eight matches, man of the match, 180s, hi-checks and the fixture's
 * details. A visitor with read-only access sees the card as read; others edit it locally and save
 * it with PUT /api/Scores/{id} (EditableScorecard).
 */
export function Scorecard(props: ScorecardProps) {
  if (props.access !== 'readonly') return <EditableScorecard {...props} />;
  return <ReadOnlyScorecard {...props} />;
}

function ReadOnlyScorecard(props: ScorecardProps) {
  const editor = useReadOnlyScorecard(props.game, props.homePlayers, props.awayPlayers);
  // Signed in: this account may edit other cards, whose code then is ready.
  const signedIn = props.account != null;
  useEffect(() => {
    if (signedIn) preloadScorecardEditor();
  }, [signedIn]);
  return <ScorecardView {...props} editor={editor} />;
}
