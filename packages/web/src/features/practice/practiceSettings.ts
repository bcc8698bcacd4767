import {
  DEFAULT_NUMBER_OF_LEGS,
  DEFAULT_STARTING_SCORE,
  MAX_NUMBER_OF_LEGS,
  MAX_STARTING_SCORE,
  MIN_STARTING_SCORE,
} from '@darts/core/scoring/limits';
import type { Leg, SaygState } from '@darts/core/scoring/types';

/** A practice match's settings, as in the address: ?yourName=&opponentName=&startingScore=&numberOfLegs= */
export interface PracticeSettings {
  yourName: string;
  opponentName: string | null;
  startingScore: number;
  numberOfLegs: number;
}

export const NUMERIC_SETTINGS = {
  startingScore: { min: MIN_STARTING_SCORE, max: MAX_STARTING_SCORE },
  numberOfLegs: { min: 1, max: MAX_NUMBER_OF_LEGS },
} as const;

type NumericSetting = keyof typeof NUMERIC_SETTINGS;

/** A whole number within the setting's range, else null. */
export function parseSetting(name: NumericSetting, text: string | null): number | null {
  if (text === null || !/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  const { min, max } = NUMERIC_SETTINGS[name];
  return value >= min && value <= max ? value : null;
}

export interface PracticeQuery {
  /** The settings the address gives (only those present and valid). */
  given: Partial<PracticeSettings>;
  /** Numeric parameters that are present but unusable: removed from the address. */
  invalid: NumericSetting[];
}

export function readPracticeQuery(search: URLSearchParams): PracticeQuery {
  const given: Partial<PracticeSettings> = {};
  const invalid: NumericSetting[] = [];
  const yourName = search.get('yourName')?.trim();
  if (yourName) given.yourName = yourName;
  if (search.has('opponentName')) given.opponentName = search.get('opponentName')?.trim() || null;
  for (const name of ['startingScore', 'numberOfLegs'] as const) {
    if (!search.has(name)) continue;
    const value = parseSetting(name, search.get(name));
    if (value === null) invalid.push(name);
    else given[name] = value;
  }
  return { given, invalid };
}

/** The settings for a new match: the address's, else 501 over 3 legs against nobody. */
export function practiceSettings(given: Partial<PracticeSettings>, defaultName: string): PracticeSettings {
  return {
    yourName: given.yourName ?? defaultName,
    opponentName: given.opponentName ?? null,
    startingScore: given.startingScore ?? DEFAULT_STARTING_SCORE,
    numberOfLegs: given.numberOfLegs ?? DEFAULT_NUMBER_OF_LEGS,
  };
}

/** True when the address asks for nothing different from what the record has. */
export function agreesWith(record: SaygState, given: Partial<PracticeSettings>): boolean {
  return (
    (given.yourName === undefined || given.yourName === record.yourName) &&
    (given.opponentName === undefined || given.opponentName === (record.opponentName ?? null)) &&
    (given.startingScore === undefined || given.startingScore === record.startingScore) &&
    (given.numberOfLegs === undefined || given.numberOfLegs === record.numberOfLegs)
  );
}

export function newPracticeRecord(settings: PracticeSettings): SaygState {
  return { ...settings, homeScore: 0, awayScore: 0, legs: {} };
}

const hasThrows = (leg: Leg) => leg.home.throws.length > 0 || (leg.away?.throws.length ?? 0) > 0;

/**
 * Changes settings mid-match. When the starting score or the number of players changes, legs not
 * yet thrown in are dropped so the next one is set up anew; legs with throws keep their own
 * starting score. Names in the player sequences follow the new names.
 */
export function withSettings(record: SaygState, change: Partial<PracticeSettings>): SaygState {
  const next = { ...record, ...change };
  const reshaped = next.startingScore !== record.startingScore || !next.opponentName !== !record.opponentName;
  const legs: Record<string, Leg> = {};
  for (const [key, leg] of Object.entries(record.legs)) {
    if (reshaped && !hasThrows(leg)) continue;
    legs[key] = {
      ...leg,
      playerSequence: leg.playerSequence.map((p) => ({
        value: p.value,
        text: (p.value === 'home' ? next.yourName : next.opponentName) ?? '',
      })),
    };
  }
  return { ...next, legs };
}

/** Restart: no legs, both scores 0. */
export function restarted(record: SaygState): SaygState {
  return { ...record, legs: {}, homeScore: 0, awayScore: 0 };
}

/** Writes the settings into the address's query, keeping its other parameters. */
export function settingsQuery(current: URLSearchParams, settings: PracticeSettings): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('yourName', settings.yourName);
  if (settings.opponentName) next.set('opponentName', settings.opponentName);
  else next.delete('opponentName');
  next.set('startingScore', String(settings.startingScore));
  next.set('numberOfLegs', String(settings.numberOfLegs));
  return next;
}
