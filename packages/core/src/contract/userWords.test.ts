import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ID_MESSAGE } from './common';
import { fieldName, inUserWords, problemInUserWords } from './userWords';

describe('inUserWords', () => {
  it('puts a fragment after the field the league names it by', () => {
    expect(inUserWords(['startDate'], 'must be a date (YYYY-MM-DD)')).toBe(
      'Start date must be a date (YYYY-MM-DD)',
    );
    expect(inUserWords('password', 'is required')).toBe('Password is required');
    expect(inUserWords('copyTeamsFromSeasonId', 'is odd')).toBe('Season to copy teams from is odd');
    expect(inUserWords('someNewField', 'is odd')).toBe('Some new field is odd');
  });

  it('keeps a sentence, naming the list item it is about', () => {
    expect(inUserWords('name', 'Enter a season name')).toBe('Enter a season name');
    expect(inUserWords('over100Checkouts.1.score', 'Enter the score first')).toBe(
      'Hi-check 2: Enter the score first',
    );
  });

  it('names list items by number, never by path', () => {
    expect(inUserWords('matches.0.homeScore', 'must be at most 5 (the match is best of 5)')).toBe(
      'Match 1 home score must be at most 5 (the match is best of 5)',
    );
    expect(inUserWords('legs.0.home.throws.2.noOfDarts', '141 cannot be checked out with 1 dart')).toBe(
      'Leg 1 home throw 3: 141 cannot be checked out with 1 dart',
    );
    expect(inUserWords('matches.1', 'the scores add up to more than the 5 legs')).toBe(
      'Match 2: the scores add up to more than the 5 legs',
    );
    expect(fieldName('matches.0.homePlayers.0.id').label).toBe('Match 1 home player 1');
  });

  it("keeps a field's label in lower case after the list item it is in", () => {
    expect(inUserWords('seasons.1.players.0.name', 'is required')).toBe('Season 2 player 1 name is required');
    expect(inUserWords('divisions.0.name', 'must not contain control characters')).toBe(
      'Division 1 name must not contain control characters',
    );
    expect(inUserWords('homeSubmission.oneEighties', 'must be a list')).toBe(
      'Home submission 180s must be a list',
    );
    expect(inUserWords('over100Checkouts', 'must be a list')).toBe('Hi-checks must be a list');
  });

  it("numbers a tournament's chain of rounds and a template's lists of lists", () => {
    expect(inUserWords('round.nextRound.matches.0.sideB', 'A side cannot play itself')).toBe(
      'Round 2 match 1: A side cannot play itself',
    );
    expect(inUserWords('round', 'must have at most 9 rounds')).toBe('Rounds must have at most 9 rounds');
    expect(inUserWords('sides.0.name', 'Please enter a name for this side')).toBe(
      'Side 1: Please enter a name for this side',
    );
    expect(inUserWords('divisions.0.sharedAddresses.1.0', 'Enter a code for the team')).toBe(
      'Division 1 shared venue 2 team code 1: Enter a code for the team',
    );
  });

  it("names a key the caller chose as it is, never as Object's own properties or a list number", () => {
    // Found by probing POST /api/Sayg with legs keyed `constructor` and `01`.
    expect(inUserWords('legs.constructor', 'must be a leg number from 0 to 98')).toBe(
      'Legs constructor must be a leg number from 0 to 98',
    );
    expect(inUserWords('legs.01', 'must be a leg number from 0 to 98')).toBe(
      'Legs 01 must be a leg number from 0 to 98',
    );
    expect(inUserWords('toString.__proto__', 'is odd')).toBe('To string proto is odd');
    expect(inUserWords('hasOwnProperty', 'Invalid input: expected constructor, received string')).toBe(
      'Has own property must be constructor',
    );
  });

  it('never says id or GUID: a malformed id was not recognised', () => {
    expect(inUserWords('divisionId', ID_MESSAGE)).toBe('Division was not recognised');
    expect(inUserWords('id', ID_MESSAGE, { id: 'The season in the address' })).toBe(
      'The season in the address was not recognised',
    );
    expect(inUserWords('id', 'must be an id', { id: 'The id' })).toBe('The id was not recognised');
    expect(inUserWords('matches.0.homePlayers.0.id', ID_MESSAGE)).toBe(
      'Match 1 home player 1 was not recognised',
    );
  });

  it("words zod's own messages for a person", () => {
    const schema = z.object({
      name: z.string(),
      stack: z.array(z.string()),
      notes: z.string().max(2),
      type: z.enum(['sayg', 'tournament']),
      email: z.email(),
    });
    const issues = schema.safeParse({ stack: 'x', notes: 'long', type: 'x', email: 'x' }).error!.issues;
    expect(issues.map((i) => inUserWords(i.path as string[], i.message))).toEqual([
      'Name is required',
      'Stack must be a list',
      'Notes must have at most 2 characters',
      'Type must be one of "sayg", "tournament"',
      'Email address must be an email address',
    ]);
    expect(inUserWords('created', 'must be an ISO date and time')).toBe('Created must be a date and time');
  });
});

describe('problemInUserWords', () => {
  it("words a rule's `path: reason` problem and leaves other texts alone", () => {
    expect(problemInUserWords('seasonId: Season not found')).toBe('Season not found');
    expect(problemInUserWords('matches.2.awayPlayers: must have at most 1 player')).toBe(
      'Match 3 away players must have at most 1 player',
    );
    expect(problemInUserWords('Unable to update season, Sam updated it before you')).toBe(
      'Unable to update season, Sam updated it before you',
    );
  });
});
