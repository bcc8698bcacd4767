/*
 * Problems in the league's words (docs/decisions: "Error messages in user words"). Rules and
 * contracts write a problem as `path: reason` (`matches.0.homeScore: must be at most 5`); a person
 * reads `Match 1 home score must be at most 5`. This is the one place that turns one into the other:
 * the server's error handler for every 400, and the web wherever it shows a rule's problems.
 * No zod here: the web imports it on its pages.
 */

/** What a malformed id is told, after the field's name (see `inUserWords`, which rephrases it). */
export const ID_MESSAGE = 'must be an id like 3f2504e0-4f89-11d3-9a0c-0305e82c3301';
/** A malformed id, as a person reads it. */
export const NOT_RECOGNISED = 'was not recognised';

/** What the league calls each field of its requests, as it starts a sentence. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  access: 'Access',
  accoladesCount: 'Whether 180s and hi-checks count',
  additional180: 'New 180',
  additionalOver100Checkout: 'New hi-check',
  address: 'Address',
  awayPlayers: 'away players',
  awayScore: 'away score',
  awayTeamId: 'Away team',
  bestOf: 'Best of',
  boards: 'Boards',
  configuredValue: 'Value',
  copyPlayersFromSeasonId: 'Season to copy players from',
  copyTeamsFromSeasonId: 'Season to copy teams from',
  dartsAtDouble: 'darts at a double',
  date: 'Date',
  divisionId: 'Division',
  divisionIds: 'Divisions',
  email: 'Email address',
  emailAddress: 'Email address',
  endDate: 'End date',
  executeDelete: 'Delete',
  formatOptions: 'Format',
  gameId: 'Fixture',
  homePlayers: 'home players',
  homeScore: 'home score',
  givenName: 'Given name',
  handicap: 'handicap',
  homeTeamId: 'Home team',
  isKnockout: 'Knockout',
  lastUpdated: 'Last updated time',
  legsInHand: 'Legs in hand',
  manOfTheMatch: 'Man of the match',
  maxBreakdown: 'Number of rows',
  message: 'Message',
  name: 'Name',
  newDivisionId: 'New division',
  newTeamId: 'New team',
  noOfDarts: 'number of darts',
  note: 'Note',
  numberOfLegs: 'Number of legs',
  oneEighties: '180s',
  opponentName: 'Opponent name',
  over100Checkouts: 'Hi-checks',
  password: 'Password',
  playerId: 'Player',
  postponed: 'Postponed',
  sayg: 'leg-by-leg record',
  saygId: 'leg-by-leg record',
  score: 'score',
  scoreA: 'score A',
  scoreB: 'score B',
  seasonId: 'Season',
  sharedAddresses: 'shared venue',
  sideA: 'side A',
  sideB: 'side B',
  skipDates: 'Weeks left out',
  startDate: 'Start date',
  startingScore: 'Starting score',
  starts: 'Handicapped start',
  superleague: 'Superleague',
  teamId: 'Team',
  templateId: 'Template',
  topCount: 'Number of records',
  tournamentIds: 'Tournaments',
  tournamentMatchId: 'Tournament match',
  type: 'Type',
  yourName: 'Your name',
};

/** Lists whose items are named by number: `matches.0` is "Match 1". */
const ITEMS: Readonly<Record<string, string>> = {
  matches: 'match',
  legs: 'leg',
  throws: 'throw',
  over100Checkouts: 'hi-check',
  oneEighties: '180',
  homePlayers: 'home player',
  awayPlayers: 'away player',
  players: 'player',
  seasons: 'season',
  photos: 'photo',
  divisionIds: 'division',
  divisionId: 'division',
  stack: 'stack line',
  sides: 'side',
  divisions: 'division',
  dates: 'date',
  fixtures: 'fixture',
  sharedAddresses: 'shared venue',
  matchOptions: 'match options',
  boards: 'board',
  tournamentIds: 'tournament',
  skipDates: 'week left out',
};

/** Lists of lists whose inner items are named by number too: `sharedAddresses.0.1` is "Shared venue 1 team code 2". */
const INNER_ITEMS: Readonly<Record<string, string>> = {
  sharedAddresses: 'team code',
};

/** Sides of a leg or submission named in a path. */
const SIDES: Readonly<Record<string, string>> = { home: 'home', away: 'away' };

/** A table's entry for `key`: its own only, so a key such as `constructor` is not Object's. */
const own = (table: Readonly<Record<string, string>>, key: string): string | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;
/** A list index as a path writes it (`0`, `12`; not `01`, which is a key such as a leg's, not an index). */
const INDEX = /^(0|[1-9]\d*)$/;

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A fragment that continues its field's name as a sentence: `must be ...`, `is required`. */
const VERB = /^(must|is|was|could|has|have|cannot|can't|isn't|should|needs?|does|doesn't|exists?)\b/;
const startsLowercase = (s: string) => /^[a-z]/.test(s);

/** `copyTeamsFromSeasonId` -> `copy teams from season`: for a field without a label. */
function humanised(key: string): string {
  return key
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
}

/** A field's words; after other words its label is not capitalised (`Season 1 player 1 name`). */
function segmentWords(key: string, first: boolean): string {
  const label = own(FIELD_LABELS, key);
  if (label === undefined) return own(SIDES, key) ?? humanised(key);
  return first || !/^[A-Z][a-z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

export interface FieldName {
  /** The whole name, e.g. "Match 1 home score"; '' for no path. */
  label: string;
  /** True when the path points into a list item ("Match 1"), which a bare sentence would lose. */
  inItem: boolean;
  /** The name up to its last list item, e.g. "Match 1" for `matches.0.homePlayers`. */
  item: string;
}

/** Names a field path (`matches.0.homeScore` or its segments) in the league's words. */
export function fieldName(
  path: string | readonly (string | number)[],
  nouns: { id?: string } = {},
): FieldName {
  const segments = (typeof path === 'string' ? path.split('.') : path.map(String)).filter((s) => s !== '');
  const words: string[] = [];
  let itemEnd = 0;
  let list = '';
  let round = 0;
  for (let i = 0; i < segments.length; i++) {
    const key = segments[i]!;
    const next = segments[i + 1];
    const item = own(ITEMS, key);
    if (item && next !== undefined && INDEX.test(next)) {
      words.push(`${item} ${Number(next) + 1}`);
      itemEnd = words.length;
      list = key;
      i++;
    } else if (INDEX.test(key)) {
      words.push(`${own(INNER_ITEMS, list) ?? 'item'} ${Number(key) + 1}`);
      itemEnd = words.length;
    } else if (key === 'round' && next === undefined) {
      // The chain as a whole: `round: must have at most 9 rounds`.
      words.push('rounds');
    } else if (key === 'round' || key === 'nextRound') {
      // A tournament's rounds are a chain: `round.nextRound.matches.0` is "Round 2 match 1".
      if (key === 'nextRound' && round > 0 && words.at(-1) === `round ${round}`) words.pop();
      round = key === 'round' ? 1 : round + 1;
      words.push(`round ${round}`);
      itemEnd = words.length;
    } else if (key === 'body' && i === 0) {
      // The request body as a whole: nothing to name.
    } else if (key === 'id') {
      // An item's id is the item itself: `homePlayers.0.id` is "home player 1".
      if (words.length === 0) words.push(nouns.id ?? 'id');
    } else {
      words.push(segmentWords(key, words.length === 0));
    }
  }
  const join = (list: string[]) => capitalised(list.join(' ').replace(/\s+/g, ' ').trim());
  return { label: join(words), inItem: itemEnd > 0, item: join(words.slice(0, itemEnd)) };
}

const KINDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  record: 'a set of values',
  object: 'a set of fields',
};

/** zod's own wording (a schema without a message of its own) in the league's words, as a fragment. */
function fromZod(reason: string): string | null {
  let m = /^Invalid input: expected (\w+), received (\w+)/.exec(reason);
  if (m) return m[2] === 'undefined' ? 'is required' : `must be ${own(KINDS, m[1]!) ?? m[1]}`;
  m = /^Invalid option: expected one of (.+)$/.exec(reason);
  if (m) return `must be one of ${m[1]!.replaceAll('|', ', ')}`;
  m = /^Too big: expected \w+ to have <=?(\d+) (\w+)/.exec(reason);
  if (m) return `must have at most ${m[1]} ${m[2]}`;
  m = /^Too small: expected \w+ to have >=?(\d+) (\w+)/.exec(reason);
  if (m) return `must have at least ${m[1]} ${m[2]}`;
  m = /^Too big: expected \w+ to be <=?(\S+)/.exec(reason);
  if (m) return `must be at most ${m[1]}`;
  m = /^Too small: expected \w+ to be >=?(\S+)/.exec(reason);
  if (m) return `must be at least ${m[1]}`;
  if (/^Invalid email/.test(reason)) return 'must be an email address';
  if (/^Invalid ISO date/.test(reason)) return 'must be a date and time';
  m = /^Unrecognized keys?: (.+)$/.exec(reason);
  if (m) return `has fields the league does not know: ${m[1]}`;
  if (/^Invalid/.test(reason)) return 'is not valid';
  return null;
}

/** A fragment's wording for a person, where the contract's wording suits an API client only. */
function rephrased(reason: string): string {
  if (reason === ID_MESSAGE || reason.endsWith(` ${ID_MESSAGE}`) || reason === 'must be an id')
    return NOT_RECOGNISED;
  // A stored stamp (documents/fields.ts `instant`), as an import is told it.
  if (reason === 'must be an ISO date and time') return 'must be a date and time';
  return fromZod(reason) ?? reason;
}

/**
 * One problem in the league's words, naming the field: a sentence (`Enter a season name`) is kept,
 * prefixed by its list item when it is inside one (`Hi-check 2: Enter the score first`); a fragment
 * (`must be at most 50 characters`) follows the field's label (`Name must be at most 50 characters`).
 */
export function inUserWords(
  path: string | readonly (string | number)[],
  reason: string,
  nouns: { id?: string } = {},
): string {
  const name = fieldName(path, nouns);
  const text = rephrased(reason.trim());
  if (!startsLowercase(text)) return name.inItem ? `${name.item}: ${text}` : text;
  if (!name.label) return capitalised(text);
  if (VERB.test(text)) return `${name.label} ${text}`;
  // A reason that is not a predicate follows its item (or field) after a colon:
  // `Match 1: the leg-by-leg record could not be found`.
  return `${name.inItem ? name.item : name.label}: ${text}`;
}

const PROBLEM = /^([A-Za-z][\w.-]*): (.+)$/s;

/**
 * A rule's `path: reason` problem in the league's words; any other text is returned as it is.
 * `nouns.id` names what a bare `id` is (e.g. 'The season').
 */
export function problemInUserWords(problem: string, nouns: { id?: string } = {}): string {
  const match = PROBLEM.exec(problem);
  if (!match) return problem;
  return inUserWords(match[1]!, match[2]!, nouns);
}
