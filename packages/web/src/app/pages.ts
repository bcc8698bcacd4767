import { aboutPages } from '#web/features/about/pages';
import { analysisPages } from '#web/features/analysis/pages';
import { accountPages } from '#web/features/account/pages';
import { adminPages } from '#web/features/admin/pages';
import { devicePages } from '#web/features/device/pages';
import { leaguePages } from '#web/features/league/pages';
import { livePages } from '#web/features/live/pages';
import { overlayPages } from '#web/features/overlay/pages';
import { playerPages } from '#web/features/players/pages';
import { practicePages } from '#web/features/practice/pages';
import { scoresPages } from '#web/features/scorecard/pages';
import { searchPages } from '#web/features/search/pages';
import { tournamentPages } from '#web/features/tournament/pages';
import { tvPages } from '#web/features/tv/pages';
import type { PageRoute } from '#web/routing/pageRoute';

/** Every lazily loaded page of every feature but home (the index route) and not-found, wired in routes.tsx. */
export const pages: PageRoute[] = [
  ...aboutPages,
  ...analysisPages,
  ...accountPages,
  ...adminPages,
  ...devicePages,
  ...leaguePages,
  ...livePages,
  ...overlayPages,
  ...playerPages,
  ...practicePages,
  ...scoresPages,
  ...searchPages,
  ...tournamentPages,
  ...tvPages,
];
