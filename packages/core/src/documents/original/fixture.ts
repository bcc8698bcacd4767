import { defaultMatchOption, matchOptionAt } from '../../league/matchOptions';
import type {
  FixtureDoc,
  FixtureMatchDoc,
  FixturePlayerDoc,
  FixtureResultsDoc,
  FixtureSubmissionDoc,
  MatchOptionDoc,
  NotablePlayerDoc,
} from '../fixture';
import type { SaygDoc } from '../sayg';
import { bool, date, field, guid, idOf, instant, int, list, obj, str, text, type Raw } from './read';
import { matchSayg } from './sayg';

/*
 * The original's league fixtures ("game", version 2): the card, its options, accolades and the
 * clerks' submissions. A match's embedded leg-by-leg record becomes a record of its own whose id
 * is the match's id (both are GUIDs of the original: they cannot clash).
 */

export function mapPlayer(raw: Raw): FixturePlayerDoc | null {
  const id = idOf(raw);
  return id ? { id, name: text(raw, 'Name') } : null;
}

export function mapPlayers(raws: Raw[]): FixturePlayerDoc[] {
  return raws.map(mapPlayer).filter((p): p is FixturePlayerDoc => p !== null);
}

/** A hi-check: the original kept the score in `Score`, or as text in `Notes`. */
export function mapNotable(raw: Raw): NotablePlayerDoc | null {
  const player = mapPlayer(raw);
  return player ? { ...player, score: int(raw, 'Score') ?? int(raw, 'Notes') } : null;
}

export function mapNotables(raws: Raw[]): NotablePlayerDoc[] {
  return raws.map(mapNotable).filter((p): p is NotablePlayerDoc => p !== null);
}

/** Options by match index; a partly filled option takes the slot's defaults for the rest. */
export function mapMatchOptions(raws: unknown, isKnockout: boolean): (MatchOptionDoc | null)[] {
  if (!Array.isArray(raws)) return [];
  return raws.map((value, index) => {
    if (value === null || typeof value !== 'object') return null;
    const raw = value as Raw;
    const fallback = defaultMatchOption(index, isKnockout);
    return {
      playerCount: int(raw, 'PlayerCount') ?? fallback.playerCount,
      startingScore: int(raw, 'StartingScore') ?? fallback.startingScore,
      numberOfLegs: int(raw, 'NumberOfLegs') ?? fallback.numberOfLegs,
    };
  });
}

const names = (players: FixturePlayerDoc[]) => players.map((p) => p.name).join(' & ');

interface MappedResults {
  results: FixtureResultsDoc;
  /** Leg-by-leg records of the matches, by id (the match's id). */
  saygs: { id: string; doc: SaygDoc }[];
}

/** The card: teams, matches, options and accolades (game-level, else the old per-match lists). */
function mapResults(raw: Raw, fallbackId: string, keepSayg: boolean): MappedResults {
  const isKnockout = bool(raw, 'IsKnockout');
  const matchOptions = mapMatchOptions(field(raw, 'MatchOptions'), isKnockout);
  const saygs: MappedResults['saygs'] = [];
  const rawMatches = list(raw, 'Matches');
  const matches = rawMatches.map((m, index): FixtureMatchDoc => {
    const id = idOf(m) ?? `${fallbackId}-match-${index}`;
    const homePlayers = mapPlayers(list(m, 'HomePlayers'));
    const awayPlayers = mapPlayers(list(m, 'AwayPlayers'));
    const sayg = obj(m, 'Sayg');
    const legs = sayg ? obj(sayg, 'Legs') : null;
    const bothSides = homePlayers.length > 0 && awayPlayers.length > 0;
    const kept = keepSayg && bothSides && !!sayg && !!legs && Object.keys(legs).length > 0;
    if (kept) {
      const option = matchOptionAt(matchOptions, index, isKnockout);
      saygs.push({
        id,
        doc: matchSayg(sayg, { home: names(homePlayers), away: names(awayPlayers) }, option),
      });
    }
    return {
      id,
      homePlayers,
      awayPlayers,
      homeScore: int(m, 'HomeScore'),
      awayScore: int(m, 'AwayScore'),
      saygId: kept ? id : null,
    };
  });
  const side = (name: 'Home' | 'Away') => {
    const team = obj(raw, name) ?? {};
    return {
      id: guid(team, 'Id') ?? '',
      name: text(team, 'Name'),
      manOfTheMatch: guid(team, 'ManOfTheMatch'),
    };
  };
  const oneEighties = list(raw, 'OneEighties');
  const over100Checkouts = list(raw, 'Over100Checkouts');
  return {
    results: {
      home: side('Home'),
      away: side('Away'),
      matches,
      matchOptions,
      oneEighties: mapPlayers(
        oneEighties.length ? oneEighties : rawMatches.flatMap((m) => list(m, 'OneEighties')),
      ),
      over100Checkouts: mapNotables(
        over100Checkouts.length ? over100Checkouts : rawMatches.flatMap((m) => list(m, 'Over100Checkouts')),
      ),
    },
    saygs,
  };
}

/** A clerk's submission (a Game-shaped copy); its matches' leg-by-leg records are not kept. */
function mapSubmission(raw: Raw | null, gameId: string): FixtureSubmissionDoc | null {
  if (!raw) return null;
  return {
    ...mapResults(raw, gameId, false).results,
    created: instant(raw, 'Created'),
    author: str(raw, 'Author'),
    updated: instant(raw, 'Updated'),
    editor: str(raw, 'Editor'),
  };
}

export interface MappedFixture {
  doc: FixtureDoc;
  saygs: { id: string; doc: SaygDoc }[];
  /** Photos the original listed: their bytes are not in its export, so they are left out. */
  photosLeftOut: number;
}

export function mapGame(raw: Raw): MappedFixture {
  const gameId = idOf(raw) ?? '';
  const { results, saygs } = mapResults(raw, gameId, true);
  return {
    doc: {
      ...results,
      seasonId: guid(raw, 'SeasonId') ?? '',
      divisionId: guid(raw, 'DivisionId') ?? '',
      date: date(raw, 'Date'),
      address: text(raw, 'Address'),
      postponed: bool(raw, 'Postponed'),
      isKnockout: bool(raw, 'IsKnockout'),
      accoladesCount: bool(raw, 'AccoladesCount'),
      homeSubmission: mapSubmission(obj(raw, 'HomeSubmission'), gameId),
      awaySubmission: mapSubmission(obj(raw, 'AwaySubmission'), gameId),
      photos: [],
    },
    saygs,
    photosLeftOut: list(raw, 'Photos').length,
  };
}
