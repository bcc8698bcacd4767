import { CompiledQuery, type Kysely } from 'kysely';
import { concurrency } from '#server/errors';
import type { Database, DocumentTableName } from './schema';

/** A stored aggregate: its document plus the audit columns. */
export interface Stored<T> {
  id: string;
  doc: T;
  created: string;
  author: string | null;
  updated: string;
  editor: string | null;
  deleted: string | null;
  remover: string | null;
}

/** Who makes a change, and when (time is an input, never read from a global clock here). */
export interface Stamp {
  name: string | null;
  now: Date;
}

type Row = {
  id: string;
  doc: string;
  created: string;
  author: string | null;
  updated: string;
  editor: string | null;
  deleted: string | null;
  remover: string | null;
};

/** Rows written by one statement of a restore: far below either database's limit on parameters. */
const RESTORE_BATCH = 100;

export type IndexColumns<N extends DocumentTableName> = Omit<Database[N], keyof Row>;

/**
 * One repository shape for every aggregate table: documents with audit stamping, soft delete and
 * the optimistic concurrency check (`UPDATE ... WHERE id = ? AND updated = ?`).
 */
export class DocumentRepository<N extends DocumentTableName, T> {
  private readonly db: Kysely<Record<string, Row & Record<string, string | null>>>;
  private readonly tableName: string;
  readonly table: N;
  /** The type name used in the concurrency messages, e.g. `Game`, `Season`. */
  readonly typeName: string;
  private readonly indexColumns: (doc: T) => IndexColumns<N>;
  /** Hears every write with the documents it touched (before and after) and the row's id, once the write is done. */
  private readonly onWrite: (docs: T[], id?: string) => void;
  /** restoreSql's statements by their shape. */
  private readonly restoreStatements = new Map<string, string>();

  constructor(
    db: Kysely<Database>,
    table: N,
    typeName: string,
    indexColumns: (doc: T) => IndexColumns<N>,
    onWrite: (docs: T[], id?: string) => void = () => {},
  ) {
    this.table = table;
    this.typeName = typeName;
    this.indexColumns = indexColumns;
    this.onWrite = onWrite;
    // Kysely cannot type a query over "any one of these tables"; every table shares Row's columns.
    this.tableName = table;
    this.db = db as unknown as Kysely<Record<string, Row & Record<string, string | null>>>;
  }

  /** Reads one aggregate by id, deleted or not; null when it does not exist. */
  async get(id: string): Promise<Stored<T> | null> {
    const row = (await this.query().where('id', '=', id).executeTakeFirst()) as Row | undefined;
    return row ? this.toStored(row) : null;
  }

  /** Reads the aggregates with these ids, deleted or not, in batches (the order is the table's). */
  async getMany(ids: readonly string[]): Promise<Stored<T>[]> {
    const found: Stored<T>[] = [];
    const unique = [...new Set(ids)];
    // SQLite allows some hundreds of bound values in one statement.
    for (let i = 0; i < unique.length; i += 500) {
      const rows = (await this.query()
        .where('id', 'in', unique.slice(i, i + 500))
        .execute()) as Row[];
      found.push(...rows.map((r) => this.toStored(r)));
    }
    return found;
  }

  /** Lists aggregates that are not deleted, optionally filtered by one indexed column. */
  async list(filter?: { column: keyof IndexColumns<N> & string; value: string }): Promise<Stored<T>[]> {
    let q = this.query().where('deleted', 'is', null);
    if (filter) q = q.where(filter.column as string, '=', filter.value);
    const rows = (await q.orderBy('created').execute()) as Row[];
    return rows.map((r) => this.toStored(r));
  }

  /**
   * Lists aggregates that are not deleted with `filter.column` = `filter.value`, keeping those where
   * at least one of `anyOf` holds (its column has one of its values): none when no value is given.
   */
  async listWhereAny(
    filter: { column: keyof IndexColumns<N> & string; value: string },
    anyOf: readonly { column: keyof IndexColumns<N> & string; values: readonly string[] }[],
  ): Promise<Stored<T>[]> {
    const given = anyOf.filter((a) => a.values.length > 0);
    if (given.length === 0) return [];
    const rows = (await this.query()
      .where('deleted', 'is', null)
      .where(filter.column as string, '=', filter.value)
      .where((eb) => eb.or(given.map((a) => eb(a.column as string, 'in', [...a.values]))))
      .orderBy('created')
      .execute()) as Row[];
    return rows.map((r) => this.toStored(r));
  }

  /** Lists everything, deleted rows included (data browsing and export). */
  async listAll(): Promise<Stored<T>[]> {
    const rows = (await this.query().orderBy('created').execute()) as Row[];
    return rows.map((r) => this.toStored(r));
  }

  async insert(id: string, doc: T, stamp: Stamp): Promise<Stored<T>> {
    const now = stamp.now.toISOString();
    const row: Row = {
      id,
      doc: JSON.stringify(doc),
      created: now,
      author: stamp.name,
      updated: now,
      editor: stamp.name,
      deleted: null,
      remover: null,
    };
    await this.db
      .insertInto(this.tableName)
      .values({ ...row, ...this.indexColumns(doc) })
      .execute();
    this.onWrite([doc], id);
    return this.toStored(row);
  }

  /**
   * Replaces the document when the stored `updated` still equals `lastUpdated`. A missing token, a
   * stale token and a deleted aggregate are each a 409 with its text (errors.ts). Editing keeps
   * the aggregate undeleted.
   */
  async update(
    current: Stored<T>,
    doc: T,
    stamp: Stamp,
    lastUpdated: string | null | undefined,
  ): Promise<Stored<T>> {
    if (current.deleted) throw concurrency.deleted(this.typeName);
    if (!lastUpdated) throw concurrency.missingToken(this.typeName);
    if (lastUpdated !== current.updated)
      throw concurrency.stale(this.typeName, current.editor, current.updated);
    return this.replace(current, doc, stamp);
  }

  /**
   * Replaces the document guarded only by the row's own `updated` (for server-side read-modify-write
   * where the caller already holds the current row). A concurrent change still gives a 409.
   */
  async replace(current: Stored<T>, doc: T, stamp: Stamp): Promise<Stored<T>> {
    const updated = nextStamp(current.updated, stamp.now);
    const result = await this.db
      .updateTable(this.tableName)
      .set({
        doc: JSON.stringify(doc),
        updated,
        editor: stamp.name,
        deleted: null,
        remover: null,
        ...this.indexColumns(doc),
      })
      .where('id', '=', current.id)
      .where('updated', '=', current.updated)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const latest = await this.get(current.id);
      throw concurrency.stale(this.typeName, latest?.editor ?? null, latest?.updated ?? updated);
    }
    this.onWrite([current.doc, doc], current.id);
    return { ...current, doc, updated, editor: stamp.name, deleted: null, remover: null };
  }

  /** Marks the aggregate deleted; lists stop showing it, GET by id still returns it. */
  async softDelete(current: Stored<T>, stamp: Stamp): Promise<Stored<T>> {
    const updated = nextStamp(current.updated, stamp.now);
    const deleted = stamp.now.toISOString();
    await this.db
      .updateTable(this.tableName)
      .set({ deleted, remover: stamp.name, updated, editor: stamp.name })
      .where('id', '=', current.id)
      .execute();
    this.onWrite([current.doc], current.id);
    return { ...current, deleted, remover: stamp.name, updated, editor: stamp.name };
  }

  /**
   * Removes rows for good (only for data that must not linger, such as expired sessions). Pass the
   * document when known: writes without one are heard as touching anything.
   */
  async hardDelete(id: string, doc?: T): Promise<void> {
    await this.db.deleteFrom(this.tableName).where('id', '=', id).execute();
    this.onWrite(doc ? [doc] : [], id);
  }

  /** Rows in the table, deleted included (the data browser). */
  async countAll(): Promise<number> {
    const row = await this.db
      .selectFrom(this.tableName)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * A page of rows as stored, the document as its JSON text (export and the data browser read
   * them without parsing); deleted rows only when asked, `ids` narrows to those rows.
   */
  async rawPage(options: { offset: number; limit: number; deleted: boolean; ids?: readonly string[] }) {
    let q = this.query();
    if (!options.deleted) q = q.where('deleted', 'is', null);
    if (options.ids) q = q.where('id', 'in', options.ids.length ? [...options.ids] : ['']);
    return (await q
      .orderBy('created')
      .orderBy('id')
      .limit(options.limit)
      .offset(options.offset)
      .execute()) as Row[];
  }

  /**
   * Writes rows exactly as given (audit columns too), replacing rows with the same id: an
   * import's write. It tells no write listener: the import evicts every cache once it is done.
   */
  async restore(rows: readonly Stored<T>[]): Promise<void> {
    for (let at = 0; at < rows.length; at += RESTORE_BATCH) {
      const values = rows.slice(at, at + RESTORE_BATCH).map((stored) => ({
        ...stored,
        doc: JSON.stringify(stored.doc),
        ...this.indexColumns(stored.doc),
      })) as Record<string, string | null | undefined>[];
      // Every row of one statement names the same columns (an index column a document lacks is null).
      const columns = [...new Set(values.flatMap((v) => Object.keys(v)))];
      const parameters = values.flatMap((v) => columns.map((c) => v[c] ?? null));
      await this.db.executeQuery(CompiledQuery.raw(this.restoreSql(columns, values.length), parameters));
    }
  }

  /**
   * The upsert of `count` rows of `columns`, built by Kysely once per shape: an import writes
   * thousands of rows of one shape, and building the query was half of its writing time
   * (docs/decisions/039).
   */
  private restoreSql(columns: readonly string[], count: number): string {
    const key = `${count}:${columns.join(',')}`;
    let sql = this.restoreStatements.get(key);
    if (sql === undefined) {
      const placeholder = Object.fromEntries(columns.map((c) => [c, null])) as unknown as Row;
      sql = this.db
        .insertInto(this.tableName)
        .values(Array.from({ length: count }, () => placeholder))
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) =>
              Object.fromEntries(columns.filter((c) => c !== 'id').map((c) => [c, eb.ref(`excluded.${c}`)])),
            ),
        )
        .compile().sql;
      this.restoreStatements.set(key, sql);
    }
    return sql;
  }

  /** Removes every row but those kept (an import's purge: the caller's own account and session stay). */
  async purge(keep: readonly string[] = []): Promise<void> {
    let q = this.db.deleteFrom(this.tableName);
    if (keep.length) q = q.where('id', 'not in', [...keep]);
    await q.execute();
  }

  private query() {
    return this.db
      .selectFrom(this.tableName)
      .select(['id', 'doc', 'created', 'author', 'updated', 'editor', 'deleted', 'remover']);
  }

  private toStored(row: Row): Stored<T> {
    return {
      id: row.id,
      doc: JSON.parse(row.doc) as T,
      created: row.created,
      author: row.author,
      updated: row.updated,
      editor: row.editor,
      deleted: row.deleted,
      remover: row.remover,
    };
  }
}

/** The next `updated` stamp: now, but always strictly later than the previous one. */
export function nextStamp(previous: string, now: Date): string {
  const prev = Date.parse(previous);
  const next = Number.isNaN(prev) || now.getTime() > prev ? now.getTime() : prev + 1;
  return new Date(next).toISOString();
}

/** The audit part of a stored aggregate, as every presenter emits it. */
export function auditOf(stored: Stored<unknown>) {
  return {
    created: stored.created,
    author: stored.author,
    updated: stored.updated,
    editor: stored.editor,
    deleted: stored.deleted,
    remover: stored.remover,
  };
}
