import type { ScheduleDivision, ScheduleTeam, SeasonSchedule } from './schedule';

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
