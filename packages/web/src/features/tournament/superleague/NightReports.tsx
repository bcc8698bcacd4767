import type { SuperleagueMatch } from '@darts/core/tournament/superleague';
import { MatchLog } from './MatchLog';
import { MatchReport } from './MatchReport';
import { MatchSummary } from './MatchSummary';

interface Props {
  organisation: string;
  division: string | null;
  gender: string | null;
  host: string;
  opponent: string;
  matches: SuperleagueMatch[];
  showWinner: boolean;
}

/**
 * The night's reports under the master draw: the match log, the summary and the printable match
 * report (with its chart). They show once the matches' records have loaded; their code is a lazy
 * chunk fetched alongside those records, so the sheet's first load stays small
 * (docs/decisions/012).
 */
export function NightReports({ organisation, division, gender, host, opponent, matches, showWinner }: Props) {
  return (
    <>
      <MatchLog host={host} opponent={opponent} matches={matches} showWinner={showWinner} />
      <MatchSummary host={host} opponent={opponent} matches={matches} showWinner={showWinner} />
      <MatchReport
        organisation={organisation}
        division={division}
        gender={gender}
        host={host}
        opponent={opponent}
        matches={matches}
        showWinner={showWinner}
      />
    </>
  );
}
