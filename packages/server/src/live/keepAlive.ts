import type { SocketState } from './sockets';

/** How many turns a ping interval is cut into: each socket is pinged on one of them. */
export const KEEP_ALIVE_TURNS = 10;

/**
 * One keep-alive turn: of the sockets whose turn it is, drops those that did not answer their
 * last Marco and pings (sends Marco to) the rest. Each socket has its turn once a ping interval;
 * the turns spread the pings (and the Polos they bring back) over the interval, so thousands of
 * spectators are never pinged at once while a live update is being fanned out.
 */
export function keepAliveTurn(
  sockets: Iterable<SocketState>,
  turn: number,
  ping: (socket: SocketState) => void,
  drop: (socket: SocketState) => void,
): void {
  for (const socket of [...sockets]) {
    if (socket.turn !== turn) continue;
    if (!socket.alive) {
      drop(socket);
      continue;
    }
    socket.alive = false;
    ping(socket);
  }
}
