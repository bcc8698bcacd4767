import { ACCOUNT_ROUTES } from './account';
import { DATA_ROUTES } from './data';
import { DIVISION_ROUTES } from './division';
import { ERROR_ROUTES } from './error';
import { FEATURE_ROUTES } from './feature';
import { FIXTURE_ROUTES } from './fixture';
import { HOME_ROUTES } from './home';
import { LIVE_ROUTES } from './live';
import { LIVE_UPDATE_ROUTES } from './liveUpdate';
import { NOTE_ROUTES } from './note';
import { PHOTO_ROUTES } from './photo';
import { PLAYER_ROUTES } from './player';
import { REPORT_ROUTES } from './report';
import { SAYG_ROUTES } from './sayg';
import { SCORECARD_ROUTES } from './scorecard';
import { SEASON_ROUTES } from './season';
import { SITE_ROUTES } from './site';
import { TEAM_ROUTES } from './team';
import { TEMPLATE_ROUTES } from './template';
import { TOURNAMENT_ROUTES } from './tournament';

/**
 * Every API area's routes (the server's test of its registrations reads them). The web imports
 * one area's module at a time, so a page loads only the routes it calls.
 */
export const API_ROUTES = {
  account: ACCOUNT_ROUTES,
  data: DATA_ROUTES,
  division: DIVISION_ROUTES,
  error: ERROR_ROUTES,
  feature: FEATURE_ROUTES,
  game: FIXTURE_ROUTES,
  home: HOME_ROUTES,
  live: LIVE_ROUTES,
  liveUpdate: LIVE_UPDATE_ROUTES,
  note: NOTE_ROUTES,
  photo: PHOTO_ROUTES,
  player: PLAYER_ROUTES,
  report: REPORT_ROUTES,
  sayg: SAYG_ROUTES,
  scores: SCORECARD_ROUTES,
  season: SEASON_ROUTES,
  site: SITE_ROUTES,
  team: TEAM_ROUTES,
  template: TEMPLATE_ROUTES,
  tournament: TOURNAMENT_ROUTES,
} as const;
