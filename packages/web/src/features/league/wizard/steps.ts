import type { EditFixtureRequest } from '@darts/core/contract/fixture';
import type { ProposalDto } from '@darts/core/contract/template';

/*
 * The create-fixtures wizard's states and its Back/Next rules (docs/domain.md "Season tools"):
 * pick -> assign-placeholders -> review -> review-proposals -> confirm-save -> saving -> saved, or
 * aborted (Back while saving); Next from aborted resumes. Without a template ("Generate without a
 * template") there are no placeholders to assign: review comes straight after pick.
 */

export type WizardStep =
  | 'pick'
  | 'assign-placeholders'
  | 'review'
  | 'review-proposals'
  | 'confirm-save'
  | 'saving'
  | 'saved'
  | 'aborted';

export function backFrom(step: WizardStep, generated: boolean): WizardStep | null {
  switch (step) {
    case 'assign-placeholders':
      return 'pick';
    case 'review':
      return generated ? 'pick' : 'assign-placeholders';
    case 'review-proposals':
      return 'review';
    case 'confirm-save':
      return 'review-proposals';
    case 'saving':
      return 'aborted';
    default:
      return null;
  }
}

export function nextFrom(step: WizardStep, generated: boolean): WizardStep | null {
  switch (step) {
    case 'pick':
      return generated ? 'review' : 'assign-placeholders';
    case 'assign-placeholders':
      return 'review';
    case 'review':
      return 'review-proposals';
    case 'review-proposals':
      return 'confirm-save';
    case 'confirm-save':
    case 'aborted':
      return 'saving';
    default:
      return null;
  }
}

/** Progress: saved over total, a percentage with two decimals. */
export function progressText(done: number, total: number): string {
  return total === 0 ? '100.00' : ((done / total) * 100).toFixed(2);
}

/**
 * The fixtures to create, one PUT /api/Game/ each, in date order per division. A bye (no away team)
 * is a week off for that team: nothing to save.
 */
export function fixturesToSave(proposal: ProposalDto, seasonId: string): EditFixtureRequest[] {
  return proposal.divisions.flatMap((division) =>
    division.fixtures
      .filter((f) => f.away !== null)
      .map((f) => ({
        id: null,
        address: f.home.address ?? '',
        divisionId: division.id,
        seasonId,
        homeTeamId: f.home.id,
        awayTeamId: f.away!.id,
        date: `${f.date}T00:00:00`,
        isKnockout: false,
        postponed: false,
        accoladesCount: true,
        lastUpdated: null,
      })),
  );
}

/** The limit on the height of the proposal's and the saving's messages (they scroll within it). */
export const MESSAGES_MAX_HEIGHT = 250;

export const NOT_COMPATIBLE = 'This template is not compatible with this season, pick another template';
export const someNotSaved = (count: number) => `Some (${count}) fixtures could not be saved`;
