import { describe, expect, it } from 'vitest';
import {
  analyseButtonLabel,
  scoreEmphasis,
  seasonByNameOrId,
  seasonNotFound,
  toggled,
  tournamentChoiceLabel,
  tournamentChoices,
} from './choices';

describe('the analyse page choices', () => {
  const seasons = [
    { id: 'AB-1', name: 'Winter 2026' },
    { id: 'cd-2', name: 'Summer' },
  ];

  it('finds the season by id or name, whatever the case, and words a miss', () => {
    expect(seasonByNameOrId(seasons, 'ab-1')?.name).toBe('Winter 2026');
    expect(seasonByNameOrId(seasons, 'winter 2026')?.id).toBe('AB-1');
    expect(seasonByNameOrId(seasons, 'Autumn')).toBeNull();
    expect(seasonNotFound('Autumn')).toBe('Could not find season with name: Autumn');
  });

  it('labels the button and the tournaments, newest first, of the season only', () => {
    expect(analyseButtonLabel(1)).toBe('Analyse 1 tournament');
    expect(analyseButtonLabel(0)).toBe('Analyse 0 tournaments');
    const t = (id: string, date: string, seasonId = 's') => ({
      id,
      date,
      seasonId,
      type: 'Men',
      singleRound: id === 'a',
      opponent: id === 'a' ? 'Bell' : null,
    });
    const choices = tournamentChoices(
      [t('b', '2026-01-01'), t('a', '2026-03-05'), t('c', '2026-04-01', 'x')],
      's',
    );
    expect(choices.map(tournamentChoiceLabel)).toEqual([
      'Superleague · Thu 5 Mar 2026 · Men · v Bell',
      'Tournament · Thu 1 Jan 2026 · Men',
    ]);
    expect(toggled(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
  });

  it('shows 100 or more red and 180 bold', () => {
    expect(scoreEmphasis(99)).toEqual({ red: false, bold: false });
    expect(scoreEmphasis(100)).toEqual({ red: true, bold: false });
    expect(scoreEmphasis(180)).toEqual({ red: true, bold: true });
  });
});
