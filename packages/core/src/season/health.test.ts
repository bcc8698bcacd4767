import { describe, expect, it } from 'vitest';
import { seasonHealth, templateHealth, templateSchedule } from './health';
import { dayMonth } from './healthChecks';
import { workedSeason } from './testBuilders';
import type { Template } from './template';

const check = (name: string) => seasonHealth(workedSeason()).checks[name]!;

describe('the nine health checks on the worked season (testBuilders.ts)', () => {
  it('shows dates as the league reads them', () => {
    expect(dayMonth('2024-01-01')).toBe('1 Jan');
    expect(dayMonth('2024-01-01', true)).toBe('01 Jan');
  });

  it('finds fixtures before the start and after the end', () => {
    // Hand count: Second's 1 Jan is before 8 Jan; Premier's 19 Feb is after 12 Feb.
    expect(check('All fixtures on or after start date')).toEqual({
      success: false,
      errors: [],
      warnings: ['Fixture exists before season start date: 1 Jan'],
      messages: [],
    });
    expect(check('All fixtures on or before end date').warnings).toEqual([
      'Fixture exists after season end date: 19 Feb',
    ]);
  });

  it('finds missing and repeated legs, home team by name then away team by name', () => {
    // Hand count: Premier's 12 ordered pairs: Crown v Swan twice (8 Jan, 19 Feb), Swan v Lamb never;
    // Second's 6: Fox v Hare twice (1 Jan, 5 Feb); Third's 2 both once. Lamb v Lamb is not a leg.
    expect(check('Teams have both legs defined').warnings).toEqual([
      'Premier: Multiple fixtures for Crown vs Swan (8 Jan, 19 Feb)',
      'Premier: Missing fixture for Swan vs Lamb',
      'Second: Multiple fixtures for Fox vs Hare (1 Jan, 5 Feb)',
    ]);
  });

  it('finds runs of three or more at home or away, byes and empty weeks ending a run', () => {
    // Hand count, Premier weeks from 8 Jan: Crown H H H A A A H; Bell H A A A H H -; Swan A H A H A - A;
    // Lamb A A H H H - H. Second: Hare's H H ends at its empty 29 Jan; nothing else runs past two.
    expect(check('No more than 2 consecutive home or away fixtures').warnings).toEqual([
      'Premier: Crown is playing 3 fixtures in a row at home weeks 1 - 3',
      'Premier: Crown is playing 3 fixtures in a row at away weeks 4 - 6',
      'Premier: Bell is playing 3 fixtures in a row at away weeks 2 - 4',
      'Premier: Lamb is playing 3 fixtures in a row at home weeks 3 - 5',
    ]);
  });

  it('finds a team drawn against itself, as an error', () => {
    expect(check("Teams aren't configured to play against themselves")).toEqual({
      success: false,
      errors: ['Found Lamb playing against themselves on 19 Feb'],
      warnings: [],
      messages: [],
    });
  });

  it('finds a team at home twice on a date', () => {
    expect(check('Teams are not playing multiple fixtures on the same date').warnings).toEqual([
      'Second: Fox is playing multiple fixtures on 5 Feb',
    ]);
  });

  it('finds venues with two home fixtures on a date, across divisions, byes aside', () => {
    // Hand count, weeks from 1 Jan: week 2 Crown and Bell (High St 1); week 3 Swan and Hare (Swan Inn);
    // week 6 Fox twice (Fox Inn). Week 5's Owl bye does not use Owl Inn.
    expect(check('Venues do not have multiple fixtures on the same date').warnings).toEqual([
      'High St 1 is being used for 2 fixtures on week 2',
      'Swan Inn is being used for 2 fixtures on week 3',
      'Fox Inn is being used for 2 fixtures on week 6',
    ]);
  });

  it('finds byes in a row and teams with two fixtures on a date', () => {
    // Hand count: Owl's byes 1 Jan | 22 Jan, 29 Jan (two in a row); Fox has two fixtures on 5 Feb.
    expect(check('No more than 1 consecutive byes')).toEqual({
      success: false,
      errors: ['Second: Found multiple fixtures on 05 Feb for Fox'],
      warnings: ['Second: Owl has 2 byes in a row from 22 Jan - 29 Jan'],
      messages: [],
    });
  });

  it('finds divisions with a different number of weeks', () => {
    // Hand count: Premier 7 dates, Second 7, Third 2.
    expect(check('All divisions should have the same number of weeks').errors).toEqual([
      'Some divisions have a different number of weeks, expected: 7 weeks, found 2 weeks in Third',
    ]);
  });

  it('is unhealthy when any check fails, with every check named, data errors first', () => {
    const result = seasonHealth(workedSeason(), ['Game has no date']);
    expect(result.success).toBe(false);
    expect(result.errors).toEqual(['Game has no date']);
    expect(Object.keys(result.checks)).toHaveLength(9);
    expect(Object.values(result.checks).every((c) => !c.success)).toBe(true);
  });

  it('is healthy without divisions, with a warning', () => {
    expect(seasonHealth({ startDate: '2024-01-01', endDate: '2024-02-01', divisions: [] })).toEqual({
      success: true,
      errors: [],
      warnings: ['No divisions'],
      messages: [],
      checks: {},
    });
  });
});

describe('template health', () => {
  const template: Template = {
    id: 't',
    name: 'Two by two',
    divisions: [
      {
        sharedAddresses: [['A', 'B']],
        dates: [
          {
            fixtures: [
              { home: 'A', away: 'C' },
              { home: 'B', away: 'D' },
            ],
          },
          { fixtures: [{ home: 'C', away: 'A' }] },
        ],
      },
    ],
    sharedAddresses: [],
  };

  it('plays the template as a season from 1 Jan 2023, week by week, shared codes sharing a venue', () => {
    const schedule = templateSchedule(template);
    expect(schedule.divisions[0]!.name).toBe('Division 1');
    expect(schedule.divisions[0]!.dates.map((d) => d.date)).toEqual(['2023-01-01', '2023-01-08']);
    expect(schedule.divisions[0]!.teams.map((x) => x.address)).toEqual(['A & B', null, 'A & B', null]);
  });

  it('reports what the season would', () => {
    const health = templateHealth(template);
    expect(health.success).toBe(false);
    expect(health.checks['Venues do not have multiple fixtures on the same date']!.warnings).toEqual([
      'A & B is being used for 2 fixtures on week 1',
    ]);
    // Hand count: 4 codes, 12 ordered pairs, 3 played (A v C, B v D, C v A): 9 missing.
    expect(health.checks['Teams have both legs defined']!.warnings).toHaveLength(9);
  });
});
