import { ACCOUNT_ROUTES } from './account';
import { API_KEY_MANAGE_ROUTES } from './apiKeyManage';
import { ACCOUNT_MANAGE_ROUTES } from './accountManage';
import { ACCOUNT_SIGN_IN_ROUTES } from './accountSignIn';
import { DATA_ROUTES } from './data';
import { DEVICE_ROUTES } from './device';
import { DIVISION_ROUTES } from './division';
import { DIVISION_MANAGE_ROUTES } from './divisionManage';
import { ERROR_ROUTES } from './error';
import { ERROR_MANAGE_ROUTES } from './errorManage';
import { FEATURE_ROUTES } from './feature';
import { FEATURE_MANAGE_ROUTES } from './featureManage';
import { FIXTURE_ROUTES } from './fixture';
import { HEALTH_ROUTES } from './health';
import { HOME_ROUTES } from './home';
import { LEADERBOARD_ROUTES } from './leaderboard';
import { LIVE_ROUTES } from './live';
import { LIVE_UPDATE_ROUTES } from './liveUpdate';
import { NOTE_ROUTES } from './note';
import { OPEN_DATA_ROUTES } from './openData';
import { OPEN_DATA_TABLE_ROUTES } from './openDataTables';
import { PHOTO_ROUTES } from './photo';
import { PLAYER_ROUTES } from './player';
import { PLAYER_PRACTICE_ROUTES } from './playerPractice';
import { REMINDER_ROUTES } from './reminder';
import { REPORT_ROUTES } from './report';
import { SAYG_ROUTES } from './sayg';
import { SCORECARD_ROUTES } from './scorecard';
import { SEASON_ROUTES } from './season';
import { SEASON_MANAGE_ROUTES } from './seasonManage';
import { SITE_ROUTES } from './site';
import { TEAM_ROUTES } from './team';
import { TEMPLATE_ROUTES } from './template';
import { TOURNAMENT_ROUTES } from './tournament';
import { WEBHOOK_MANAGE_ROUTES } from './webhookManage';

/**
 * Every API area's routes (the server's test of its registrations reads them). The web imports
 * one area's module at a time, so a page loads only the routes it calls; an area every page loads
 * keeps its managers' and admins' routes in `<area>Manage.ts`, loaded only by the pages that call
 * them (docs/decisions/035).
 */
export const API_ROUTES = {
  account: ACCOUNT_ROUTES,
  accountManage: ACCOUNT_MANAGE_ROUTES,
  accountSignIn: ACCOUNT_SIGN_IN_ROUTES,
  apiKeyManage: API_KEY_MANAGE_ROUTES,
  data: DATA_ROUTES,
  device: DEVICE_ROUTES,
  division: DIVISION_ROUTES,
  divisionManage: DIVISION_MANAGE_ROUTES,
  error: ERROR_ROUTES,
  errorManage: ERROR_MANAGE_ROUTES,
  feature: FEATURE_ROUTES,
  featureManage: FEATURE_MANAGE_ROUTES,
  game: FIXTURE_ROUTES,
  health: HEALTH_ROUTES,
  home: HOME_ROUTES,
  leaderboard: LEADERBOARD_ROUTES,
  live: LIVE_ROUTES,
  liveUpdate: LIVE_UPDATE_ROUTES,
  note: NOTE_ROUTES,
  openData: OPEN_DATA_ROUTES,
  openDataTables: OPEN_DATA_TABLE_ROUTES,
  photo: PHOTO_ROUTES,
  player: PLAYER_ROUTES,
  playerPractice: PLAYER_PRACTICE_ROUTES,
  reminder: REMINDER_ROUTES,
  report: REPORT_ROUTES,
  sayg: SAYG_ROUTES,
  scores: SCORECARD_ROUTES,
  season: SEASON_ROUTES,
  seasonManage: SEASON_MANAGE_ROUTES,
  site: SITE_ROUTES,
  team: TEAM_ROUTES,
  template: TEMPLATE_ROUTES,
  tournament: TOURNAMENT_ROUTES,
  webhookManage: WEBHOOK_MANAGE_ROUTES,
} as const;
