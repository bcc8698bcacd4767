import { createContext, useContext } from 'react';
import type { AccessFlag } from '@darts/core/account/access';
import type { DivisionData, DivisionDataSeason } from '@darts/core/contract/divisionData';
import type { Division } from '@darts/core/contract/division';
import type { Season } from '@darts/core/contract/season';
import type { LeagueMode, ListMode } from './route/mode';

/** Favourite teams (the `favouriteTeamIds` preference) when the favourites feature is on. */
export interface Favourites {
  enabled: boolean;
  ids: readonly string[];
  toggle(teamId: string): void;
}

/**
 * Everything the division screen's tabs share: the loaded data, what was asked for, the caller's
 * rights and how to link to other views.
 */
export interface LeagueView {
  data: DivisionData;
  season: DivisionDataSeason | null;
  /** The season as the season list has it (with its divisions), when known. */
  seasonDetails: Season | null;
  /** The requested divisions as resolved (empty for a season-wide list view). */
  divisions: readonly Division[];
  /** Set for /teams, /fixtures and /players (divisions from `?division=`). */
  list: ListMode | null;
  mode: LeagueMode;
  /** The division's name for links and titles ('{division}: Teams'). */
  divisionName: string;
  /** Tabs and edit controls show (`controls` query flag). */
  controls: boolean;
  today: string;
  can(flag: AccessFlag): boolean;
  favourites: Favourites;
  /** The address of another mode of this view (keeps the list view's `?division=`). */
  hrefFor(mode: LeagueMode): string;
  /** The name of a team's division (team id or name), for team and player links. */
  divisionNameOf(team: string): string;
  /** The division's id when exactly one is shown (for creating teams, fixtures and notes). */
  divisionId: string | null;
}

const LeagueViewContext = createContext<LeagueView | null>(null);
export const LeagueViewProvider = LeagueViewContext.Provider;

export function useLeagueView(): LeagueView {
  const view = useContext(LeagueViewContext);
  if (!view) throw new Error('useLeagueView must be used inside the division screen');
  return view;
}
