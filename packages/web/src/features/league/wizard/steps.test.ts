import { describe, expect, it } from 'vitest';
import { backFrom, fixturesToSave, nextFrom, progressText } from './steps';

describe('create-fixtures wizard steps', () => {
  it('goes back 2 to 1, 3 to 2, 4 to 3, 5 to 4, and from saving to aborted; Next from aborted resumes', () => {
    expect(backFrom('assign-placeholders', false)).toBe('pick');
    expect(backFrom('review', false)).toBe('assign-placeholders');
    expect(backFrom('review-proposals', false)).toBe('review');
    expect(backFrom('confirm-save', false)).toBe('review-proposals');
    expect(backFrom('saving', false)).toBe('aborted');
    expect(backFrom('pick', false)).toBeNull();
    expect(backFrom('saved', false)).toBeNull();
    expect(nextFrom('aborted', false)).toBe('saving');
    expect(nextFrom('confirm-save', false)).toBe('saving');
  });

  it('skips placeholders when generating without a template', () => {
    expect(nextFrom('pick', true)).toBe('review');
    expect(backFrom('review', true)).toBe('pick');
  });

  it('shows progress with two decimals', () => {
    expect(progressText(1, 3)).toBe('33.33');
    expect(progressText(2, 3)).toBe('66.67');
    expect(progressText(0, 0)).toBe('100.00');
  });

  it('saves every fixture but byes, dated T00:00:00, at the home address', () => {
    const crown = { id: 'c', name: 'Crown', address: 'High St' };
    const bell = { id: 'b', name: 'Bell', address: null };
    const requests = fixturesToSave(
      {
        placeholderMappings: {},
        template: {} as never,
        proposalHealth: { success: true, errors: [], warnings: [], messages: [], checks: {} },
        divisions: [
          {
            id: 'd',
            name: 'Premier',
            fixtures: [
              { date: '2025-02-03', home: crown, away: bell },
              { date: '2025-02-10', home: bell, away: null },
            ],
          },
        ],
      },
      's',
    );
    expect(requests).toEqual([
      expect.objectContaining({
        divisionId: 'd',
        seasonId: 's',
        homeTeamId: 'c',
        awayTeamId: 'b',
        date: '2025-02-03T00:00:00',
        address: 'High St',
      }),
    ]);
  });
});
