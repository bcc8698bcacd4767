import { inUserWords } from '../contract/userWords';

/*
 * An imported row's problem in the league's words (docs/decisions/021, 033): the table and the row
 * named, then the problem as a person reads it. The import lists each after
 * "ERROR: " (docs/domain.md, "Data export and import").
 */

/** A row named by its table and its id as the zip has it, or by its place when it has no usable id. */
export function importRowName(table: string, id: string | null, index: number): string {
  return id ? `${table} ${id}` : `${table} row ${index + 1}`;
}

/**
 * One problem of a row: `path` is in the row (`created`) or in its document (`doc.seasons.0.name`,
 * the document's fields being the record's own), `reason` the rule's or zod's wording.
 * ("team 1f2e…", `doc.seasons.1.players.0.name`, zod's "expected string") -> "team 1f2e…: Season 2 player 1 name is required".
 */
export function importRowProblem(
  row: string,
  path: string | readonly (string | number)[],
  reason: string,
): string {
  const segments = (typeof path === 'string' ? path.split('.') : path.map(String)).filter((s) => s !== '');
  const inRecord = segments[0] === 'doc' ? segments.slice(1) : segments;
  return `${row}: ${inUserWords(inRecord.length ? inRecord : ['record'], reason, { id: 'The id' })}`;
}
