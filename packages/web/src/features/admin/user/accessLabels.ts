import type { AccessFlag } from '@darts/core/account/access';

export const MAN_OF_THE_MATCH_WARNING = 'Man of the match data can be seen for any team';

/** The checkboxes grouped as an administrator thinks of them. Every flag appears once. */
export const ACCESS_GROUPS: readonly { legend: string; flags: readonly AccessFlag[] }[] = [
  {
    legend: 'League',
    flags: [
      'manageScores',
      'inputResults',
      'managePlayers',
      'manageTeams',
      'manageGames',
      'manageNotes',
      'manageDivisions',
      'manageSeasons',
      'manageSeasonTemplates',
      'runHealthChecks',
      'runReports',
      'bulkDeleteLeagueFixtures',
    ],
  },
  {
    legend: 'Tournaments and live scoring',
    flags: [
      'manageTournaments',
      'enterTournamentResults',
      'recordScoresAsYouGo',
      'analyseMatches',
      'useWebSockets',
      'kioskMode',
    ],
  },
  { legend: 'Photos', flags: ['uploadPhotos', 'viewAnyPhoto', 'deleteAnyPhoto'] },
  {
    legend: 'Administration',
    flags: [
      'manageAccess',
      'viewExceptions',
      'importData',
      'exportData',
      'manageSockets',
      'manageFeatures',
      'showDebugOptions',
    ],
  },
];
