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
  if (fixture.postponed) {
    const p = <span className="text-danger">P</span>;
    return (
      <>
        <td className="text-primary fw-bolder text-center">{p}</td>
        <td className="text-center">vs</td>
        <td className="text-primary fw-bolder text-center">{p}</td>
      </>
    );
  }
  const running = fixture.runningScore;
  if (running) {
    return (
      <>
        <td className="text-body-secondary fw-bolder text-center">{running.homeScore}</td>
        <td className="text-center">
          <span className="badge text-bg-warning text-nowrap">in progress</span>
        </td>
        <td className="text-body-secondary fw-bolder text-center">{running.awayScore}</td>
      </>
    );
  }
  return (
    <>
      <td className="text-primary fw-bolder text-center">{fixture.homeScore}</td>
      <td className="text-center">vs</td>
      <td className="text-primary fw-bolder text-center">{fixture.awayScore}</td>
    </>
  );
}
