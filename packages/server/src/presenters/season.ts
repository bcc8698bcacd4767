import { type Division } from '@darts/core/contract/division';
import { isCurrentSeason, type Season } from '@darts/core/contract/season';
import type { DivisionDoc, SeasonDoc } from '#server/db/docs';
import { auditOf, type Stored } from '#server/db/documents';

export function presentDivision(division: Stored<DivisionDoc>): Division {
  return {
    id: division.id,
    name: division.doc.name,
    superleague: division.doc.superleague,
    ...auditOf(division),
  };
}

/** A season with its (non-deleted) divisions embedded and `isCurrent` for `today` (YYYY-MM-DD). */
export function presentSeason(
  season: Stored<SeasonDoc>,
  divisions: ReadonlyMap<string, Stored<DivisionDoc>>,
  today: string,
): Season {
  return {
    id: season.id,
    name: season.doc.name,
    startDate: season.doc.startDate,
    endDate: season.doc.endDate,
    isCurrent: isCurrentSeason(season.doc, today),
    divisions: season.doc.divisionIds
      .map((id) => divisions.get(id))
      .filter((d): d is Stored<DivisionDoc> => d !== undefined && !d.deleted)
      .map(presentDivision),
    ...auditOf(season),
  };
}
