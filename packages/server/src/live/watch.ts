import type { LiveDataType, WatchableData } from '@darts/core/contract/live';
import { isLiveDataFinished } from '@darts/core/live/liveData';
import { isLiveNow } from '@darts/core/live/liveNow';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { LiveEntry } from './store';

const relativeUrl = (entry: LiveEntry) =>
  entry.type === 'Sayg' ? `/live/match/${entry.id}` : `/tournament/${entry.id}`;

function absoluteUrl(entry: LiveEntry): string | null {
  if (!entry.referrer) return null;
  try {
    return new URL(relativeUrl(entry), entry.referrer).toString();
  } catch {
    return null;
  }
}

function details(entry: LiveEntry): WatchableData['eventDetails'] {
  const data = (entry.data ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  if (entry.type === 'Sayg') {
    return {
      type: null,
      venue: null,
      opponents: [text(data.yourName), text(data.opponentName)].filter((v): v is string => v !== null),
    };
  }
  return {
    type: text(data.type),
    venue: text(data.address),
    opponents: [text(data.host), text(data.opponent)].filter((v): v is string => v !== null),
  };
}

/**
 * The watch list: one entry per record being played now (core/live/liveNow.ts: not finished, and
 * updated within 30 minutes), newest first. `filter` is a type or an id. The scorer's account name
 * is shown to signed-in callers only. A practice match is here only once its scorer has shared it:
 * it is on the server, and so published, from its first save.
 */
export async function watchList(
  ctx: AppContext,
  filter: string | undefined,
  caller: Caller,
): Promise<WatchableData[]> {
  const wanted = filter?.toLowerCase();
  const typeFilter: LiveDataType | null =
    wanted === 'sayg' ? 'Sayg' : wanted === 'tournament' ? 'Tournament' : null;
  const now = ctx.now();
  const entries = (await ctx.live.store.list()).filter((e) => {
    if (!isLiveNow({ lastUpdate: e.lastUpdate, finished: isLiveDataFinished(e.type, e.data) }, now))
      return false;
    if (!wanted) return true;
    if (typeFilter) return e.type === typeFilter;
    return e.id === wanted;
  });
  return entries
    .sort((a, b) => b.lastUpdate.localeCompare(a.lastUpdate))
    .map((entry) => ({
      id: entry.id,
      dataType: entry.type,
      publicationMode: entry.publicationMode,
      lastUpdate: entry.lastUpdate,
      relativeUrl: relativeUrl(entry),
      absoluteUrl: absoluteUrl(entry),
      userName: caller ? entry.userName : null,
      eventDetails: details(entry),
    }));
}
