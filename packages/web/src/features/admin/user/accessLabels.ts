import type { AccessFlag } from '@darts/core/account/access';

export const MAN_OF_THE_MATCH_WARNING = 'Man of the match data can be seen for any team';

/** Readable names for the access checkboxes (every flag, checked by the compiler). */
export const ACCESS_LABELS: Record<AccessFlag, string> = {
  managePlayers: 'Manage players',
  manageScores: 'Manage scores',
  inputResults: 'Input results',
  manageTournaments: 'Manage tournaments',
  enterTournamentResults: 'Enter tournament results',
  analyseMatches: 'Analyse matches',
  manageDivisions: 'Manage divisions',
  manageGames: 'Manage games',
  manageNotes: 'Manage notes',
  manageSeasons: 'Manage seasons',
  manageTeams: 'Manage teams',
  runHealthChecks: 'Run health checks',
  manageSeasonTemplates: 'Manage season templates',
  runReports: 'Run reports',
  recordScoresAsYouGo: 'Record scores as you go',
  useWebSockets: 'Use web sockets',
  kioskMode: 'Kiosk mode',
  uploadPhotos: 'Upload photos',
  viewAnyPhoto: 'View any photo',
  deleteAnyPhoto: 'Delete any photo',
  manageAccess: 'Manage access',
  showDebugOptions: 'Show debug options',
  manageSockets: 'Manage sockets',
  viewExceptions: 'View exceptions',
  exportData: 'Export data',
  importData: 'Import data',
  bulkDeleteLeagueFixtures: 'Bulk delete league fixtures',
  manageFeatures: 'Manage features',
};

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
