import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Envelope } from '@darts/core/contract/envelope';
import type { ProposalDto, TemplateCompatibilityDto } from '@darts/core/contract/template';
import { seasonWeeks } from '@darts/core/season/weeks';
import { fixtureApi } from '#web/api/fixture';
import { queryKeys } from '#web/api/keys';
import { templateApi } from '#web/api/template';
import { Dialog } from '#web/components/Dialog';
import { Spinner } from '#web/components/Spinner';
import { useLeagueView } from '../context';
import { divisionTeamsQuery } from '../queries';
import { AssignStep } from './AssignStep';
import { assignmentProblems, type WizardDivision } from './assignment';
import { PickStep } from './PickStep';
import { ConfirmStep, ReviewProposalsStep, ReviewStep } from './ReviewSteps';
import { SkipWeeks } from './SkipWeeks';
import {
  backFrom,
  fixturesToSave,
  MESSAGES_MAX_HEIGHT,
  nextFrom,
  progressText,
  someNotSaved,
  type WizardStep,
} from './steps';

/** The create-fixtures wizard (docs/domain.md "Season tools"), opened from the fixtures tab. */
export function CreateFixturesWizard({ onClose }: { onClose(): void }) {
  const view = useLeagueView();
  const queryClient = useQueryClient();
  const seasonId = view.season!.id;
  const seasonDivisions = view.seasonDetails?.divisions ?? [];
  const [step, setStep] = useState<WizardStep>('pick');
  const [picked, setPicked] = useState<TemplateCompatibilityDto | 'generate' | null>(null);
  const [mappings, setMappings] = useState<Record<string, string>>({});
  const [skipDates, setSkipDates] = useState<string[]>([]);
  const [proposal, setProposal] = useState<Envelope<ProposalDto> | null>(null);
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState({ done: 0, failed: [] as string[] });
  const [running, setRunning] = useState(false);
  const aborted = useRef(false);

  const templates = useQuery({
    queryKey: queryKeys.templates.forSeason(seasonId),
    queryFn: async () => (await templateApi.forSeason(seasonId)).result ?? [],
  });
  const teams = useQueries({
    queries: seasonDivisions.map((d) => divisionTeamsQuery(d.id, seasonId)),
    combine: (results) =>
      seasonDivisions.map((d, i): WizardDivision => ({
        id: d.id,
        name: d.name,
        teams: (results[i]?.data ?? []).map((t) => ({ id: t.id, name: t.name, address: t.address })),
      })),
  });

  const generated = picked === 'generate';
  const template = picked && picked !== 'generate' ? picked.result : null;
  const requests = proposal?.result ? fixturesToSave(proposal.result, seasonId) : [];

  const propose = async () => {
    setBusy(true);
    try {
      const answer = generated
        ? await templateApi.generate({ seasonId, placeholderMappings: mappings, skipDates })
        : await templateApi.propose({
            seasonId,
            templateId: template!.id,
            placeholderMappings: mappings,
            skipDates,
          });
      setProposal(answer);
      setStep('review');
    } catch (error) {
      setProposal({
        success: false,
        errors: [error instanceof Error ? error.message : String(error)],
        warnings: [],
        messages: [],
        result: null,
      });
      setStep('review');
    } finally {
      setBusy(false);
    }
  };

  /**
   * Saves the fixtures from where it stopped, one at a time, until done or aborted. An abort lets
   * the fixture being saved finish: Next waits for it (`running`), so no fixture is sent twice.
   */
  const save = async (from: { done: number; failed: string[] }) => {
    aborted.current = false;
    setRunning(true);
    setStep('saving');
    let state = from;
    try {
      for (let i = state.done + state.failed.length; i < requests.length; i++) {
        if (aborted.current) return;
        try {
          await fixtureApi.save(requests[i]!);
          state = { ...state, done: state.done + 1 };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          state = { ...state, failed: [...state.failed, `Error saving proposal: ${message}`] };
        }
        setSaving(state);
      }
    } finally {
      setRunning(false);
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.divisionData.all });
    if (state.failed.length === 0) onClose();
    else setStep('saved');
  };

  const next = () => {
    const to = nextFrom(step, generated);
    if (!to) return;
    if (to === 'review') void propose();
    else if (to === 'saving') void save(saving);
    else setStep(to);
  };
  const back = () => {
    const to = backFrom(step, generated);
    if (to === 'aborted') aborted.current = true;
    if (to) setStep(to);
  };

  const problems =
    template && step === 'assign-placeholders' ? assignmentProblems(template, teams, mappings) : [];
  const canNext =
    !busy &&
    (step === 'pick'
      ? generated || (picked !== null && picked.success)
      : step === 'assign-placeholders'
        ? problems.length === 0
        : step === 'review'
          ? proposal?.result !== null && (proposal?.errors.length ?? 1) === 0
          : step === 'review-proposals' || step === 'confirm-save' || (step === 'aborted' && !running));

  let body;
  if (step === 'pick') {
    body = templates.isPending ? (
      <Spinner label="Loading templates" />
    ) : (
      <>
        <PickStep templates={templates.data ?? []} picked={picked} onPick={setPicked} />
        <SkipWeeks
          weeks={view.season ? seasonWeeks(view.season.startDate, view.season.endDate) : []}
          skipped={skipDates}
          onChange={setSkipDates}
        />
      </>
    );
  } else if (step === 'assign-placeholders' && template) {
    body = (
      <>
        <AssignStep template={template} divisions={teams} mappings={mappings} onChange={setMappings} />
        {problems.length > 0 && (
          <ul className="text-danger">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </>
    );
  } else if (step === 'review' && proposal) {
    body = <ReviewStep proposal={proposal} />;
  } else if (step === 'review-proposals' && proposal?.result) {
    body = <ReviewProposalsStep proposal={proposal.result} templateId={template?.id ?? null} />;
  } else if (step === 'confirm-save') {
    body = <ConfirmStep count={requests.length} divisions={proposal?.result?.divisions.length ?? 0} />;
  } else {
    const total = requests.length;
    const done = saving.done + saving.failed.length;
    body = (
      <div>
        <p>
          {step === 'aborted'
            ? running
              ? 'Stopping after the fixture being saved...'
              : 'Saving stopped: press Next to carry on.'
            : step === 'saved'
              ? 'Saved.'
              : 'Saving...'}{' '}
          {saving.done} of {total} saved
        </p>
        <div
          className="progress"
          role="progressbar"
          aria-label="Saving fixtures"
          aria-valuenow={Number(progressText(done, total))}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar" style={{ width: `${progressText(done, total)}%` }}>
            {progressText(done, total)}%
          </div>
        </div>
        {saving.failed.length > 0 && (
          <div
            className="alert alert-danger mt-2"
            role="alert"
            style={{ maxHeight: MESSAGES_MAX_HEIGHT, overflowY: 'auto' }}
          >
            {step === 'saved' && <p className="fw-bold">{someNotSaved(saving.failed.length)}</p>}
            <ul className="mb-0">
              {saving.failed.map((f, i) => (
                <li key={i}>{f}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    );
  }

  const closable = step !== 'saving';
  return (
    <Dialog
      title="Create season fixtures"
      size="lg"
      onClose={closable ? onClose : () => undefined}
      onSubmit={next}
      footer={
        <>
          {backFrom(step, generated) && (
            <button type="button" className="btn btn-secondary" onClick={back}>
              Back
            </button>
          )}
          {nextFrom(step, generated) && (
            <button type="submit" className="btn btn-primary" disabled={!canNext}>
              {busy ? 'Proposing...' : 'Next'}
            </button>
          )}
          {closable && (
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              Close
            </button>
          )}
        </>
      }
    >
      {body}
    </Dialog>
  );
}
