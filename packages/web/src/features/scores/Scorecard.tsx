import type { Account } from '@darts/core/contract/account';
import type { Game, GamePlayer } from '@darts/core/contract/game';
import type { Side } from '@darts/core/scorecard/card';
import { FixtureDetails } from './FixtureDetails';
import { FixtureTabs } from './FixtureTabs';
import type { AccessLevel } from './model';
import { ScorecardAccolades } from './ScorecardAccolades';
import { ScorecardDialogs } from './ScorecardDialogs';
import { ScorecardHeading } from './ScorecardHeading';
import { ScorecardMatches } from './ScorecardMatches';
import { useScorecardEditor } from './useScorecardEditor';

export interface ScorecardProps {
  game: Game;
  access: AccessLevel;
  clerkSide: Side | null;
  canManageGames: boolean;
  homePlayers: readonly GamePlayer[];
  awayPlayers: readonly GamePlayer[];
  /** The signed-in account (photos). */
  account?: Account | null;
  /** The server's messages after a save (the fixture is then read again). */
  onSaved?: (messages: readonly string[]) => void;
}

/**
 * The fixture scorecard: the eight matches, man of the match, 180s,
 * hi-checks and the fixture's details, edited locally and saved with PUT /api/Scores/{id}.
 */
export function Scorecard({
  game,
  access,
  clerkSide,
  canManageGames,
  homePlayers,
  awayPlayers,
  account = null,
  onSaved,
}: ScorecardProps) {
  const editor = useScorecardEditor({ game, access, homePlayers, awayPlayers, account, onSaved });
  const { card, setCard, mayEdit, editable } = editor;
  const empty = access === 'readonly' && game.matches.length === 0;
  const momSides: Side[] =
    access === 'admin' ? ['home', 'away'] : access === 'clerk' && clerkSide ? [clerkSide] : [];

  return (
    <div className="p-3">
      <FixtureTabs game={game} date={card.date} />
      <ScorecardHeading game={game} access={access} clerkSide={clerkSide} account={account} editor={editor} />

      {empty ? (
        <p>No scores, yet</p>
      ) : (
        <ScorecardMatches
          game={game}
          homePlayers={homePlayers}
          awayPlayers={awayPlayers}
          mayAddPlayers={account?.access.managePlayers === true}
          editor={editor}
        />
      )}

      <ScorecardAccolades momSides={momSides} empty={empty} editor={editor} />
      <ScorecardDialogs game={game} editor={editor} />

      {canManageGames && mayEdit && <FixtureDetails card={card} disabled={!editable} onChange={setCard} />}

      {mayEdit && (
        <button type="button" className="btn btn-primary" disabled={!editable} onClick={editor.save}>
          {editor.saving ? 'Saving...' : 'Save'}
        </button>
      )}
    </div>
  );
}
