import { noAccess, type AccessFlag } from '@darts/core/contract/access';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth/guard';
import type { PhotoDoc } from '../db/docs';
import type { Stored } from '../db/documents';
import { canDeletePhoto, canSeeAllPhotos, canSeePhoto } from './photos';
import {
  canEditFixtureDetails,
  canEditScores,
  canRecordScores,
  canSeeManOfTheMatch,
  canSeeSubmission,
  clerkSideOf,
  scoreRecorderOf,
} from './scores';

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
    expect(canSeeManOfTheMatch(admin, 'home')).toBe(true);
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
    expect(canSeeManOfTheMatch(clerk, 'away')).toBe(true);
    expect(canSeeManOfTheMatch(clerk, 'home')).toBe(false);
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
