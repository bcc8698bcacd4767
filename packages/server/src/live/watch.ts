import type { LiveDataType, WatchableData } from '@darts/core/contract/live';
import { isLiveDataInPlay } from '@darts/core/live/liveData';
import { isLiveNow } from '@darts/core/live/liveNow';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { LiveEntry } from './store';
import { watchContexts, type WatchContext } from './watchContext';

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

function details(entry: LiveEntry, context: WatchContext): WatchableData['eventDetails'] {
  const data = (entry.data ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  if (entry.type === 'Sayg') {
    return {
      type: null,
      venue: null,
      opponents: [text(data.yourName), text(data.opponentName)].filter((v): v is string => v !== null),
      fixture: context.fixture,
      competition: context.competition,
      match: context.match,
      divisionId: context.divisionId,
    };
  }
  return {
    type: text(data.type),
    venue: text(data.address),
    opponents: [text(data.host), text(data.opponent)].filter((v): v is string => v !== null),
  };
}

/**
 * The watch list: one entry per match being played now (core/live/liveNow.ts: in play, and updated
 * within 30 minutes), newest first. A record with no throw yet is not being played; a finished
 * match or a decided tournament leaves at once (core/live/liveData.ts). Two records of one match
 * (watchContext.ts) are one entry: the latest. `filter` is a type or an id. The scorer's account
 * name is shown to signed-in callers only. A practice match is here only once its scorer has
 * shared it: it is on the server, and so published, from its first save.
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
  const live = (await ctx.live.store.list()).filter((e) =>
    isLiveNow({ lastUpdate: e.lastUpdate, finished: !isLiveDataInPlay(e.type, e.data) }, now),
  );
  const contexts = await watchContexts(ctx, live);
  const seen = new Set<string>();
  return live
    .sort((a, b) => b.lastUpdate.localeCompare(a.lastUpdate))
    .filter((entry) => {
      const key = contexts.get(entry)!.key;
      if (seen.has(key)) return false;
      seen.add(key);
      if (!wanted) return true;
      if (typeFilter) return entry.type === typeFilter;
      return entry.id === wanted;
    })
    .map((entry) => ({
      id: entry.id,
      dataType: entry.type,
      publicationMode: entry.publicationMode,
      lastUpdate: entry.lastUpdate,
      relativeUrl: relativeUrl(entry),
      absoluteUrl: absoluteUrl(entry),
      userName: caller ? entry.userName : null,
      eventDetails: details(entry, contexts.get(entry)!),
    }));
}
