import type { HomeFixtureDate, HomeSummary } from '../contract/home';
import type { WatchableData } from '../contract/live';
import { findByIdOrName } from '../league/idOrName';
import type { Tournament } from '../tournament/types';
import { superleagueSaygIds } from '../tournament/superleagueIds';

/*
 * `/tv`, the pub's screen (docs/domain.md "TV", docs/decisions/044): which live boards it shows and
 * in what pages, and what it rotates through when nothing is live. Pure: the web passes in the
 * watch list, the tournaments it has loaded and the home summary.
 */

/** Boards on one screen at a time (two by two at 1080p, each score at least 64 px tall). */
export const TV_BOARDS_PER_PAGE = 4;

/** One live board on the TV: a match followed leg by leg, or a superleague night. */
export interface TvBoard {
  kind: 'match' | 'superleague';
  id: string;
}

/** What the TV knows of a tournament on the watch list (undefined while it loads). */
export type TvTournament = Pick<Tournament, 'singleRound' | 'divisionId' | 'round'>;

/**
 * The boards to show, in the watch list's order: each superleague night once (its matches' records
 * show on its board, not again as boards of their own), and each other match followed leg by leg.
 * A knockout tournament has no board: its matches being scored are on the list themselves. A
 * tournament still loading is left out until it has loaded. With `divisionIds`, a tournament shows
 * only when it is of one of them, and a match only when the watch list names its division (a
 * scorecard's or a tournament's match; a practice match is of none).
 */
export function tvBoards(
  entries: readonly (Pick<WatchableData, 'id' | 'dataType'> & {
    eventDetails?: Pick<WatchableData['eventDetails'], 'divisionId'>;
  })[],
  tournaments: ReadonlyMap<string, TvTournament | undefined>,
  divisionIds: readonly string[] | null = null,
): TvBoard[] {
  const onSuperleagueBoards = new Set<string>();
  const boards: TvBoard[] = [];
  for (const entry of entries) {
    if (entry.dataType !== 'Tournament') continue;
    const tournament = tournaments.get(entry.id);
    if (!tournament?.singleRound) continue;
    for (const id of superleagueSaygIds(tournament)) onSuperleagueBoards.add(id.toLowerCase());
    if (divisionIds && !divisionIds.includes(tournament.divisionId ?? '')) continue;
    boards.push({ kind: 'superleague', id: entry.id });
  }
  const matches = entries
    .filter((e) => e.dataType === 'Sayg' && !onSuperleagueBoards.has(e.id.toLowerCase()))
    .filter((e) => !divisionIds || divisionIds.includes(e.eventDetails?.divisionId ?? ''))
    .map((e): TvBoard => ({ kind: 'match', id: e.id }));
  const order = new Map(entries.map((e, index) => [e.id, index]));
  return [...boards, ...matches].sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/**
 * The boards in the order the TV first showed them: the watch list puts the latest update first,
 * which would move the boards (and between pages) at every throw. A board still live keeps its
 * place; a new one comes after the others, in the watch list's order.
 */
export function inShownOrder(boards: readonly TvBoard[], shownBefore: readonly string[]): TvBoard[] {
  const place = new Map(shownBefore.map((id, index) => [id, index]));
  const placeOf = (board: TvBoard, index: number) => place.get(board.id) ?? shownBefore.length + index;
  return boards
    .map((board, index) => ({ board, at: placeOf(board, index) }))
    .sort((a, b) => a.at - b.at)
    .map(({ board }) => board);
}

/** How many pages `count` items fill, `perPage` to a page (at least one). */
export function pageCount(count: number, perPage: number = TV_BOARDS_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The items of page `page` (counted from 0; wraps round past the last). */
export function pageOf<T>(items: readonly T[], page: number, perPage: number = TV_BOARDS_PER_PAGE): T[] {
  const pages = pageCount(items.length, perPage);
  const start = (((page % pages) + pages) % pages) * perPage;
  return items.slice(start, start + perPage);
}

/**
 * The divisions `?division=` names (each an id or a name) among the season's, as ids; null when
 * none is asked for (every division). A name matching no division narrows to nothing.
 */
export function tvDivisionIds(
  divisions: readonly { id: string; name: string }[],
  wanted: readonly string[],
): string[] | null {
  const values = wanted.filter((w) => w.trim() !== '');
  if (values.length === 0) return null;
  return values.flatMap((w) => {
    const found = findByIdOrName(divisions, w);
    return found ? [found.id] : [];
  });
}

/** One screen of the rotation when nothing is live. */
export type TvSlide =
  | { kind: 'tonight'; date: HomeFixtureDate }
  | { kind: 'latest'; date: HomeFixtureDate }
  | { kind: 'table'; division: HomeSummary['divisions'][number] }
  | { kind: 'nothing' };

/** A date's fixtures of the divisions shown (all when `divisionIds` is null); null when none is left. */
export function narrowDate(date: HomeFixtureDate | null, divisionIds: readonly string[] | null) {
  if (!date || !divisionIds) return date;
  const fixtures = date.fixtures.filter(
    (f) => divisionIds.includes(f.homeDivision?.id ?? '') || divisionIds.includes(f.awayDivision?.id ?? ''),
  );
  return fixtures.length ? { ...date, fixtures } : null;
}

/**
 * What the TV rotates through when nothing is live: tonight's fixtures with their scores, the
 * latest results, then each division's table (only those of `divisionIds` when given); a date
 * without fixtures is skipped, and with nothing at all one 'nothing' slide says so.
 */
export function tvSlides(summary: HomeSummary, divisionIds: readonly string[] | null = null): TvSlide[] {
  const slides: TvSlide[] = [];
  const tonight = narrowDate(summary.tonight, divisionIds);
  if (tonight) slides.push({ kind: 'tonight', date: tonight });
  const latest = narrowDate(summary.latest, divisionIds);
  if (latest) slides.push({ kind: 'latest', date: latest });
  for (const division of summary.divisions) {
    if (divisionIds && !divisionIds.includes(division.id)) continue;
    if (division.teams.length > 0) slides.push({ kind: 'table', division });
  }
  return slides.length ? slides : [{ kind: 'nothing' }];
}

/**
 * The text size of a slide of `lines` lines, in hundredths of the screen's height (vh): as large
 * as 4.5 (49 px at 1080p), smaller when the lines would not otherwise fit below the TV's header.
 */
export function tvTextSize(lines: number): number {
  const fits = 80 / (Math.max(1, lines) * 1.6);
  return Math.round(Math.min(4.5, fits) * 100) / 100;
}
