import type { Fixture } from '@darts/core/contract/fixture';
import type { Account } from '@darts/core/contract/account';
import { matchesWon, unpublish, type Side } from '@darts/core/scorecard/scorecard';
import { GAME_PHOTO_ENDPOINTS } from '#web/features/photos/api';
import { PhotosButton } from '#web/features/photos/PhotosButton';
import { formatDate } from '@darts/core/league/dates';
import type { AccessLevel } from './model';
import type { ScorecardEditor } from './useScorecardEditor';
import { lazyComponent } from '#web/components/lazyComponent';

// An administrator's and a clerk's bars, and the notice of changes kept on this device, load for
// those who see them (docs/decisions/012).
const SubmissionsBar = lazyComponent(async () => (await import('./RoleBars')).SubmissionsBar);
const ClerkHint = lazyComponent(async () => (await import('./RoleBars')).ClerkHint);
const DraftNotice = lazyComponent(async () => (await import('./DraftNotice')).DraftNotice);

export interface ScorecardHeadingProps {
  game: Fixture;
  access: AccessLevel;
  clerkSide: Side | null;
  account: Account | null;
  editor: ScorecardEditor;
}

/**
 * What an administrator has taken from each side's submission, until the card is saved. Save is
 * off while a submission is viewed, so then it offers the way back to the card first.
 */
function AcceptedParts({ game, editor }: { game: Fixture; editor: ScorecardEditor }) {
  const { accepted, viewing } = editor;
  const sides = (['home', 'away'] as Side[]).filter((side) => accepted[side].length > 0);
  if (sides.length === 0) return null;
  return (
    <div className="alert alert-success" role="status" aria-label="Accepted">
      {sides.map((side) => (
        <div key={side}>
          Accepted from the {side === 'home' ? game.home.name : game.away.name} submission:{' '}
          {accepted[side].join(', ')}.
        </div>
      ))}
      {viewing ? (
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <span>Go back to the card, then Save to keep them.</span>
          <button type="button" className="btn btn-sm btn-outline-success" onClick={editor.closeSubmission}>
            Back to the card
          </button>
        </div>
      ) : (
        <div>Save to keep them.</div>
      )}
    </div>
  );
}

/** The overall score: the matches each team has won, once one is decided. */
function OverallScore({ game, card }: { game: Fixture; card: ScorecardEditor['shown'] }) {
  const won = matchesWon(card);
  if (won.home === 0 && won.away === 0) return null;
  return (
    <section aria-label="Overall score">
      <p className="h5 mb-3">
        {game.home.name} <strong>{won.home}</strong> - <strong>{won.away}</strong> {game.away.name}
      </p>
    </section>
  );
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
        <PhotosButton<Fixture>
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
      {editor.draft.notice && <DraftNotice draft={editor.draft} />}
      {submission && (
        <div className="alert alert-info d-flex flex-wrap gap-2 align-items-center" role="status">
          <span>
            Viewing the {viewing} submission{submission.editor ? ` by ${submission.editor}` : ''}. Editing and
            saving are disabled.
          </span>
          <button type="button" className="btn btn-sm btn-primary" onClick={editor.acceptAll}>
            Accept all
          </button>
        </div>
      )}
      <AcceptedParts game={game} editor={editor} />
      <OverallScore game={game} card={editor.shown} />
    </>
  );
}
