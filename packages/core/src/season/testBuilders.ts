import type { ProposalDivision } from './proposal';
import type { ScheduleDivision, ScheduleTeam, SeasonSchedule } from './schedule';
import type { Template } from './template';

/* The worked season of the season-tools tests: small enough to count every check by hand. Test-only. */

export const t = (name: string, address: string | null = `${name} Inn`): ScheduleTeam => ({
  id: name.toLowerCase(),
  name,
  address,
});

/** A division from `[date, [home, away | null][]]` rows. */
export function division(
  name: string,
  teams: ScheduleTeam[],
  rows: [string, [ScheduleTeam, ScheduleTeam | null][]][],
): ScheduleDivision {
  return {
    id: name.toLowerCase(),
    name,
    teams,
    dates: rows.map(([date, fixtures]) => ({
      date,
      fixtures: fixtures.map(([home, away]) => ({ home, away })),
    })),
  };
}

// Premier: Crown and Bell share a venue (the addresses differ only by case and a space); Swan's
// venue is Hare's too (Second). Second has three teams, so byes.
export const crown = t('Crown', 'High St 1');
export const bell = t('Bell', 'high st 1 ');
export const swan = t('Swan');
export const lamb = t('Lamb');
export const fox = t('Fox');
export const hare = t('Hare', 'Swan Inn');
export const owl = t('Owl');
export const ant = t('Ant');
export const bee = t('Bee');

/**
 * Season 8 Jan - 12 Feb 2024. Premier is a double round-robin of four teams with Swan v Lamb left
 * out and two faults added on 19 Feb (a second Crown v Swan, Lamb against Lamb). Second starts a
 * week early, has Fox at home twice on 5 Feb and Owl with byes on 22 and 29 Jan. Third has two
 * dates only.
 */
export function workedSeason(): SeasonSchedule {
  return {
    startDate: '2024-01-08',
    endDate: '2024-02-12',
    divisions: [
      division(
        'Premier',
        [crown, bell, swan, lamb],
        [
          [
            '2024-01-08',
            [
              [crown, swan],
              [bell, lamb],
            ],
          ],
          [
            '2024-01-15',
            [
              [crown, lamb],
              [swan, bell],
            ],
          ],
          [
            '2024-01-22',
            [
              [crown, bell],
              [lamb, swan],
            ],
          ],
          [
            '2024-01-29',
            [
              [swan, crown],
              [lamb, bell],
            ],
          ],
          [
            '2024-02-05',
            [
              [lamb, crown],
              [bell, swan],
            ],
          ],
          ['2024-02-12', [[bell, crown]]],
          [
            '2024-02-19',
            [
              [crown, swan],
              [lamb, lamb],
            ],
          ],
        ],
      ),
      division(
        'Second',
        [fox, hare, owl],
        [
          [
            '2024-01-01',
            [
              [fox, hare],
              [owl, null],
            ],
          ],
          [
            '2024-01-08',
            [
              [owl, fox],
              [hare, null],
            ],
          ],
          [
            '2024-01-15',
            [
              [hare, owl],
              [fox, null],
            ],
          ],
          [
            '2024-01-22',
            [
              [hare, fox],
              [owl, null],
            ],
          ],
          ['2024-01-29', [[owl, null]]],
          [
            '2024-02-05',
            [
              [fox, owl],
              [fox, hare],
            ],
          ],
          ['2024-02-12', [[owl, hare]]],
        ],
      ),
      division(
        'Third',
        [ant, bee],
        [
          ['2024-01-08', [[ant, bee]]],
          ['2024-01-15', [[bee, ant]]],
        ],
      ),
    ],
  };
}

// The worked proposal: North shares a quay (Anchor, Boat) and a market with South (Cross, Eagle).
export const anchor = t('Anchor', 'Quay');
export const boat = t('Boat', 'quay');
export const cross = t('Cross', 'Market');
export const dock = t('Dock');
export const eagle = t('Eagle', 'Market');
export const falcon = t('Falcon');
export const gull = t('Gull');

/** North A-D (A and D share a venue), South E-G with byes; C and G share a venue across. */
export function workedTemplate(): Template {
  return {
    id: 'template',
    name: 'Four and three',
    divisions: [
      {
        sharedAddresses: [['A', 'D']],
        dates: [
          {
            fixtures: [
              { home: 'A', away: 'B' },
              { home: 'C', away: 'D' },
            ],
          },
          {
            fixtures: [
              { home: 'D', away: 'A' },
              { home: 'B', away: 'C' },
            ],
          },
          {
            fixtures: [
              { home: 'A', away: 'C' },
              { home: 'B', away: 'D' },
            ],
          },
        ],
      },
      {
        sharedAddresses: [],
        dates: [
          { fixtures: [{ home: 'E', away: 'F' }, { home: 'G' }] },
          { fixtures: [{ home: 'F', away: 'G' }, { home: 'E' }] },
          { fixtures: [{ home: 'G', away: 'E' }, { home: 'F' }] },
        ],
      },
    ],
    sharedAddresses: [['C', 'G']],
  };
}

/** The season's divisions, North with a note on 8 Jan (so that week is skipped). */
export function workedDivisions(): ProposalDivision[] {
  return [
    { id: 'north', name: 'North', teams: [anchor, boat, cross, dock], dates: [], busyDates: ['2024-01-08'] },
    { id: 'south', name: 'South', teams: [eagle, falcon, gull], dates: [], busyDates: [] },
  ];
}
