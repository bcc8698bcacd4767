import type { DataDocumentRow } from '../../contract/data';
import { idOf, instant, str, type Raw } from './read';

/**
 * A row of one of our tables as an import writes it: the document plus its id and audit columns
 * (contract/data.ts, the rows of an export).
 */
export type MappedRow<T> = Omit<DataDocumentRow, 'doc'> & { doc: T };

/** What every mapping is given: the stamp for rows without audit stamps (the export's date). */
export interface MappingContext {
  fallbackStamp: string;
}

/** A row from an original document's id and audit fields, or null when it has no id. */
export function rowOf<T>(raw: Raw, doc: T, context: MappingContext): MappedRow<T> | null {
  const id = idOf(raw);
  if (!id) return null;
  const created = instant(raw, 'Created') ?? instant(raw, 'Updated') ?? context.fallbackStamp;
  return {
    id,
    doc,
    created,
    author: str(raw, 'Author'),
    updated: instant(raw, 'Updated') ?? created,
    editor: str(raw, 'Editor'),
    deleted: instant(raw, 'Deleted'),
    remover: str(raw, 'Remover'),
  };
}
