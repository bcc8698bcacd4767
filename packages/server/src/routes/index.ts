import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context';
import { accountRoutes } from './account/routes';
import { apiKeyRoutes } from './apiKey/routes';
import { dataRoutes } from './data/routes';
import { deviceRoutes } from './device/routes';
import { divisionRoutes } from './division/routes';
import { errorRoutes } from './error/routes';
import { featureRoutes } from './feature/routes';
import { gameRoutes } from './fixture/routes';
import { healthRoutes } from './health/routes';
import { homeRoutes } from './home/routes';
import { noteRoutes } from './note/routes';
import { photoRoutes } from './photo/routes';
import { playerRoutes } from './player/routes';
import { playerFiguresRoutes } from './player/figures';
import { leaderboardRoutes } from './leaderboard/routes';
import { reminderRoutes } from './reminder/routes';
import { reportRoutes } from './report/routes';
import { liveRoutes } from './live/routes';
import { saygRoutes } from './sayg/routes';
import { scoresRoutes } from './scorecard/routes';
import { seasonRoutes } from './season/routes';
import { siteRoutes } from './site/routes';
import { teamRoutes } from './team/routes';
import { tournamentRoutes } from './tournament/routes';
import { templateRoutes } from './template/routes';
import { openDataRoutes } from './v1/routes';
import { webhookRoutes } from './webhook/routes';

/** Every API area, registered in one place. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const area of [
    accountRoutes,
    deviceRoutes,
    featureRoutes,
    errorRoutes,
    siteRoutes,
    seasonRoutes,
    divisionRoutes,
    homeRoutes,
    teamRoutes,
    playerRoutes,
    playerFiguresRoutes,
    leaderboardRoutes,
    gameRoutes,
    scoresRoutes,
    photoRoutes,
    noteRoutes,
    saygRoutes,
    tournamentRoutes,
    liveRoutes,
    templateRoutes,
    reportRoutes,
    dataRoutes,
    apiKeyRoutes,
    openDataRoutes,
    webhookRoutes,
    reminderRoutes,
    healthRoutes,
  ]) {
    await app.register(area(ctx));
  }
}
