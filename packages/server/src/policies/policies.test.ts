import { noAccess, type AccessFlag } from '@darts/core/contract/access';
import { describe, expect, it } from 'vitest';
import type { Caller } from '#server/auth/guard';
import { FEATURE_IDS } from '@darts/core/contract/feature';
import type { PhotoDoc, SaygDoc, TeamPlayerDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { canSeeAccount } from './accounts';
import { canFollowLive, canPublishTournament } from './live';
import { canDeletePhoto, canSeeAllPhotos, canSeePhoto } from './photos';
import { canEditSayg, canRecordAnySayg } from './sayg';
import {
  canEditFixtureDetails,
  canEditScores,
  canRecordScores,
  canSeeManOfTheMatch,
  canSeeSubmission,
  clerkSideOf,
  scoreRecorderOf,
} from './scorecard';
import { canSeePlayerEmail, emailVisibility } from './teams';
import {
  canDeleteTournamentSayg,
  canEnterTournamentResults,
  canLinkTournamentSayg,
  canManageTournament,
} from './tournaments';

const stored = <T>(id: string, doc: T): Stored<T> => ({
  id,
  doc,
  created: '2026-01-01T00:00:00.000Z',
  author: null,
  updated: '2026-01-01T00:00:00.000Z',
  editor: null,
  deleted: null,
  remover: null,
});

const caller = (flags: AccessFlag[], teamId: string | null = null, id = 'u1'): Caller =>
  stored(id, {
    name: 'Ann',
    givenName: 'Ann',
    emailAddress: 'ann@example.com',
    passwordHash: '',
    teamId,
    access: { ...noAccess(), ...Object.fromEntries(flags.map((f) => [f, true])) },
  });

const game = { home: { id: 'home' }, away: { id: 'away' } };

describe('scores policy', () => {
  it('ManageScores edits and sees both sides; ManageGames edits the details', () => {
    const admin = caller(['manageScores']);
    expect(canEditScores(admin)).toBe(true);
    expect(canRecordScores(admin, game)).toBe(true);
    expect(clerkSideOf(admin, game)).toBeNull();
    expect(canSeeSubmission(admin, game, 'away')).toBe(true);
    expect(canSeeManOfTheMatch(admin, 'home', false)).toBe(true);
    expect(canEditFixtureDetails(caller(['manageGames']))).toBe(true);
    expect(canEditFixtureDetails(admin)).toBe(false);
  });

  it('a clerk records and sees only their own side', () => {
    const clerk = caller(['inputResults'], 'away');
    expect(canEditScores(clerk)).toBe(false);
    expect(clerkSideOf(clerk, game)).toBe('away');
    expect(canRecordScores(clerk, game)).toBe(true);
    expect(canSeeSubmission(clerk, game, 'away')).toBe(true);
    expect(canSeeSubmission(clerk, game, 'home')).toBe(false);
    expect(canSeeManOfTheMatch(clerk, 'away', false)).toBe(true);
    expect(canSeeManOfTheMatch(clerk, 'home', false)).toBe(false);
    // Once the card is published, everyone sees both.
    expect(canSeeManOfTheMatch(clerk, 'home', true)).toBe(true);
    expect(canSeeManOfTheMatch(null, 'home', true)).toBe(true);
    expect(canSeeManOfTheMatch(null, 'home', false)).toBe(false);
  });

  it('anyone else records nothing and sees no submission', () => {
    for (const other of [null, caller(['inputResults'], 'other'), caller([], 'home')]) {
      expect(canRecordScores(other, game)).toBe(false);
      expect(clerkSideOf(other, game)).toBeNull();
      expect(canSeeSubmission(other, game, 'home')).toBe(false);
    }
    expect(scoreRecorderOf(null)).toBeNull();
    expect(scoreRecorderOf(caller(['inputResults'], 'home'))).toEqual({
      manageScores: false,
      inputResults: true,
      teamId: 'home',
    });
  });
});

describe('photos policy', () => {
  const photo = (entityType: PhotoDoc['entityType'], userId = 'u1') =>
    stored<PhotoDoc>('p1', {
      entityType,
      entityId: 'g1',
      userId,
      teamId: null,
      fileName: null,
      contentType: 'image/jpeg',
      fileSize: 10,
    });

  it('the uploader sees and deletes their own photo while they hold uploadPhotos', () => {
    expect(canSeePhoto(caller(['uploadPhotos']), photo('Game'))).toBe(true);
    expect(canDeletePhoto(caller(['uploadPhotos']), photo('Game'))).toBe(true);
    expect(canSeePhoto(caller([]), photo('Game'))).toBe(false);
    expect(canDeletePhoto(caller(['uploadPhotos']), photo('Game', 'someone else'))).toBe(false);
  });

  it("viewAnyPhoto sees all; ManageScores a fixture's, ManageTournaments a tournament's", () => {
    expect(canSeeAllPhotos(caller(['viewAnyPhoto']), 'Tournament')).toBe(true);
    expect(canSeePhoto(caller(['manageScores'], null, 'u2'), photo('Game'))).toBe(true);
    expect(canSeePhoto(caller(['manageScores'], null, 'u2'), photo('Tournament'))).toBe(false);
    expect(canSeePhoto(caller(['manageTournaments'], null, 'u2'), photo('Tournament'))).toBe(true);
    expect(canSeePhoto(null, photo('Game'))).toBe(false);
  });

  it("deleteAnyPhoto deletes anyone's photo", () => {
    expect(canDeletePhoto(caller(['deleteAnyPhoto'], null, 'u2'), photo('Game'))).toBe(true);
    expect(canDeletePhoto(null, photo('Game'))).toBe(false);
  });
});

describe('sayg policy', () => {
  const record = (ownerId: string | null, tournamentMatchId: string | null = null) =>
    stored<SaygDoc>('s1', {
      yourName: 'Ann',
      opponentName: null,
      startingScore: 501,
      numberOfLegs: 3,
      tournamentMatchId,
      legs: {},
      editTokenHash: '',
      ownerId,
    });

  it('the edit token edits any record, signed in or not', () => {
    expect(canEditSayg(null, record(null), true)).toBe(true);
    expect(canEditSayg(null, record('u1', 'm1'), true)).toBe(true);
    expect(canEditSayg(null, record(null), false)).toBe(false);
  });

  it('the signed-in creator edits their record unless it is linked to a tournament match', () => {
    expect(canEditSayg(caller([]), record('u1'), false)).toBe(true);
    expect(canEditSayg(caller([]), record('u1', 'm1'), false)).toBe(false);
    expect(canEditSayg(caller([], null, 'u2'), record('u1'), false)).toBe(false);
  });

  it('recordScoresAsYouGo edits every record and links tournament matches', () => {
    const scorer = caller(['recordScoresAsYouGo'], null, 'u2');
    expect(canRecordAnySayg(scorer)).toBe(true);
    expect(canEditSayg(scorer, record('u1', 'm1'), false)).toBe(true);
    expect(canRecordAnySayg(caller([]))).toBe(false);
    expect(canRecordAnySayg(null)).toBe(false);
  });
});

describe('live policy', () => {
  const publicLive = (configuredValue: string | null) => [
    { id: FEATURE_IDS.publicLiveScores, defaultValue: 'true', configuredValue },
  ];

  it('everyone follows while PublicLiveScores is on; useWebSockets follows when it is off', () => {
    expect(canFollowLive(null, publicLive(null))).toBe(true);
    expect(canFollowLive(null, publicLive('false'))).toBe(false);
    expect(canFollowLive(caller([]), publicLive('false'))).toBe(false);
    expect(canFollowLive(caller(['useWebSockets']), publicLive('false'))).toBe(true);
  });

  it('manageTournaments publishes a tournament', () => {
    expect(canPublishTournament(caller(['manageTournaments']))).toBe(true);
    expect(canPublishTournament(caller(['recordScoresAsYouGo']))).toBe(false);
    expect(canPublishTournament(null)).toBe(false);
  });
});

describe('teams policy', () => {
  const player = (emailAddress: string | null) =>
    ({ id: 'p1', name: 'Bob', captain: false, emailAddress }) as TeamPlayerDoc;

  it('manageAccess and manageTeams see every e-mail address', () => {
    expect(canSeePlayerEmail(caller(['manageAccess']), player('bob@example.com'))).toBe(true);
    expect(canSeePlayerEmail(caller(['manageTeams']), player('bob@example.com'))).toBe(true);
  });

  it('a player sees their own address (any case); others and visitors see none', () => {
    expect(canSeePlayerEmail(caller([]), player('ANN@example.com'))).toBe(true);
    expect(canSeePlayerEmail(caller([]), player('bob@example.com'))).toBe(false);
    expect(canSeePlayerEmail(caller([]), player(null))).toBe(false);
    expect(emailVisibility(null)(player('ann@example.com'))).toBe(false);
  });
});

describe('accounts policy', () => {
  it('everyone signed in sees their own account; manageAccess sees any', () => {
    expect(canSeeAccount(caller([]), { id: 'u1' })).toBe(true);
    expect(canSeeAccount(caller([]), { id: 'u2' })).toBe(false);
    expect(canSeeAccount(caller([]), null)).toBe(false);
    expect(canSeeAccount(caller(['manageAccess']), { id: 'u2' })).toBe(true);
    expect(canSeeAccount(caller(['manageAccess']), null)).toBe(true);
    expect(canSeeAccount(null, { id: 'u1' })).toBe(false);
  });
});

describe('tournaments policy', () => {
  it('manageTournaments runs the event and its bracket; enterTournamentResults only the bracket', () => {
    const organiser = caller(['manageTournaments']);
    expect(canManageTournament(organiser)).toBe(true);
    expect(canEnterTournamentResults(organiser)).toBe(true);
    const clerk = caller(['enterTournamentResults']);
    expect(canManageTournament(clerk)).toBe(false);
    expect(canEnterTournamentResults(clerk)).toBe(true);
    expect(canLinkTournamentSayg(clerk)).toBe(false);
    expect(canLinkTournamentSayg(caller(['recordScoresAsYouGo']))).toBe(true);
    expect(canEnterTournamentResults(null)).toBe(false);
  });

  it("a scorer deletes a match's record they started; the results' keepers any", () => {
    const record = stored<SaygDoc>('s1', {
      yourName: 'Ann',
      opponentName: 'Bea',
      startingScore: 501,
      numberOfLegs: 3,
      tournamentMatchId: 'm1',
      legs: {},
      editTokenHash: '',
      ownerId: 'u1',
    });
    expect(canDeleteTournamentSayg(caller(['recordScoresAsYouGo']), record)).toBe(true);
    expect(canDeleteTournamentSayg(caller(['recordScoresAsYouGo'], null, 'u2'), record)).toBe(false);
    expect(canDeleteTournamentSayg(caller([]), record)).toBe(false);
    expect(canDeleteTournamentSayg(caller(['enterTournamentResults'], null, 'u2'), record)).toBe(true);
    expect(canDeleteTournamentSayg(caller(['manageTournaments'], null, 'u2'), null)).toBe(true);
    expect(canDeleteTournamentSayg(caller(['recordScoresAsYouGo']), null)).toBe(false);
    expect(canDeleteTournamentSayg(null, record)).toBe(false);
  });
});
