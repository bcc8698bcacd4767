import type {
  TournamentDoc,
  TournamentMatchDoc,
  TournamentPlayerDoc,
  TournamentRoundDoc,
  TournamentSideDoc,
} from '../tournament';
import { mapMatchOptions, mapNotables, mapPlayers } from './fixture';
import { bool, date, field, guid, idOf, int, list, obj, str, text, type Raw } from './read';

/*
 * The original's tournaments ("tournamentgame"): sides, the round chain (each round links its
 * next, to the final), accolades. Gender was stored as Male/Female; ours is men/women.
 */

function mapTournamentPlayer(raw: Raw): TournamentPlayerDoc | null {
  const id = idOf(raw);
  return id ? { id, name: text(raw, 'Name'), divisionId: guid(raw, 'DivisionId') } : null;
}

/** A side; one without a name is named by its players, as the original showed it. */
function mapSide(raw: Raw | null, fallbackId: string): TournamentSideDoc | null {
  if (!raw) return null;
  const players = list(raw, 'Players')
    .map(mapTournamentPlayer)
    .filter((p): p is TournamentPlayerDoc => p !== null);
  return {
    id: idOf(raw) ?? fallbackId,
    name: text(raw, 'Name') || players.map((p) => p.name).join(', '),
    teamId: guid(raw, 'TeamId'),
    noShow: bool(raw, 'NoShow'),
    players,
  };
}

function mapMatch(raw: Raw, fallbackId: string): TournamentMatchDoc {
  const id = idOf(raw) ?? fallbackId;
  return {
    id,
    sideA: mapSide(obj(raw, 'SideA'), `${id}-a`),
    sideB: mapSide(obj(raw, 'SideB'), `${id}-b`),
    scoreA: int(raw, 'ScoreA'),
    scoreB: int(raw, 'ScoreB'),
    saygId: guid(raw, 'SaygId'),
  };
}

/** The round chain, iteratively (an export may nest deeply; recursion depth is not trusted). */
function mapRounds(first: Raw | null, tournamentId: string): TournamentRoundDoc | null {
  const rounds: TournamentRoundDoc[] = [];
  for (let raw = first, depth = 0; raw; raw = obj(raw, 'NextRound'), depth++) {
    const round: TournamentRoundDoc = {
      matches: list(raw, 'Matches').map((m, i) => mapMatch(m, `${tournamentId}-r${depth}-m${i}`)),
      matchOptions: mapMatchOptions(field(raw, 'MatchOptions'), false),
      nextRound: null,
    };
    const id = idOf(raw);
    if (id) round.id = id;
    const name = str(raw, 'Name');
    if (name) round.name = name;
    rounds.push(round);
  }
  for (let i = 0; i < rounds.length - 1; i++) rounds[i]!.nextRound = rounds[i + 1]!;
  return rounds[0] ?? null;
}

const GENDERS: Record<string, string> = { male: 'men', female: 'women', men: 'men', women: 'women' };

export interface MappedTournament {
  doc: TournamentDoc;
  photosLeftOut: number;
}

export function mapTournament(raw: Raw): MappedTournament {
  const id = idOf(raw) ?? '';
  const gender = str(raw, 'Gender')?.toLowerCase();
  const doc: TournamentDoc = {
    seasonId: guid(raw, 'SeasonId') ?? '',
    divisionId: guid(raw, 'DivisionId'),
    date: date(raw, 'Date'),
    address: text(raw, 'Address'),
    type: str(raw, 'Type') || null,
    notes: str(raw, 'Notes') || null,
    singleRound: bool(raw, 'SingleRound'),
    host: str(raw, 'Host') || null,
    opponent: str(raw, 'Opponent') || null,
    accoladesCount: bool(raw, 'AccoladesCount'),
    bestOf: int(raw, 'BestOf') || null,
    sides: list(raw, 'Sides')
      .map((s, i) => mapSide(s, `${id}-side-${i}`))
      .filter((s): s is TournamentSideDoc => s !== null),
    round: mapRounds(obj(raw, 'Round'), id),
    oneEighties: mapPlayers(list(raw, 'OneEighties')),
    over100Checkouts: mapNotables(list(raw, 'Over100Checkouts')),
    gender: (gender && GENDERS[gender]) || null,
    excludeFromReports: bool(raw, 'ExcludeFromReports'),
  };
  return { doc, photosLeftOut: list(raw, 'Photos').length };
}
