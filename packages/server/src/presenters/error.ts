import type { ErrorRecord } from '@darts/core/contract/error';
import type { ErrorDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';

export function presentError(record: Stored<ErrorDoc>): ErrorRecord {
  return {
    id: record.id,
    source: record.doc.source,
    time: record.doc.time,
    lastTime: record.doc.lastTime ?? record.doc.time,
    count: record.doc.count ?? 1,
    message: record.doc.message,
    stack: record.doc.stack,
    type: record.doc.type,
    userName: record.doc.userName,
    userAgent: record.doc.userAgent,
    url: record.doc.url,
  };
}
