// One worker process of bench/live: holds a share of the spectators' sockets (bench/live.mjs forks
// one per BENCH_SOCKETS_PER_WORKER sockets, so no single client process is the limit) and measures
// each update's latency against the `sentAt` the publisher embeds. `sentAt` and the receive time
// are both performance.timeOrigin + performance.now(): the same clock for every process on this
// one machine.
//
// Messages from the parent: {cmd: 'connect', urls, id, count, offset} -> {ready}; {cmd: 'start'}
// (forget what came before) -> {started}; {cmd: 'report'} -> {latencies: Float64Array};
// {cmd: 'close'} closes the sockets and exits.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

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

function connect(url, id) {
  return new Promise((resolve, reject) => {
    // Spectators' sockets as the app's pages open them, without compression; the bytes are read
    // as they come (no UTF-8 check, no string per message) to keep this process's share small.
    const ws = new WebSocket(`${url.replace('http', 'ws')}/api/Live/?referrer=bench`, {
      origin: url,
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'Subscribed', id, dataType: 'Sayg' })));
    ws.on('message', (raw) => {
      const at = now();
      if (startsWith(raw, UPDATE)) {
        const index = raw.indexOf(SENT_AT);
        if (index >= 0) {
          const start = index + SENT_AT.length;
          const sentAt = Number.parseFloat(raw.toString('latin1', start, start + 24));
          if (Number.isFinite(sentAt)) record(at - sentAt);
        }
      } else if (startsWith(raw, SUBSCRIBED)) resolve(ws);
      else if (startsWith(raw, MARCO)) ws.send('{"type":"Polo"}');
    });
    ws.on('error', reject);
  });
}

process.on('message', async (message) => {
  switch (message.cmd) {
    case 'connect': {
      const { urls, id, count, offset } = message;
      for (let i = 0; i < count; i += 50) {
        const batch = [];
        for (let j = i; j < Math.min(count, i + 50); j += 1) {
          batch.push(connect(urls[(offset + j) % urls.length], id));
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
      for (const ws of sockets) ws.terminate();
      process.disconnect();
      break;
  }
});
