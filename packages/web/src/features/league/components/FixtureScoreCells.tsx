import type { DivisionFixture } from '@darts/core/contract/divisionData';

/**
 * The score, 'vs' and score cells of a fixture: P when postponed; the final score of a complete
 * card; a card in progress reads "in progress" with its running score, which does not count yet
 * (docs/domain.md, "Complete and in-progress cards").
 */
export function FixtureScoreCells({
  fixture,
}: {
  fixture: Pick<DivisionFixture, 'postponed' | 'homeScore' | 'awayScore' | 'runningScore'>;
}) {
  const running = fixture.postponed ? null : fixture.runningScore;
  const shown = running ?? fixture;
  const cell = (score: number | null) => (
    <td className={`${running ? 'text-body-secondary' : 'text-primary'} fw-bolder text-center`}>
      {fixture.postponed ? <span className="text-danger">P</span> : score}
    </td>
  );
  return (
    <>
      {cell(shown.homeScore)}
      <td className="text-center">
        {running ? <span className="badge text-bg-warning">in progress</span> : 'vs'}
      </td>
      {cell(shown.awayScore)}
    </>
  );
}
