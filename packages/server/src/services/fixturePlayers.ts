import type { FixtureDoc, FixturePlayerDoc, FixtureResultsDoc } from '#server/db/docs';

/*
 * Where a fixture names a player: match sides, 180s and hi-checks, in the fixture itself and in
 * the clerks' submissions. Players are stored as {id, name}, so a rename is carried into each.
 */

const inMatches = (results: FixtureResultsDoc, playerId: string) =>
  results.matches.some((m) => [...m.homePlayers, ...m.awayPlayers].some((p) => p.id === playerId));

const inAccolades = (results: FixtureResultsDoc, playerId: string) =>
  [...results.oneEighties, ...results.over100Checkouts].some((p) => p.id === playerId);

/** True when the player played a match of the fixture (its published results). */
export function hasPlayed(game: FixtureDoc, playerId: string): boolean {
  return inMatches(game, playerId);
}

/** True when the fixture (or a submission) names the player anywhere. */
export function namesPlayer(game: FixtureDoc, playerId: string): boolean {
  return [game, game.homeSubmission, game.awaySubmission].some(
    (results) => results !== null && (inMatches(results, playerId) || inAccolades(results, playerId)),
  );
}

function renameIn<T extends FixtureResultsDoc>(results: T, playerId: string, name: string): T {
  const rename = <P extends FixturePlayerDoc>(players: P[]): P[] =>
    players.map((p) => (p.id === playerId ? { ...p, name } : p));
  return {
    ...results,
    matches: results.matches.map((m) => ({
      ...m,
      homePlayers: rename(m.homePlayers),
      awayPlayers: rename(m.awayPlayers),
    })),
    oneEighties: rename(results.oneEighties),
    over100Checkouts: rename(results.over100Checkouts),
  };
}

/** The fixture with the player's name replaced everywhere it appears. */
export function renamePlayer(game: FixtureDoc, playerId: string, name: string): FixtureDoc {
  return {
    ...renameIn(game, playerId, name),
    homeSubmission: game.homeSubmission ? renameIn(game.homeSubmission, playerId, name) : null,
    awaySubmission: game.awaySubmission ? renameIn(game.awaySubmission, playerId, name) : null,
  };
}
