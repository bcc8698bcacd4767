import { SaveError } from '#web/components/SaveError';
import { SAVE_SCORE_ERROR } from './mutations';
import type { ScorecardProps } from './Scorecard';
import { ScorecardDialogs } from './ScorecardDialogs';
import { FixtureDetails } from './FixtureDetails';
import { ScorecardView } from './ScorecardView';
import { useScorecardEditor } from './useScorecardEditor';

/** The scorecard for a clerk or an administrator: the local draft, the dialogs and Save. */
export function EditableScorecard(props: ScorecardProps) {
  const { game, access, homePlayers, awayPlayers, account = null, onSaved, canManageGames } = props;
  const editor = useScorecardEditor({ game, access, homePlayers, awayPlayers, account, onSaved });
  const { card, setCard, mayEdit, editable } = editor;
  return (
    <ScorecardView {...props} editor={editor}>
      <ScorecardDialogs game={game} editor={editor} />

      {canManageGames && mayEdit && <FixtureDetails card={card} disabled={!editable} onChange={setCard} />}

      {mayEdit && (
        <button type="button" className="btn btn-primary" disabled={!editable} onClick={editor.save}>
          {editor.saving ? 'Saving...' : 'Save'}
        </button>
      )}
      {/* A refusal under the Save that tried (docs/decisions/021). */}
      {mayEdit && <SaveError title={SAVE_SCORE_ERROR} error={editor.saveError} />}
    </ScorecardView>
  );
}
