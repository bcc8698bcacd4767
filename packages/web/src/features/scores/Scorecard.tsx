import { lazy, Suspense, useRef, useState } from 'react';
import type { Game, GameMatch, GamePlayer } from '@darts/core/contract/game';
import { matchOptionAt } from '@darts/core/scorecard/matchOptions';
import { unpublish, type Side } from '@darts/core/scorecard/card';
import {
  accept180s,
  acceptHiChecks,
  acceptManOfTheMatch,
  acceptMatch,
} from '@darts/core/scorecard/submissions';
import type { Account } from '@darts/core/contract/account';
import { GAME_PHOTO_ENDPOINTS } from '../photos/api';
import { PhotosButton } from '../photos/PhotosDialog';
import type { SaygState, SideKey } from '@darts/core/scoring/types';
import { HiChecks, OneEighties } from './Accolades';
import { FixtureDetails } from './FixtureDetails';
import { FixtureTabs } from './FixtureTabs';
import { ClerkHint, ManOfTheMatch, SubmissionsBar } from './CardSections';
import { with180, withHiCheck, withLegsWon, withMatch, withRecordLinked } from './cardUpdates';
import { browserStore } from '../sayg/sync/browserSync';
import { forgetSavedDrafts, legsToSave, newMatchRecord } from './matchRecord';
import { MatchRow, withPlayer } from './MatchRow';
import { formatDate } from '@darts/core/league/dates';
import { scoresRequest, submissionCard, type AccessLevel } from './model';
import { useSaveScoresMutation } from './mutations';
import { DraftNotice, useCardDraft } from './useCardDraft';

// Scoring and adding players are for some accounts only: their code loads when first opened.
const LegByLegDialog = lazy(async () => ({ default: (await import('./LegByLegDialog')).LegByLegDialog }));
const NewPlayerDialog = lazy(async () => ({ default: (await import('./NewPlayerDialog')).NewPlayerDialog }));

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

const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/**
 * The fixture scorecard (spec 2 "Fixture scorecard"): the eight matches, man of the match, 180s,
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
  // A clerk edits their submission only until the results are published.
  const mayEdit = access === 'admin' || (access === 'clerk' && !game.resultsPublished);
  const draft = useCardDraft(game, account?.id ?? null, mayEdit);
  const { card, setCard } = draft;
  const [photos, setPhotos] = useState(game.photos);
  // Matches scored leg by leg since the card was read, by index; Save sends those not synced yet.
  const [saygs, setSaygs] = useState<Record<number, SaygState>>({});
  const [legByLeg, setLegByLeg] = useState<number | null>(null);
  const [viewing, setViewing] = useState<Side | null>(null);
  // The player choice a new player is being added for (managePlayers).
  const [adding, setAdding] = useState<{ index: number; side: Side; place: number } | null>(null);
  // The matches whose legs the last Save carried (their records never reached the server).
  const sentLegs = useRef<number[]>([]);
  const save = useSaveScoresMutation(game.id, (messages) => {
    draft.saved();
    forgetSavedDrafts(browserStore(), game.id, sentLegs.current);
    onSaved?.(messages);
  });

  const submission =
    viewing === 'home' ? game.homeSubmission : viewing === 'away' ? game.awaySubmission : null;
  const shown = submission ? submissionCard(card, submission) : card;
  const editable = mayEdit && !submission && !save.isPending;
  const squadOf = (side: Side) => (side === 'home' ? homePlayers : awayPlayers);
  const allPlayers = [...homePlayers, ...awayPlayers];

  const setMatch = (index: number, match: GameMatch) => setCard((c) => withMatch(c, index, match));
  const mayScoreLegs = account?.access.recordScoresAsYouGo === true;
  const sidePlayers = (index: number, side: SideKey) => {
    const m = card.matches[index];
    return (side === 'home' ? m?.homePlayers : m?.awayPlayers) ?? [];
  };
  const legsChanged = (index: number, record: SaygState) => {
    setSaygs((s) => ({ ...s, [index]: record }));
    setCard((c) => withLegsWon(c, index, record));
  };

  const empty = access === 'readonly' && game.matches.length === 0;

  const momSides: Side[] =
    access === 'admin' ? ['home', 'away'] : access === 'clerk' && clerkSide ? [clerkSide] : [];

  return (
    <div className="p-3">
      <FixtureTabs game={game} date={card.date} />

      <div className="d-flex justify-content-between align-items-start gap-2">
        <h2 className="h4">
          {game.home.name} vs {game.away.name}
        </h2>
        <PhotosButton<Game>
          entityId={game.id}
          photos={photos}
          endpoints={GAME_PHOTO_ENDPOINTS}
          account={account}
          onChanged={(updated) => {
            setPhotos(updated.photos);
            // The server stamps the fixture (or keeps the clerk's submission token): save with it.
            setCard((c) => ({ ...c, updated: updated.updated }));
          }}
        />
      </div>
      <p className="text-body-secondary">
        {formatDate(card.date)} at {card.address}
        {card.postponed && <strong className="ms-2">Postponed</strong>}
        {card.isKnockout && <span className="badge text-bg-secondary ms-2">Qualifier</span>}
      </p>
      {access === 'admin' && (
        <SubmissionsBar
          game={game}
          viewing={viewing}
          onView={(side) => setViewing((v) => (v === side ? null : side))}
          onUnpublish={
            card.resultsPublished && submission === null ? () => setCard((c) => unpublish(c)) : undefined
          }
          unpublishShown={card.resultsPublished}
        />
      )}
      {access === 'clerk' && clerkSide && <ClerkHint game={game} side={clerkSide} />}
      <DraftNotice draft={draft} />
      {submission && (
        <div className="alert alert-info" role="status">
          Viewing the {viewing} submission{submission.editor ? ` by ${submission.editor}` : ''}. Editing and
          saving are disabled.
        </div>
      )}

      {empty ? (
        <p>No scores, yet</p>
      ) : (
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">Match</th>
              <th scope="col">{game.home.name}</th>
              <th scope="col" colSpan={3} className="text-center">
                Score
              </th>
              <th scope="col">{game.away.name}</th>
              {submission && <th scope="col" />}
            </tr>
          </thead>
          <tbody>
            {shown.matches.map((_, index) => {
              const option = matchOptionAt(shown.matchOptions, index, shown.isKnockout);
              if (option.playerCount === 0) return null;
              return (
                <MatchRow
                  key={index}
                  card={shown}
                  index={index}
                  option={option}
                  homePlayers={homePlayers}
                  awayPlayers={awayPlayers}
                  editable={editable}
                  onChange={(m) => setMatch(index, m)}
                  onAddPlayer={
                    editable && account?.access.managePlayers
                      ? (side, place) => setAdding({ index, side, place })
                      : undefined
                  }
                  onAccept={submission ? () => setCard((c) => acceptMatch(c, submission, index)) : undefined}
                  onScoreLegs={
                    editable &&
                    mayScoreLegs &&
                    sidePlayers(index, 'home').length === option.playerCount &&
                    sidePlayers(index, 'away').length === option.playerCount
                      ? () => setLegByLeg(index)
                      : undefined
                  }
                />
              );
            })}
          </tbody>
        </table>
      )}

      {momSides.length > 0 && (
        <ManOfTheMatch
          card={shown}
          sides={momSides}
          candidatesOf={(side) => squadOf(otherSide(side))}
          editable={editable}
          onChange={(side, manOfTheMatch) =>
            setCard((c) => ({ ...c, [side]: { ...c[side], manOfTheMatch } }))
          }
          onAccept={
            submission && viewing
              ? () => setCard((c) => acceptManOfTheMatch(c, viewing, submission))
              : undefined
          }
          acceptSide={viewing}
        />
      )}

      {!empty && (
        <div className="row">
          <div className="col-md">
            <OneEighties
              players={allPlayers}
              entries={shown.oneEighties}
              editable={editable}
              onChange={(oneEighties) => setCard((c) => ({ ...c, oneEighties }))}
              onAccept={submission ? () => setCard((c) => accept180s(c, submission)) : undefined}
            />
          </div>
          <div className="col-md">
            <HiChecks
              players={allPlayers}
              entries={shown.over100Checkouts}
              editable={editable}
              onChange={(over100Checkouts) => setCard((c) => ({ ...c, over100Checkouts }))}
              onAccept={submission ? () => setCard((c) => acceptHiChecks(c, submission)) : undefined}
            />
          </div>
        </div>
      )}

      <Suspense fallback={null}>
        {legByLeg !== null && card.matches[legByLeg] && (
          <LegByLegDialog
            fixtureId={game.id}
            index={legByLeg}
            saygId={card.matches[legByLeg]!.saygId}
            fresh={newMatchRecord(
              card.matches[legByLeg]!,
              matchOptionAt(card.matchOptions, legByLeg, card.isKnockout),
            )}
            onChange={(record) => legsChanged(legByLeg, record)}
            onLinked={(saygId) => setCard((c) => withRecordLinked(c, legByLeg, saygId))}
            on180={(side) => setCard((c) => with180(c, legByLeg, side))}
            onHiCheck={(side, score) => setCard((c) => withHiCheck(c, legByLeg, side, score))}
            onClose={() => setLegByLeg(null)}
          />
        )}

        {adding && (
          <NewPlayerDialog
            team={adding.side === 'home' ? game.home : game.away}
            seasonId={game.seasonId}
            onCreated={(player) => {
              const { index, side, place } = adding;
              const match = card.matches[index]!;
              const key = side === 'home' ? 'homePlayers' : 'awayPlayers';
              setMatch(index, { ...match, [key]: withPlayer(match[key], place, player) });
              setAdding(null);
            }}
            onClose={() => setAdding(null)}
          />
        )}
      </Suspense>

      {canManageGames && mayEdit && <FixtureDetails card={card} disabled={!editable} onChange={setCard} />}

      {mayEdit && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={!editable}
          onClick={() => {
            const unsynced = legsToSave(browserStore(), saygs, (i) => card.matches[i]?.saygId ?? null);
            sentLegs.current = Object.keys(unsynced).map(Number);
            save.mutate(scoresRequest(card, unsynced));
          }}
        >
          {save.isPending ? 'Saving...' : 'Save'}
        </button>
      )}
    </div>
  );
}
