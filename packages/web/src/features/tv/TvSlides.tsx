import '#web/features/home/home.css';
import { useQuery } from '@tanstack/react-query';
import type { HomeSummary } from '@darts/core/contract/home';
import { tvSlides, tvTextSize, type TvSlide } from '@darts/core/live/tvScreen';
import { FixtureDate } from '#web/features/home/FixtureDate';
import { TopOfTables } from '#web/features/home/TopOfTables';
import { divisionDataQuery } from '#web/features/league/divisionDataQueries';
import { TV_TIMINGS, useRotation } from '#web/features/live/tvRotation';

/** A division's whole table (GET /api/Division/Data), its top from the summary until it comes. */
function TableSlide({ summary, division }: { summary: HomeSummary; division: HomeSummary['divisions'][0] }) {
  const data = useQuery(
    divisionDataQuery({ divisionIds: [division.id], seasonId: summary.season?.id ?? null }),
  ).data;
  const teams = data?.teams.length ? data.teams : division.teams;
  return (
    <div className="tv-slide" style={{ fontSize: `${tvTextSize(teams.length + 2)}vh` }}>
      <TopOfTables summary={{ ...summary, divisions: [{ ...division, teams }] }} links={false} />
    </div>
  );
}

function Slide({ summary, slide }: { summary: HomeSummary; slide: TvSlide }) {
  switch (slide.kind) {
    case 'tonight':
    case 'latest':
      return (
        // A fixture row is two lines: the teams and score, then the division.
        <div className="tv-slide" style={{ fontSize: `${tvTextSize(slide.date.fixtures.length * 2 + 1)}vh` }}>
          <FixtureDate
            id={`tv-${slide.kind}`}
            title={slide.kind === 'tonight' ? 'Tonight' : 'Latest results'}
            date={slide.date}
            empty=""
          />
        </div>
      );
    case 'table':
      return <TableSlide key={slide.division.id} summary={summary} division={slide.division} />;
    case 'nothing':
      return <p className="tv-slide tv-nothing">Nothing is being played live, and no fixtures tonight.</p>;
  }
}

/**
 * The TV when nothing is live (`/tv`): tonight's fixtures with their scores, the latest results and
 * each division's table, one at a time, the next every TV_TIMINGS.slideMs (core live/tvScreen.ts).
 */
export function TvSlides({
  summary,
  divisionIds,
}: {
  summary: HomeSummary;
  divisionIds: readonly string[] | null;
}) {
  const slides = tvSlides(summary, divisionIds);
  const index = useRotation(slides.length, TV_TIMINGS.slideMs);
  return <Slide summary={summary} slide={slides[index] ?? slides[0]!} />;
}
