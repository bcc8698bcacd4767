import type { Game } from '@darts/core/contract/game';
import type { Account } from '@darts/core/contract/account';
import { unpublish, type Side } from '@darts/core/scorecard/card';
import { GAME_PHOTO_ENDPOINTS } from '#web/features/photos/api';
import { PhotosButton } from '#web/features/photos/PhotosButton';
import { ClerkHint, SubmissionsBar } from './CardSections';
import { formatDate } from '@darts/core/league/dates';
import type { AccessLevel } from './model';
import { DraftNotice } from './DraftNotice';
import type { ScorecardEditor } from './useScorecardEditor';

export interface ScorecardHeadingProps {
  game: Game;
  access: AccessLevel;
  clerkSide: Side | null;
  account: Account | null;
  editor: ScorecardEditor;
}

/** The teams, photos, date and venue, then what the viewer is looking at: submissions, draft, clerk hint. */
export function ScorecardHeading({ game, access, clerkSide, account, editor }: ScorecardHeadingProps) {
  const { card, setCard, submission, viewing } = editor;
  return (
    <>
      <div className="d-flex justify-content-between align-items-start gap-2">
        <h2 className="h4">
          {game.home.name} vs {game.away.name}
        </h2>
        <PhotosButton<Game>
          entityId={game.id}
          photos={editor.photos}
          endpoints={GAME_PHOTO_ENDPOINTS}
          account={account}
          onChanged={(updated) => {
            editor.setPhotos(updated.photos);
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
          onView={editor.toggleViewing}
          onUnpublish={
            card.resultsPublished && submission === null ? () => setCard((c) => unpublish(c)) : undefined
          }
          unpublishShown={card.resultsPublished}
        />
      )}
      {access === 'clerk' && clerkSide && <ClerkHint game={game} side={clerkSide} />}
      <DraftNotice draft={editor.draft} />
      {submission && (
        <div className="alert alert-info" role="status">
          Viewing the {viewing} submission{submission.editor ? ` by ${submission.editor}` : ''}. Editing and
          saving are disabled.
        </div>
      )}
    </>
  );
}
