import { aboutPages } from '../features/about/pages';
import { accountPages } from '../features/account/pages';
import { adminPages } from '../features/admin/pages';
import { leaguePages } from '../features/league/pages';
import { livePages } from '../features/live/pages';
import { practicePages } from '../features/practice/pages';
import { scoresPages } from '../features/scores/pages';
import type { PageRoute } from './pageRoute';

/** Every lazily loaded page of every feature (home and not-found are wired in routes.tsx). */
export const pages: PageRoute[] = [
  ...aboutPages,
  ...accountPages,
  ...adminPages,
  ...leaguePages,
  ...livePages,
  ...practicePages,
  ...scoresPages,
];
