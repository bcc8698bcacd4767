// One worker process of bench/live: holds a share of the spectators' sockets (bench/live.mjs forks
// one per BENCH_SOCKETS_PER_WORKER sockets, so no single client process is the limit) and measures
// each update's latency against the `sentAt` the publisher embeds. `sentAt` and the receive time
// are both performance.timeOrigin + performance.now(): the same clock for every process on this
// one machine.
//
// The spectators speak the WebSocket protocol themselves over plain TCP (lib/wsClient.mjs): the
// handshake as a browser sends it (Origin, no compression), then only the frame headers are read.
// On a small machine the spectators share the cores with the server, so the less each costs, the
// more of what is measured is the server.
//
// Real spectators come from many addresses, and the server holds at most 200 sockets per address
// (docs/decisions/038): spectator n opens its socket from loopback address 127.1.y.z, 100 to each
// (Linux routes all of 127.0.0.0/8 to this machine).
//
// Messages from the parent: {cmd: 'connect', urls, id, count, offset} -> {ready}; {cmd: 'start'}
// (forget what came before) -> {started}; {cmd: 'report'} -> {latencies: Float64Array};
// {cmd: 'close'} closes the sockets and exits.
import { performance } from 'node:perf_hooks';
import { openSocket } from './wsClient.mjs';

const now = () => performance.timeOrigin + performance.now();
const UPDATE = Buffer.from('{"type":"Update"');
const SUBSCRIBED = Buffer.from('{"type":"Subscribed"');
const MARCO = Buffer.from('{"type":"Marco"');
const SENT_AT = Buffer.from('"sentAt":');

const startsWith = (buffer, prefix) =>
  buffer.length >= prefix.length && buffer.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;

let latencies = new Float64Array(1 << 16);
let received = 0;
const sockets = [];

function record(latency) {
  if (received === latencies.length) {
    const grown = new Float64Array(latencies.length * 2);
    grown.set(latencies);
    latencies = grown;
  }
  latencies[received++] = latency;
}

const SPECTATORS_PER_ADDRESS = 100;

/** The loopback address spectator `n` connects from. */
function addressOf(n) {
  const a = Math.floor(n / SPECTATORS_PER_ADDRESS);
  return `127.1.${Math.floor(a / 250)}.${(a % 250) + 1}`;
}

function connect(url, id, n) {
  return new Promise((resolve, reject) => {
    const socket = openSocket(`${url}/api/Live/?referrer=bench`, {
      localAddress: addressOf(n),
      onOpen: () => socket.sendText(JSON.stringify({ type: 'Subscribed', id, dataType: 'Sayg' })),
      onText: (payload) => {
        const at = now();
        if (startsWith(payload, UPDATE)) {
          const index = payload.indexOf(SENT_AT);
          if (index >= 0) {
            const start = index + SENT_AT.length;
            const sentAt = Number.parseFloat(payload.toString('latin1', start, start + 24));
            if (Number.isFinite(sentAt)) record(at - sentAt);
          }
        } else if (startsWith(payload, SUBSCRIBED)) resolve(socket);
        else if (startsWith(payload, MARCO)) socket.sendText('{"type":"Polo"}');
      },
      onError: reject,
    });
  });
}

process.on('message', async (message) => {
  switch (message.cmd) {
    case 'connect': {
      const { urls, id, count, offset } = message;
      for (let i = 0; i < count; i += 50) {
        const batch = [];
        for (let j = i; j < Math.min(count, i + 50); j += 1) {
          batch.push(connect(urls[(offset + j) % urls.length], id, offset + j));
        }
        sockets.push(...(await Promise.all(batch)));
      }
      process.send({ ready: sockets.length });
      break;
    }
    case 'start':
      received = 0;
      process.send({ started: true });
      break;
    case 'report':
      process.send({ latencies: latencies.slice(0, received) });
      break;
    case 'close':
      for (const socket of sockets) socket.destroy();
      process.disconnect();
      break;
  }
});
