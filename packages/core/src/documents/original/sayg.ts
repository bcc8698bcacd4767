import { DEFAULT_NUMBER_OF_LEGS, DEFAULT_STARTING_SCORE } from '../../scoring/limits';
import type { SaygDoc } from '../sayg';
import { asRaw, bool, field, guid, int, list, obj, str, text, type Raw } from './read';

/*
 * The original's leg-by-leg records: RecordedScoreAsYouGo documents, and the `Sayg` embedded in a
 * league match (which becomes a record of its own, linked by the match's `saygId`). Only the
 * throws are kept (scores are derived on read), as our records store them.
 */

type StoredLeg = SaygDoc['legs'][string];
type StoredSide = NonNullable<StoredLeg['away']>;

/** "Home"/"home" -> "home"; anything else -> null. */
function sideKey(value: unknown): 'home' | 'away' | null {
  const v = typeof value === 'string' ? value.toLowerCase() : '';
  return v === 'home' || v === 'away' ? v : null;
}

function mapSide(raw: Raw): StoredSide {
  return {
    throws: list(raw, 'Throws').map((t) => ({
      score: int(t, 'Score') ?? 0,
      noOfDarts: int(t, 'NoOfDarts') ?? 3,
    })),
  };
}

function mapLeg(raw: Raw, startingScore: number): StoredLeg {
  const away = obj(raw, 'Away');
  const leg: StoredLeg = {
    startingScore: int(raw, 'StartingScore') || startingScore,
    currentThrow: sideKey(field(raw, 'CurrentThrow')),
    playerSequence: list(raw, 'PlayerSequence').flatMap((p) => {
      const value = sideKey(field(p, 'Value'));
      return value ? [{ value, text: text(p, 'Text') }] : [];
    }),
    home: mapSide(obj(raw, 'Home') ?? {}),
    away: away ? mapSide(away) : null,
  };
  if (bool(raw, 'IsLastLeg')) leg.isLastLeg = true;
  return leg;
}

/** The legs, keyed "0", "1", ... as both systems keep them. */
export function mapLegs(raw: Raw, startingScore: number): SaygDoc['legs'] {
  const legs = obj(raw, 'Legs') ?? {};
  return Object.fromEntries(
    Object.entries(legs).map(([key, leg]) => [key, mapLeg(asRaw(leg), startingScore)]),
  );
}

/**
 * An imported record has no edit token (nobody holds one): it is edited through its scorecard or
 * tournament, by those who may record scores (as records a scorecard creates).
 */
const importedRecord = { editTokenHash: '', ownerId: null } as const;

/** A RecordedScoreAsYouGo document. */
export function mapSayg(raw: Raw): SaygDoc {
  const startingScore = int(raw, 'StartingScore') || DEFAULT_STARTING_SCORE;
  return {
    yourName: text(raw, 'YourName'),
    opponentName: str(raw, 'OpponentName') || null,
    startingScore,
    numberOfLegs: int(raw, 'NumberOfLegs') || DEFAULT_NUMBER_OF_LEGS,
    tournamentMatchId: guid(raw, 'TournamentMatchId'),
    legs: mapLegs(raw, startingScore),
    ...importedRecord,
  };
}

/** A league match's embedded record, named and sized as our scorecard names its records. */
export function matchSayg(
  raw: Raw,
  names: { home: string; away: string },
  option: { startingScore: number; numberOfLegs: number },
): SaygDoc {
  const startingScore = option.startingScore > 1 ? option.startingScore : DEFAULT_STARTING_SCORE;
  return {
    yourName: names.home,
    opponentName: names.away,
    startingScore,
    numberOfLegs: option.numberOfLegs > 0 ? option.numberOfLegs : DEFAULT_NUMBER_OF_LEGS,
    tournamentMatchId: null,
    legs: mapLegs(raw, startingScore),
    ...importedRecord,
  };
}
